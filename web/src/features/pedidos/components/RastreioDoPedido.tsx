import { Box, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCircleHelp, LuCircleX } from 'react-icons/lu';
import type { MotivoCancelamento, TipoPedido } from '@cardapio/shared-events';
import { MOTIVO_DO_CANCELAMENTO, rastreioDoPedido } from '../status';

/**
 * Order progress tracker (customer-side §4 table), with the steps of the order's type; a cancelled
 * order says why when its PIX did it.
 */
export function RastreioDoPedido({
  status,
  tipo: tipoDoPedido = 'entrega',
  motivo = null,
}: {
  status: string;
  tipo?: TipoPedido;
  motivo?: MotivoCancelamento | null;
}) {
  const { progresso, etapas, tipo } = rastreioDoPedido(status, tipoDoPedido);
  const porque = tipo === 'cancelado' && motivo ? MOTIVO_DO_CANCELAMENTO[motivo] : null;

  if (tipo !== 'normal') {
    const cancelado = tipo === 'cancelado';
    return (
      <HStack
        gap="3"
        p="3"
        rounded="xl"
        bg={cancelado ? 'red.subtle' : 'bg.muted'}
        color={cancelado ? 'red.fg' : 'fg.muted'}
        data-testid="rastreio"
      >
        <Box fontSize="xl">{cancelado ? <LuCircleX /> : <LuCircleHelp />}</Box>
        <Stack gap="0.5">
          <Text fontWeight="bold" aria-current="step">
            {etapas[0]?.nome}
            {porque ? ` · ${porque.titulo}` : ''}
          </Text>
          {porque && <Text fontSize="sm">{porque.texto}</Text>}
        </Stack>
      </HStack>
    );
  }

  const cor = progresso === 100 ? 'green' : 'brand';
  return (
    <Stack gap="3" data-testid="rastreio">
      <HStack justify="space-between" fontSize="xs" color="fg.muted" fontWeight="semibold">
        <Text>Acompanhamento</Text>
        <Text>{progresso}%</Text>
      </HStack>
      <Progress.Root
        value={progresso}
        colorPalette={cor}
        size="sm"
        striped={progresso < 100}
        animated={progresso < 100}
        aria-label="Progresso do pedido"
      >
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <SimpleGrid as="ol" columns={etapas.length} gap="1" listStyleType="none">
        {etapas.map((etapa) => (
          <Stack
            as="li"
            key={etapa.nome}
            align="center"
            textAlign="center"
            gap="1.5"
            aria-current={etapa.atual ? 'step' : undefined}
            data-concluida={etapa.concluida || undefined}
          >
            <Box
              position="relative"
              boxSize="8"
              rounded="full"
              display="grid"
              placeItems="center"
              fontSize="sm"
              bg={etapa.concluida ? `${cor}.solid` : 'bg.muted'}
              color={etapa.concluida ? `${cor}.contrast` : 'fg.subtle'}
              borderWidth="2px"
              borderColor={etapa.atual ? 'brand.emphasized' : 'transparent'}
              boxShadow={etapa.atual ? '0 0 0 4px var(--chakra-colors-brand-muted)' : undefined}
            >
              {etapa.concluida ? <LuCheck /> : <Box boxSize="2" rounded="full" bg="fg.subtle" />}
            </Box>
            <Text
              fontSize="xs"
              lineHeight="1.25"
              fontWeight={etapa.atual ? 'bold' : 'medium'}
              color={etapa.concluida ? 'fg' : 'fg.muted'}
            >
              {etapa.nome}
            </Text>
            {etapa.atual && (
              <Text fontSize="2xs" color="brand.fg" fontWeight="semibold" lineHeight="1.2">
                Em andamento...
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
