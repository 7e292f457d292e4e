import { valorDaLinha, type Pedido } from '@cardapio/shared-events';
import { formatarReais } from '../../../app/format';
import {
  enderecoEmTexto,
  formatarDataHora,
  textoDaPersonalizacao,
} from '../../carrinho/formatacao';
import { formaDePagamento, NOME_DO_TIPO, rotuloDoStatusNaEquipe } from '../status';

/** Country prefix of the WhatsApp links (staff-side §9). */
const PREFIXO_DO_PAIS = '55';

/** The phone's digits with the country prefix, or null when there is no usable phone. */
export function numeroDoWhatsapp(telefone: string | null | undefined): string | null {
  const digitos = (telefone ?? '').replace(/\D/g, '');
  if (digitos.length < 8) return null;
  const jaTemPais = digitos.startsWith(PREFIXO_DO_PAIS) && digitos.length >= 12;
  return jaTemPais ? digitos : `${PREFIXO_DO_PAIS}${digitos}`;
}

/** 'Entrega', 'Retirada' or 'Mesa 3' (a table order names its table). */
export function rotuloDoTipo(pedido: Pick<Pedido, 'tipo_pedido' | 'mesa'>): string {
  if (pedido.tipo_pedido !== 'mesa') return NOME_DO_TIPO[pedido.tipo_pedido];
  const mesa = pedido.mesa?.trim();
  if (!mesa) return 'Mesa';
  return /^mesa\b/i.test(mesa) || /^balc/i.test(mesa) ? mesa : `Mesa ${mesa}`;
}

/** Change for cash: the amount the customer pays with and what to take back. */
export function trocoDoPedido(pedido: Pedido): { pagaCom: number; troco: number } | null {
  if (!pedido.precisa_troco || pedido.valor_troco === null) return null;
  const pagaCom = Number(pedido.valor_troco);
  if (!Number.isFinite(pagaCom)) return null;
  return { pagaCom, troco: Math.max(0, Math.round((pagaCom - pedido.total) * 100) / 100) };
}

/** The order summary a WhatsApp message starts with (staff-side §2 monitor). */
export function resumoDoPedido(pedido: Pedido): string {
  const status = rotuloDoStatusNaEquipe(pedido).rotulo;
  const linhas = [
    `*Pedido #${pedido.id}*`,
    `Status: ${status}`,
    `Horário: ${formatarDataHora(pedido.created_at)}`,
    `Total: ${formatarReais(pedido.total)}`,
    ...(pedido.desconto > 0
      ? [
          `Desconto${pedido.cupom_codigo ? ` (${pedido.cupom_codigo})` : ''}: − ${formatarReais(pedido.desconto)}`,
        ]
      : []),
    `Tipo: ${rotuloDoTipo(pedido)}`,
  ];
  if (pedido.tipo_pedido === 'mesa') linhas.push(`Mesa: ${pedido.mesa ?? '-'}`);
  else if (pedido.tipo_pedido === 'retirada') linhas.push('Retirar no local');
  else linhas.push(`Endereço: ${enderecoEmTexto(pedido.endereco_entrega) || '-'}`);
  const forma = formaDePagamento(pedido);
  const troco = trocoDoPedido(pedido);
  if (forma) {
    linhas.push(
      `Pagamento: ${forma}${troco ? ` (troco para ${formatarReais(troco.pagaCom)})` : ''}`,
    );
  }
  const itens = pedido.itens.filter((item) => item.cancelado_em === null);
  if (itens.length > 0) {
    linhas.push('', '*Itens:*');
    for (const item of itens) {
      linhas.push(
        `- ${item.quantidade}x ${item.produto_nome} (${formatarReais(valorDaLinha(item).total / 100)})`,
      );
      for (const p of item.personalizacoes) linhas.push(`  ${textoDaPersonalizacao(p)}`);
      if (item.observacoes) linhas.push(`  Obs: ${item.observacoes}`);
    }
  }
  if (pedido.observacoes) linhas.push('', `Observações: ${pedido.observacoes}`);
  return linhas.join('\n');
}

/** A wa.me click-to-chat link to that phone prefilled with `texto`, or null without a phone. */
export function linkDoWhatsappPara(
  telefone: string | null | undefined,
  texto: string,
): string | null {
  const numero = numeroDoWhatsapp(telefone);
  if (!numero) return null;
  return `https://wa.me/${numero}?text=${encodeURIComponent(texto)}`;
}

/** wa.me link to the customer's phone prefilled with the summary, or null without a phone. */
export function linkDoWhatsapp(pedido: Pedido): string | null {
  return linkDoWhatsappPara(pedido.telefone_cliente, resumoDoPedido(pedido));
}
