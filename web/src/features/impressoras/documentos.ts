import {
  ticketDaCozinha,
  type CabecalhoDaEmpresa,
  type ComandaItem,
  type DocumentoDeImpressaoTipo,
  type DocumentoImpresso,
  type EmpresaPublica,
  type Pedido,
} from '@cardapio/shared-events';

/**
 * What the screens print (issue 30), as pure rules: the documents themselves are shared-events'
 * (impressoras.documentos.ts), drawn the same on a thermal printer and in the browser.
 */

/** Who asks: the staff ('cliente' carries the staff token), a kitchen screen or a waiter. */
export type SessaoDaImpressao = 'cliente' | 'monitor' | 'garcom';

/**
 * The time zone the screen shows hours in (its clock, like every time on screen); São Paulo when
 * the browser does not say.
 */
export function fusoDaTela(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Sao_Paulo';
}

/** The day of an instant in a time zone, as the API takes it: AAAA-MM-DD. */
export function diaNoFuso(instante: Date, fuso: string): string {
  // en-CA writes dates as AAAA-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: fuso,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instante);
}

/** The kitchen ticket of an order as the browser prints it: its items not cancelled. */
export function ticketNoNavegador(pedido: Pedido, fuso: string): DocumentoImpresso {
  return ticketDaCozinha(
    pedido,
    pedido.itens.filter((i) => i.cancelado_em === null),
    {},
    fuso,
  );
}

/**
 * The kitchen orders a tab sent, oldest first: one per 'Enviar para Cozinha', taken from its
 * items sent and not cancelled ('Reimprimir na cozinha' reprints each).
 */
export function pedidosDaComanda(
  itens: readonly Pick<ComandaItem, 'status' | 'enviado_cozinha' | 'pedido_id'>[],
): number[] {
  const ids = new Set<number>();
  for (const item of itens) {
    const enviado = item.status !== 'pendente' || item.enviado_cozinha;
    if (enviado && item.status !== 'cancelado' && item.pedido_id !== null) ids.add(item.pedido_id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The company's header on a receipt, from its public data (the name alone while it loads). */
export function cabecalhoDaEmpresa(
  empresa: Pick<EmpresaPublica, 'nome' | 'endereco' | 'cnpj'> | undefined,
): CabecalhoDaEmpresa {
  return {
    nome: empresa?.nome ?? '',
    endereco: empresa?.endereco ?? null,
    cnpj: empresa?.cnpj ?? null,
  };
}

/**
 * What a screen offers to send to a printer for an order: 'cozinha' reprints its tickets (every
 * screen), 'entrega' prints the courier's receipt of a delivery (the staff only: a kitchen
 * screen's token may not).
 */
export function impressorasDoPedido(
  pedido: Pick<Pedido, 'tipo_pedido'>,
  disponiveis: readonly DocumentoDeImpressaoTipo[],
  sessao: SessaoDaImpressao,
): { cozinha: boolean; entrega: boolean } {
  return {
    cozinha: disponiveis.includes('cozinha'),
    entrega:
      sessao === 'cliente' && pedido.tipo_pedido === 'entrega' && disponiveis.includes('entrega'),
  };
}

/** Several reprints answered: one toast; a failure's message when any failed. */
export function resumoDosEnvios(
  respostas: readonly ({ ok: true; mensagem: string } | { ok: false; erro: string })[],
): { ok: boolean; mensagem: string } {
  const enviados = respostas.filter((r) => r.ok).length;
  const falha = respostas.find((r) => !r.ok);
  if (falha && !falha.ok)
    return {
      ok: false,
      mensagem:
        enviados > 0 ? `${falha.erro} (${enviados} de ${respostas.length} enviados)` : falha.erro,
    };
  const primeira = respostas[0];
  const mensagem = primeira?.ok ? primeira.mensagem : 'Enviado para a impressora';
  return { ok: true, mensagem: enviados > 1 ? `${mensagem} (${enviados} pedidos)` : mensagem };
}
