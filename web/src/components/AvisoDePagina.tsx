import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrandLogo } from './BrandLogo';
import { CaixaDeIcone } from './CaixaDeIcone';

interface AvisoDePaginaProps {
  icone: ReactNode;
  titulo: string;
  descricao: ReactNode;
  /** The buttons under the text. */
  children?: ReactNode;
  testId?: string;
}

/** A whole-page state (an error, a missing store), laid out like NotFoundPage. */
export function AvisoDePagina({ icone, titulo, descricao, children, testId }: AvisoDePaginaProps) {
  return (
    <Center minH="100dvh" px="6" py="10" bg="bg" data-testid={testId}>
      <Stack align="center" textAlign="center" gap="5" maxW="md">
        <BrandLogo />
        <CaixaDeIcone boxSize="20" rounded="full" fontSize="4xl">
          {icone}
        </CaixaDeIcone>
        <Heading as="h1" size="2xl" fontWeight="800" textWrap="balance">
          {titulo}
        </Heading>
        <Text color="fg.muted" textWrap="pretty">
          {descricao}
        </Text>
        {children && (
          <Stack align="center" gap="3" w={{ base: 'full', sm: 'auto' }}>
            {children}
          </Stack>
        )}
      </Stack>
    </Center>
  );
}
