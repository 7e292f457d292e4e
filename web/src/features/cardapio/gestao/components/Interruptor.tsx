import { Stack, Switch, Text } from '@chakra-ui/react';

interface InterruptorProps {
  rotulo: string;
  descricao?: string;
  ligado: boolean;
  onChange: (ligado: boolean) => void;
}

/** A labelled on/off setting of a form, with one line of explanation. */
export function Interruptor({ rotulo, descricao, ligado, onChange }: InterruptorProps) {
  return (
    <Switch.Root
      checked={ligado}
      onCheckedChange={(e) => onChange(e.checked)}
      colorPalette="brand"
      justifyContent="space-between"
      w="full"
      gap="4"
      px="4"
      py="3"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.subtle"
    >
      <Switch.HiddenInput />
      <Stack gap="0" flex="1">
        <Switch.Label fontWeight="semibold" fontSize="sm">
          {rotulo}
        </Switch.Label>
        {descricao && (
          <Text fontSize="xs" color="fg.muted">
            {descricao}
          </Text>
        )}
      </Stack>
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}
