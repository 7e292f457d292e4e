import { Box, Button, Dialog, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuCircleCheck,
  LuCircleX,
  LuClock,
  LuServerCrash,
  LuShieldAlert,
  LuTriangleAlert,
  LuWifiOff,
} from 'react-icons/lu';
import { CaixaDeIcone } from './CaixaDeIcone';
import { JanelaCentral } from './JanelaCentral';

export type StatusTone =
  'success' | 'error' | 'warning' | 'offline' | 'server' | 'blocked' | 'time';

const TONES: Record<StatusTone, { icon: ReactNode; palette: string }> = {
  success: { icon: <LuCircleCheck />, palette: 'green' },
  error: { icon: <LuCircleX />, palette: 'red' },
  warning: { icon: <LuTriangleAlert />, palette: 'orange' },
  offline: { icon: <LuWifiOff />, palette: 'red' },
  server: { icon: <LuServerCrash />, palette: 'red' },
  blocked: { icon: <LuShieldAlert />, palette: 'red' },
  time: { icon: <LuClock />, palette: 'orange' },
};

/** A preset tone, or the icon and colour palette of a notice that fits none of them. */
type Tom = StatusTone | { icon: ReactNode; palette: string };

interface StatusDialogProps {
  aberto: boolean;
  onFechar?: () => void;
  tone: Tom;
  title: string;
  message?: ReactNode;
  hint?: ReactNode;
  /** More of the body, under the message and hint (e.g. the store's hours). */
  children?: ReactNode;
  /** Shows a spinner and this text instead of the buttons (e.g. 'Redirecionando...'). */
  busyText?: string;
  actionLabel?: string;
  onAction?: () => void;
  /** Buttons of its own, stacked full width, instead of the single action button. */
  acoes?: ReactNode;
  testId?: string;
}

/**
 * Centered result or notice dialog: the auth pages (success, login errors) and the storefront's
 * store-closed and login-required notices. An alertdialog unless it reports a success.
 */
export function StatusDialog({
  aberto,
  onFechar,
  tone,
  title,
  message,
  hint,
  children,
  busyText,
  actionLabel = 'Entendi',
  onAction,
  acoes,
  testId = 'status-dialog',
}: StatusDialogProps) {
  const { icon, palette } = typeof tone === 'string' ? TONES[tone] : tone;
  const fechavel = Boolean(onFechar) && !busyText;
  return (
    <JanelaCentral
      aberto={aberto}
      onFechar={() => onFechar?.()}
      role={tone === 'success' ? 'dialog' : 'alertdialog'}
      fechavel={fechavel}
      botaoFechar={fechavel ? { top: '3', insetEnd: '3', rotulo: 'Fechar' } : undefined}
      rounded="2xl"
      overflow="hidden"
      data-testid={testId}
    >
      <Box h="1.5" bg={`${palette}.solid`} />
      <Dialog.Body pt="8" pb="6" px="6">
        <Stack align="center" textAlign="center" gap="3">
          <CaixaDeIcone
            boxSize="16"
            rounded="full"
            fontSize="3xl"
            paleta={palette}
            borderWidth="6px"
            borderColor={`${palette}.muted`}
          >
            {icon}
          </CaixaDeIcone>
          <Dialog.Title fontSize="xl" fontWeight="800" letterSpacing="-0.01em">
            {title}
          </Dialog.Title>
          {message && (
            <Dialog.Description color="fg" fontSize="md">
              {message}
            </Dialog.Description>
          )}
          {hint && (
            <Text color="fg.muted" fontSize="sm">
              {hint}
            </Text>
          )}
          {children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer px="6" pb="6" pt="0" justifyContent="center">
        {acoes ? (
          <Stack w="full" gap="2">
            {acoes}
          </Stack>
        ) : busyText ? (
          <HStack color="fg.muted" fontSize="sm" gap="2">
            <Spinner size="sm" color={`${palette}.solid`} />
            <Text>{busyText}</Text>
          </HStack>
        ) : (
          <Button
            w="full"
            colorPalette={tone === 'success' ? 'green' : 'brand'}
            rounded="xl"
            onClick={onAction ?? onFechar}
          >
            {actionLabel}
          </Button>
        )}
      </Dialog.Footer>
    </JanelaCentral>
  );
}
