import type { WhatsappConfigResposta } from '@cardapio/shared-events';
import { Field, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { notify } from '../../../app/toaster';

/** A read-only value to paste in Meta's panel, with its copy button. */
function CampoCopiavel({ rotulo, valor }: { rotulo: string; valor: string | null }) {
  const [copiado, setCopiado] = useState(false);
  async function copiar() {
    if (!valor) return;
    try {
      await navigator.clipboard.writeText(valor);
      setCopiado(true);
      notify.success('Copiado!');
      window.setTimeout(() => setCopiado(false), 2000);
    } catch {
      notify.error('Não foi possível copiar. Selecione o texto e copie.');
    }
  }
  return (
    <Field.Root readOnly>
      <Field.Label fontWeight="semibold" fontSize="sm">
        {rotulo}
      </Field.Label>
      <HStack gap="2" w="full">
        {/* A textarea, so a long URL wraps on a phone instead of being cut off. */}
        <Textarea
          readOnly
          autoresize
          rows={1}
          value={valor ?? ''}
          placeholder="Gerado ao salvar"
          fontFamily="mono"
          fontSize="sm"
          rounded="lg"
          wordBreak="break-all"
          resize="none"
          onFocus={(e) => e.currentTarget.select()}
        />
        <IconButton
          variant="outline"
          rounded="lg"
          aria-label={`Copiar ${rotulo.toLowerCase()}`}
          title={`Copiar ${rotulo.toLowerCase()}`}
          disabled={!valor}
          onClick={() => void copiar()}
        >
          {copiado ? <LuCheck /> : <LuCopy />}
        </IconButton>
      </HStack>
    </Field.Root>
  );
}

/** Where Meta sends the messages' states (enviado, entregue, lido, falhou) and the replies. */
export function WebhookDoWhatsapp({ config }: { config: WhatsappConfigResposta }) {
  return (
    <Stack gap="3" p="4" rounded="xl" bg="bg.subtle" data-testid="webhook-do-whatsapp">
      <Text fontSize="sm" color="fg.muted">
        No painel da Meta (seu app → WhatsApp → Configuração), cadastre a URL do webhook e o token
        de verificação abaixo e assine o campo <strong>messages</strong>. Assim o quadro de pedidos
        mostra se cada mensagem foi entregue e lida.
      </Text>
      <CampoCopiavel rotulo="URL do webhook" valor={config.webhook_url} />
      <CampoCopiavel rotulo="Token de verificação" valor={config.verify_token} />
    </Stack>
  );
}
