import type { Pedido, PedidoItem } from '@cardapio/shared-events';
import { itensDaParte, opcoesDoItem } from './parteDaEstacao';

/**
 * The all-day counts of a station view (issue 29 §3): what is still to make there, totalled by
 * product and by option across the open tickets, "7× X-Bacon · 3 sem cebola".
 */

/** "3 sem cebola", "2 com Bacon": how many of a product's units still to make carry an option. */
export interface ContagemDaOpcao {
  texto: string;
  quantidade: number;
  /** A removal ("sem cebola"): the ticket shows it in red, so does the count. */
  remover: boolean;
}

/** One product still to make: its units over every ticket, and their options counted. */
export interface LinhaDaContagem {
  chave: string;
  produto: string;
  quantidade: number;
  opcoes: ContagemDaOpcao[];
}

const ordem = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** An item taken off the order (issue 29 §5's cancellation, when the type carries it). */
const cancelado = (item: PedidoItem) =>
  Boolean((item as { cancelado_em?: string | null }).cancelado_em);

/**
 * The ticket's option text as a count reads it: "SEM cebola" → "sem cebola" (the issue's
 * "3 sem cebola"), "+ Bacon" → "com Bacon", "+ 2x Bacon" → "com 2x Bacon".
 */
const textoDaOpcao = (texto: string, remover: boolean) =>
  remover ? texto.replace(/^SEM\s+/, 'sem ') : `com ${texto.replace(/^\+\s*/, '')}`;

/**
 * What the view's stations still have to make in these tickets (the view's, from
 * ticketsDaEstacao): their part's items not done yet and not cancelled, summed by product (its
 * id; by name when the product is gone) with their options' sub-counts, most units first, then
 * by name.
 */
export function contagemDoDia(tickets: readonly Pedido[], estacoes: readonly number[]) {
  const produtos = new Map<
    string,
    { produto: string; quantidade: number; opcoes: Map<string, ContagemDaOpcao> }
  >();
  for (const pedido of tickets) {
    for (const item of itensDaParte(pedido, estacoes)) {
      if (item.pronto_em !== null || cancelado(item) || item.quantidade <= 0) continue;
      const chave =
        item.produto_id !== null ? `p${item.produto_id}` : `n${item.produto_nome.trim()}`;
      const linha = produtos.get(chave) ?? {
        produto: item.produto_nome.trim(),
        quantidade: 0,
        opcoes: new Map<string, ContagemDaOpcao>(),
      };
      produtos.set(chave, linha);
      linha.quantidade += item.quantidade;
      // An option listed twice on one item counts its units once.
      const textos = new Map(
        opcoesDoItem(item.personalizacoes).map((o) => [
          textoDaOpcao(o.texto, o.remover),
          o.remover,
        ]),
      );
      for (const [texto, remover] of textos) {
        const opcao = linha.opcoes.get(texto) ?? { texto, quantidade: 0, remover };
        linha.opcoes.set(texto, opcao);
        opcao.quantidade += item.quantidade;
      }
    }
  }
  return [...produtos.entries()]
    .map(([chave, { produto, quantidade, opcoes }]): LinhaDaContagem => ({
      chave,
      produto,
      quantidade,
      opcoes: [...opcoes.values()].sort(
        (a, b) => b.quantidade - a.quantidade || ordem.compare(a.texto, b.texto),
      ),
    }))
    .sort((a, b) => b.quantidade - a.quantidade || ordem.compare(a.produto, b.produto));
}

/** The units still to make over every line: the phone's "Para fazer (N)". */
export const totalDaContagem = (linhas: readonly LinhaDaContagem[]) =>
  linhas.reduce((soma, linha) => soma + linha.quantidade, 0);

/** "7× X-Bacon · 3 sem cebola · 1 com Bacon". */
export const textoDaContagem = (linha: LinhaDaContagem) =>
  [`${linha.quantidade}× ${linha.produto}`, ...linha.opcoes.map(textoDaOpcaoContada)].join(' · ');

/** "3 sem cebola". */
export const textoDaOpcaoContada = (opcao: ContagemDaOpcao) => `${opcao.quantidade} ${opcao.texto}`;
