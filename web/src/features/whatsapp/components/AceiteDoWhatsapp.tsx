import { Checkbox, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Shared by the customer's checkout and the staff's new order. */
export const ROTULO_DO_ACEITE = 'Receber atualizações do pedido pelo WhatsApp';

/**
 * The customer's choice of WhatsApp messages about the order (issue 32 §2): shown only when the
 * store sends them and the order has a phone; checked unless the customer says no.
 */
export function AceiteDoWhatsapp({
  aceito,
  onAceito,
  descricao,
  desabilitado,
}: {
  aceito: boolean;
  onAceito: (aceito: boolean) => void;
  /** A line under the label (which phone gets them). */
  descricao?: ReactNode;
  desabilitado?: boolean;
}) {
  return (
    <Checkbox.Root
      checked={aceito}
      onCheckedChange={(e) => onAceito(e.checked === true)}
      disabled={desabilitado}
      colorPalette="brand"
      alignItems="flex-start"
      gap="3"
      minH="11"
      cursor="pointer"
      data-testid="aceite-whatsapp"
    >
      <Checkbox.HiddenInput name="whatsapp_aceito" />
      <Checkbox.Control mt="0.5" />
      <Stack gap="0">
        <Checkbox.Label fontWeight="semibold" fontSize="sm">
          {ROTULO_DO_ACEITE}
        </Checkbox.Label>
        {descricao && (
          <Text fontSize="xs" color="fg.muted">
            {descricao}
          </Text>
        )}
      </Stack>
    </Checkbox.Root>
  );
}
