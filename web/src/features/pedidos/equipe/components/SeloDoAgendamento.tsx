import type { Pedido } from '@cardapio/shared-events';
import { Badge, type BadgeProps } from '@chakra-ui/react';
import { LuCalendarClock } from 'react-icons/lu';
import { horaDoAgendamento, seloDoAgendamento } from '../../../ritmo/agendamento';

/**
 * 'Agendado · 21:15' (issue 31 §3): a scheduled order on the board's card and, once the kitchen
 * must start it, on the monitor's ticket. Nothing for an order made as soon as possible.
 */
export function SeloDoAgendamento({
  pedido,
  ...props
}: { pedido: Pick<Pedido, 'agendado_para'> } & BadgeProps) {
  if (!pedido.agendado_para) return null;
  return (
    <Badge
      colorPalette="blue"
      variant="subtle"
      rounded="full"
      px="2"
      gap="1"
      title={`Pedido agendado para ${horaDoAgendamento(pedido.agendado_para)}`}
      data-testid="pedido-agendado"
      {...props}
    >
      <LuCalendarClock /> {seloDoAgendamento(pedido.agendado_para)}
    </Badge>
  );
}
