import { HStack, Spinner, Text } from '@chakra-ui/react';
import { LuWifiOff } from 'react-icons/lu';
import { textoDaFila } from '../fila';

/**
 * The phone's banner while taps wait to be sent or the browser is offline:
 * 'Sem conexão — 2 ações aguardando envio'; 'Enviando…' while a connection sends them.
 */
export function AvisoDaFila({
  pendentes,
  noAr,
  falhou,
}: {
  pendentes: number;
  noAr: boolean;
  /** The last sending got no answer: the queue waits for its next try. */
  falhou: boolean;
}) {
  if (pendentes === 0 && noAr) return null;
  const semConexao = !noAr || falhou;
  const fila = pendentes > 0 ? ` — ${textoDaFila(pendentes)}` : '';
  const texto = `${semConexao ? 'Sem conexão' : 'Enviando'}${fila}`;
  return (
    <HStack
      role="status"
      aria-live="polite"
      data-testid="aviso-da-fila"
      position="sticky"
      top="0"
      zIndex="sticky"
      gap="2.5"
      px="4"
      py="3"
      rounded="xl"
      borderWidth="1px"
      borderColor={semConexao ? 'orange.emphasized' : 'blue.emphasized'}
      bg={semConexao ? 'orange.subtle' : 'blue.subtle'}
      color={semConexao ? 'orange.fg' : 'blue.fg'}
      fontWeight="bold"
      shadow="md"
    >
      {semConexao ? <LuWifiOff /> : <Spinner size="sm" />}
      <Text>{texto}</Text>
    </HStack>
  );
}
