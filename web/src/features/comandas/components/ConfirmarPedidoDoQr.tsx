import type { Comanda } from '@cardapio/shared-events';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuQrCode } from 'react-icons/lu';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useConfirmarPedidoDoQrMutation } from '../api';
import { aguardandoConfirmacao, quantosItens, quemPediu } from '../pedidoDoQr';

const ACAO = 'confirmar-qr';

/**
 * Guests ordered from the table's QR code and the company asks a waiter to confirm (issue 31 §2):
 * what waits, from whom, and 'Confirmar pedido do QR', which sends only those lines. Shown only
 * while an active tab has any.
 */
export function ConfirmarPedidoDoQr({ comanda }: { comanda: Comanda }) {
  const [confirmar, { isLoading }] = useConfirmarPedidoDoQrMutation();
  const esperando = aguardandoConfirmacao(comanda);
  if (comanda.status !== 'ativa' || esperando.length === 0) return null;
  const quem = quemPediu(esperando);

  async function confirmarAgora() {
    try {
      const resposta = await confirmar(comanda.id).unwrap();
      notify.success(resposta.mensagem || 'Pedido do QR Code confirmado', { acao: ACAO });
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao confirmar o pedido do QR Code'), { acao: ACAO });
    }
  }

  return (
    <Stack
      as="section"
      aria-label="Pedido pelo QR Code"
      gap="3"
      p="4"
      rounded="2xl"
      bg="purple.subtle"
      borderWidth="2px"
      borderColor="purple.solid"
    >
      <HStack gap="2" color="purple.fg" align="start">
        <LuQrCode size={20} />
        <Stack gap="0.5" minW="0">
          <Text fontWeight="800" lineHeight="1.3">
            Pedido pelo QR Code
          </Text>
          <Text fontSize="sm" color="fg">
            {quantosItens(esperando.length)}
            {quem && ` de ${quem}`} {esperando.length === 1 ? 'espera' : 'esperam'} sua confirmação
            para ir à cozinha.
          </Text>
        </Stack>
      </HStack>
      <Button
        colorPalette="purple"
        size="lg"
        minH="12"
        rounded="xl"
        fontWeight="bold"
        w="full"
        loading={isLoading}
        onClick={() => void confirmarAgora()}
        data-testid="comanda-confirmar-qr"
      >
        <LuCheck /> Confirmar pedido do QR
      </Button>
    </Stack>
  );
}
