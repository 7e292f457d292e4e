import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { IconeEmDestaque } from '../../../components/IconeEmDestaque';
import { Painel } from '../../../components/Painel';

/** One number of the home (a total or a metric), named for screen readers by its label. */
export function CartaoDeNumero({
  rotulo,
  valor,
  icone,
  rodape,
}: {
  rotulo: string;
  valor: string;
  icone: ReactNode;
  rodape?: ReactNode;
}) {
  return (
    <Painel role="group" aria-label={rotulo} gap="2" p={{ base: '4', md: '5' }} minW="0">
      <HStack justify="space-between" align="flex-start" gap="2">
        <Text color="fg.muted" fontSize="sm" fontWeight="600">
          {rotulo}
        </Text>
        <IconeEmDestaque boxSize="9" flexShrink={0} rounded="lg" fontSize="lg" aria-hidden>
          {icone}
        </IconeEmDestaque>
      </HStack>
      <Text
        data-valor
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="800"
        letterSpacing="-0.02em"
        truncate
      >
        {valor}
      </Text>
      {rodape && (
        <Text as="div" fontSize="xs" color="fg.muted">
          {rodape}
        </Text>
      )}
    </Painel>
  );
}

/** A growth percentage with its sign, green up and red down (staff-side §2). */
export function Crescimento({ valor, comparado }: { valor: number; comparado: string }) {
  const cor = valor > 0 ? 'green.fg' : valor < 0 ? 'red.fg' : 'fg.muted';
  const sinal = valor > 0 ? '+' : '';
  const texto = `${sinal}${valor.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
  return (
    <HStack as="span" gap="1">
      <Text as="span" color={cor} fontWeight="700">
        {valor > 0 ? '▲' : valor < 0 ? '▼' : ''} {texto}
      </Text>
      <Text as="span">{comparado}</Text>
    </HStack>
  );
}
