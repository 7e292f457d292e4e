import { Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { HorarioDia } from '@cardapio/shared-events';
import { LuMoon } from 'react-icons/lu';
import { vaiAteODiaSeguinte } from '../semana';

/** One weekday: open or not, and its opening and closing times. */
export function CartaoDoDia({
  nome,
  horario,
  onAbrir,
  onMudar,
}: {
  nome: string;
  /** Absent: the day has no entry yet (checking it creates the default one). */
  horario: HorarioDia | undefined;
  onAbrir: (aberto: boolean) => void;
  onMudar: (campo: 'abertura' | 'fechamento', valor: string) => void;
}) {
  const aberto = !!horario && !horario.fechado;
  return (
    <Stack
      role="group"
      aria-label={nome}
      gap="3"
      p={{ base: '4', md: '5' }}
      rounded="2xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={aberto ? 'brand.border' : 'border.subtle'}
      shadow="card"
    >
      <HStack justify="space-between" gap="3">
        <Text fontWeight="800">{nome}</Text>
        <Checkbox.Root
          checked={aberto}
          onCheckedChange={(e) => onAbrir(e.checked === true)}
          minH="11"
          px="1"
          cursor="pointer"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="600">Aberto</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      {horario && aberto ? (
        <>
          <HStack gap="3" align="flex-end">
            <Field.Root flex="1">
              <Field.Label fontSize="sm">Abertura</Field.Label>
              <Input
                type="time"
                value={horario.abertura}
                onChange={(e) => onMudar('abertura', e.target.value)}
                minH="11"
                rounded="xl"
              />
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label fontSize="sm">Fechamento</Field.Label>
              <Input
                type="time"
                value={horario.fechamento}
                onChange={(e) => onMudar('fechamento', e.target.value)}
                minH="11"
                rounded="xl"
              />
            </Field.Root>
          </HStack>
          {horario.abertura === horario.fechamento && (
            <Text fontSize="sm" color="fg.muted">
              Aberto 24 horas
            </Text>
          )}
          {vaiAteODiaSeguinte(horario) && (
            <HStack gap="1.5" fontSize="sm" color="purple.fg">
              <LuMoon aria-hidden />
              <Text>Este horário vai até o dia seguinte</Text>
            </HStack>
          )}
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Fechado
        </Text>
      )}
    </Stack>
  );
}
