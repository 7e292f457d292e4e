import { HStack, Text } from '@chakra-ui/react';
import { LuTimer } from 'react-icons/lu';
import { formatarHorasEMinutos, useTempoRestante } from '../../../app/contagem';

/**
 * How long the cart is kept (customer-side §4: the time left in hours and minutes). The server
 * moves data_expiracao on every change (CARRINHO_TTL_MINUTOS) and the cart is read again, so the
 * text follows; it counts down on its own in between.
 */
export function TempoDoCarrinho({ ate }: { ate: string }) {
  const restante = useTempoRestante(ate, true);
  return (
    <HStack gap="1" fontSize="xs" color="fg.muted" data-testid="tempo-do-carrinho">
      <LuTimer aria-hidden />
      <Text>
        Expira em <time dateTime={ate}>{formatarHorasEMinutos(restante)}</time>
      </Text>
    </HStack>
  );
}
