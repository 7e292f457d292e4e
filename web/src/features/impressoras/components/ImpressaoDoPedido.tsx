import type { Pedido } from '@cardapio/shared-events';
import { IconButton, type IconButtonProps, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBike, LuMonitorDown, LuPrinter, LuRotateCcw } from 'react-icons/lu';
import { useImprimirEntregaMutation, useReimprimirPedidoMutation } from '../api';
import {
  fusoDaTela,
  impressorasDoPedido,
  ticketNoNavegador,
  type SessaoDaImpressao,
} from '../documentos';
import { imprimirNoNavegador } from '../navegador';
import { useAvisoDoEnvio, useImpressorasDisponiveis } from '../useImpressoras';

type Botao = Omit<IconButtonProps, 'aria-label' | 'children' | 'onClick'>;

/** Sends an order's kitchen tickets again ('Reimprimir'), with the screen's token. */
function useReimprimir(pedido: Pedido, sessao: SessaoDaImpressao) {
  const [reimprimir, estado] = useReimprimirPedidoMutation();
  const avisar = useAvisoDoEnvio();
  return {
    enviando: estado.isLoading,
    enviar: () => avisar(reimprimir({ pedidoId: pedido.id, sessao }).unwrap()),
  };
}

/**
 * The print actions of an order's card (board and monitor), behind one printer button: printing
 * its kitchen ticket here in the browser; 'Reimprimir' on the kitchen's printers and, for a
 * delivery on the board, the courier's receipt, when a printer prints them. Without any, the
 * button prints in the browser at once.
 */
export function ImpressaoDoPedido({
  pedido,
  sessao,
  ...botao
}: Botao & { pedido: Pedido; sessao: SessaoDaImpressao }) {
  const { documentos } = useImpressorasDisponiveis(sessao);
  const oferece = impressorasDoPedido(pedido, documentos, sessao);
  const reimpressao = useReimprimir(pedido, sessao);
  const [imprimirEntrega, entrega] = useImprimirEntregaMutation();
  const avisar = useAvisoDoEnvio();
  const [aberto, setAberto] = useState(false);
  const noNavegador = () => imprimirNoNavegador(ticketNoNavegador(pedido, fusoDaTela()));
  const rotulo = `Imprimir pedido #${pedido.id}`;

  if (!oferece.cozinha && !oferece.entrega)
    return (
      <IconButton {...botao} aria-label={rotulo} title="Imprimir" onClick={noNavegador}>
        <LuPrinter />
      </IconButton>
    );

  return (
    <Menu.Root
      open={aberto}
      onOpenChange={(e) => setAberto(e.open)}
      positioning={{ placement: 'top-end' }}
    >
      <Menu.Trigger asChild>
        <IconButton
          {...botao}
          aria-label={rotulo}
          title="Imprimir"
          loading={reimpressao.enviando || entrega.isLoading}
        >
          <LuPrinter />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" rounded="xl">
            <Menu.Item value="navegador" minH="11" onClick={noNavegador}>
              <LuMonitorDown />
              <Text flex="1">Imprimir neste aparelho</Text>
            </Menu.Item>
            {oferece.cozinha && (
              <Menu.Item
                value="reimprimir"
                minH="11"
                aria-label={`Reimprimir pedido #${pedido.id}`}
                onClick={() => void reimpressao.enviar()}
              >
                <LuRotateCcw />
                <Text flex="1">Reimprimir na cozinha</Text>
              </Menu.Item>
            )}
            {oferece.entrega && (
              <Menu.Item
                value="entrega"
                minH="11"
                aria-label={`Via do entregador do pedido #${pedido.id}`}
                onClick={() => void avisar(imprimirEntrega(pedido.id).unwrap())}
              >
                <LuBike />
                <Text flex="1">Via do entregador</Text>
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * 'Reimprimir' of a station's ticket on the kitchen monitor: a printer button beside 'Pronto',
 * only while a printer prints the kitchen's tickets.
 */
export function ReimprimirPedido({
  pedido,
  sessao,
  ...botao
}: Botao & { pedido: Pedido; sessao: SessaoDaImpressao }) {
  const { tem } = useImpressorasDisponiveis(sessao);
  const reimpressao = useReimprimir(pedido, sessao);
  if (!tem('cozinha')) return null;
  return (
    <IconButton
      {...botao}
      aria-label={`Reimprimir pedido #${pedido.id}`}
      title="Reimprimir na cozinha"
      loading={reimpressao.enviando}
      onClick={() => void reimpressao.enviar()}
    >
      <LuPrinter />
    </IconButton>
  );
}
