import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { LuWifiOff } from 'react-icons/lu';
import type { EstadoDaConexao } from '../../../../app/socketCompartilhado';

/** 'Connection lost — retrying': the screen may be stale until the socket is back. */
export function AvisoDeConexao({ estado }: { estado: EstadoDaConexao }) {
  if (estado !== 'reconectando') return null;
  return (
    <HStack
      role="status"
      aria-live="assertive"
      gap="2.5"
      px="4"
      py="2.5"
      rounded="xl"
      bg="red.solid"
      color="white"
      fontWeight="bold"
      shadow="md"
    >
      <LuWifiOff />
      <Text flex="1">Conexão perdida — tentando reconectar…</Text>
      <Spinner size="sm" />
    </HStack>
  );
}

const INDICADOR: Record<EstadoDaConexao, { rotulo: string; cor: string }> = {
  conectado: { rotulo: 'Ao vivo', cor: 'green' },
  conectando: { rotulo: 'Conectando', cor: 'gray' },
  reconectando: { rotulo: 'Reconectando', cor: 'red' },
};

/** A small 'Ao vivo' light: green while pushes arrive, red while the connection is down. */
export function IndicadorDeConexao({ estado }: { estado: EstadoDaConexao }) {
  const { rotulo, cor } = INDICADOR[estado];
  return (
    <HStack
      gap="1.5"
      px="2.5"
      py="1"
      rounded="full"
      bg={`${cor}.subtle`}
      color={`${cor}.fg`}
      fontSize="xs"
      fontWeight="bold"
      whiteSpace="nowrap"
      flexShrink={0}
      data-testid="conexao"
      data-estado={estado}
    >
      <Box
        boxSize="2"
        rounded="full"
        bg={`${cor}.solid`}
        animation={estado === 'conectado' ? 'pulse 2s ease-in-out infinite' : undefined}
      />
      <Text>{rotulo}</Text>
    </HStack>
  );
}
