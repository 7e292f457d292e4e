import { Alert } from '@chakra-ui/react';
import { StatusDialog } from '../../../components/StatusDialog';
import type { FalhaDeLogin } from '../errors';

export function LoginErrorDialog({
  falha,
  aberta,
  onFechar,
}: {
  falha: FalhaDeLogin | null;
  aberta: boolean;
  onFechar: () => void;
}) {
  if (!falha) return null;
  return (
    <StatusDialog
      aberto={aberta}
      onFechar={onFechar}
      tone={falha.tom}
      title={falha.titulo}
      message={falha.mensagem}
      hint={falha.dica}
      actionLabel={falha.tom === 'blocked' || falha.tom === 'time' ? 'Entendi' : 'Tentar novamente'}
    />
  );
}

/** Shown above the login card while the server cannot be reached (customer-side §8). */
export function ConnectionBanner() {
  return (
    <Alert.Root status="error" rounded="xl" variant="surface" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Problema de conexão</Alert.Title>
        <Alert.Description>
          Não conseguimos falar com o servidor. Verifique sua internet e tente novamente.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function SuccessDialog({
  aberto,
  title,
  message,
}: {
  aberto: boolean;
  title: string;
  message?: string;
}) {
  return (
    <StatusDialog
      aberto={aberto}
      tone="success"
      title={title}
      message={message}
      busyText="Redirecionando..."
    />
  );
}
