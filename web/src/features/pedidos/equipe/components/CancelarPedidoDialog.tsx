import { nomeDoStatus, type Pedido } from '@cardapio/shared-events';
import { Button, Field, HStack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBan } from 'react-icons/lu';
import { formatarReais } from '../../../../app/format';
import { ConfirmarDialog } from '../../../../components/ConfirmarDialog';
import {
  cancelamentoPedeMotivo,
  escolherSugestao,
  MOTIVO_DO_CANCELAMENTO_MAX,
  MOTIVOS_SUGERIDOS,
  motivoDoCancelamento,
} from '../cancelamento';
import { rotuloDoTipo } from '../whatsapp';

/**
 * Cancelling an order cannot be undone: the board and the monitor ask first. Once the kitchen
 * started it (preparando, pronto) the reason is required, typed or a quick pick (issue 31 §1).
 */
export function CancelarPedidoDialog({
  pedido,
  carregando,
  onConfirmar,
  onFechar,
}: {
  pedido: Pedido | null;
  carregando?: boolean;
  /** `motivo` only for a started order. */
  onConfirmar: (motivo?: string) => void;
  onFechar: () => void;
}) {
  // The draft belongs to one order: another order opens with an empty field.
  const [rascunho, setRascunho] = useState<{ id: number; texto: string } | null>(null);
  const texto = pedido && rascunho?.id === pedido.id ? rascunho.texto : '';
  const pedeMotivo = pedido !== null && cancelamentoPedeMotivo(pedido);
  const motivo = motivoDoCancelamento(texto);
  const escrever = (novo: string) => {
    if (pedido) setRascunho({ id: pedido.id, texto: novo });
  };

  return (
    <ConfirmarDialog
      aberto={pedido !== null}
      titulo={pedido ? `Cancelar o pedido #${pedido.id}?` : ''}
      mensagem={
        pedido
          ? `${rotuloDoTipo(pedido)} · ${formatarReais(pedido.total)}. ${
              pedeMotivo
                ? `A cozinha já começou este pedido (${nomeDoStatus(pedido.status, pedido.tipo_pedido)}). `
                : ''
            }O cliente verá o pedido como cancelado e isso não pode ser desfeito.`
          : ''
      }
      icone={<LuBan />}
      cor="red"
      confirmar="Cancelar pedido"
      desistir="Voltar"
      carregando={carregando}
      podeConfirmar={!pedeMotivo || motivo !== null}
      onConfirmar={() => {
        if (!pedeMotivo) onConfirmar();
        else if (motivo) onConfirmar(motivo);
      }}
      onFechar={onFechar}
    >
      {pedeMotivo && (
        <Field.Root required gap="2">
          <Field.Label fontWeight="semibold" fontSize="sm">
            Motivo do cancelamento
            <Field.RequiredIndicator />
          </Field.Label>
          <Wrap gap="2" role="group" aria-label="Motivos frequentes">
            {MOTIVOS_SUGERIDOS.map((sugestao) => {
              const escolhida = texto.trim() === sugestao;
              return (
                <Button
                  key={sugestao}
                  type="button"
                  size="sm"
                  rounded="full"
                  minH={{ base: '11', md: '8' }}
                  variant={escolhida ? 'solid' : 'outline'}
                  colorPalette={escolhida ? 'red' : 'gray'}
                  aria-pressed={escolhida}
                  disabled={carregando}
                  data-testid="cancelar-motivo-sugestao"
                  onClick={() => escrever(escolherSugestao(texto, sugestao))}
                >
                  {sugestao}
                </Button>
              );
            })}
          </Wrap>
          <Textarea
            rounded="xl"
            rows={2}
            autoresize
            maxH="32"
            minH="11"
            maxLength={MOTIVO_DO_CANCELAMENTO_MAX}
            placeholder="Ou escreva o motivo"
            value={texto}
            disabled={carregando}
            data-testid="cancelar-motivo"
            onChange={(e) => escrever(e.target.value)}
          />
          <HStack w="full" justify="space-between" gap="3">
            <Field.HelperText mt="0">O cliente verá este motivo.</Field.HelperText>
            <Text
              fontSize="xs"
              color="fg.muted"
              flexShrink={0}
              fontVariantNumeric="tabular-nums"
              aria-hidden
            >
              {texto.length}/{MOTIVO_DO_CANCELAMENTO_MAX}
            </Text>
          </HStack>
        </Field.Root>
      )}
    </ConfirmarDialog>
  );
}
