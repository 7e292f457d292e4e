import type { ResumoDoRelatorio } from '@cardapio/shared-events';
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCalendarDays, LuStar, LuTrendingDown, LuTrendingUp } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { IconeEmDestaque } from '../../../components/IconeEmDestaque';
import { formatarCrescimento, formatarInteiro } from '../formato';

function Insight({
  rotulo,
  icone,
  valor,
  detalhe,
  cor = 'fg',
  testId,
}: {
  rotulo: string;
  icone: ReactNode;
  valor: string;
  detalhe?: string;
  cor?: string;
  testId: string;
}) {
  return (
    <HStack gap="3" align="flex-start" role="group" aria-label={rotulo} data-testid={testId}>
      <IconeEmDestaque boxSize="9" flexShrink={0} rounded="lg" fontSize="lg" aria-hidden>
        {icone}
      </IconeEmDestaque>
      <Stack gap="0" minW="0">
        <Text fontSize="xs" color="fg.muted" fontWeight="600">
          {rotulo}
        </Text>
        <Text fontWeight="800" color={cor} truncate data-valor>
          {valor}
        </Text>
        {detalhe && (
          <Text fontSize="xs" color="fg.muted">
            {detalhe}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

/** Best weekday, star product and growth against the previous period (staff-side §2). */
export function Insights({ insights }: { insights: ResumoDoRelatorio['insights'] | undefined }) {
  const dia = insights?.melhorDiaDaSemana ?? null;
  const estrela = insights?.produtoEstrela ?? null;
  const crescimento = insights?.crescimento ?? null;
  const cresceu = crescimento != null && crescimento > 0;
  const caiu = crescimento != null && crescimento < 0;
  return (
    <Stack gap="4">
      <Insight
        testId="insight-dia"
        rotulo="Melhor dia da semana"
        icone={<LuCalendarDays />}
        valor={dia?.nome ?? '—'}
        detalhe={dia ? `${formatarReais(dia.total)} em vendas` : undefined}
      />
      <Insight
        testId="insight-produto"
        rotulo="Produto estrela"
        icone={<LuStar />}
        valor={estrela?.nome ?? '—'}
        detalhe={
          estrela
            ? `${formatarInteiro(estrela.quantidade_vendida)} ${
                estrela.quantidade_vendida === 1 ? 'unidade vendida' : 'unidades vendidas'
              }`
            : undefined
        }
      />
      <Insight
        testId="insight-crescimento"
        rotulo="Crescimento"
        icone={caiu ? <LuTrendingDown /> : <LuTrendingUp />}
        valor={formatarCrescimento(crescimento)}
        cor={cresceu ? 'green.fg' : caiu ? 'red.fg' : 'fg'}
        detalhe={
          crescimento == null
            ? 'Sem vendas no período anterior para comparar'
            : 'Comparado ao período anterior'
        }
      />
    </Stack>
  );
}
