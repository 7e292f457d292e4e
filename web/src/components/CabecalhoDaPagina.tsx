import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A back-office page's title line: heading, one sentence, and its main actions on the right. */
export function CabecalhoDaPagina({
  titulo,
  descricao,
  acoes,
}: {
  titulo: string;
  descricao?: ReactNode;
  acoes?: ReactNode;
}) {
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-end' }}
      gap="4"
    >
      <Stack gap="1" minW="0">
        <Heading
          as="h1"
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="800"
          letterSpacing="-0.02em"
        >
          {titulo}
        </Heading>
        {descricao && (
          <Text color="fg.muted" fontSize="sm">
            {descricao}
          </Text>
        )}
      </Stack>
      {acoes && (
        <Stack direction="row" gap="2" flexShrink={0}>
          {acoes}
        </Stack>
      )}
    </Stack>
  );
}
