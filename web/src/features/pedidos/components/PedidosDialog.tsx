import type { Pedido } from '@cardapio/shared-events';
import { Alert, Button, Dialog, EmptyState, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuClipboardList, LuMessageCircle, LuReceiptText } from 'react-icons/lu';
import { notify } from '../../../app/toaster';
import { useClienteDaEmpresa } from '../../auth/useClienteDaEmpresa';
import { linkDoWhatsapp } from '../../cardapio/utils';
import { formatarReais } from '../../../app/format';
import { formatarDataHora } from '../../carrinho/formatacao';
import { Folha } from '../../carrinho/components/Folha';
import { useEmpresaPublicaQuery } from '../../empresas/api';
import { usePedidosDoClienteQuery } from '../api';
import { podeSolicitarCancelamento, rotuloDoStatus } from '../status';
import { AoVivoDoCliente } from './AoVivoDoCliente';
import { PedidoCard } from './PedidoCard';
import { JanelaCentral } from '../../../components/JanelaCentral';

export const ERRO_PEDIDO_PAGO = 'Este pedido não pode ser cancelado pois já foi pago.';

interface PedidosDialogProps {
  empresaId: number;
  aberto: boolean;
  onFechar: () => void;
}

/** 'Meus Pedidos' (customer-side §2): newest first, live while open (DESIGN §3). */
export function PedidosDialog({ empresaId, aberto, onFechar }: PedidosDialogProps) {
  const usuario = useClienteDaEmpresa(empresaId);
  const { data, isLoading, isError, refetch } = usePedidosDoClienteQuery(usuario?.id ?? 0, {
    skip: !usuario || !aberto,
    refetchOnMountOrArgChange: 15,
  });
  const [abertos, setAbertos] = useState<ReadonlySet<number>>(() => new Set());
  const [cancelando, setCancelando] = useState<number | null>(null);

  const pedidos = useMemo(
    () =>
      [...(data ?? [])].sort(
        (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
      ),
    [data],
  );
  // The newest order opens expanded (the one just placed is what the customer wants to follow).
  const primeiro = pedidos[0]?.id;
  const [primeiroVisto, setPrimeiroVisto] = useState<number | undefined>(undefined);
  if (aberto && primeiro !== undefined && primeiro !== primeiroVisto) {
    setPrimeiroVisto(primeiro);
    setAbertos(new Set([...abertos, primeiro]));
  }

  const pedidoCancelando = pedidos.find((p) => p.id === cancelando) ?? null;

  function alternar(id: number) {
    const novo = new Set(abertos);
    if (novo.has(id)) novo.delete(id);
    else novo.add(id);
    setAbertos(novo);
  }

  function pedirCancelamento(pedido: Pedido) {
    if (!podeSolicitarCancelamento(pedido)) {
      notify.error(ERRO_PEDIDO_PAGO);
      return;
    }
    setCancelando(pedido.id);
  }

  return (
    <>
      <Folha
        aberto={aberto}
        onFechar={onFechar}
        titulo="Meus Pedidos"
        subtitulo={<AoVivoDoCliente />}
        icone={<LuClipboardList />}
        tamanho="lg"
        testId="pedidos"
      >
        {!usuario ? (
          <Text color="fg.muted" py="6" textAlign="center">
            Faça login para ver seus pedidos.
          </Text>
        ) : isLoading ? (
          <Stack gap="3" aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="36" rounded="2xl" />
            ))}
          </Stack>
        ) : isError ? (
          <Alert.Root status="error" rounded="xl">
            <Alert.Indicator />
            <Alert.Title flex="1">Erro ao carregar pedidos</Alert.Title>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              Tentar novamente
            </Button>
          </Alert.Root>
        ) : pedidos.length === 0 ? (
          <EmptyState.Root py="10">
            <EmptyState.Content>
              <EmptyState.Indicator color="brand.fg">
                <LuReceiptText />
              </EmptyState.Indicator>
              <Stack textAlign="center" gap="1">
                <EmptyState.Title>Você ainda não fez nenhum pedido</EmptyState.Title>
                <EmptyState.Description>
                  Quando você pedir, o andamento aparece aqui.
                </EmptyState.Description>
              </Stack>
              <Button variant="outline" rounded="xl" onClick={onFechar}>
                Ver cardápio
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack gap="3" as="section" aria-label="Pedidos">
            {pedidos.map((pedido) => (
              <PedidoCard
                key={pedido.id}
                pedido={pedido}
                aberto={abertos.has(pedido.id)}
                onAlternar={() => alternar(pedido.id)}
                onCancelar={
                  podeSolicitarCancelamento(pedido) &&
                  pedido.status !== 'cancelado' &&
                  pedido.status !== 'entregue'
                    ? () => pedirCancelamento(pedido)
                    : undefined
                }
              />
            ))}
          </Stack>
        )}
      </Folha>
      <CancelarPedidoDialog
        empresaId={empresaId}
        pedido={aberto ? pedidoCancelando : null}
        onFechar={() => setCancelando(null)}
      />
    </>
  );
}

/** The cancellation request (§4): a prefilled WhatsApp message to the store. */
function CancelarPedidoDialog({
  empresaId,
  pedido,
  onFechar,
}: {
  empresaId: number;
  pedido: Pedido | null;
  onFechar: () => void;
}) {
  const { data: empresa } = useEmpresaPublicaQuery(empresaId);
  const usuario = useClienteDaEmpresa(empresaId);
  const pago = pedido ? !podeSolicitarCancelamento(pedido) : false;

  function irParaWhatsapp() {
    if (!pedido) return;
    if (pago) {
      notify.error(ERRO_PEDIDO_PAGO);
      return;
    }
    const nome = usuario ? `${usuario.nome} ${usuario.sobrenome}`.trim() : '';
    const mensagem = [
      `Olá! Gostaria de cancelar o meu pedido #${pedido.id}.`,
      `Valor: ${formatarReais(pedido.total)}`,
      `Data: ${formatarDataHora(pedido.created_at)}`,
      nome ? `Cliente: ${nome}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    const url = linkDoWhatsapp([empresa?.whatsapp, empresa?.telefone], mensagem);
    notify.info('Redirecionando para o WhatsApp...');
    const janela = window.open(url, '_blank');
    if (!janela) {
      notify.warning({
        title: 'Pop-up bloqueado',
        description: 'Permita pop-ups deste site para abrir o WhatsApp.',
      });
      return;
    }
    janela.opener = null;
    onFechar();
  }

  return (
    <JanelaCentral
      aberto={pedido !== null}
      onFechar={onFechar}
      role="alertdialog"
      montarAoAbrir
      botaoFechar={{ top: '4', insetEnd: '4', rotulo: 'Fechar janela' }}
      rounded="3xl"
      data-testid="cancelar-pedido"
    >
      <Dialog.Header pt="6" px="6" pb="2">
        <Dialog.Title fontSize="xl" fontWeight="800">
          Cancelar pedido #{pedido?.id}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body px="6">
        {pedido && (
          <Stack gap="4">
            <Stack
              gap="2"
              p="4"
              rounded="2xl"
              bg="bg.subtle"
              borderWidth="1px"
              borderColor="border.subtle"
              fontSize="sm"
            >
              <HStack justify="space-between">
                <Text color="fg.muted">Valor</Text>
                <Text fontWeight="bold">{formatarReais(pedido.total)}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="fg.muted">Data</Text>
                <Text fontWeight="semibold">{formatarDataHora(pedido.created_at)}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="fg.muted">Status</Text>
                <Text fontWeight="semibold" data-testid="status-no-cancelamento">
                  {rotuloDoStatus(pedido).rotulo}
                </Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="fg.muted">Pagamento</Text>
                <Text
                  fontWeight="semibold"
                  color={pago ? 'green.fg' : 'orange.fg'}
                  data-testid="pagamento-no-cancelamento"
                >
                  {pago ? 'Pago' : 'Pendente'}
                </Text>
              </HStack>
            </Stack>
            {pago ? (
              <Alert.Root status="error" rounded="xl">
                <Alert.Indicator />
                <Alert.Title>{ERRO_PEDIDO_PAGO}</Alert.Title>
              </Alert.Root>
            ) : (
              <Dialog.Description color="fg.muted" fontSize="sm">
                O cancelamento é feito pela loja. Envie a solicitação pelo WhatsApp com os dados do
                pedido já preenchidos.
              </Dialog.Description>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer px="6" pb="6" pt="4" flexDirection="column" alignItems="stretch" gap="2">
        <Button
          colorPalette="green"
          size="lg"
          rounded="xl"
          disabled={pago}
          onClick={irParaWhatsapp}
        >
          <LuMessageCircle /> Ir para WhatsApp
        </Button>
        <Button variant="ghost" onClick={onFechar}>
          Voltar
        </Button>
      </Dialog.Footer>
    </JanelaCentral>
  );
}
