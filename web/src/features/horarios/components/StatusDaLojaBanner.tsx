import { HStack, Stack, Text } from '@chakra-ui/react';
import type { StatusLoja } from '@cardapio/shared-events';
import { LuClock, LuStore } from 'react-icons/lu';

/**
 * Open now, closed today or closed now, with today's hours (staff-side §2 Opening hours), in the
 * words the status route computed with `aberto`: yesterday's night still running reads 'Hoje até
 * as 10h', never 'Hoje: fechado' under 'Aberto agora'.
 */
export function StatusDaLojaBanner({ status }: { status: StatusLoja | undefined }) {
  if (!status) return null;
  const hoje = status.horarioHoje;
  const titulo = status.aberto
    ? 'Aberto agora'
    : !hoje || hoje.fechado
      ? 'Fechado hoje'
      : 'Fechado agora';
  const cor = status.aberto ? 'green' : 'red';
  return (
    <HStack
      role="status"
      aria-label="Status da loja"
      gap="4"
      p={{ base: '4', md: '5' }}
      rounded="2xl"
      bg={`${cor}.subtle`}
      color={`${cor}.fg`}
      borderWidth="1px"
      borderColor={`${cor}.muted`}
      align="center"
    >
      <LuStore size="28" aria-hidden />
      <Stack gap="0.5" minW="0">
        <Text fontWeight="800" fontSize="lg">
          {titulo}
        </Text>
        <HStack gap="1.5" fontSize="sm">
          <LuClock aria-hidden />
          <Text>{status.texto?.hoje}</Text>
        </HStack>
      </Stack>
    </HStack>
  );
}
