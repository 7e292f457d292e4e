import { Alert } from '@chakra-ui/react';

/** Why the table cannot order now (blocked, maintenance, paused): the menu stays browsable. */
export function AvisoDaMesa({ motivo }: { motivo: string | null }) {
  return (
    <Alert.Root status="warning" rounded="2xl" data-testid="mesa-qr-aviso" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="bold">Pedidos pelo QR Code indisponíveis agora</Alert.Title>
        <Alert.Description>{motivo ?? 'Chame o garçom para fazer seu pedido.'}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
