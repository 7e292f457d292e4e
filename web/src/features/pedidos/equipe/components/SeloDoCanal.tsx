import { NOME_DO_CANAL, type CanalPedido, type Pedido } from '@cardapio/shared-events';
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuConciergeBell, LuGlobe, LuPhone, LuQrCode, LuStore } from 'react-icons/lu';
import { rotuloDoTipo } from '../whatsapp';

const ICONE: Record<CanalPedido, ReactNode> = {
  site: <LuGlobe />,
  garcom: <LuConciergeBell />,
  balcao: <LuStore />,
  telefone: <LuPhone />,
  mesa_qr: <LuQrCode />,
};

/**
 * How the order came in (issue 31: Site, Garçom, Balcão, Telefone, QR da mesa), beside its type
 * on the board's cards and the kitchen's tickets. Quiet (outline), so the type stays the first
 * thing read; left out when it would repeat the type's own label ('Balcão' beside 'Balcão').
 */
export function SeloDoCanal({
  pedido,
  ...props
}: { pedido: Pick<Pedido, 'canal' | 'tipo_pedido' | 'mesa'> } & BadgeProps) {
  const nome = NOME_DO_CANAL[pedido.canal];
  if (!nome || nome === rotuloDoTipo(pedido)) return null;
  return (
    <Badge
      variant="outline"
      colorPalette="gray"
      rounded="full"
      px="2"
      gap="1"
      title={`Canal: ${nome}`}
      data-testid="canal-do-pedido"
      data-canal={pedido.canal}
      {...props}
    >
      {ICONE[pedido.canal]} {nome}
    </Badge>
  );
}
