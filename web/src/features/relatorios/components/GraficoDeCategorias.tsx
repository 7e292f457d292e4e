import type { CategoriaDoRelatorio } from '@cardapio/shared-events';
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, ColorSwatch, HStack, List, SimpleGrid, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { formatarReais } from '../../../app/format';
import { SemDados } from './PainelDoRelatorio';

/** Slice colours: theme tokens that read on both light and dark panels; the rest share the last. */
const CORES = [
  'brand.solid',
  'teal.solid',
  'blue.solid',
  'purple.solid',
  'yellow.solid',
  'pink.solid',
  'green.solid',
] as const;
const COR_OUTRAS = 'gray.solid';
const MAXIMO_DE_FATIAS = CORES.length;

interface Fatia {
  nome: string;
  receita: number;
  quantidade: number;
  cor: string;
}

const percentual = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/**
 * Revenue by category as a donut with its legend beside it (name, R$ and share). Beyond seven
 * categories the smallest are grouped as 'Outras' so every slice stays tellable apart.
 */
export function GraficoDeCategorias({
  categorias,
}: {
  categorias: readonly CategoriaDoRelatorio[];
}) {
  const fatias = useMemo<Fatia[]>(() => {
    const ordenadas = [...categorias]
      .filter((c) => c.receita > 0 || c.quantidade > 0)
      .sort((a, b) => b.receita - a.receita);
    const principais =
      ordenadas.length > MAXIMO_DE_FATIAS ? MAXIMO_DE_FATIAS - 1 : MAXIMO_DE_FATIAS;
    const lista: Fatia[] = ordenadas.slice(0, principais).map((c, i) => ({
      nome: c.categoria,
      receita: c.receita,
      quantidade: c.quantidade,
      cor: CORES[i] ?? COR_OUTRAS,
    }));
    const resto = ordenadas.slice(principais);
    if (resto.length > 0) {
      lista.push({
        nome: 'Outras',
        receita: resto.reduce((s, c) => s + c.receita, 0),
        quantidade: resto.reduce((s, c) => s + c.quantidade, 0),
        cor: COR_OUTRAS,
      });
    }
    return lista;
  }, [categorias]);
  const chart = useChart<Fatia>({ data: fatias });
  const total = fatias.reduce((s, f) => s + f.receita, 0);

  if (fatias.length === 0 || total <= 0) return <SemDados />;

  return (
    <SimpleGrid
      templateColumns={{
        base: 'minmax(0, 1fr)',
        sm: '11rem minmax(0, 1fr)',
        xl: '13rem minmax(0, 1fr)',
      }}
      gap={{ base: '4', md: '5' }}
      alignItems="center"
    >
      <Chart.Root
        chart={chart}
        aspectRatio="square"
        maxW={{ base: '56', md: '64' }}
        w="full"
        mx="auto"
        data-testid="grafico-categorias"
        role="img"
        aria-label="Vendas por categoria"
      >
        <PieChart responsive>
          <Tooltip
            cursor={false}
            animationDuration={100}
            content={
              <Chart.Tooltip
                hideLabel
                nameKey="nome"
                formatter={(valor: number, nome: string) => [formatarReais(valor), nome]}
              />
            }
          />
          <Pie
            data={chart.data}
            dataKey="receita"
            nameKey="nome"
            innerRadius="58%"
            outerRadius="100%"
            paddingAngle={fatias.length > 1 ? 2 : 0}
            // Slices apart by the panel's colour; one slice alone needs no seam.
            stroke={fatias.length > 1 ? chart.color('bg.panel') : 'none'}
            strokeWidth={2}
            isAnimationActive={false}
          >
            {/* A plain array of Cells, never inside a fragment: recharts reads its children with
                react-is 16, which does not recognise React 19 fragments. */}
            {chart.data.map((fatia) => (
              <Cell key={fatia.nome} fill={chart.color(fatia.cor)} />
            ))}
          </Pie>
        </PieChart>
      </Chart.Root>
      <List.Root as="ul" listStyle="none" gap="2.5" data-testid="legenda-categorias">
        {fatias.map((fatia) => (
          <List.Item key={fatia.nome} display="block">
            <HStack gap="2" align="center" minW="0">
              <ColorSwatch value={chart.color(fatia.cor)} boxSize="3" rounded="full" />
              <Text flex="1" fontSize="sm" fontWeight="600" truncate>
                {fatia.nome}
              </Text>
              <Text fontSize="sm" fontWeight="700" fontVariantNumeric="tabular-nums">
                {formatarReais(fatia.receita)}
              </Text>
              <Box w="12" textAlign="end" fontSize="xs" color="fg.muted">
                {total > 0 ? percentual.format(fatia.receita / total) : '—'}
              </Box>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </SimpleGrid>
  );
}
