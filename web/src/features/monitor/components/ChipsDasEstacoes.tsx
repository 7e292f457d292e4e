import type { Estacao, Pedido } from '@cardapio/shared-events';
import { Box, HStack, Text } from '@chakra-ui/react';
import { chipsDoPedido, textoDoChip } from '../parteDaEstacao';

/**
 * The expo's progress of an order (issue 29 §1): one chip per station involved in it, in the
 * station's colour, "Cozinha ✓" once all its items are done, "Bar ⏳" while not. When every
 * station is done and the order still waits, the expo is told it can mark it 'Pronto'.
 */
export function ChipsDasEstacoes({ pedido, estacoes }: { pedido: Pedido; estacoes: Estacao[] }) {
  const chips = chipsDoPedido(pedido, estacoes);
  if (chips.length === 0) return null;
  const tudoPronto = chips.every((c) => c.pronto);
  const esperando = pedido.status === 'pendente' || pedido.status === 'preparando';
  return (
    <Box data-testid="chips-das-estacoes">
      <HStack gap="1.5" wrap="wrap" role="list" aria-label="Estações do pedido">
        {chips.map((chip) => (
          <HStack
            key={chip.estacaoId ?? 'geral'}
            role="listitem"
            data-testid="chip-da-estacao"
            data-pronto={chip.pronto}
            gap="1.5"
            ps="1.5"
            pe="2.5"
            py="1"
            rounded="full"
            borderWidth="2px"
            borderColor={chip.cor}
            bg={chip.pronto ? 'green.subtle' : 'bg.panel'}
            fontWeight="bold"
            fontSize={{ base: 'sm', '2xl': 'md' }}
            title={chip.pronto ? `${chip.nome}: tudo pronto` : `${chip.nome}: em preparo`}
          >
            <Box as="span" boxSize="3" rounded="full" bg={chip.cor} flexShrink={0} />
            <Text as="span" color={chip.pronto ? 'green.fg' : 'fg'}>
              {textoDoChip(chip)}
            </Text>
          </HStack>
        ))}
      </HStack>
      {tudoPronto && esperando && (
        <Text
          mt="1.5"
          fontSize="sm"
          fontWeight="bold"
          color="green.fg"
          data-testid="estacoes-prontas"
        >
          Todas as estações terminaram: marque como Pronto
        </Text>
      )}
    </Box>
  );
}
