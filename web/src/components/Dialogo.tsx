import { CloseButton, Dialog, Portal, type CloseButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogoProps extends Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children'> {
  aberto: boolean;
  /** Esc, a click outside, the × or an action trigger. */
  onFechar: () => void;
  /** The backdrop blurs the page behind it. */
  desfocarFundo?: boolean;
  posicionador?: Dialog.PositionerProps;
  conteudo?: Dialog.ContentProps;
  /** The × in the corner (its size). */
  botaoFechar?: CloseButtonProps;
  /** Header, body and footer. */
  children: ReactNode;
}

/**
 * The frame of a Chakra dialog: root, portal, backdrop, positioner, content and the × that
 * closes it. The dialog brings its own header, body and footer.
 */
export function Dialogo({
  aberto,
  onFechar,
  desfocarFundo,
  posicionador,
  conteudo,
  botaoFechar,
  children,
  ...raiz
}: DialogoProps) {
  return (
    <Dialog.Root
      open={aberto}
      onOpenChange={(e) => {
        if (!e.open) onFechar();
      }}
      {...raiz}
    >
      <Portal>
        <Dialog.Backdrop backdropFilter={desfocarFundo ? 'blur(4px)' : undefined} />
        <Dialog.Positioner {...posicionador}>
          <Dialog.Content {...conteudo}>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" {...botaoFechar} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
