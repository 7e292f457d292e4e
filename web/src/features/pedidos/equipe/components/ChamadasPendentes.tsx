import type { ChamadaEvento } from '@cardapio/shared-events';
import { formatarHora } from '../../../../app/format';
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuX } from 'react-icons/lu';
import { tituloDaChamada } from '../../../chamadas/texto';
import { tempoDecorrido } from '../idade';
import { TituloDasChamadas } from './TituloDasChamadas';

/** The two answers to a call, side by side. */
const RESPOSTA = { size: 'sm', rounded: 'lg' } as const;

interface ChamadasPendentesProps {
  chamadas: ChamadaEvento[];
  agora: number;
  respondendo?: number;
  onResponder: (id: number, status: 'atendida' | 'cancelada') => void;
}

/** Waiter calls waiting for an answer (staff-side §2): shown only while there are any. */
export function ChamadasPendentes({
  chamadas,
  agora,
  respondendo,
  onResponder,
}: ChamadasPendentesProps) {
  if (chamadas.length === 0) return null;
  return (
    <Box
      as="section"
      aria-label="Chamadas de garçom"
      rounded="2xl"
      borderWidth="2px"
      borderColor="orange.solid"
      bg="orange.subtle"
      p={{ base: '3', md: '4' }}
    >
      <TituloDasChamadas quantas={chamadas.length} grande mb="3" color="orange.fg" />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }} gap="3">
        {chamadas.map((chamada) => (
          <Stack
            key={chamada.id}
            data-testid={`chamada-${chamada.id}`}
            gap="3"
            p="3"
            rounded="xl"
            bg="bg.panel"
            shadow="sm"
          >
            <HStack justify="space-between" align="flex-start">
              <Box>
                <Text fontWeight="800" fontSize="xl" data-tipo={chamada.tipo}>
                  {tituloDaChamada(chamada)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  Chamada #{chamada.id} · {formatarHora(chamada.created_at)} ·{' '}
                  {tempoDecorrido(chamada.created_at, agora)}
                </Text>
              </Box>
            </HStack>
            <HStack gap="2">
              <Button
                {...RESPOSTA}
                flex="2"
                colorPalette="green"
                loading={respondendo === chamada.id}
                onClick={() => onResponder(chamada.id, 'atendida')}
              >
                <LuCheck /> Atendida
              </Button>
              <Button
                {...RESPOSTA}
                flex="1"
                variant="outline"
                colorPalette="red"
                disabled={respondendo === chamada.id}
                onClick={() => onResponder(chamada.id, 'cancelada')}
              >
                <LuX /> Cancelar
              </Button>
            </HStack>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
