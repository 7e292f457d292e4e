import type { Pedido } from '@cardapio/shared-events';
import { HStack, Text } from '@chakra-ui/react';
import { LuBike, LuTriangleAlert } from 'react-icons/lu';

/**
 * The courier on a board card (issue 32 §1): 'Saiu com João' while out with them; 'Não entregue:
 * Cliente ausente' on a ready order a courier brought back (to dispatch again or cancel).
 */
export function SeloDoEntregador({
  pedido,
}: {
  pedido: Pick<Pedido, 'status' | 'entregador' | 'entrega_motivo'>;
}) {
  if (pedido.status === 'saiu_para_entrega' && pedido.entregador)
    return (
      <HStack
        gap="2"
        px="2.5"
        py="1.5"
        rounded="lg"
        bg="cyan.subtle"
        color="cyan.fg"
        fontSize="sm"
        fontWeight="semibold"
        data-testid="saiu-com"
      >
        <LuBike />
        <Text>Saiu com {pedido.entregador.nome}</Text>
      </HStack>
    );
  if (pedido.status === 'pronto' && pedido.entrega_motivo)
    return (
      <HStack
        gap="2"
        px="2.5"
        py="1.5"
        rounded="lg"
        bg="orange.subtle"
        color="orange.fg"
        fontSize="sm"
        fontWeight="semibold"
        wordBreak="break-word"
        data-testid="nao-entregue-motivo"
      >
        <LuTriangleAlert />
        <Text>Não entregue: {pedido.entrega_motivo}</Text>
      </HStack>
    );
  return null;
}
