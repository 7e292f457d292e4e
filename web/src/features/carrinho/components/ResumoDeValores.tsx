import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatarReais } from '../../../app/format';

/** A line of an order's summary: its label on the left, its value on the right. */
export function LinhaDoResumo({
  rotulo,
  valor,
  cor,
  testId,
}: {
  rotulo: ReactNode;
  valor: ReactNode;
  /** Colours the whole line (a discount in green); else the label is muted. */
  cor?: string;
  testId?: string;
}) {
  return (
    <HStack justify="space-between" color={cor}>
      <Text color={cor ? undefined : 'fg.muted'}>{rotulo}</Text>
      <Box fontWeight="semibold" data-testid={testId}>
        {valor}
      </Box>
    </HStack>
  );
}

/** The summary's last, larger line: what will be paid. */
export function TotalDoResumo({ total, testId }: { total: number; testId: string }) {
  return (
    <HStack justify="space-between" fontSize="lg">
      <Text fontWeight="bold">Total</Text>
      <Text fontWeight="800" data-testid={testId}>
        {formatarReais(total)}
      </Text>
    </HStack>
  );
}
