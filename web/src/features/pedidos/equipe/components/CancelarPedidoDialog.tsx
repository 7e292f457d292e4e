import type { Pedido } from '@cardapio/shared-events';
import { LuBan } from 'react-icons/lu';
import { formatarReais } from '../../../../app/format';
import { ConfirmarDialog } from '../../../../components/ConfirmarDialog';
import { rotuloDoTipo } from '../whatsapp';

/** Cancelling an order cannot be undone: the board and the monitor ask first. */
export function CancelarPedidoDialog({
  pedido,
  onConfirmar,
  onFechar,
}: {
  pedido: Pedido | null;
  onConfirmar: () => void;
  onFechar: () => void;
}) {
  return (
    <ConfirmarDialog
      aberto={pedido !== null}
      titulo={pedido ? `Cancelar o pedido #${pedido.id}?` : ''}
      mensagem={
        pedido
          ? `${rotuloDoTipo(pedido)} · ${formatarReais(pedido.total)}. O cliente verá o pedido como cancelado e isso não pode ser desfeito.`
          : ''
      }
      icone={<LuBan />}
      cor="red"
      confirmar="Cancelar pedido"
      desistir="Voltar"
      onConfirmar={onConfirmar}
      onFechar={onFechar}
    />
  );
}
