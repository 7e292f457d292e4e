import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';

/** The footer's buttons: side by side across a phone, compact from tablets up. */
const BOTAO = {
  type: 'button',
  rounded: 'xl',
  flex: { base: '1', md: 'initial' },
  minH: { base: '11', md: '10' },
} as const;

interface FormDialogProps {
  /** Defaults to open: most forms are mounted only while they are open. */
  aberto?: boolean;
  titulo: string;
  descricao?: ReactNode;
  /** Width from tablets up; phones always get a full-screen sheet. */
  tamanho?: 'md' | 'lg' | 'xl';
  /** Wide editors (side-by-side panes) from tablets up. */
  largo?: boolean;
  /** The submit button (default 'Salvar'). */
  salvar?: string;
  salvando?: boolean;
  /**
   * Saves. A promise (comAviso's answer) keeps the buttons waiting while it runs and, answering
   * true, closes the dialog.
   */
  onSalvar: () => void | Promise<boolean>;
  onFechar: () => void;
  /** data-testid of the dialog content, for journeys. */
  testId?: string;
  children: ReactNode;
}

/**
 * The back office's create/edit dialog: title, body, Cancelar/Salvar. The body is a form, so
 * Enter in a field saves; while saving the buttons wait and the dialog stays open.
 */
export function FormDialog({
  aberto = true,
  titulo,
  descricao,
  tamanho = 'md',
  largo,
  salvar = 'Salvar',
  salvando: salvandoFora,
  onSalvar,
  onFechar,
  testId,
  children,
}: FormDialogProps) {
  const [enviando, setEnviando] = useState(false);
  const salvando = salvandoFora || enviando;

  async function enviar(evento: FormEvent) {
    evento.preventDefault();
    if (salvando) return;
    const resposta = onSalvar();
    if (!resposta) return;
    setEnviando(true);
    const salvou = await resposta.finally(() => setEnviando(false));
    if (salvou) onFechar();
  }

  return (
    <Dialog.Root
      open={aberto}
      onOpenChange={(e) => {
        if (!e.open && !salvando) onFechar();
      }}
      // Only the user closes a form (Cancelar, ×, Esc, a click outside): focus moved by code (a
      // dialog that swaps its loading state for the editor hands focus back to the page) must not
      // throw the form away.
      onFocusOutside={(e) => e.preventDefault()}
      size={{ base: 'full', md: tamanho }}
      placement={{ base: 'top', md: 'center' }}
      scrollBehavior="inside"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner>
          <Dialog.Content
            rounded={{ base: 'none', md: '2xl' }}
            minH={{ md: 'auto' }}
            maxW={largo ? { md: '6xl' } : undefined}
            data-testid={testId}
            asChild
          >
            <form onSubmit={(evento) => void enviar(evento)} noValidate>
              <Dialog.Header borderBottomWidth="1px" borderColor="border.subtle" pe="14">
                <Stack gap="0.5" minW="0">
                  <Dialog.Title fontSize="lg" fontWeight="800">
                    {titulo}
                  </Dialog.Title>
                  {descricao && (
                    <Dialog.Description asChild>
                      <Text color="fg.muted" fontSize="sm" truncate>
                        {descricao}
                      </Text>
                    </Dialog.Description>
                  )}
                </Stack>
              </Dialog.Header>
              <Dialog.Body py="5">{children}</Dialog.Body>
              <Dialog.Footer borderTopWidth="1px" borderColor="border.subtle" gap="3">
                <HStack w={{ base: 'full', md: 'auto' }} gap="3">
                  <Button {...BOTAO} variant="outline" disabled={salvando} onClick={onFechar}>
                    Cancelar
                  </Button>
                  <Button
                    {...BOTAO}
                    type="submit"
                    colorPalette="brand"
                    minW="28"
                    loading={salvando}
                  >
                    {salvar}
                  </Button>
                </HStack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild disabled={salvando}>
                <CloseButton size="sm" aria-label="Fechar" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
