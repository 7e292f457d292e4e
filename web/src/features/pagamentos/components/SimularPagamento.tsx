import type { Pedido } from '@cardapio/shared-events';
import { Button, HStack } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useProvedorStatusQuery, useSimularPagamentoMutation } from '../api';

const SIMULACOES = [
  {
    status: 'approved',
    cor: 'green',
    icone: <LuCircleCheck />,
    rotulo: 'Simular pagamento aprovado',
  },
  { status: 'rejected', cor: 'red', icone: <LuCircleX />, rotulo: 'Simular pagamento rejeitado' },
] as const;

/** The demo PIX this order waits for, when it is one (detalhes_pagamento of a 'site' order). */
export function pixLocalDoPedido(pedido: Pedido): string | null {
  const detalhes = pedido.detalhes_pagamento;
  if (pedido.metodo_pagamento !== 'site' || pedido.status_pagamento !== 'pendente') return null;
  if (detalhes?.provedor !== 'local' || typeof detalhes.payment_id !== 'string') return null;
  return detalhes.payment_id;
}

/**
 * Staff of the demo store settle a demo (local provider) PIX by hand, as a bank would: for the
 * monitor's payment block. Another company has the same local PIX but not this (the server says
 * which in `simulacao`). `token` is the kitchen display's session when it has one of its own.
 */
export function SimularPagamento({ pedido, token }: { pedido: Pedido; token?: string }) {
  const [simular, { isLoading, originalArgs }] = useSimularPagamentoMutation();
  const paymentId = pixLocalDoPedido(pedido);
  const provedor = useProvedorStatusQuery(pedido.empresa_id, { skip: !paymentId });
  if (!paymentId || !provedor.data?.simulacao) return null;

  async function enviar(status: 'approved' | 'rejected') {
    try {
      await simular({ paymentId: paymentId!, status, token }).unwrap();
      notify.success(
        status === 'approved'
          ? `Pagamento do pedido #${pedido.id} aprovado`
          : `Pagamento do pedido #${pedido.id} rejeitado`,
      );
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Não foi possível simular o pagamento'));
    }
  }

  const enviando = (s: 'approved' | 'rejected') => isLoading && originalArgs?.status === s;
  return (
    <HStack gap="2" wrap="wrap" data-testid="simular-pagamento">
      {SIMULACOES.map(({ status, cor, icone, rotulo }) => (
        <Button
          key={status}
          size="xs"
          colorPalette={cor}
          variant="subtle"
          rounded="lg"
          loading={enviando(status)}
          disabled={isLoading}
          onClick={() => void enviar(status)}
        >
          {icone} {rotulo}
        </Button>
      ))}
    </HStack>
  );
}
