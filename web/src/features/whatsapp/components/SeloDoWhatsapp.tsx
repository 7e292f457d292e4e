import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { LuMessageCircle, LuPhone } from 'react-icons/lu';
import { numeroDoWhatsapp } from '../../pedidos/equipe/whatsapp';
import { seloDaMensagem, type MensagemDoSelo } from '../seloDaMensagem';

interface SeloDoWhatsappProps {
  mensagem: MensagemDoSelo;
  /** On a failure, 'Ligar' calls this phone instead (the board's customer). */
  telefone?: string | null;
  /** Only the badge, the reason in its tooltip (the couriers' table row). */
  compacto?: boolean;
  testId: string;
}

/**
 * A WhatsApp message's last state (issue 32 §2): 'WhatsApp: ✓✓ entregue', its tooltip naming
 * the message; a failure says why and offers to call.
 */
export function SeloDoWhatsapp({ mensagem, telefone, compacto, testId }: SeloDoWhatsappProps) {
  const selo = seloDaMensagem(mensagem);
  const numero = mensagem.status === 'falhou' ? numeroDoWhatsapp(telefone) : null;
  return (
    <HStack gap="2" wrap="wrap" fontSize="xs" data-testid={testId} data-status={mensagem.status}>
      <Badge
        colorPalette={selo.cor}
        variant="subtle"
        rounded="full"
        px="2"
        gap="1"
        title={selo.titulo}
      >
        <LuMessageCircle aria-hidden />
        {selo.texto}
      </Badge>
      {!compacto && selo.erro && (
        <Text color="red.fg" fontWeight="semibold">
          {selo.erro}
        </Text>
      )}
      {!compacto && numero && (
        <Link
          href={`tel:+${numero}`}
          color="red.fg"
          fontWeight="semibold"
          textDecoration="underline"
          title="Ligar para o cliente"
        >
          <LuPhone aria-hidden /> Ligar
        </Link>
      )}
    </HStack>
  );
}
