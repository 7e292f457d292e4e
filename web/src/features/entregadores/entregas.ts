import { formatarReais, NOME_DA_COBRANCA, type EntregaDoEntregador } from '@cardapio/shared-events';
import { formatarHora } from '../../app/format';
import { acaoDoPedido, type Fila } from './fila';

/** The deliveries of the courier's phone: pure rules of what it shows. */

/** The same delivery (an order brought back and dispatched again is another one). */
const mesmaEntrega = (a: EntregaDoEntregador, b: EntregaDoEntregador) =>
  a.pedido_id === b.pedido_id && a.despachado_em === b.despachado_em;

/** Out ones in route order (1, 2, 3…), then the finished ones, the latest first. */
export function separarEntregas(entregas: readonly EntregaDoEntregador[]): {
  emRota: EntregaDoEntregador[];
  concluidas: EntregaDoEntregador[];
} {
  const emRota = entregas
    .filter((e) => e.status === 'em_rota')
    .sort((a, b) => a.ordem - b.ordem || a.pedido_id - b.pedido_id);
  const concluidas = entregas
    .filter((e) => e.status !== 'em_rota')
    .sort(
      (a, b) =>
        (Date.parse(b.concluido_em ?? '') || 0) - (Date.parse(a.concluido_em ?? '') || 0) ||
        b.pedido_id - a.pedido_id,
    );
  return { emRota, concluidas };
}

/**
 * The server's deliveries with the taps still waiting in the queue applied on top (optimistic):
 * a delivery tapped offline already shows finished, at the moment of the tap.
 */
export function comAFila(entregas: readonly EntregaDoEntregador[], fila: Fila) {
  return entregas.map((e): EntregaDoEntregador => {
    if (e.status !== 'em_rota') return e;
    const acao = acaoDoPedido(fila, e.pedido_id);
    if (!acao) return e;
    return {
      ...e,
      status: acao.tipo,
      motivo: acao.tipo === 'nao_entregue' ? (acao.motivo ?? null) : null,
      concluido_em: acao.registrado_em,
    };
  });
}

/** The server's answer to an action, in place of that delivery. */
export function comEntrega(
  entregas: readonly EntregaDoEntregador[],
  entrega: EntregaDoEntregador,
): EntregaDoEntregador[] {
  return entregas.some((e) => mesmaEntrega(e, entrega))
    ? entregas.map((e) => (mesmaEntrega(e, entrega) ? entrega : e))
    : [...entregas, entrega];
}

/** What to collect at the door: the way, then 'Cobrar R$ 45,00' and the change to bring. */
export function cobrancaDaEntrega(e: EntregaDoEntregador): { forma: string; linhas: string[] } {
  const forma = NOME_DA_COBRANCA[e.cobranca];
  if (e.cobranca === 'pago' || e.a_cobrar <= 0) return { forma, linhas: ['Nada a cobrar'] };
  const linhas = [`Cobrar ${formatarReais(e.a_cobrar)}`];
  if (e.troco !== null && e.troco > 0 && e.troco_para !== null)
    linhas.push(`Levar troco de ${formatarReais(e.troco)} (para ${formatarReais(e.troco_para)})`);
  return { forma, linhas };
}

/** A finished delivery's result: 'Entregue às 19:42', 'Não entregue: Cliente ausente'. */
export function resultadoDaEntrega(e: EntregaDoEntregador): string {
  if (e.status === 'entregue')
    return e.concluido_em ? `Entregue às ${formatarHora(e.concluido_em)}` : 'Entregue';
  if (e.status === 'nao_entregue') return `Não entregue: ${e.motivo ?? 'sem motivo'}`;
  return 'Em rota';
}
