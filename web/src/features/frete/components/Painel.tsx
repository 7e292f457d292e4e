import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PainelProps {
  titulo: string;
  descricao?: string;
  icone: ReactNode;
  acoes?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One section of the freight screen: a titled card. */
export function Painel({ titulo, descricao, icone, acoes, children, testId }: PainelProps) {
  return (
    <Box
      as="section"
      aria-label={titulo}
      data-testid={testId}
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.subtle"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <HStack justify="space-between" align="flex-start" gap="3" mb="4" wrap="wrap">
        <HStack gap="3" align="flex-start">
          <Box color="brand.fg" fontSize="xl" mt="0.5">
            {icone}
          </Box>
          <Stack gap="0.5">
            <Text as="h2" fontWeight="bold" fontSize="lg">
              {titulo}
            </Text>
            {descricao && (
              <Text fontSize="sm" color="fg.muted">
                {descricao}
              </Text>
            )}
          </Stack>
        </HStack>
        {acoes}
      </HStack>
      {children}
    </Box>
  );
}
