import { formatarTempoMedio } from '@cardapio/shared-events';
import { Box, HStack, Text } from '@chakra-ui/react';
import { LuTimer } from 'react-icons/lu';
import { useTemposDaCozinhaQuery, type SessaoDaTela } from '../visao';

/**
 * The expo's header line (issue 29 §3): the whole kitchen's average ticket time today and in the
 * last hour, and each station's today, live (every bump moves them).
 */
export function TemposDaCozinha({ sessao }: { sessao: SessaoDaTela }) {
  const { data: tempos } = useTemposDaCozinhaQuery(sessao);
  if (!tempos) return null;
  return (
    <HStack
      gap="4"
      wrap="wrap"
      fontSize="sm"
      color="fg.muted"
      data-testid="tempos-da-cozinha"
      aria-label="Tempo médio de preparo"
    >
      <HStack gap="1.5">
        <LuTimer />
        <Text>
          Cozinha hoje{' '}
          <Text as="span" fontWeight="bold" color="fg">
            {formatarTempoMedio(tempos.cozinha.hoje_seg)}
          </Text>
          {' · '}última hora{' '}
          <Text as="span" fontWeight="bold" color="fg">
            {formatarTempoMedio(tempos.cozinha.ultima_hora_seg)}
          </Text>
        </Text>
      </HStack>
      {tempos.estacoes.map((e) => (
        <HStack key={e.estacao_id} gap="1.5">
          <Box boxSize="2.5" rounded="full" bg={e.cor} />
          <Text>
            {e.nome}{' '}
            <Text as="span" fontWeight="bold" color="fg">
              {formatarTempoMedio(e.hoje_seg)}
            </Text>
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
