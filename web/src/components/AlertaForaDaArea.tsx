import { Alert, type AlertRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuMapPinOff } from 'react-icons/lu';

interface AlertaForaDaAreaProps extends AlertRootProps {
  /** Why: the distance, the server's reason… */
  children: ReactNode;
}

/** 'Fora da Área de Entrega': an address the store does not deliver to. */
export function AlertaForaDaArea({ children, ...props }: AlertaForaDaAreaProps) {
  return (
    <Alert.Root status="error" rounded="xl" {...props}>
      <Alert.Indicator>
        <LuMapPinOff />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title fontWeight="bold">Fora da Área de Entrega</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
