import { Box, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AvisoDialogProps {
  titulo: string;
  icone: ReactNode;
  palette: string;
  children: ReactNode;
  acoes: ReactNode;
  onFechar: () => void;
  testId: string;
}

/** Centered notice used by the store-closed and login-required modals. */
export function AvisoDialog({
  titulo,
  icone,
  palette,
  children,
  acoes,
  onFechar,
  testId,
}: AvisoDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onFechar();
      }}
      placement="center"
      motionPreset="scale"
      size="sm"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl" overflow="hidden" data-testid={testId}>
            <Box h="1.5" bg={`${palette}.solid`} />
            <Dialog.Body pt="8" pb="2" px="6">
              <Stack align="center" textAlign="center" gap="3">
                <Box
                  boxSize="16"
                  rounded="full"
                  display="grid"
                  placeItems="center"
                  fontSize="3xl"
                  bg={`${palette}.subtle`}
                  color={`${palette}.fg`}
                  borderWidth="6px"
                  borderColor={`${palette}.muted`}
                >
                  {icone}
                </Box>
                <Dialog.Title fontSize="xl" fontWeight="800" letterSpacing="-0.01em">
                  {titulo}
                </Dialog.Title>
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer px="6" pb="6" pt="4">
              <Stack w="full" gap="2">
                {acoes}
              </Stack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" rounded="full" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
