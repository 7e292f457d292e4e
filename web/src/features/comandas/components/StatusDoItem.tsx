import type { ComandaItemStatus } from '@cardapio/shared-events';
import { Badge } from '@chakra-ui/react';

export const ROTULO_DO_ITEM: Record<ComandaItemStatus, { rotulo: string; cor: string }> = {
  pendente: { rotulo: 'Pendente', cor: 'yellow' },
  enviado: { rotulo: 'Enviado', cor: 'blue' },
  preparando: { rotulo: 'Preparando', cor: 'orange' },
  pronto: { rotulo: 'Pronto', cor: 'green' },
  entregue: { rotulo: 'Entregue', cor: 'gray' },
  cancelado: { rotulo: 'Cancelado', cor: 'red' },
};

/** The tab item's state tag (Pendente, Enviado, Preparando, Pronto, Entregue, Cancelado). */
export function StatusDoItem({ status }: { status: ComandaItemStatus }) {
  const { rotulo, cor } = ROTULO_DO_ITEM[status] ?? ROTULO_DO_ITEM.pendente;
  return (
    <Badge
      colorPalette={cor}
      variant="subtle"
      rounded="full"
      px="2"
      fontSize="2xs"
      fontWeight="bold"
      data-status={status}
    >
      {rotulo}
    </Badge>
  );
}
