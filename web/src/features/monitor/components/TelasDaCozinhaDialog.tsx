import { formatarHora } from '../../../app/format';
import {
  CONFIRMACAO_PADRAO_SEG,
  estadoDaTela,
  type MonitorConfig,
  type TelaMonitor,
} from '@cardapio/shared-events';
import {
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  Input,
  Separator,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuExternalLink, LuMonitor, LuPlus, LuTrash2 } from 'react-icons/lu';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { Dialogo } from '../../../components/Dialogo';
import { formatarDataHora } from '../../carrinho/formatacao';
import { linkDaTela } from '../acesso';
import {
  useConfiguracaoDoMonitorQuery,
  useCriarTelaDaCozinhaMutation,
  useRevogarTelaDaCozinhaMutation,
  useSalvarConfiguracaoDoMonitorMutation,
  useTelasDaCozinhaQuery,
} from '../../pedidos/equipe/api';
import { LIMITES_PADRAO, tempoDecorrido, useAgora } from '../../pedidos/equipe/idade';
import { useAppSelector } from '../../../app/hooks';
import { selectUsuario } from '../../auth/slice';

function NovaTela() {
  const [nome, setNome] = useState('Cozinha');
  const [criar, { isLoading }] = useCriarTelaDaCozinhaMutation();
  async function enviar(e: FormEvent) {
    e.preventDefault();
    // Opened before the request so the browser does not block it as a pop-up.
    const janela = window.open('', '_blank');
    try {
      const { token, tela } = await criar({ nome }).unwrap();
      if (janela) janela.location.href = linkDaTela(token);
      notify.success(`Tela "${tela.nome}" criada e aberta em uma nova janela`);
    } catch (erro) {
      janela?.close();
      notify.error(mensagemDeErro(erro, 'Erro ao criar a tela'));
    }
  }
  return (
    <form onSubmit={enviar}>
      <HStack align="flex-end" gap="2">
        <Field.Root flex="1">
          <Field.Label>Nome da tela</Field.Label>
          <Input value={nome} onChange={(e) => setNome(e.target.value)} maxLength={60} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={isLoading}>
          <LuPlus /> Criar e abrir
        </Button>
      </HStack>
    </form>
  );
}

function CampoDeMinutos({
  rotulo,
  minimo,
  valor,
  onChange,
}: {
  rotulo: string;
  minimo: number;
  valor: number;
  onChange: (minutos: number) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{rotulo}</Field.Label>
      <Input
        type="number"
        min={minimo}
        value={valor}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </Field.Root>
  );
}

function Limites() {
  const { data } = useConfiguracaoDoMonitorQuery('cliente');
  const atual = data ?? LIMITES_PADRAO;
  const [valores, setValores] = useState<Partial<MonitorConfig>>({});
  const [salvar, { isLoading }] = useSalvarConfiguracaoDoMonitorMutation();
  const amarelo = valores.alerta_amarelo_min ?? atual.alerta_amarelo_min;
  const vermelho = valores.alerta_vermelho_min ?? atual.alerta_vermelho_min;
  const confirmacao = valores.confirmacao_seg ?? data?.confirmacao_seg ?? CONFIRMACAO_PADRAO_SEG;
  async function enviar(e: FormEvent) {
    e.preventDefault();
    try {
      const r = await salvar({
        alerta_amarelo_min: amarelo,
        alerta_vermelho_min: vermelho,
        confirmacao_seg: confirmacao,
      }).unwrap();
      setValores({});
      notify.success(r.mensagem || 'Configurações salvas com sucesso!');
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao salvar configurações'));
    }
  }
  return (
    <form onSubmit={enviar}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Pedidos pendentes ou em preparo mudam de cor conforme esperam.
        </Text>
        <SimpleGrid columns={2} gap="3">
          <CampoDeMinutos
            rotulo="Amarelo após (min)"
            minimo={1}
            valor={amarelo}
            onChange={(minutos) => setValores({ ...valores, alerta_amarelo_min: minutos })}
          />
          <CampoDeMinutos
            rotulo="Vermelho após (min)"
            minimo={2}
            valor={vermelho}
            onChange={(minutos) => setValores({ ...valores, alerta_vermelho_min: minutos })}
          />
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Avisar se um pedido não aparecer na cozinha em (segundos)</Field.Label>
          <Input
            type="number"
            min={0}
            max={600}
            value={confirmacao}
            onChange={(e) => setValores({ ...valores, confirmacao_seg: Number(e.target.value) })}
          />
          <Field.HelperText>
            Com uma tela cadastrada, o painel e o quadro tocam um alarme se nenhuma tela mostrar o
            pedido nesse tempo. Use 0 para desligar.
          </Field.HelperText>
        </Field.Root>
        <Button type="submit" variant="outline" alignSelf="flex-end" loading={isLoading}>
          Salvar tempos
        </Button>
      </Stack>
    </form>
  );
}

/** 'Conectada', 'Sem sinal há 2 min' or 'Nunca conectada', from the screen's heartbeats. */
function EstadoDaTela({ tela, agora }: { tela: TelaMonitor; agora: number }) {
  const estado = estadoDaTela(tela, agora);
  const { cor, texto } =
    estado.estado === 'conectada'
      ? { cor: 'green', texto: 'Conectada' }
      : estado.estado === 'sem_sinal'
        ? {
            cor: 'red',
            texto: `Sem sinal ${tempoDecorrido(estado.desde, agora).replace(/^agora$/, 'há instantes')}`,
          }
        : { cor: 'gray', texto: 'Nunca conectada' };
  return (
    <HStack gap="1.5" data-testid={`estado-da-tela-${tela.id}`} data-estado={estado.estado}>
      <Box boxSize="2.5" rounded="full" bg={`${cor}.solid`} flexShrink={0} />
      <Text fontSize="sm" fontWeight="semibold" color={`${cor}.fg`}>
        {texto}
      </Text>
      {tela.ultimo_pedido_em && (
        <Text fontSize="xs" color="fg.muted">
          · último pedido às {formatarHora(tela.ultimo_pedido_em)}
        </Text>
      )}
    </HStack>
  );
}

function ListaDeTelas() {
  const usuario = useAppSelector(selectUsuario);
  const { data: telas = [], isLoading } = useTelasDaCozinhaQuery(usuario?.empresa_id ?? 0, {
    skip: !usuario,
  });
  const agora = useAgora(5_000);
  const [revogar, { isLoading: revogando, originalArgs }] = useRevogarTelaDaCozinhaMutation();
  async function encerrar(id: number) {
    try {
      const r = await revogar(id).unwrap();
      notify.success(r.mensagem);
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao encerrar o acesso da tela'));
    }
  }
  if (isLoading) return <Text color="fg.muted">Carregando telas...</Text>;
  if (telas.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        Nenhuma tela conectada ainda.
      </Text>
    );
  return (
    <Stack gap="2">
      {telas.map((tela) => (
        <HStack
          key={tela.id}
          p="3"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.subtle"
          justify="space-between"
          gap="3"
        >
          <Box minW="0">
            <Text fontWeight="bold" truncate>
              {tela.nome}
            </Text>
            <EstadoDaTela tela={tela} agora={agora} />
            <Text fontSize="xs" color="fg.muted">
              Criada {formatarDataHora(tela.created_at)}
              {tela.criada_por ? ` por ${tela.criada_por}` : ''}
              {tela.ultimo_uso_em ? ` · último uso ${formatarDataHora(tela.ultimo_uso_em)}` : ''}
            </Text>
          </Box>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={revogando && originalArgs === tela.id}
            onClick={() => void encerrar(tela.id)}
          >
            <LuTrash2 /> Encerrar acesso
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * Kitchen screens: a display signed in with its own revocable token (it sees orders and calls,
 * nothing else of the back-office), plus the ticket-ageing times every screen uses.
 */
export function TelasDaCozinhaDialog({
  aberto,
  onFechar,
}: {
  aberto: boolean;
  onFechar: () => void;
}) {
  return (
    <Dialogo
      aberto={aberto}
      onFechar={onFechar}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      conteudo={{ rounded: { md: '2xl' } }}
    >
      <Dialog.Header>
        <HStack gap="2">
          <LuMonitor />
          <Dialog.Title>Telas da cozinha</Dialog.Title>
        </HStack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Text fontSize="sm" color="fg.muted">
            Crie um acesso para cada tela fixa (cozinha, balcão). Ela abre o monitor já conectada,
            vê só pedidos e chamadas, e o acesso pode ser encerrado a qualquer momento.{' '}
            <LuExternalLink style={{ display: 'inline' }} />
          </Text>
          <NovaTela />
          <ListaDeTelas />
          <Separator />
          <Text fontWeight="bold">Tempo de espera dos pedidos</Text>
          <Limites />
        </Stack>
      </Dialog.Body>
    </Dialogo>
  );
}
