import type { MesaStatus } from '@cardapio/shared-events';
import { Badge, type BadgeProps } from '@chakra-ui/react';
import { COR_STATUS_MESA, rotuloDoStatus } from '../status';

/** The table status badge: Livre, Ocupada, Reservada or Manutenção. */
export function StatusDaMesa({ status, ...props }: { status: MesaStatus } & BadgeProps) {
  return (
    <Badge
      colorPalette={COR_STATUS_MESA[status]}
      variant="subtle"
      rounded="full"
      px="2.5"
      data-testid="status-da-mesa"
      {...props}
    >
      {rotuloDoStatus(status)}
    </Badge>
  );
}
