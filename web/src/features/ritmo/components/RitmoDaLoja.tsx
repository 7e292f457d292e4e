import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Switch,
  Text,
  Wrap,
} from '@chakra-ui/react';
import {
  MENSAGENS_RITMO,
  OCUPADO_PADRAO_MIN,
  type EstadoDoRitmo,
  type PausaMin,
} from '@cardapio/shared-events';
import { LuChevronDown, LuCirclePause, LuGauge, LuPlay, LuTimer } from 'react-icons/lu';
import { Link } from 'react-router';
import { comAviso } from '../../../app/comAviso';
import { useAppSelector } from '../../../app/hooks';
import { Painel } from '../../../components/Painel';
import {
  useDefinirOcupadoMutation,
  usePausarMutation,
  useRetomarMutation,
  useRitmoQuery,
} from '../api';
import { useAoFimDaPausa } from '../fimDaPausa';

const PAUSAS: { minutos: PausaMin | null; rotulo: string }[] = [
  { minutos: 15, rotulo: 'Por 15 minutos' },
  { minutos: 30, rotulo: 'Por 30 minutos' },
  { minutos: 60, rotulo: 'Por 1 hora' },
  { minutos: null, rotulo: 'Até retomar' },
];

const unidade = (por: EstadoDoRitmo['capacidade']['por'], n: number) =>
  por === 'itens' ? (n === 1 ? 'item' : 'itens') : n === 1 ? 'pedido' : 'pedidos';

/** The windows ahead and what each took, for the kitchen's pace at a glance. */
function Janelas({ estado }: { estado: EstadoDoRitmo }) {
  const { por_janela: limite, por } = estado.capacidade;
  if (limite === null || estado.janelas.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        Capacidade: até {limite} {unidade(por, limite)} a cada 15 min
        {estado.proxima_janela && (
          <Text as="span" color="orange.fg" fontWeight="semibold">
            {' '}
            · Cardápio mostra “{estado.proxima_janela.texto}”
          </Text>
        )}
      </Text>
      <Wrap gap="2" aria-label="Janelas de 15 minutos" data-testid="janelas-do-ritmo">
        {estado.janelas.map((j) => {
          const tomados = por === 'itens' ? j.itens : j.pedidos;
          return (
            <Badge
              key={j.inicio}
              size="lg"
              rounded="lg"
              px="2.5"
              variant={j.cheia ? 'solid' : tomados > 0 ? 'subtle' : 'outline'}
              colorPalette={j.cheia ? 'red' : tomados > 0 ? 'orange' : 'gray'}
              aria-label={`${j.hora}: ${tomados} de ${limite}${j.cheia ? ', cheia' : ''}`}
            >
              {j.hora}
              <Text as="span" fontWeight="normal">
                {tomados}/{limite}
              </Text>
            </Badge>
          );
        })}
      </Wrap>
    </Stack>
  );
}

/**
 * 'Ritmo dos pedidos' on the dashboard home (issue 31 §3), where staff run the evening: pause the
 * site and QR orders (15, 30 or 60 minutes, or until resumed), resume, and busy mode (+20 min on
 * every expected time and on the menu's estimate). Any staff member; live for all of them.
 */
export function RitmoDaLoja({ empresaId }: { empresaId: number }) {
  const gestao = useAppSelector((state) => state.sessao.usuario?.role === 'gestao');
  const consulta = useRitmoQuery(empresaId, { pollingInterval: 30_000 });
  const [pausar, pausa] = usePausarMutation();
  const [retomar, retomada] = useRetomarMutation();
  const [definirOcupado, ocupado] = useDefinirOcupadoMutation();
  useAoFimDaPausa(
    consulta.data?.pausa?.ate,
    consulta.fulfilledTimeStamp,
    () => void consulta.refetch(),
  );

  const estado = consulta.data;
  if (consulta.isLoading) return <Skeleton h="32" rounded="2xl" />;
  if (!estado) return null;
  const pausado = estado.pausa !== null;
  const ocupadoLigado = estado.ocupado_min > 0;

  return (
    <Painel
      as="section"
      aria-labelledby="titulo-ritmo"
      data-testid="ritmo-da-loja"
      data-pausado={pausado}
      p={{ base: '4', md: '6' }}
      gap="4"
      borderColor={pausado ? 'orange.emphasized' : 'border.subtle'}
    >
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
      >
        <HStack gap="3" align="flex-start" minW="0">
          <Box
            boxSize="11"
            flexShrink={0}
            rounded="xl"
            bg={pausado ? 'orange.subtle' : 'green.subtle'}
            color={pausado ? 'orange.fg' : 'green.fg'}
            display="grid"
            placeItems="center"
            fontSize="xl"
          >
            {pausado ? <LuCirclePause /> : <LuGauge />}
          </Box>
          <Stack gap="1" minW="0">
            <Heading as="h2" id="titulo-ritmo" fontSize="lg" fontWeight="800">
              Ritmo dos pedidos
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Badge
                colorPalette={pausado ? 'orange' : 'green'}
                variant="subtle"
                rounded="full"
                px="2.5"
                data-testid="situacao-do-ritmo"
              >
                {pausado ? estado.pausa!.texto : 'Recebendo pedidos'}
              </Badge>
              {ocupadoLigado && (
                <Badge colorPalette="purple" variant="subtle" rounded="full" px="2.5">
                  <LuTimer /> +{estado.ocupado_min} min nas previsões
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {pausado
                ? 'O cardápio e o QR das mesas não aceitam pedidos. Balcão, telefone e garçons seguem normalmente.'
                : 'Pause o site e o QR das mesas quando a cozinha precisar respirar.'}
            </Text>
          </Stack>
        </HStack>

        <Stack
          direction={{ base: 'column', sm: 'row' }}
          gap="3"
          align={{ base: 'stretch', sm: 'center' }}
          flexShrink={0}
        >
          {pausado ? (
            <Button
              colorPalette="green"
              rounded="xl"
              minH="11"
              loading={retomada.isLoading}
              onClick={() =>
                void comAviso('ritmo-retomar', () => retomar().unwrap(), {
                  sucesso: MENSAGENS_RITMO.retomado,
                  erro: MENSAGENS_RITMO.erroSalvar,
                })
              }
            >
              <LuPlay /> Retomar
            </Button>
          ) : (
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <Button colorPalette="orange" rounded="xl" minH="11" loading={pausa.isLoading}>
                  <LuCirclePause /> Pausar pedidos <LuChevronDown />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="48" rounded="xl">
                    {PAUSAS.map((p) => (
                      <Menu.Item
                        key={p.rotulo}
                        value={p.rotulo}
                        minH="11"
                        onClick={() =>
                          void comAviso('ritmo-pausar', () => pausar(p.minutos).unwrap(), {
                            sucesso: p.minutos
                              ? `Pedidos pausados por ${p.minutos === 60 ? '1 hora' : `${p.minutos} minutos`}.`
                              : 'Pedidos pausados até você retomar.',
                            erro: MENSAGENS_RITMO.erroSalvar,
                          })
                        }
                      >
                        {p.rotulo}
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          )}
          <Switch.Root
            checked={ocupadoLigado}
            disabled={ocupado.isLoading}
            onCheckedChange={(e) => {
              const minutos = e.checked ? OCUPADO_PADRAO_MIN : 0;
              void comAviso('ritmo-ocupado', () => definirOcupado(minutos).unwrap(), {
                sucesso: minutos
                  ? MENSAGENS_RITMO.ocupadoLigado(minutos)
                  : MENSAGENS_RITMO.ocupadoDesligado,
                erro: MENSAGENS_RITMO.erroSalvar,
              });
            }}
            colorPalette="purple"
            gap="3"
            px="4"
            minH="11"
            rounded="xl"
            borderWidth="1px"
            borderColor="border.subtle"
            justifyContent="space-between"
          >
            <Switch.HiddenInput />
            <Switch.Label fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">
              Ocupado +{ocupadoLigado ? estado.ocupado_min : OCUPADO_PADRAO_MIN} min
            </Switch.Label>
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
          </Switch.Root>
        </Stack>
      </Stack>

      <Janelas estado={estado} />
      {gestao && estado.capacidade.por_janela === null && (
        <Text fontSize="xs" color="fg.muted">
          Sem limite de pedidos por horário.{' '}
          <Link to="/dashboard/configuracoes#capacidade" style={{ textDecoration: 'underline' }}>
            Definir capacidade
          </Link>
        </Text>
      )}
    </Painel>
  );
}
