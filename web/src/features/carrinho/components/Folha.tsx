import { Box, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CaixaDeIcone } from '../../../components/CaixaDeIcone';
import { RODAPE_DO_PAINEL } from './rodapeDoPainel';
import { aoFechar } from '../../../components/aoFechar';

const LARGURA = { sm: '26rem', md: '32rem', lg: '38rem' } as const;

interface FolhaProps {
  aberto: boolean;
  onFechar: () => void;
  titulo: ReactNode;
  subtitulo?: ReactNode;
  icone?: ReactNode;
  children: ReactNode;
  rodape?: ReactNode;
  /** Desktop width. */
  tamanho?: 'sm' | 'md' | 'lg';
  /** Extra test id on the content. */
  testId?: string;
  role?: 'dialog' | 'alertdialog';
  /**
   * False keeps it open on a click or focus outside (only the close button or Escape close it):
   * for what must not vanish by accident, such as a PIX code being paid.
   */
  fecharAoInteragirFora?: boolean;
}

/**
 * The storefront's modal: a bottom sheet on phones (thumb reach, full width, up to 92 % of the
 * height) and a centred dialog from md up. Header and footer stay put; the body scrolls.
 */
export function Folha({
  aberto,
  onFechar,
  titulo,
  subtitulo,
  icone,
  children,
  rodape,
  tamanho = 'md',
  testId,
  role = 'dialog',
  fecharAoInteragirFora = true,
}: FolhaProps) {
  return (
    <Dialog.Root
      open={aberto}
      onOpenChange={aoFechar(onFechar)}
      placement={{ base: 'bottom', md: 'center' }}
      motionPreset={{ base: 'slide-in-bottom', md: 'scale' }}
      scrollBehavior="inside"
      size={tamanho}
      role={role}
      closeOnInteractOutside={fecharAoInteragirFora}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner px={{ base: '0', md: '4' }} pb={{ base: '0', md: undefined }}>
          <Dialog.Content
            data-testid={testId}
            mb={{ base: '0', md: 'auto' }}
            mt={{ base: 'auto', md: 'auto' }}
            w="full"
            maxW={{ base: '100vw', md: LARGURA[tamanho] }}
            maxH={{ base: '92dvh', md: '88dvh' }}
            roundedTop="3xl"
            roundedBottom={{ base: '0', md: '3xl' }}
            overflow="hidden"
            bg="bg.panel"
          >
            <Box
              display={{ base: 'block', md: 'none' }}
              mx="auto"
              mt="2"
              h="1.5"
              w="10"
              rounded="full"
              bg="border.emphasized"
              aria-hidden
            />
            <Dialog.Header px={{ base: '5', md: '6' }} pt={{ base: '3', md: '6' }} pb="3">
              <HStack gap="3" align="center" pr="8" minW="0">
                {icone && (
                  <CaixaDeIcone flexShrink={0} boxSize="10" fontSize="lg">
                    {icone}
                  </CaixaDeIcone>
                )}
                <Stack gap="0" minW="0">
                  <Dialog.Title fontSize="xl" fontWeight="800" letterSpacing="-0.02em">
                    {titulo}
                  </Dialog.Title>
                  {subtitulo && (
                    <Text fontSize="sm" color="fg.muted">
                      {subtitulo}
                    </Text>
                  )}
                </Stack>
              </HStack>
            </Dialog.Header>
            <Dialog.Body px={{ base: '5', md: '6' }} pt="1" pb="5">
              {children}
            </Dialog.Body>
            {rodape && (
              <Dialog.Footer
                {...RODAPE_DO_PAINEL}
                pb={{ base: 'calc(1rem + env(safe-area-inset-bottom))', md: '6' }}
              >
                {rodape}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild top={{ base: '4', md: '5' }} insetEnd="4">
              <CloseButton size="sm" rounded="full" aria-label="Fechar janela" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
