import type { ProdutoDoRelatorio } from '@cardapio/shared-events';
import { Box, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { formatarReais } from '../../../app/format';
import { formatarInteiro } from '../formato';
import { SemDados } from './PainelDoRelatorio';

/** The spec's constant (staff-side §9): the first 5 products. */
export const TOP_PRODUTOS = 5;

/** The best sellers of the period, by quantity, each with its share of the first one's count. */
export function TopProdutos({ produtos }: { produtos: readonly ProdutoDoRelatorio[] }) {
  const top = produtos.slice(0, TOP_PRODUTOS);
  if (top.length === 0) return <SemDados texto="Nenhum produto vendido no período" />;
  const maior = Math.max(...top.map((p) => p.quantidade_vendida), 1);
  return (
    <List.Root as="ol" listStyle="none" gap="3" data-testid="top-produtos">
      {top.map((produto, i) => (
        <List.Item key={`${produto.produto_id ?? 'x'}-${produto.nome}`} display="block">
          <HStack gap="3" align="center" data-testid="top-produto">
            <Box
              boxSize="8"
              flexShrink={0}
              rounded="full"
              display="grid"
              placeItems="center"
              fontSize="sm"
              fontWeight="800"
              bg={i === 0 ? 'brand.solid' : 'bg.muted'}
              color={i === 0 ? 'brand.contrast' : 'fg.muted'}
            >
              {i + 1}
            </Box>
            <Stack gap="1.5" flex="1" minW="0">
              <HStack justify="space-between" gap="2" minW="0">
                <Text fontWeight="700" fontSize="sm" truncate>
                  {produto.nome}
                </Text>
                <Text
                  fontWeight="700"
                  fontSize="sm"
                  flexShrink={0}
                  fontVariantNumeric="tabular-nums"
                >
                  {formatarReais(produto.receita)}
                </Text>
              </HStack>
              <HStack gap="2">
                <Progress.Root
                  value={(produto.quantidade_vendida / maior) * 100}
                  size="xs"
                  colorPalette="brand"
                  flex="1"
                  aria-hidden
                >
                  <Progress.Track rounded="full" bg="bg.muted">
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="xs" color="fg.muted" flexShrink={0} minW="16" textAlign="end">
                  {formatarInteiro(produto.quantidade_vendida)}{' '}
                  {produto.quantidade_vendida === 1 ? 'vendido' : 'vendidos'}
                </Text>
              </HStack>
            </Stack>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
