import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { LuCompass } from 'react-icons/lu';
import { Link } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandLogo } from './BrandLogo';

export function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <Center minH="100dvh" px="6" bg="bg">
      <Stack align="center" textAlign="center" gap="5" maxW="md">
        <BrandLogo />
        <Stack
          align="center"
          boxSize="20"
          rounded="full"
          bg="brand.subtle"
          color="brand.fg"
          justify="center"
          fontSize="4xl"
        >
          <LuCompass />
        </Stack>
        <Heading as="h1" size="2xl" fontWeight="800">
          Página não encontrada
        </Heading>
        <Text color="fg.muted">O endereço que você acessou não existe ou foi movido.</Text>
        <Button asChild colorPalette="brand" rounded="xl" size="lg">
          <Link to="/menu/1">Ir para o cardápio</Link>
        </Button>
      </Stack>
    </Center>
  );
}
