import type { CanalDoRelatorio, CanalPedido } from '@cardapio/shared-events';
import { Box, Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuConciergeBell, LuGlobe, LuPhone, LuQrCode, LuStore } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { IconeEmDestaque } from '../../../components/IconeEmDestaque';
import { detalheDoCanal, formatarPercentual } from '../formato';
import { SemDados } from './PainelDoRelatorio';

/** Each channel keeps its colour and icon whatever the period (the bar and the cards agree). */
const VISUAL_DO_CANAL: Record<CanalPedido, { cor: string; icone: ReactNode }> = {
  site: { cor: 'brand', icone: <LuGlobe /> },
  garcom: { cor: 'teal', icone: <LuConciergeBell /> },
  balcao: { cor: 'blue', icone: <LuStore /> },
  telefone: { cor: 'purple', icone: <LuPhone /> },
  mesa_qr: { cor: 'orange', icone: <LuQrCode /> },
};

/**
 * Sales by channel (issue 31): the period's revenue split in one bar, then a card per channel
 * that sold (highest revenue first, as the API answers): revenue, share, orders, average ticket.
 */
export function VendasPorCanal({ canais }: { canais: readonly CanalDoRelatorio[] }) {
  if (canais.length === 0) return <SemDados />;
  return (
    <Stack gap="4" data-testid="vendas-por-canal">
      <Flex
        h="2.5"
        rounded="full"
        overflow="hidden"
        gap="0.5"
        bg="bg.muted"
        aria-hidden
        data-testid="barra-canais"
      >
        {canais
          .filter((c) => c.percentual > 0)
          .map((c) => (
            <Box
              key={c.canal}
              flexGrow={c.percentual}
              flexBasis="0"
              minW="1"
              bg={`${VISUAL_DO_CANAL[c.canal].cor}.solid`}
            />
          ))}
      </Flex>
      <List.Root
        as="ul"
        listStyle="none"
        display="grid"
        gridTemplateColumns={{
          base: 'minmax(0, 1fr)',
          sm: 'repeat(auto-fit, minmax(13rem, 1fr))',
        }}
        gap="3"
      >
        {canais.map((c) => {
          const { cor, icone } = VISUAL_DO_CANAL[c.canal];
          return (
            <List.Item
              key={c.canal}
              display="block"
              rounded="xl"
              bg="bg.subtle"
              px={{ base: '3', md: '4' }}
              py="3"
              minW="0"
              data-testid={`canal-${c.canal}`}
            >
              <HStack gap="3" align="center" minW="0">
                <IconeEmDestaque
                  cor={cor}
                  boxSize="9"
                  flexShrink={0}
                  rounded="lg"
                  fontSize="lg"
                  aria-hidden
                >
                  {icone}
                </IconeEmDestaque>
                <Stack gap="0" minW="0" flex="1">
                  <HStack justify="space-between" gap="2" minW="0">
                    <Text fontSize="sm" fontWeight="700" truncate>
                      {c.nome}
                    </Text>
                    <Text
                      fontSize="xs"
                      fontWeight="700"
                      color={`${cor}.fg`}
                      flexShrink={0}
                      fontVariantNumeric="tabular-nums"
                      data-percentual
                    >
                      {formatarPercentual(c.percentual)}
                    </Text>
                  </HStack>
                  <Text
                    fontSize={{ base: 'lg', md: 'xl' }}
                    fontWeight="800"
                    letterSpacing="-0.02em"
                    fontVariantNumeric="tabular-nums"
                    data-total
                  >
                    {formatarReais(c.total)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" data-detalhe>
                    {detalheDoCanal(c)}
                  </Text>
                </Stack>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
