import { formatarHora } from '../../app/format';
import { ehMaisNova } from '../../app/versionado';
import {
  etapasDoPedido,
  nomeDoMetodo,
  nomeDoStatus,
  PEDIDO_STATUS,
  progressoDoPedido,
  type MotivoCancelamento,
  type Pedido,
  type PedidoStatus,
  type PrevisaoDoPedidoEvento,
  type TipoPedido,
} from '@cardapio/shared-events';

export { progressoDoPedido };

export interface EtapaDoRastreio {
  nome: string;
  concluida: boolean;
  atual: boolean;
}

const ehStatus = (status: string): status is PedidoStatus =>
  (PEDIDO_STATUS as readonly string[]).includes(status);

/**
 * The customer's tracker (customer-side §4): pendente 25 %, preparando 50 %, pronto 75 %,
 * (a delivery on its way 90 %,) entregue 100 %. The steps are the order type's (a delivery has
 * 'Saiu para Entrega'; a pickup ends 'Retirado', a table order 'Servido'). A step is done once the
 * progress reached its own (the spec's index*25 < progress); the current one is the order's
 * status while it is still moving (at 100 % every step is simply done).
 */
export function rastreioDoPedido(
  status: string,
  tipo: TipoPedido = 'entrega',
): {
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
  return {
    progresso,
    tipo: 'normal',
    etapas: etapasDoPedido(tipo).map((etapa) => ({
      nome: etapa.nome,
      concluida: etapa.progresso <= progresso,
      atual: progresso < 100 && etapa.status === status,
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

/** The badge colour of each status. */
const COR_DO_STATUS: Record<PedidoStatus, string> = {
  pendente: 'yellow',
  preparando: 'blue',
  pronto: 'purple',
  saiu_para_entrega: 'cyan',
  entregue: 'green',
  cancelado: 'red',
};

/**
 * An order's status as the customer reads it: the spec's labels, and the last step by the
 * order's type (Entregue, Retirado, Servido). Unknown values show as they came.
 */
export function rotuloDoStatus(pedido: Pick<Pedido, 'status' | 'tipo_pedido'>): {
  rotulo: string;
  cor: string;
} {
  const status: string = pedido.status;
  if (!ehStatus(status)) return { rotulo: status, cor: 'gray' };
  return { rotulo: nomeDoStatus(status, pedido.tipo_pedido), cor: COR_DO_STATUS[status] };
}

/** The staff read the customer's labels, but a completed table order is 'Finalizado' (staff-side §4). */
export function rotuloDoStatusNaEquipe(pedido: Pick<Pedido, 'status' | 'tipo_pedido'>) {
  const rotulo = rotuloDoStatus(pedido);
  if (pedido.status === 'entregue' && pedido.tipo_pedido === 'mesa')
    return { ...rotulo, rotulo: 'Finalizado' };
  return rotulo;
}

/** 'Entrega', 'Retirada' or 'Mesa'. */
export const NOME_DO_TIPO: Record<TipoPedido, string> = {
  entrega: 'Entrega',
  retirada: 'Retirada',
  mesa: 'Mesa',
};

export const ROTULO_DO_PAGAMENTO: Record<string, { rotulo: string; cor: string }> = {
  pendente: { rotulo: 'Pagamento pendente', cor: 'orange' },
  pago: { rotulo: 'Pago', cor: 'green' },
  cancelado: { rotulo: 'Pagamento cancelado', cor: 'red' },
};

/** 'Dinheiro na entrega', 'PIX pelo site', ... */
export function formaDePagamento(pedido: Pedido): string | null {
  const detalhado =
    pedido.metodo_pagamento_detalhado ??
    (typeof pedido.detalhes_pagamento?.metodo === 'string'
      ? pedido.detalhes_pagamento.metodo
      : null);
  if (!detalhado) return pedido.metodo_pagamento === 'site' ? 'Pago pelo site' : null;
  const nome = nomeDoMetodo(detalhado);
  if (pedido.metodo_pagamento === 'balcao') return `${nome} no balcão`;
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

/**
 * "Previsão: 19:42" on the customer's card while the kitchen has the order (issue 29 §3): the
 * time from the kitchen's queue, and why it moved later when it did. Null before there is one,
 * and once the kitchen is done (the tracker says the rest).
 */
export function previsaoDoPedido(
  pedido: Pick<Pedido, 'status' | 'previsao_em' | 'previsao_motivo' | 'tipo_pedido'>,
): { rotulo: string; hora: string; motivo: string | null } | null {
  if (!pedido.previsao_em || (pedido.status !== 'pendente' && pedido.status !== 'preparando'))
    return null;
  return {
    rotulo: pedido.tipo_pedido === 'entrega' ? 'Previsão de entrega' : 'Previsão',
    hora: formatarHora(pedido.previsao_em),
    motivo: pedido.previsao_motivo,
  };
}

/** Applies a 'pedido:previsao' to the customer's list (the stream gives them in order). */
export function aplicarPrevisao(lista: Pedido[], previsao: PrevisaoDoPedidoEvento): Pedido[] {
  const i = lista.findIndex((p) => p.id === previsao.pedido_id);
  if (i < 0) return lista;
  const atual = lista[i]!;
  if (
    atual.previsao_em === previsao.previsao_em &&
    atual.previsao_motivo === previsao.previsao_motivo
  )
    return lista;
  const nova = lista.slice();
  nova[i] = {
    ...atual,
    previsao_em: previsao.previsao_em,
    previsao_motivo: previsao.previsao_motivo,
  };
  return nova;
}

/** Who ordered, as the staff read it: the name given at checkout, or null when none was. */
export const nomeDoCliente = (pedido: Pedido): string | null =>
  [pedido.nome_cliente, pedido.sobrenome_cliente].filter(Boolean).join(' ') ||
  pedido.nome_completo_cliente ||
  null;
