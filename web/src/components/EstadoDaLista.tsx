import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuRefreshCw } from 'react-icons/lu';

interface EstadoDaListaProps {
  icone: ReactNode;
  titulo: string;
  descricao?: string;
  /** Shows 'Tentar novamente' (the error state). */
  onTentarDeNovo?: () => void;
  children?: ReactNode;
}

/** The empty or failed state of a back-office list, centred in a dashed panel. */
export function EstadoDaLista({
  icone,
  titulo,
  descricao,
  onTentarDeNovo,
  children,
}: EstadoDaListaProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py={{ base: '12', md: '16' }}
      px="6"
      rounded="2xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      bg="bg.panel"
      role={onTentarDeNovo ? 'alert' : undefined}
    >
      <Box
        boxSize="14"
        rounded="full"
        display="grid"
        placeItems="center"
        fontSize="2xl"
        bg={onTentarDeNovo ? 'red.subtle' : 'brand.subtle'}
        color={onTentarDeNovo ? 'red.fg' : 'brand.fg'}
      >
        {icone}
      </Box>
      <Text fontWeight="800" fontSize="lg">
        {titulo}
      </Text>
      {descricao && (
        <Text color="fg.muted" fontSize="sm" maxW="sm">
          {descricao}
        </Text>
      )}
      {onTentarDeNovo && (
        <Button variant="outline" rounded="xl" minH="11" onClick={onTentarDeNovo}>
          <LuRefreshCw /> Tentar novamente
        </Button>
      )}
      {children}
    </Stack>
  );
}
