import { Box, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ConfirmarDialogProps {
  aberto: boolean;
  titulo: string;
  mensagem: ReactNode;
  confirmar: string;
  /** The dismiss button (default 'Cancelar'). */
  desistir?: string;
  icone?: ReactNode;
  /** 'red' for destructive actions. */
  cor?: 'red' | 'brand';
  carregando?: boolean;
  /** False keeps the confirm button disabled (e.g. a required field below is empty). */
  podeConfirmar?: boolean;
  /** Extra content under the message (e.g. a field the answer needs). */
  children?: ReactNode;
  onConfirmar: () => void;
  onFechar: () => void;
}

/** A yes/no question in a Chakra dialog (never window.confirm). */
export function ConfirmarDialog({
  aberto,
  titulo,
  mensagem,
  confirmar,
  desistir = 'Cancelar',
  icone,
  cor = 'brand',
  carregando,
  podeConfirmar = true,
  children,
  onConfirmar,
  onFechar,
}: ConfirmarDialogProps) {
  return (
    <Dialog.Root
      open={aberto}
      onOpenChange={(e) => {
        if (!e.open) onFechar();
      }}
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', md: 'sm' }}
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Body pt="6" pb="2">
              <Stack gap="3" align="center" textAlign="center">
                {icone && (
                  <Box
                    boxSize="12"
                    rounded="full"
                    display="grid"
                    placeItems="center"
                    fontSize="xl"
                    bg={cor === 'red' ? 'red.subtle' : 'brand.subtle'}
                    color={cor === 'red' ? 'red.fg' : 'brand.fg'}
                  >
                    {icone}
                  </Box>
                )}
                <Dialog.Title fontSize="lg" fontWeight="800">
                  {titulo}
                </Dialog.Title>
                <Dialog.Description asChild>
                  <Text as="div" color="fg.muted" fontSize="sm" lineHeight="1.6">
                    {mensagem}
                  </Text>
                </Dialog.Description>
                {children && (
                  <Box w="full" textAlign="start">
                    {children}
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer pt="4" pb="5">
              <HStack w="full" gap="3">
                <Dialog.ActionTrigger asChild>
                  <Button
                    flex="1"
                    variant="outline"
                    rounded="xl"
                    minH={{ base: '11', md: '10' }}
                    disabled={carregando}
                  >
                    {desistir}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  flex="1"
                  rounded="xl"
                  minH={{ base: '11', md: '10' }}
                  colorPalette={cor}
                  loading={carregando}
                  disabled={!podeConfirmar}
                  onClick={onConfirmar}
                >
                  {confirmar}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
