import { TemposDaCozinha } from '../components/TemposDaCozinha';
import type { Estacao, Pedido, VisaoDaCozinha } from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  Center,
  Container,
  Heading,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuChefHat, LuLogOut, LuTriangleAlert } from 'react-icons/lu';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useEstadoDaConexao } from '../../../app/socketCompartilhado';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { ColorModeButton } from '../../../components/color-mode';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { encerrarSessaoMonitor } from '../../auth/session';
import { selectSessao } from '../../auth/slice';
import { useEmpresa } from '../../empresas/api';
import { IndicadorDeConexao } from '../../pedidos/equipe/components/AvisoDeConexao';
import { AvisosDoPainel } from '../../pedidos/equipe/components/AvisosDoPainel';
import { CancelarPedidoDialog } from '../../pedidos/equipe/components/CancelarPedidoDialog';
import { PedidoDoPainel } from '../../pedidos/equipe/components/PedidoDoPainel';
import { useAvisosDeMudancas } from '../mudancas';
import { BotaoDoSom } from '../../pedidos/equipe/components/SomDosAlertas';
import { useConfiguracaoDoMonitorQuery } from '../../pedidos/equipe/api';
import { usePainelDePedidos } from '../../pedidos/equipe/usePainelDePedidos';
import { SimularPagamento } from '../../pagamentos/components/SimularPagamento';
import { useAcessoDoMonitor } from '../acesso';
import { ChipsDasEstacoes } from '../components/ChipsDasEstacoes';
import { EscolhaDaVisao } from '../components/EscolhaDaVisao';
import { MonitorSemAcesso } from '../components/MonitorSemAcesso';
import { VisaoDaEstacao } from '../components/VisaoDaEstacao';
import { useConfirmarNaCozinha } from '../confirmacao';
import { useConferenciaDoFluxo } from '../conferencia';
import { usePreparo } from '../preparo';
import { useTelaAcordada } from '../telaAcordada';
import { useTicketsDaVisao, useVisaoDoMonitor } from '../visao';

const horaCompleta = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function Alternar({
  ativo,
  onClick,
  children,
}: {
  ativo: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      rounded="full"
      variant={ativo ? 'solid' : 'outline'}
      colorPalette={ativo ? 'brand' : 'gray'}
      aria-pressed={ativo}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

function Grade({ pedidos, render }: { pedidos: Pedido[]; render: (p: Pedido) => ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3, '2xl': 4 }} gap="4" alignItems="start">
      {pedidos.map(render)}
    </SimpleGrid>
  );
}

/** /monitor: the kitchen's live order screen (staff-side §2 'Order monitor'). */
export function MonitorPage() {
  useDocumentTitle('Monitor de Pedidos');
  const dispatch = useAppDispatch();
  const { carregando, acesso } = useAcessoDoMonitor();
  const sessao = useAppSelector(selectSessao);
  const token = acesso?.sessao === 'monitor' ? sessao.monitorToken : sessao.token;
  // Issue 29: what this screen shows (everything, its stations, or the expo) and its bumps.
  const { estacoes, ativas, visao, contaNoSom, carregada, escolher } = useVisaoDoMonitor(acesso);
  const painel = usePainelDePedidos(acesso, 'monitor', contaNoSom);
  const conexao = useEstadoDaConexao(acesso ? token : null);
  // Every order drawn here is confirmed to the server (the board's '✓ cozinha'); a scheduled
  // order only once it is shown, at its kitchen start.
  useConfirmarNaCozinha(acesso ? token : null, acesso?.sessao, painel.lista);
  useTelaAcordada(Boolean(acesso));
  const recuperou = useConferenciaDoFluxo(acesso ? token : null);
  const { empresa } = useEmpresa(acesso?.empresaId ?? 1);
  // Cancelled and delivered orders are hidden by default (staff-side §2).
  const [mostrar, setMostrar] = useState({ cancelados: false, entregues: false });
  const preparo = usePreparo(acesso);
  const tickets = useTicketsDaVisao(visao, painel.secoes.ativos, preparo.chamados);
  const config = useConfiguracaoDoMonitorQuery(acesso?.sessao ?? 'cliente', { skip: !acesso });
  // A line cancelled or added on a ticket already on screen is told, and heard (issue 29 §2).
  useAvisosDeMudancas(painel.lista, painel.som.tocarUmaVez);

  if (carregando) return <FullPageSpinner />;
  if (!acesso) return <MonitorSemAcesso />;

  const { ativos, cancelados, concluidos } = painel.secoes;
  const expo = visao.modo === 'expo';
  const naEstacao = visao.modo === 'estacoes';
  const contados = naEstacao ? tickets.length : ativos.length;
  const card = (pedido: Pedido) => (
    <PedidoDoPainel
      key={pedido.id}
      pedido={pedido}
      painel={painel}
      faixa={expo ? <ChipsDasEstacoes pedido={pedido} estacoes={estacoes} /> : undefined}
      extrasDoPagamento={
        <SimularPagamento
          pedido={pedido}
          token={acesso.sessao === 'monitor' ? (sessao.monitorToken ?? undefined) : undefined}
        />
      }
    />
  );

  return (
    <Box minH="100dvh" bg="bg.subtle" display="flex" flexDirection="column">
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="bg.panel"
        borderBottomWidth="1px"
        borderColor="border.subtle"
        shadow="xs"
      >
        <Container maxW="full" px={{ base: '3', md: '6' }} py="3">
          <Stack gap="3" direction={{ base: 'column', lg: 'row' }} justify="space-between">
            <HStack gap="3" minW="0">
              <Center boxSize="11" rounded="xl" bg="brand.solid" color="white" fontSize="xl">
                <LuChefHat />
              </Center>
              <Box minW="0">
                <Heading as="h1" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="800" truncate>
                  Monitor de Pedidos
                </Heading>
                <Text fontSize="sm" color="fg.muted" truncate data-testid="nome-da-visao">
                  {empresa.nome}
                  {nomeDaVisao(visao, estacoes)}
                </Text>
              </Box>
              <Badge
                colorPalette="brand"
                variant="solid"
                rounded="full"
                fontSize="md"
                px="3"
                py="1"
                data-testid="contador-ativos"
              >
                {contados} {contados === 1 ? 'ativo' : 'ativos'}
              </Badge>
            </HStack>
            <HStack gap="2" wrap="wrap">
              <IndicadorDeConexao estado={conexao} />
              {!naEstacao && (
                <>
                  <Alternar
                    ativo={mostrar.cancelados}
                    onClick={() => setMostrar({ ...mostrar, cancelados: !mostrar.cancelados })}
                  >
                    Cancelados ({cancelados.length})
                  </Alternar>
                  <Alternar
                    ativo={mostrar.entregues}
                    onClick={() => setMostrar({ ...mostrar, entregues: !mostrar.entregues })}
                  >
                    Entregues ({concluidos.length})
                  </Alternar>
                </>
              )}
              <BotaoDoSom som={painel.som} />
              <ColorModeButton />
              {acesso.sessao === 'monitor' && (
                <IconButton
                  size="sm"
                  variant="ghost"
                  rounded="full"
                  aria-label="Desconectar esta tela"
                  title="Desconectar esta tela"
                  onClick={() => dispatch(encerrarSessaoMonitor())}
                >
                  <LuLogOut />
                </IconButton>
              )}
            </HStack>
          </Stack>
          {ativas.length > 0 && (
            <Box mt="3">
              <EscolhaDaVisao estacoes={ativas} visao={visao} onEscolher={escolher} />
            </Box>
          )}
        </Container>
      </Box>

      <Container as="main" maxW="full" px={{ base: '3', md: '6' }} py="4" flex="1">
        <Stack gap="5">
          <AvisosDoPainel painel={painel} conexao={conexao} />
          {recuperou && (
            <HStack
              role="status"
              aria-live="assertive"
              data-testid="aviso-de-lacuna"
              gap="2.5"
              px="4"
              py="3"
              rounded="xl"
              bg="orange.solid"
              color="white"
              fontWeight="bold"
              shadow="md"
            >
              <LuTriangleAlert />
              <Text>
                Esta tela tinha perdido {recuperou.recuperados}{' '}
                {recuperou.recuperados === 1 ? 'atualização' : 'atualizações'} do servidor; já estão
                na tela.
              </Text>
            </HStack>
          )}

          {expo && (
            <Stack gap="1.5">
              <Text fontSize="sm" color="fg.muted" data-testid="regra-do-pronto">
                {config.data?.pronto_automatico === false
                  ? 'Expedição: quando todas as estações terminam, marque o pedido como Pronto aqui.'
                  : 'Expedição: o pedido fica Pronto sozinho quando todas as estações terminam.'}
              </Text>
              <TemposDaCozinha sessao={acesso.sessao === 'monitor' ? 'monitor' : 'cliente'} />
            </Stack>
          )}

          {!carregada ? (
            <Center py="20">
              <Text color="fg.muted">Carregando pedidos...</Text>
            </Center>
          ) : naEstacao ? (
            <VisaoDaEstacao
              painel={painel}
              tickets={tickets}
              estacoes={estacoes}
              escolhidas={visao.estacoes}
              preparo={preparo}
            />
          ) : (
            <Stack as="section" aria-label="Pedidos ativos" gap="3">
              {painel.pedidos.isLoading ? (
                <Center py="20">
                  <Text color="fg.muted">Carregando pedidos...</Text>
                </Center>
              ) : ativos.length === 0 ? (
                <Center py="20" flexDirection="column" gap="2" color="fg.muted">
                  <LuChefHat size="40" />
                  <Text fontSize="lg" fontWeight="semibold">
                    Nenhum pedido encontrado
                  </Text>
                </Center>
              ) : (
                <Grade pedidos={ativos} render={card} />
              )}
            </Stack>
          )}

          {!naEstacao && mostrar.cancelados && (
            <Secao titulo={`Cancelados (${cancelados.length})`}>
              <Grade pedidos={cancelados} render={card} />
            </Secao>
          )}
          {!naEstacao && mostrar.entregues && (
            <Secao titulo={`Entregues (${concluidos.length})`}>
              <Grade pedidos={concluidos} render={card} />
            </Secao>
          )}
        </Stack>
      </Container>

      <Box
        as="footer"
        borderTopWidth="1px"
        borderColor="border.subtle"
        bg="bg.panel"
        px={{ base: '3', md: '6' }}
        py="2.5"
      >
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Esta tela atualiza automaticamente a cada 15 segundos
          {painel.ultimaAtualizacao &&
            ` · Última atualização: ${horaCompleta.format(new Date(painel.ultimaAtualizacao))}`}
        </Text>
      </Box>

      <CancelarPedidoDialog
        pedido={painel.cancelamento.pedido}
        carregando={painel.cancelamento.carregando}
        onConfirmar={(motivo) => void painel.cancelamento.confirmar(motivo)}
        onFechar={painel.cancelamento.fechar}
      />
    </Box>
  );
}

/** ' · Cozinha, Bar' or ' · Expedição' after the company's name; nothing on 'Tudo'. */
function nomeDaVisao(visao: VisaoDaCozinha, estacoes: Estacao[]): string {
  if (visao.modo === 'expo') return ' · Expedição';
  if (visao.modo === 'tudo') return '';
  const nomes = estacoes.filter((e) => visao.estacoes.includes(e.id)).map((e) => e.nome);
  return ` · ${nomes.join(', ')}`;
}

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={titulo} gap="3">
      <Heading as="h2" fontSize="lg" fontWeight="800" color="fg.muted">
        {titulo}
      </Heading>
      {children}
    </Stack>
  );
}
