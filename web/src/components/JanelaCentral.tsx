import { CloseButton, Dialog, Portal, type DialogContentProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { aoFechar } from './aoFechar';

interface JanelaCentralProps extends DialogContentProps {
  aberto: boolean;
  onFechar: () => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** False: neither a click outside nor Escape closes it (something is in flight). */
  fechavel?: boolean;
  /** Mounts the content only while open. */
  montarAoAbrir?: boolean;
  /** The corner close button: where it sits, its colour and name; none when omitted. */
  botaoFechar?: { top: string; insetEnd: string; color?: string; rotulo: string };
}

/** A small dialog centred over a blurred page; the props left go to its content box. */
export function JanelaCentral({
  aberto,
  onFechar,
  children,
  role = 'dialog',
  fechavel = true,
  montarAoAbrir = false,
  botaoFechar,
  ...conteudo
}: JanelaCentralProps) {
  return (
    <Dialog.Root
      open={aberto}
      onOpenChange={aoFechar(onFechar)}
      placement="center"
      motionPreset="scale"
      size="sm"
      role={role}
      closeOnInteractOutside={fechavel}
      closeOnEscape={fechavel}
      lazyMount={montarAoAbrir}
      unmountOnExit={montarAoAbrir}
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner px="4">
          <Dialog.Content {...conteudo}>
            {children}
            {botaoFechar && (
              <Dialog.CloseTrigger
                asChild
                top={botaoFechar.top}
                insetEnd={botaoFechar.insetEnd}
                color={botaoFechar.color}
              >
                <CloseButton size="sm" rounded="full" aria-label={botaoFechar.rotulo} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
