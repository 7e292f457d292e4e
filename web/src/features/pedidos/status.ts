import { ehMaisNova } from '../../app/versionado';
import {
  ETAPAS_DO_PEDIDO,
  progressoDoPedido,
  type MotivoCancelamento,
  type Pedido,
} from '@cardapio/shared-events';

export { ETAPAS_DO_PEDIDO, progressoDoPedido };

export interface EtapaDoRastreio {
  nome: string;
  concluida: boolean;
  atual: boolean;
}

/**
 * The customer's tracker (customer-side §4): pendente 25 %, preparando 50 %, pronto 75 %,
 * entregue 100 %. A step is done when index*25 < progress; the current one is the last done
 * step while the order is still moving (at 100 % every step is simply done).
 */
export function rastreioDoPedido(status: string): {
  progresso: number;
  etapas: EtapaDoRastreio[];
  tipo: 'normal' | 'cancelado' | 'desconhecido';
} {
  if (status === 'cancelado') {
    return {
      progresso: 0,
      tipo: 'cancelado',
      etapas: [{ nome: 'Pedido Cancelado', concluida: false, atual: true }],
    };
  }
  const progresso = progressoDoPedido(status);
  if (progresso === 0) {
    return {
      progresso: 0,
      tipo: 'desconhecido',
      etapas: [{ nome: 'Status Desconhecido', concluida: false, atual: true }],
    };
  }
  const indiceAtual = progresso < 100 ? progresso / 25 - 1 : -1;
  return {
    progresso,
    tipo: 'normal',
    etapas: ETAPAS_DO_PEDIDO.map((nome, i) => ({
      nome,
      concluida: i * 25 < progresso,
      atual: i === indiceAtual,
    })),
  };
}

/** Why the payment cancelled the order, as the customer reads it (customer-side §4). */
export const MOTIVO_DO_CANCELAMENTO: Record<MotivoCancelamento, { titulo: string; texto: string }> =
  {
    pix_expirado: {
      titulo: 'PIX expirado',
      texto: 'O prazo para pagar o PIX terminou e o pedido foi cancelado.',
    },
    pix_rejeitado: {
      titulo: 'PIX rejeitado',
      texto: 'O pagamento PIX foi rejeitado e o pedido foi cancelado.',
    },
  };

export const ROTULO_DO_STATUS: Record<string, { rotulo: string; cor: string }> = {
  pendente: { rotulo: 'Pendente', cor: 'yellow' },
  preparando: { rotulo: 'Preparando', cor: 'blue' },
  pronto: { rotulo: 'Pronto', cor: 'purple' },
  entregue: { rotulo: 'Entregue', cor: 'green' },
  cancelado: { rotulo: 'Cancelado', cor: 'red' },
};

export const ROTULO_DO_PAGAMENTO: Record<string, { rotulo: string; cor: string }> = {
  pendente: { rotulo: 'Pagamento pendente', cor: 'orange' },
  pago: { rotulo: 'Pago', cor: 'green' },
  cancelado: { rotulo: 'Pagamento cancelado', cor: 'red' },
};

const METODOS: Record<string, string> = {
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
  pix: 'PIX',
  pix_site: 'PIX pelo site',
  cartao_site: 'Cartão pelo site',
};

/** 'Dinheiro na entrega', 'PIX pelo site', ... */
export function formaDePagamento(pedido: Pedido): string | null {
  const detalhado =
    pedido.metodo_pagamento_detalhado ??
    (typeof pedido.detalhes_pagamento?.metodo === 'string'
      ? pedido.detalhes_pagamento.metodo
      : null);
  if (!detalhado) return pedido.metodo_pagamento === 'site' ? 'Pago pelo site' : null;
  const nome = METODOS[detalhado] ?? detalhado;
  return pedido.metodo_pagamento === 'entrega' ? `${nome} na entrega` : nome;
}

/** Applies a pushed order to the list idempotently: only a newer updated_at replaces. */
export function aplicarPedido(lista: Pedido[], pedido: Pedido): Pedido[] {
  const i = lista.findIndex((p) => p.id === pedido.id);
  if (i >= 0) {
    if (!ehMaisNova(pedido, lista[i])) return lista;
    const nova = lista.slice();
    nova[i] = pedido;
    return nova;
  }
  return [pedido, ...lista].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
}

/** Cancellation can be requested only while the payment is pending (§4). */
export const podeSolicitarCancelamento = (pedido: Pedido) => pedido.status_pagamento === 'pendente';
