import { Button, IconButton, type ButtonProps } from '@chakra-ui/react';
import { LuBell, LuBellOff, LuVolume2 } from 'react-icons/lu';
import type { useAlertaSonoro } from '../alertas';

type Som = ReturnType<typeof useAlertaSonoro>;

/** The bell that turns the alerts on and off (the choice is kept in this browser). */
export function BotaoDoSom({ som }: { som: Som }) {
  return (
    <IconButton
      size="sm"
      variant="outline"
      rounded="full"
      boxSize={{ base: '11', md: '8' }}
      aria-label={som.ligado ? 'Desligar som dos alertas' : 'Ligar som dos alertas'}
      aria-pressed={som.ligado}
      onClick={som.alternar}
      data-alerta-sonoro={som.alerta ?? 'nenhum'}
    >
      {som.ligado ? <LuBell /> : <LuBellOff />}
    </IconButton>
  );
}

/**
 * The offer to turn the sound on, while the browser holds it back (its autoplay rule): shown
 * only then, by every screen that rings (monitor, board, waiter).
 */
export function AtivarSom({
  som,
  children = 'Toque aqui para ativar o som dos alertas',
  ...props
}: { som: Som } & ButtonProps) {
  if (!som.bloqueado) return null;
  return (
    <Button
      colorPalette="orange"
      size="lg"
      rounded="xl"
      // Wraps on a phone instead of running off the screen.
      whiteSpace="normal"
      h="auto"
      minH="11"
      py="2.5"
      onClick={som.ativar}
      {...props}
    >
      <LuVolume2 /> {children}
    </Button>
  );
}
