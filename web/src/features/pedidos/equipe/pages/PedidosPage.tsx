import type { Pedido } from '@cardapio/shared-events';
import {
  Badge,
  Button,
  Center,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuBike, LuClipboardList, LuMonitor, LuMonitorCog, LuPlus } from 'react-icons/lu';
import { Link } from 'react-router';
import { useAppSelector } from '../../../../app/hooks';
import { useEstadoDaConexao } from '../../../../app/socketCompartilhado';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { selectSessao } from '../../../auth/slice';
import { IndicadorDeConexao } from '../components/AvisoDeConexao';
import { AvisosDoPainel } from '../components/AvisosDoPainel';
import { CancelarPedidoDialog } from '../components/CancelarPedidoDialog';
import { PedidoDoPainel } from '../components/PedidoDoPainel';
import { BotaoDoSom } from '../components/SomDosAlertas';
import { usePainelDePedidos } from '../usePainelDePedidos';
import { TelasDaCozinhaDialog } from '../../../monitor/components/TelasDaCozinhaDialog';
import { DespacharDialog } from '../../../entregadores/components/DespacharDialog';
import { prontoParaDespachar } from '../../../entregadores/despacho';

function Grade({ pedidos, render }: { pedidos: Pedido[]; render: (p: Pedido) => ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, '2xl': 3 }} gap="4" alignItems="start">
      {pedidos.map(render)}
    </SimpleGrid>
  );
}

function Alternar({
  rotulo,
  ativo,
  onChange,
}: {
  rotulo: string;
  ativo: boolean;
  onChange: (ativo: boolean) => void;
}) {
  return (
    <Switch.Root checked={ativo} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label fontSize="sm">{rotulo}</Switch.Label>
    </Switch.Root>
  );
}

/** /dashboard/pedidos: 'Pedidos Delivery', the staff's live order board (staff-side §2). */
export function PedidosPage() {
  useDocumentTitle('Pedidos Delivery');
  const sessao = useAppSelector(selectSessao);
  const acesso = sessao.usuario
    ? { empresaId: sessao.usuario.empresa_id, sessao: 'cliente' as const }
    : null;
  const painel = usePainelDePedidos(acesso, 'quadro');
  const conexao = useEstadoDaConexao(sessao.token);
  const [mostrar, setMostrar] = useState({ cancelados: false, concluidos: false });
  const [telasAbertas, setTelasAbertas] = useState(false);
  /** The dispatch dialog, with the orders ticked as it opens (null: closed). */
  const [despacho, setDespacho] = useState<number[] | null>(null);
  const { ativos, cancelados, concluidos } = painel.secoes;
  const prontos = ativos.filter(prontoParaDespachar);

  const card = (pedido: Pedido) => (
    <PedidoDoPainel
      key={pedido.id}
      pedido={pedido}
      painel={painel}
      comCorrecao
      onDespachar={(p) => setDespacho([p.id])}
    />
  );
  const nada =
    ativos.length === 0 &&
    (!mostrar.cancelados || cancelados.length === 0) &&
    (!mostrar.concluidos || concluidos.length === 0);

  return (
    <>
      <Stack gap="5">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', md: 'center' }}
          gap="3"
        >
          <Stack gap="1">
            <HStack gap="3">
              <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="800">
                Pedidos Delivery
              </Heading>
              <Badge colorPalette="brand" variant="solid" rounded="full" px="2.5" fontSize="sm">
                {ativos.length} {ativos.length === 1 ? 'ativo' : 'ativos'}
              </Badge>
              <IndicadorDeConexao estado={conexao} />
            </HStack>
            <Text color="fg.muted">Todos os pedidos, atualizados em tempo real.</Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Button asChild colorPalette="brand" rounded="xl">
              <Link to="/dashboard/pedidos/novo">
                <LuPlus /> Novo pedido
              </Link>
            </Button>
            <BotaoDoSom som={painel.som} />
            <Button variant="outline" rounded="xl" onClick={() => setTelasAbertas(true)}>
              <LuMonitorCog /> Telas da cozinha
            </Button>
            <Button
              colorPalette="brand"
              variant="subtle"
              rounded="xl"
              onClick={() =>
                window.open('/monitor', 'monitor-de-pedidos', 'popup,width=1400,height=900')
              }
            >
              <LuMonitor /> Abrir Monitor
            </Button>
          </HStack>
        </Stack>

        <HStack gap="6" wrap="wrap">
          {prontos.length > 0 && (
            // The ready deliveries to a courier (issue 32 §1), beside the list's own switches.
            <Button
              order={{ md: 1 }}
              ms={{ md: 'auto' }}
              w={{ base: 'full', md: 'auto' }}
              colorPalette="cyan"
              variant="subtle"
              rounded="xl"
              data-testid="despachar-prontos"
              onClick={() => setDespacho([])}
            >
              <LuBike /> Despachar pedidos prontos ({prontos.length})
            </Button>
          )}
          <Alternar
            rotulo={`Mostrar cancelados (${cancelados.length})`}
            ativo={mostrar.cancelados}
            onChange={(cancelados) => setMostrar({ ...mostrar, cancelados })}
          />
          <Alternar
            rotulo={`Mostrar concluídos (${concluidos.length})`}
            ativo={mostrar.concluidos}
            onChange={(concluidos) => setMostrar({ ...mostrar, concluidos })}
          />
        </HStack>

        <AvisosDoPainel painel={painel} conexao={conexao} />

        {painel.pedidos.isLoading ? (
          <Center py="16">
            <Text color="fg.muted">Carregando pedidos...</Text>
          </Center>
        ) : nada ? (
          <Center
            py="16"
            flexDirection="column"
            gap="2"
            color="fg.muted"
            bg="bg.panel"
            rounded="2xl"
            borderWidth="1px"
            borderStyle="dashed"
          >
            <LuClipboardList size="36" />
            <Text fontSize="lg" fontWeight="semibold">
              Nenhum pedido encontrado
            </Text>
          </Center>
        ) : (
          <>
            {ativos.length > 0 && (
              <Stack as="section" aria-label="Pedidos ativos" gap="3">
                <Grade pedidos={ativos} render={card} />
              </Stack>
            )}
            {mostrar.cancelados && cancelados.length > 0 && (
              <Stack as="section" aria-label="Pedidos cancelados" gap="3">
                <Heading as="h2" fontSize="lg" color="fg.muted">
                  Cancelados
                </Heading>
                <Grade pedidos={cancelados} render={card} />
              </Stack>
            )}
            {mostrar.concluidos && concluidos.length > 0 && (
              <Stack as="section" aria-label="Pedidos concluídos" gap="3">
                <Heading as="h2" fontSize="lg" color="fg.muted">
                  Concluídos
                </Heading>
                <Grade pedidos={concluidos} render={card} />
              </Stack>
            )}
          </>
        )}
      </Stack>
      <CancelarPedidoDialog
        pedido={painel.cancelamento.pedido}
        carregando={painel.cancelamento.carregando}
        onConfirmar={(motivo) => void painel.cancelamento.confirmar(motivo)}
        onFechar={painel.cancelamento.fechar}
      />
      <TelasDaCozinhaDialog aberto={telasAbertas} onFechar={() => setTelasAbertas(false)} />
      {despacho !== null && (
        <DespacharDialog prontos={prontos} inicial={despacho} onFechar={() => setDespacho(null)} />
      )}
    </>
  );
}
