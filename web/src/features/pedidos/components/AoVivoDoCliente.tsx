import { Box, Text } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { useEstadoDaConexao } from '../../../app/socketCompartilhado';
import { selectSessao } from '../../auth/slice';

/**
 * The orders panel's subtitle: it promises live tracking, and says so honestly while the
 * connection is down. Inline: it sits inside the panel's subtitle text.
 */
export function AoVivoDoCliente() {
  const { token } = useAppSelector(selectSessao);
  const estado = useEstadoDaConexao(token);
  const caiu = estado === 'reconectando';
  return (
    <Text
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      data-testid="conexao-cliente"
      data-estado={estado}
    >
      <Box
        as="span"
        boxSize="1.5"
        rounded="full"
        bg={caiu ? 'red.solid' : estado === 'conectado' ? 'green.solid' : 'gray.solid'}
        animation={estado === 'conectado' ? 'pulse 2s ease-in-out infinite' : undefined}
        aria-hidden
      />
      {caiu ? 'Conexão perdida — reconectando…' : 'Acompanhe em tempo real'}
    </Text>
  );
}
