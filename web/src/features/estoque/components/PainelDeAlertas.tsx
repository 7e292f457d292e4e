import type { EstoqueItem } from '@cardapio/shared-events';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';
import { COR_DO_STATUS, quantidadeComUnidade, ROTULO_DO_STATUS } from '../status';

/** The items whose status is not normal (staff-side §4 Stock status), críticos first. */
export function PainelDeAlertas({ itens }: { itens: EstoqueItem[] }) {
  const alertas = itens
    .filter((i) => i.status !== 'normal')
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'critico' ? -1 : 1));
  if (alertas.length === 0) return null;
  return (
    <Stack
      gap="3"
      p="4"
      rounded="2xl"
      bg="orange.subtle"
      borderWidth="1px"
      borderColor="orange.muted"
      role="region"
      aria-label="Alertas de estoque"
      data-testid="alertas-estoque"
    >
      <HStack gap="2" color="orange.fg">
        <LuTriangleAlert />
        <Text fontWeight="800">
          {alertas.length === 1
            ? '1 item precisa de atenção'
            : `${alertas.length} itens precisam de atenção`}
        </Text>
      </HStack>
      <Stack gap="2">
        {alertas.map((item) => (
          <HStack key={item.id} justify="space-between" gap="3" data-testid={`alerta-${item.id}`}>
            <Text fontWeight="600" lineClamp={1}>
              {item.nome}
            </Text>
            <HStack gap="2" flexShrink={0}>
              <Text fontSize="sm" color="fg.muted">
                {quantidadeComUnidade(item.quantidade, item.unidade)} (mín.{' '}
                {quantidadeComUnidade(item.quantidade_minima, item.unidade)})
              </Text>
              <Badge rounded="full" colorPalette={COR_DO_STATUS[item.status]} variant="solid">
                {ROTULO_DO_STATUS[item.status]}
              </Badge>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
