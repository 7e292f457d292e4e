import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChartNoAxesColumn } from 'react-icons/lu';
import { Painel } from '../../../components/Painel';

/** A titled panel of the reports screen (a chart, the top products, the insights, the exports). */
export function PainelDoRelatorio({
  id,
  titulo,
  descricao,
  acoes,
  children,
}: {
  id: string;
  titulo: string;
  descricao?: ReactNode;
  acoes?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Painel
      as="section"
      aria-labelledby={`titulo-${id}`}
      data-testid={`painel-${id}`}
      gap="4"
      p={{ base: '4', md: '5' }}
      minW="0"
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0.5" minW="0">
          <Heading as="h2" id={`titulo-${id}`} fontSize="md" fontWeight="800">
            {titulo}
          </Heading>
          {descricao && (
            <Text fontSize="xs" color="fg.muted">
              {descricao}
            </Text>
          )}
        </Stack>
        {acoes}
      </HStack>
      {children}
    </Painel>
  );
}

/** What a chart shows when the period had no sales. */
export function SemDados({ texto = 'Nenhuma venda no período' }: { texto?: string }) {
  return (
    <Stack
      align="center"
      justify="center"
      gap="2"
      h={{ base: '48', md: '64' }}
      rounded="xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      color="fg.muted"
      textAlign="center"
      px="4"
      data-testid="sem-dados"
    >
      <Box fontSize="2xl" aria-hidden>
        <LuChartNoAxesColumn />
      </Box>
      <Text fontSize="sm" fontWeight="600">
        {texto}
      </Text>
    </Stack>
  );
}
