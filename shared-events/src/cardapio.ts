import { emCentavos } from './formatos';

/** The public menu (customer-side §3): what GET /api/menu/:empresaId and friends answer. */
export interface CategoriaMenu {
  id: number;
  nome: string;
  imagem_url: string | null;
  ordem: number;
  ativo: boolean;
}

export interface ProdutoMenu {
  id: number;
  nome: string;
  descricao: string;
  preco: number;
  imagem_url: string | null;
  categoria_id: number | null;
  categoria_nome: string | null;
  tempo_preparo: number;
  destaque: boolean;
  precisa_cozinha: boolean;
  /** Whether the product has option groups (GET /api/menu/produto/:id/opcoes). */
  tem_opcoes: boolean;
  /**
   * false when a stock item linked to the product holds less than one unit of it takes: the
   * storefront shows it 'Esgotado' and the checkout refuses it.
   */
  disponivel: boolean;
}

export interface MenuResposta {
  produtos: ProdutoMenu[];
  categorias: CategoriaMenu[];
}

export const TIPOS_OPCAO = ['adicionar', 'remover'] as const;
export type TipoOpcao = (typeof TIPOS_OPCAO)[number];

export interface OpcaoItem {
  id: number;
  nome: string;
  preco_adicional: number;
}

/** An option group of a product: checkboxes when max_selecoes > 1, otherwise a radio choice. */
export interface OpcaoGrupo {
  id: number;
  nome: string;
  tipo: TipoOpcao;
  obrigatorio: boolean;
  max_selecoes: number;
  itens: OpcaoItem[];
}

/** A chosen option on a cart or order line; prices always come from the server. */
export interface Personalizacao {
  opcao_id: number;
  item_id: number;
  nome: string;
  preco_adicional: number;
  quantidade: number;
  tipo: TipoOpcao;
}

/* ---------- The amount of a line (cart, order, tab, bill): one rule everywhere ---------- */

type OpcaoComPreco = Pick<Personalizacao, 'tipo' | 'preco_adicional' | 'quantidade'>;

/** What the chosen options add to ONE unit, in cents: each adicional × its quantidade (removals are free). */
export function adicionaisCentavos(personalizacoes: readonly OpcaoComPreco[]): number {
  return personalizacoes.reduce(
    (soma, p) =>
      p.tipo === 'adicionar' ? soma + emCentavos(p.preco_adicional) * p.quantidade : soma,
    0,
  );
}

/**
 * The price of one unit of a product with these options, in cents: what the server stores as a
 * line's preco_unitario when it prices the line (cart, tab) and what the product dialogs show.
 */
export function precoUnitarioCentavos(
  precoDoProduto: number | string,
  personalizacoes: readonly OpcaoComPreco[],
): number {
  return emCentavos(precoDoProduto) + adicionaisCentavos(personalizacoes);
}

/** A cart, order, tab or bill line: preco_unitario as a number (API) or numeric text (database). */
export interface LinhaComValor {
  preco_unitario: number | string;
  quantidade: number;
  personalizacoes: readonly OpcaoComPreco[];
}

/** A line's amounts, in cents. */
export interface ValorDaLinha {
  /** One unit with its options: preco_unitario. */
  unitario: number;
  /** One unit's options (adicionais). */
  adicionais: number;
  /** The product's own price: unitario − adicionais. */
  produto: number;
  /** What the line costs: unitario × quantidade. */
  total: number;
}

/**
 * The one function for a line's amount, used by every screen (cart, waiter's tab, monitor, staff
 * orders, the bill and its print view) and by the server's totals. A line's preco_unitario
 * already includes its options (precoUnitarioCentavos, frozen when the line was priced), so the
 * line costs preco_unitario × quantidade and the options are never added a second time: they are
 * only separated out to show what the product costs without them.
 */
export function valorDaLinha(linha: LinhaComValor): ValorDaLinha {
  const unitario = emCentavos(linha.preco_unitario);
  const adicionais = adicionaisCentavos(linha.personalizacoes);
  return {
    unitario,
    adicionais,
    produto: unitario - adicionais,
    total: unitario * linha.quantidade,
  };
}

/** '+ Bacon', '+ 2x Bacon' or 'sem Cebola' (customer-side §3 customisation entries). */
export function textoDaPersonalizacao(p: Pick<Personalizacao, 'nome' | 'tipo' | 'quantidade'>) {
  if (p.tipo === 'remover') return `sem ${p.nome}`;
  return p.quantidade > 1 ? `+ ${p.quantidade}x ${p.nome}` : `+ ${p.nome}`;
}

/** The sum of these lines' amounts, in cents (leaving cancelled lines out is the caller's part). */
export function somaDasLinhas(linhas: readonly LinhaComValor[]): number {
  return linhas.reduce((soma, linha) => soma + valorDaLinha(linha).total, 0);
}

export interface MetaPixelPublico {
  pixel_id: string | null;
}

/* ---------- The storefront's sections (the web shows them; the gateway preloads their first pictures) ---------- */

const normalizar = (texto: string | null | undefined) => (texto ?? '').toLocaleLowerCase('pt-BR');

export interface SecaoDeCategoria {
  chave: string;
  nome: string;
  produtos: ProdutoMenu[];
}

export const SEM_CATEGORIA = 'Outros';

/**
 * One section per category, in the categories' order (ordem); products whose category is not
 * in the list (or that have none) close the page in an 'Outros' section.
 */
export function agruparPorCategoria(
  produtos: ProdutoMenu[],
  categorias: { id: number; nome: string }[],
): SecaoDeCategoria[] {
  const secoes: SecaoDeCategoria[] = categorias.map((c) => ({
    chave: `c${c.id}`,
    nome: c.nome,
    produtos: [],
  }));
  const porId = new Map(categorias.map((c, i) => [c.id, secoes[i]!]));
  const porNome = new Map(categorias.map((c, i) => [normalizar(c.nome), secoes[i]!]));
  const outros: SecaoDeCategoria = { chave: 'outros', nome: SEM_CATEGORIA, produtos: [] };
  for (const p of produtos) {
    const secao =
      (p.categoria_id !== null ? porId.get(p.categoria_id) : undefined) ??
      porNome.get(normalizar(p.categoria_nome)) ??
      outros;
    secao.produtos.push(p);
  }
  for (const secao of [...secoes, outros]) {
    // Highlighted products lead each section (the order is otherwise the server's).
    secao.produtos.sort((a, b) => Number(b.destaque) - Number(a.destaque));
  }
  return [...secoes, outros].filter((s) => s.produtos.length > 0);
}

/* ---------- Pictures sized for the card ---------- */

/** Widths (px) `GET /api/imagens/:arquivo?w=` answers besides the stored picture (≤ 800 px). */
export const LARGURAS_DA_IMAGEM = [320, 480, 640] as const;
export type LarguraDaImagem = (typeof LARGURAS_DA_IMAGEM)[number];
export const LARGURA_DA_IMAGEM_INVALIDA = `Largura inválida: use ${LARGURAS_DA_IMAGEM.join(', ')}`;

/** Pictures the server stores and re-encodes (`/api/imagens/12-<hash>.webp`): the ones with variants. */
const IMAGEM_DO_CATALOGO = /^\/api\/imagens\/\d{1,10}-[0-9a-f]{32}\.webp$/;

/** Whether `url` is a picture the server stored (`/api/imagens/12-<hash>.webp`). */
export const ehImagemDoCatalogo = (url: string) => IMAGEM_DO_CATALOGO.test(url);

/** `srcset` of a catalogue picture (undefined for others: demo SVGs, external URLs). */
export function srcsetDaImagem(url: string): string | undefined {
  if (!ehImagemDoCatalogo(url)) return undefined;
  return LARGURAS_DA_IMAGEM.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

/** The grid card's picture: half a phone's width; at most ~240 px from lg (3 or 4 columns). */
export const TAMANHOS_DO_CARD = '(min-width: 1024px) 240px, 50vw';

/**
 * Cards whose pictures load first (eager, fetchpriority high): a phone's first row, where the
 * largest contentful paint lands. The gateway preloads the same pictures from the HTML.
 */
export const CARDS_PRIORITARIOS = 2;
