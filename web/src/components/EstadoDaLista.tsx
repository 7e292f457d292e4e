import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { CaixaDeIcone } from './CaixaDeIcone';

interface EstadoDaListaProps {
  icone: ReactNode;
  titulo: string;
  descricao?: string;
  /** Shows 'Tentar novamente' (the error state). */
  onTentarDeNovo?: () => void;
  children?: ReactNode;
  /** The storefront's larger look: a bigger icon, the title as a heading, the text full size. */
  vitrine?: boolean;
  testId?: string;
}

/** The empty or failed state of a list, centred in a dashed panel. */
export function EstadoDaLista({
  icone,
  titulo,
  descricao,
  onTentarDeNovo,
  children,
  vitrine = false,
  testId,
}: EstadoDaListaProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap={vitrine ? '2' : '3'}
      py={{ base: '12', md: '16' }}
      px="6"
      rounded="2xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      bg="bg.panel"
      role={onTentarDeNovo ? 'alert' : undefined}
      data-testid={testId}
    >
      <CaixaDeIcone
        boxSize={vitrine ? '16' : '14'}
        mb={vitrine ? '2' : undefined}
        rounded="full"
        fontSize="2xl"
        paleta={onTentarDeNovo ? 'red' : 'brand'}
      >
        {icone}
      </CaixaDeIcone>
      <Text as={vitrine ? 'h2' : undefined} fontWeight="800" fontSize="lg">
        {titulo}
      </Text>
      {descricao && (
        <Text color="fg.muted" fontSize={vitrine ? undefined : 'sm'} maxW="sm">
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
