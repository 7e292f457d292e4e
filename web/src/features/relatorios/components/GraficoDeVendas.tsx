import type { PeriodoRelatorio, VendaDoPeriodo } from '@cardapio/shared-events';
import { Chart, useChart } from '@chakra-ui/charts';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatarReais } from '../../../app/format';
import { dataPorExtenso, rotuloDaData, serieCompleta } from '../formato';
import { SemDados } from './PainelDoRelatorio';

const reaisCompactos = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

interface Linha {
  data: string;
  rotulo: string;
  quando: string;
  total: number;
  quantidade: number;
}

/**
 * Sales by day (by month for 1y) as bars in the brand colour; every day of the period has its
 * slot, so a day without sales reads as zero. Colours are the theme's tokens (CSS variables):
 * the chart follows the dark-mode toggle without re-rendering.
 */
export function GraficoDeVendas({
  vendas,
  periodo,
  inicio,
  fim,
}: {
  vendas: readonly VendaDoPeriodo[];
  periodo: PeriodoRelatorio;
  inicio?: string;
  fim?: string;
}) {
  const dados = useMemo<Linha[]>(
    () =>
      serieCompleta(vendas, periodo, inicio, fim).map((linha) => ({
        ...linha,
        rotulo: rotuloDaData(linha.data, periodo),
        quando: dataPorExtenso(linha.data, periodo),
      })),
    [vendas, periodo, inicio, fim],
  );
  const chart = useChart<Linha>({
    data: dados,
    series: [{ name: 'total', color: 'brand.solid', label: 'Vendas' }],
  });

  if (dados.every((linha) => linha.total === 0 && linha.quantidade === 0)) return <SemDados />;

  return (
    <Chart.Root
      chart={chart}
      aspectRatio="auto"
      h={{ base: '56', md: '72' }}
      data-testid="grafico-vendas"
      role="img"
      aria-label={`Vendas por ${periodo === '1y' ? 'mês' : 'dia'}`}
    >
      <BarChart
        responsive
        data={chart.data}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        barCategoryGap={dados.length > 40 ? 1 : '20%'}
      >
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey="rotulo"
          axisLine={false}
          tickLine={false}
          tickMargin={6}
          minTickGap={12}
          interval="preserveStartEnd"
        />
        <YAxis
          axisLine={false}
          tickLine={false}
          width={80}
          // Non-breaking spaces: the axis never wraps 'R$ 1,2 mil' over two lines.
          tickFormatter={(valor: number) => reaisCompactos.format(valor).replace(/\s/g, '\u00a0')}
        />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={
            <Chart.Tooltip
              nameKey="quando"
              formatter={(valor: number) => formatarReais(valor)}
              hideIndicator
            />
          }
        />
        <Bar
          dataKey={chart.key('total')}
          name="Vendas"
          fill={chart.color('brand.solid')}
          radius={dados.length > 40 ? 2 : [6, 6, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </Chart.Root>
  );
}
