import {
  SimpleGrid,
  Skeleton,
  Stack,
  type SimpleGridProps,
  type SkeletonProps,
} from '@chakra-ui/react';

interface EsqueletosProps extends Pick<SkeletonProps, 'h' | 'rounded'> {
  quantos: number;
  gap: SimpleGridProps['gap'];
  /** Laid out in a grid of these columns; without it, one under the other. */
  colunas?: SimpleGridProps['columns'];
}

/** The placeholders of a list that is still loading: `quantos` bars of one height. */
export function Esqueletos({ quantos, gap, colunas, ...barra }: EsqueletosProps) {
  const barras = Array.from({ length: quantos }, (_, i) => <Skeleton key={i} {...barra} />);
  return colunas ? (
    <SimpleGrid columns={colunas} gap={gap}>
      {barras}
    </SimpleGrid>
  ) : (
    <Stack gap={gap}>{barras}</Stack>
  );
}
