import {
  apenasDigitos,
  type EventoWhatsapp,
  formatarReais,
  MODELOS_PADRAO,
  type Pedido,
} from '@cardapio/shared-events';
import type { WhatsappConfigRow } from './schema';

/**
 * What each message says: the template's body parameters, in order. The templates' texts (as
 * the company registers them in its WhatsApp Manager, docs/operacao.md) are:
 *   pedido_recebido              Olá {{1}}! Recebemos seu pedido #{{2}} na {{3}}. Total: {{4}}.
 *   pedido_em_preparo            {{1}}, seu pedido #{{2}} está em preparo na {{3}}.
 *   pedido_saiu_para_entrega     {{1}}, seu pedido #{{2}} saiu para entrega com {{3}}.
 *   pedido_pronto_para_retirada  {{1}}, seu pedido #{{2}} está pronto para retirada na {{3}}.
 *   pedido_cancelado             {{1}}, seu pedido #{{2}} foi cancelado. Motivo: {{3}}.
 *   pix_expirado                 {{1}}, o PIX do pedido #{{2}} expirou e o pedido foi cancelado.
 *   link_do_entregador           Olá {{1}}! Suas entregas da {{2}}: {{3}}
 */
export const TEXTOS_DOS_MODELOS: Record<EventoWhatsapp, string> = {
  pedido_recebido: 'Olá {{1}}! Recebemos seu pedido #{{2}} na {{3}}. Total: {{4}}.',
  pedido_em_preparo: '{{1}}, seu pedido #{{2}} está em preparo na {{3}}.',
  pedido_saiu_para_entrega: '{{1}}, seu pedido #{{2}} saiu para entrega com {{3}}.',
  pedido_pronto_para_retirada: '{{1}}, seu pedido #{{2}} está pronto para retirada na {{3}}.',
  pedido_cancelado: '{{1}}, seu pedido #{{2}} foi cancelado. Motivo: {{3}}.',
  pix_expirado: '{{1}}, o PIX do pedido #{{2}} expirou e o pedido foi cancelado.',
  link_do_entregador: 'Olá {{1}}! Suas entregas da {{2}}: {{3}}',
};

/** A template parameter: WhatsApp refuses new lines, tabs and more than 4 spaces in a row. */
const parametro = (texto: string) =>
  texto
    .replace(/[\n\r\t]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim()
    .slice(0, 1000) || '-';

/**
 * A Brazilian number as WhatsApp wants it: country code and digits (5548999990000). Numbers
 * with their DDD (10 or 11 digits) get Brazil's 55; one already with it is kept; anything else
 * is no number.
 */
export function numeroDoWhatsapp(telefone: string | null | undefined): string | null {
  const digitos = apenasDigitos(telefone ?? '');
  if (/^\d{10,11}$/.test(digitos)) return `55${digitos}`;
  if (/^55\d{10,11}$/.test(digitos)) return digitos;
  return null;
}

export const modeloDe = (config: Pick<WhatsappConfigRow, 'modelos'>, evento: EventoWhatsapp) =>
  config.modelos[evento] || MODELOS_PADRAO[evento];

/** An order's step: the customer's first name, the order's number and what the step adds. */
export function parametrosDoPedido(
  evento: EventoWhatsapp,
  pedido: Pick<
    Pedido,
    'id' | 'nome_cliente' | 'total' | 'entregador' | 'cancelado_motivo' | 'motivo_cancelamento'
  >,
  empresaNome: string,
): string[] {
  const nome = (pedido.nome_cliente ?? '').trim().split(/\s+/)[0] || 'Cliente';
  const numero = String(pedido.id);
  switch (evento) {
    case 'pedido_recebido':
      return [nome, numero, empresaNome, formatarReais(pedido.total)].map(parametro);
    case 'pedido_em_preparo':
    case 'pedido_pronto_para_retirada':
      return [nome, numero, empresaNome].map(parametro);
    case 'pedido_saiu_para_entrega':
      return [nome, numero, pedido.entregador?.nome ?? 'nosso entregador'].map(parametro);
    case 'pedido_cancelado':
      return [nome, numero, pedido.cancelado_motivo ?? 'não informado'].map(parametro);
    case 'pix_expirado':
      return [nome, numero].map(parametro);
    case 'link_do_entregador':
      throw new Error('O link do entregador não é mensagem de pedido');
  }
}

export const parametrosDoLink = (nome: string, empresaNome: string, link: string) =>
  [nome.trim().split(/\s+/)[0] || nome, empresaNome, link].map(parametro);

/** The text as the customer reads it (the stand-in and the docs render the same). */
export const textoDaMensagem = (evento: EventoWhatsapp, parametros: string[]) =>
  TEXTOS_DOS_MODELOS[evento].replace(/\{\{(\d+)\}\}/g, (_, n) => parametros[Number(n) - 1] ?? '');
