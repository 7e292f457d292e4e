import { Badge, Box, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useStatusDaLojaQuery } from '../api';

/** 'Aberto' / 'Fechado' with today's hours or the next opening (a failed call reads as open). */
export function StatusDaLoja({ empresaId }: { empresaId: number }) {
  const { data, isError, isLoading } = useStatusDaLojaQuery(empresaId, { pollingInterval: 60_000 });
  if (isLoading) return <Skeleton h="4" w="28" rounded="full" />;
  // Badge and text come from one answer, computed by the server for one instant.
  const aberta = isError || !data ? true : data.aberto;
  // Paused by staff (issue 31 §3): its own badge; the banner under the header says until when.
  const pausada = !isError && Boolean(data?.pausa);
  // Every window of the day full: open, but taking no more orders.
  const lotada = !isError && !pausada && Boolean(data?.lotado);
  const texto = isError || pausada || lotada ? undefined : data?.texto;

  return (
    <HStack
      gap="2"
      minW="0"
      title={pausada ? data?.pausa?.texto : texto?.completo}
      data-testid="status-loja"
    >
      <Badge
        colorPalette={aberta ? 'green' : pausada || lotada ? 'orange' : 'red'}
        variant="subtle"
        rounded="full"
        px="2"
        gap="1.5"
        fontWeight="bold"
        flexShrink={0}
      >
        <Box
          as="span"
          boxSize="1.5"
          rounded="full"
          bg={aberta ? 'green.solid' : pausada || lotada ? 'orange.solid' : 'red.solid'}
          animation={aberta ? 'pulse 2s ease-in-out infinite' : undefined}
        />
        {aberta ? 'Aberto' : pausada ? 'Pausado' : lotada ? 'Lotado' : 'Fechado'}
      </Badge>
      {texto && (
        <Text
          fontSize="xs"
          color="fg.muted"
          truncate
          display={{ base: 'none', sm: 'block' }}
          data-testid="resumo-horario"
        >
          {texto.resumo}
        </Text>
      )}
    </HStack>
  );
}
