import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EstadoVazioProps {
  icone: ReactNode;
  titulo: string;
  descricao: string;
  children?: ReactNode;
}

export function EstadoVazio({ icone, titulo, descricao, children }: EstadoVazioProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="2"
      py={{ base: '12', md: '16' }}
      px="6"
      rounded="2xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      bg="bg.panel"
      data-testid="estado-vazio"
    >
      <Box
        boxSize="16"
        rounded="full"
        display="grid"
        placeItems="center"
        fontSize="2xl"
        bg="brand.subtle"
        color="brand.fg"
        mb="2"
      >
        {icone}
      </Box>
      <Text as="h2" fontWeight="800" fontSize="lg">
        {titulo}
      </Text>
      <Text color="fg.muted" maxW="sm">
        {descricao}
      </Text>
      {children}
    </Stack>
  );
}
