import { Checkbox, Field, HStack, Input, Text } from '@chakra-ui/react';
import type { HorarioDia } from '@cardapio/shared-events';
import { LuMoon } from 'react-icons/lu';
import { Painel } from '../../../components/Painel';
import { vaiAteODiaSeguinte } from '../semana';

type Campo = 'abertura' | 'fechamento';

interface HoraProps {
  rotulo: string;
  valor: string;
  onMudar: (valor: string) => void;
}

/** An opening or closing time of the day. */
function Hora({ rotulo, valor, onMudar }: HoraProps) {
  return (
    <Field.Root flex="1">
      <Field.Label fontSize="sm">{rotulo}</Field.Label>
      <Input
        type="time"
        value={valor}
        onChange={(e) => onMudar(e.target.value)}
        minH="11"
        rounded="xl"
      />
    </Field.Root>
  );
}

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
  onMudar: (campo: Campo, valor: string) => void;
}) {
  const aberto = !!horario && !horario.fechado;
  return (
    <Painel
      role="group"
      aria-label={nome}
      gap="3"
      p={{ base: '4', md: '5' }}
      borderColor={aberto ? 'brand.border' : 'border.subtle'}
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
            <Hora
              rotulo="Abertura"
              valor={horario.abertura}
              onMudar={(v) => onMudar('abertura', v)}
            />
            <Hora
              rotulo="Fechamento"
              valor={horario.fechamento}
              onMudar={(v) => onMudar('fechamento', v)}
            />
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
    </Painel>
  );
}
