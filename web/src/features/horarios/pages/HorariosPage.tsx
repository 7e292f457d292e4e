import { Alert, Box, Button, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { DiaDaSemana, HorarioDia } from '@cardapio/shared-events';
import { useState } from 'react';
import { LuCalendarClock, LuInfo, LuSave } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { CabecalhoDaPagina } from '../../../components/CabecalhoDaPagina';
import { EstadoDaLista } from '../../../components/EstadoDaLista';
import { selectUsuario } from '../../auth/slice';
import { useStatusDaLojaQuery } from '../../cardapio/api';
import { useHorariosConfigQuery, useSalvarHorariosMutation } from '../api';
import { CartaoDoDia } from '../components/CartaoDoDia';
import { StatusDaLojaBanner } from '../components/StatusDaLojaBanner';
import { horarioPadrao, SEMANA } from '../semana';

type Rascunho = Partial<Record<DiaDaSemana, HorarioDia>>;

const paraRascunho = (horarios: HorarioDia[]): Rascunho =>
  Object.fromEntries(horarios.map((h) => [h.dia, h]));

/** The week's opening hours (staff-side §2 Opening hours); saving opens or closes the store at once. */
export function HorariosPage() {
  useDocumentTitle('Horário de Funcionamento');
  const empresaId = useAppSelector(selectUsuario)?.empresa_id ?? 0;
  const config = useHorariosConfigQuery();
  const status = useStatusDaLojaQuery(empresaId, { skip: !empresaId });
  const [salvar, salvando] = useSalvarHorariosMutation();
  // Edits live here until saved; a new answer from the server starts them over.
  const [rascunho, setRascunho] = useState<{ base: unknown; dias: Rascunho } | null>(null);
  const dias =
    rascunho && rascunho.base === config.data
      ? rascunho.dias
      : paraRascunho(config.data?.horarios ?? []);
  const mudar = (dia: DiaDaSemana, h: HorarioDia) =>
    setRascunho({ base: config.data, dias: { ...dias, [dia]: h } });
  const horarios = SEMANA.flatMap(({ dia }) => (dias[dia] ? [dias[dia]] : []));

  if (config.isError)
    return (
      <EstadoDaLista
        icone={<LuCalendarClock />}
        titulo="Erro ao carregar configurações do banco de dados"
        onTentarDeNovo={() => void config.refetch()}
      />
    );

  const aoSalvar = () =>
    comAviso('salvar-horarios', () => salvar({ empresaId, config: { horarios } }).unwrap(), {
      sucesso: 'Horários de funcionamento salvos com sucesso!',
      erro: 'Erro ao salvar configurações',
    });

  return (
    <Stack gap={{ base: '5', md: '6' }} maxW="6xl">
      <CabecalhoDaPagina
        titulo="Horário de Funcionamento"
        descricao="Defina em que dias e horários a loja recebe pedidos."
        acoes={
          <Button
            colorPalette="brand"
            rounded="xl"
            minH="11"
            onClick={() => void aoSalvar()}
            loading={salvando.isLoading}
            disabled={config.isLoading || horarios.length === 0}
          >
            <LuSave /> Salvar Horários
          </Button>
        }
      />

      <StatusDaLojaBanner status={status.data} />

      {!config.isLoading && horarios.length === 0 && (
        <Alert.Root status="warning" rounded="xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Nenhum horário configurado</Alert.Title>
            <Alert.Description>
              Nenhum horário configurado. Configure os horários de funcionamento. Marque os dias
              abertos: cada um começa das 08:00 às 18:00.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {SEMANA.map(({ dia, nome }) => (
          <CartaoDoDia
            key={dia}
            nome={nome}
            horario={dias[dia]}
            onAbrir={(aberto) => {
              const atual = dias[dia];
              if (!atual) {
                if (aberto) mudar(dia, horarioPadrao(dia));
              } else mudar(dia, { ...atual, fechado: !aberto });
            }}
            onMudar={(campo, valor) => {
              const atual = dias[dia];
              if (atual && valor) mudar(dia, { ...atual, [campo]: valor });
            }}
          />
        ))}
      </SimpleGrid>

      <Box
        as="aside"
        aria-label="Como funciona"
        p={{ base: '4', md: '5' }}
        rounded="2xl"
        bg="blue.subtle"
        color="blue.fg"
      >
        <Stack gap="2">
          <Text fontWeight="800" display="flex" alignItems="center" gap="2">
            <LuInfo aria-hidden /> Como funciona
          </Text>
          <List.Root fontSize="sm" gap="1" ps="5">
            <List.Item>Os clientes só conseguem fazer pedidos quando a loja está aberta.</List.Item>
            <List.Item>O horário é verificado em tempo real a cada pedido.</List.Item>
            <List.Item>
              Horários que passam da meia-noite são aceitos: por exemplo, quinta das 14h às 02h (a
              loja fica aberta até as 2h de sexta).
            </List.Item>
            <List.Item>As alterações valem imediatamente após salvar.</List.Item>
          </List.Root>
        </Stack>
      </Box>
    </Stack>
  );
}
