import {
  somaDasLinhas,
  type OpcaoGrupo,
  type Personalizacao,
  type PersonalizacaoInput,
} from '@cardapio/shared-events';

/**
 * The guest's cart at the table (issue 31 §2): kept in the page (and the tab's sessionStorage),
 * never on the server until 'Enviar pedido'. Pure: the page holds the state.
 */

/** The server's limits: 99 of one line, 30 lines per order (MENSAGENS_AUTOATENDIMENTO.muitosItens). */
export const QUANTIDADE_MAXIMA = 99;
export const MAXIMO_DE_LINHAS = 30;

export interface LinhaDoCarrinho {
  /** Same product, options and notes: the same line (quantities add up). */
  chave: string;
  produto_id: number;
  nome: string;
  imagem_url: string | null;
  /** Base price plus the chosen extras, as the menu showed it (the server prices it again). */
  preco_unitario: number;
  quantidade: number;
  observacoes: string;
  /** With names and prices, to show the line; sent as ids only. */
  personalizacoes: Personalizacao[];
}

/** One item of `POST /api/autoatendimento/qr/:token/pedidos` (adicionarAoCarrinhoSchema). */
export interface ItemParaEnviar {
  produto_id: number;
  quantidade: number;
  personalizacoes: PersonalizacaoInput[];
  observacoes: string;
}

export function chaveDaLinha(
  produtoId: number,
  personalizacoes: Pick<Personalizacao, 'opcao_id' | 'item_id' | 'quantidade'>[],
  observacoes: string,
): string {
  const opcoes = personalizacoes
    .map((p) => `${p.opcao_id}:${p.item_id}x${p.quantidade}`)
    .sort()
    .join(',');
  return `${produtoId}|${opcoes}|${observacoes.trim()}`;
}

/**
 * The dialog's choice (ids only) with each option's name and price from the product's groups.
 * An option the groups no longer have keeps its ids with no name (the server decides).
 */
export function personalizacoesComNomes(
  grupos: OpcaoGrupo[],
  escolhidas: PersonalizacaoInput[],
): Personalizacao[] {
  return escolhidas.map((p) => {
    const grupo = grupos.find((g) => g.id === p.opcao_id);
    const item = grupo?.itens.find((i) => i.id === p.item_id);
    return {
      opcao_id: p.opcao_id,
      item_id: p.item_id,
      nome: item?.nome ?? p.nome ?? '',
      preco_adicional: item?.preco_adicional ?? p.preco_adicional ?? 0,
      quantidade: p.quantidade,
      tipo: grupo?.tipo ?? p.tipo ?? 'adicionar',
    };
  });
}

export type ResultadoDoAdicionar = 'adicionado' | 'cheio';

/** Adds a line (or adds to the same one, up to 99); a 31st different line is refused. */
export function adicionarLinha(
  carrinho: LinhaDoCarrinho[],
  nova: Omit<LinhaDoCarrinho, 'chave'>,
): { carrinho: LinhaDoCarrinho[]; resultado: ResultadoDoAdicionar } {
  const chave = chaveDaLinha(nova.produto_id, nova.personalizacoes, nova.observacoes);
  const existente = carrinho.find((l) => l.chave === chave);
  if (existente) {
    return {
      carrinho: carrinho.map((l) =>
        l.chave === chave
          ? { ...l, quantidade: Math.min(QUANTIDADE_MAXIMA, l.quantidade + nova.quantidade) }
          : l,
      ),
      resultado: 'adicionado',
    };
  }
  if (carrinho.length >= MAXIMO_DE_LINHAS) return { carrinho, resultado: 'cheio' };
  const linha: LinhaDoCarrinho = {
    ...nova,
    observacoes: nova.observacoes.trim(),
    quantidade: Math.min(QUANTIDADE_MAXIMA, Math.max(1, nova.quantidade)),
    chave,
  };
  return { carrinho: [...carrinho, linha], resultado: 'adicionado' };
}

/** A new quantity for a line; 0 or less takes it out. */
export function mudarQuantidade(
  carrinho: LinhaDoCarrinho[],
  chave: string,
  quantidade: number,
): LinhaDoCarrinho[] {
  if (quantidade <= 0) return carrinho.filter((l) => l.chave !== chave);
  return carrinho.map((l) =>
    l.chave === chave ? { ...l, quantidade: Math.min(QUANTIDADE_MAXIMA, quantidade) } : l,
  );
}

/** The cart's estimated total in R$ (the menu's prices; the server's answer is the truth). */
export function totalDoCarrinho(carrinho: LinhaDoCarrinho[]): number {
  return somaDasLinhas(carrinho) / 100;
}

/** How many units the cart holds (the bar's '3 itens'). */
export function unidadesNoCarrinho(carrinho: LinhaDoCarrinho[]): number {
  return carrinho.reduce((soma, l) => soma + l.quantidade, 0);
}

/** The order's items as the server takes them: option ids, no names or prices. */
export function itensParaEnviar(carrinho: LinhaDoCarrinho[]): ItemParaEnviar[] {
  return carrinho.map((l) => ({
    produto_id: l.produto_id,
    quantidade: l.quantidade,
    observacoes: l.observacoes,
    personalizacoes: l.personalizacoes.map(({ opcao_id, item_id, tipo, quantidade }) => ({
      opcao_id,
      item_id,
      tipo,
      quantidade,
    })),
  }));
}

const ehNumero = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function ehPersonalizacao(v: unknown): v is Personalizacao {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    ehNumero(p.opcao_id) &&
    ehNumero(p.item_id) &&
    ehNumero(p.quantidade) &&
    ehNumero(p.preco_adicional) &&
    typeof p.nome === 'string' &&
    (p.tipo === 'adicionar' || p.tipo === 'remover')
  );
}

function ehLinha(v: unknown): v is LinhaDoCarrinho {
  if (typeof v !== 'object' || v === null) return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l.chave === 'string' &&
    ehNumero(l.produto_id) &&
    typeof l.nome === 'string' &&
    (l.imagem_url === null || typeof l.imagem_url === 'string') &&
    ehNumero(l.preco_unitario) &&
    ehNumero(l.quantidade) &&
    l.quantidade >= 1 &&
    typeof l.observacoes === 'string' &&
    Array.isArray(l.personalizacoes) &&
    l.personalizacoes.every(ehPersonalizacao)
  );
}

/** A cart saved by this tab (a reload keeps it); anything malformed is dropped. */
export function lerCarrinhoSalvo(texto: string | null): LinhaDoCarrinho[] {
  if (!texto) return [];
  try {
    const dados = JSON.parse(texto) as unknown;
    if (!Array.isArray(dados)) return [];
    return dados
      .filter(ehLinha)
      .slice(0, MAXIMO_DE_LINHAS)
      .map((l) => ({ ...l, quantidade: Math.min(QUANTIDADE_MAXIMA, Math.floor(l.quantidade)) }));
  } catch {
    return [];
  }
}
