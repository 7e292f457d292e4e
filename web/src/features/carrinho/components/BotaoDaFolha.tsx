import { Button, type ButtonProps } from '@chakra-ui/react';

/** A sheet's main action, full width in its footer: 'Confirmar Pedido', 'Ver Meus Pedidos'… */
export function BotaoDaFolha(props: ButtonProps) {
  return <Button colorPalette="brand" size="xl" rounded="2xl" fontWeight="bold" {...props} />;
}
