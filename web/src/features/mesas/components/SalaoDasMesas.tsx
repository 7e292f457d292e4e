import type { Mesa } from '@cardapio/shared-events';
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuClock, LuUsers } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { pessoas } from '../../comandas/components/MesaCard';
import { tempoDecorrido, useAgora } from '../../pedidos/equipe/idade';
import { COR_STATUS_MESA } from '../status';
import { StatusDaMesa } from './StatusDaMesa';

/**
 * The floor view ('Salão'): one card per table coloured by its status, with the open tabs' total
 * and how long ago the oldest one was opened. The list it shows is kept live by the API slice.
 */
export function SalaoDasMesas({ mesas }: { mesas: Mesa[] }) {
  const agora = useAgora(30_000);
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, lg: 4, xl: 6 }} gap={{ base: '3', md: '4' }}>
      {mesas.map((mesa) => {
        const cor = COR_STATUS_MESA[mesa.status];
        const aberta = mesa.comandas_ativas > 0;
        return (
          <Stack
            key={mesa.id}
            data-testid={`salao-mesa-${mesa.id}`}
            aria-label={`Mesa ${mesa.numero}`}
            gap="2"
            p="4"
            minH="36"
            rounded="2xl"
            bg={`${cor}.subtle`}
            borderWidth="1px"
            borderColor={`${cor}.muted`}
            borderTopWidth="4px"
            borderTopColor={`${cor}.solid`}
          >
            <HStack justify="space-between" align="flex-start" gap="2">
              <Text fontWeight="800" fontSize="2xl" lineHeight="1" color={`${cor}.fg`}>
                {mesa.numero}
              </Text>
              <StatusDaMesa status={mesa.status} variant="solid" />
            </HStack>
            <Box minW="0">
              <Text fontWeight="600" fontSize="sm" lineClamp={1}>
                {mesa.nome}
              </Text>
              <HStack gap="1" color="fg.muted" fontSize="xs">
                <LuUsers />
                <Text>{pessoas(mesa.capacidade)}</Text>
              </HStack>
            </Box>
            <Stack gap="0.5" mt="auto">
              {aberta ? (
                <>
                  <Text fontWeight="800" fontSize="lg" data-testid="total-da-mesa">
                    {formatarReais(mesa.total_ativo)}
                  </Text>
                  {mesa.aberta_desde && (
                    <HStack gap="1" color="fg.muted" fontSize="xs">
                      <LuClock />
                      <Text>Aberta {tempoDecorrido(mesa.aberta_desde, agora)}</Text>
                    </HStack>
                  )}
                </>
              ) : (
                <Text color="fg.muted" fontSize="sm">
                  Sem comanda aberta
                </Text>
              )}
            </Stack>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
