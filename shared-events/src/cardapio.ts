import { emCentavos } from './formatos';
import { z } from 'zod';
import { dinheiro, idSchema, LIMITES, texto } from './campos';

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

/**
 * The back-office catalogue (staff-side §3 Product, Category, Customisation option; §5 Product
 * form, Category form, Customisation save; §7 Products and categories). The server validates
 * every payload with these schemas and the web forms validate with the same ones, so no rule or
 * message is written twice. Multipart forms send every field as text: numbers and booleans are
 * accepted as their text too.
 */
export const MENSAGENS_CATALOGO = {
  nomeObrigatorio: 'Nome é obrigatório',
  precoObrigatorio: 'Preço é obrigatório',
  precoMinimo: 'Preço deve ser maior que 0',
  precoMaximo: 'Preço muito alto',
  categoriaObrigatoria: 'Categoria é obrigatória',
  tempoObrigatorio: 'Tempo de preparo é obrigatório',
  tempoMinimo: 'Tempo deve ser maior que 0',
  tempoMaximo: 'Tempo de preparo muito alto',
  ordemObrigatoria: 'Ordem é obrigatória',
  ordemMinima: 'Ordem deve ser maior ou igual a 0',
  arquivoGrande: 'Arquivo muito grande. Tamanho máximo: 5MB',
  arquivoNaoImagem: 'Por favor, selecione apenas arquivos de imagem',
  opcoesVazias: 'Adicione pelo menos uma opção de personalização',
  opcaoSemNome: 'Todas as opções devem ter um nome',
  opcaoSemItens: 'Todas as opções devem ter pelo menos um item',
  itemSemNome: 'Todos os itens devem ter um nome',
  precoAdicionalMinimo: 'Preço adicional deve ser maior ou igual a 0',
  quantidadeMinima: 'Quantidade deve ser pelo menos 1',
  maxSelecoesMinimo: 'Máximo de seleções deve ser pelo menos 1',
  produtoNaoEncontrado: 'Produto não encontrado',
  categoriaNaoEncontrada: 'Categoria não encontrada',
  /** A category still holding products is not deleted (its products would lose their section). */
  categoriaComProdutos: (n: number) =>
    `Esta categoria tem ${n} produto${n === 1 ? '' : 's'}. Mova ou exclua ${n === 1 ? 'o produto' : 'os produtos'} antes de excluir a categoria.`,
  // Toasts of the screens (staff-side §8).
  erroCarregarProdutos: 'Erro ao carregar produtos',
  erroCarregarCategorias: 'Erro ao carregar categorias',
  erroSalvarProduto: 'Erro ao salvar produto',
  erroSalvarCategoria: 'Erro ao salvar categoria',
  erroExcluirProduto: 'Erro ao excluir produto',
  erroExcluirCategoria: 'Erro ao excluir categoria',
  erroSalvarPersonalizacao: 'Erro ao salvar personalização',
  erroAlterarStatus: 'Erro ao alterar status',
  produtoCriado: 'Produto criado com sucesso!',
  produtoAtualizado: 'Produto atualizado com sucesso!',
  produtoExcluido: 'Produto excluído com sucesso!',
  produtoAtivado: 'Produto ativado com sucesso!',
  produtoDesativado: 'Produto desativado com sucesso!',
  categoriaCriada: 'Categoria criada com sucesso!',
  categoriaAtualizada: 'Categoria atualizada com sucesso!',
  categoriaExcluida: 'Categoria excluída com sucesso!',
  categoriaAtivada: 'Categoria ativada com sucesso!',
  categoriaDesativada: 'Categoria desativada com sucesso!',
  personalizacaoSalva: 'Personalização salva com sucesso!',
  sessaoExpirada: 'Sessão expirada. Faça login novamente',
} as const;

/** Category image limit (staff-side §9), used for product images too. */
export const IMAGEM_TAMANHO_MAXIMO = 5_242_880;
/** Widest side of the picture the menu is sent (uploads are re-encoded to this). */
export const IMAGEM_LADO_MAXIMO = 800;

const PRECO_MAXIMO = 99_999.99;

/**
 * Minutes a new product takes when nobody says otherwise: the database column's default, and
 * the value the product form starts with (a real value, not a placeholder that looks filled).
 */
export const TEMPO_PREPARO_PADRAO = 15;

/** A number typed in a form or sent by JSON; '' and absent are `obrigatorio`. */
const numero = (obrigatorio: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().replace(',', '.')) : v),
    z.coerce.number({ error: obrigatorio }).refine(Number.isFinite, { error: obrigatorio }),
  );

/** true/false as a boolean or as text ('true', 'false', '1', '0', 'on'): multipart sends text. */
export const booleanoDeFormulario = (padrao: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], {
      error: 'Valor inválido: use verdadeiro ou falso',
    })
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'on')
    .default(padrao);

/** POST /api/produtos (multipart; the optional file field is `imagem`). */
export const produtoFormSchema = z.object({
  nome: texto(LIMITES.nome, { erro: MENSAGENS_CATALOGO.nomeObrigatorio }).min(
    1,
    MENSAGENS_CATALOGO.nomeObrigatorio,
  ),
  descricao: texto(1000).optional().default(''),
  /** Money as typed ('89,90', '1.234,56') or a number: see `dinheiro`. */
  preco: dinheiro({
    obrigatorio: MENSAGENS_CATALOGO.precoObrigatorio,
    abaixoDoMinimo: MENSAGENS_CATALOGO.precoMinimo,
    maximo: PRECO_MAXIMO,
    muitoAlto: MENSAGENS_CATALOGO.precoMaximo,
  }),
  categoria_id: idSchema(MENSAGENS_CATALOGO.categoriaObrigatoria),
  tempo_preparo: numero(MENSAGENS_CATALOGO.tempoObrigatorio).pipe(
    z
      .number()
      .int(MENSAGENS_CATALOGO.tempoMinimo)
      .min(1, MENSAGENS_CATALOGO.tempoMinimo)
      .max(600, MENSAGENS_CATALOGO.tempoMaximo),
  ),
  destaque: booleanoDeFormulario(false),
  ativo: booleanoDeFormulario(true),
  /** Whether the kitchen prepares it (drinks do not): the waiter area marks them ready at once. */
  precisa_cozinha: booleanoDeFormulario(true),
});
export type ProdutoFormInput = z.input<typeof produtoFormSchema>;
export type ProdutoForm = z.output<typeof produtoFormSchema>;

/** PUT /api/produtos/:id: the same form (plus ativo); an absent imagem keeps the current one. */
export const produtoEdicaoSchema = produtoFormSchema.extend({
  /** 'true' removes the current picture without sending another. */
  remover_imagem: booleanoDeFormulario(false),
});
export type ProdutoEdicao = z.output<typeof produtoEdicaoSchema>;

/** PATCH /api/produtos/:id/ativo. */
export const ativoSchema = z.object({
  ativo: z.boolean({ error: 'Campo ativo deve ser verdadeiro ou falso' }),
});

/** POST /api/categorias and PUT /api/categorias/:id (multipart; optional file `imagem`). */
export const categoriaFormSchema = z.object({
  nome: texto(LIMITES.nome, { erro: MENSAGENS_CATALOGO.nomeObrigatorio }).min(
    1,
    MENSAGENS_CATALOGO.nomeObrigatorio,
  ),
  ordem: numero(MENSAGENS_CATALOGO.ordemObrigatoria).pipe(
    z
      .number()
      .int(MENSAGENS_CATALOGO.ordemMinima)
      .min(0, MENSAGENS_CATALOGO.ordemMinima)
      .max(100_000, 'Ordem muito alta'),
  ),
  ativo: booleanoDeFormulario(true),
  remover_imagem: booleanoDeFormulario(false),
});
export type CategoriaFormInput = z.input<typeof categoriaFormSchema>;
export type CategoriaForm = z.output<typeof categoriaFormSchema>;

const opcaoItemSchema = z.object({
  nome: texto(LIMITES.nome, { erro: MENSAGENS_CATALOGO.itemSemNome }).min(
    1,
    MENSAGENS_CATALOGO.itemSemNome,
  ),
  preco_adicional: dinheiro({
    obrigatorio: MENSAGENS_CATALOGO.precoAdicionalMinimo,
    abaixoDoMinimo: MENSAGENS_CATALOGO.precoAdicionalMinimo,
    maximo: PRECO_MAXIMO,
    muitoAlto: MENSAGENS_CATALOGO.precoMaximo,
  }).default(0),
  quantidade: numero(MENSAGENS_CATALOGO.quantidadeMinima)
    .pipe(
      z
        .number()
        .int(MENSAGENS_CATALOGO.quantidadeMinima)
        .min(1, MENSAGENS_CATALOGO.quantidadeMinima)
        .max(99, 'Quantidade máxima é 99'),
    )
    .default(1),
});

const opcaoSchema = z.object({
  nome: texto(LIMITES.nome, { erro: MENSAGENS_CATALOGO.opcaoSemNome }).min(
    1,
    MENSAGENS_CATALOGO.opcaoSemNome,
  ),
  tipo: z.enum(TIPOS_OPCAO, { error: 'Tipo de opção inválido: use adicionar ou remover' }),
  obrigatorio: z
    .boolean({ error: 'Campo obrigatorio deve ser verdadeiro ou falso' })
    .default(false),
  max_selecoes: numero(MENSAGENS_CATALOGO.maxSelecoesMinimo)
    .pipe(
      z
        .number()
        .int(MENSAGENS_CATALOGO.maxSelecoesMinimo)
        .min(1, MENSAGENS_CATALOGO.maxSelecoesMinimo)
        .max(50, 'Máximo de seleções muito alto'),
    )
    .default(1),
  itens: z
    .array(opcaoItemSchema, { error: MENSAGENS_CATALOGO.opcaoSemItens })
    .min(1, MENSAGENS_CATALOGO.opcaoSemItens)
    .max(50, 'No máximo 50 itens por opção'),
});

/** POST /api/produtos/:id/opcoes: replaces the product's option groups in one transaction. */
export const salvarOpcoesSchema = z.object({
  opcoes: z
    .array(opcaoSchema, { error: MENSAGENS_CATALOGO.opcoesVazias })
    .min(1, MENSAGENS_CATALOGO.opcoesVazias)
    .max(30, 'No máximo 30 opções por produto'),
});
export type SalvarOpcoesInput = z.input<typeof salvarOpcoesSchema>;
export type SalvarOpcoes = z.output<typeof salvarOpcoesSchema>;

/** A product as the staff see it (GET /api/produtos for staff: inactive ones included). */
export interface ProdutoAdmin extends Omit<ProdutoMenu, 'disponivel'> {
  ativo: boolean;
  created_at: string;
  updated_at: string;
}

/** A category as the staff see it (GET /api/categorias for staff: inactive ones included). */
export interface CategoriaAdmin extends CategoriaMenu {
  /** How many products (active or not) it holds. */
  total_produtos: number;
  created_at: string;
  updated_at: string;
}

/** An option group as the editor reads it back (GET /api/produtos/:id/opcoes). */
export interface OpcaoAdmin {
  id: number;
  nome: string;
  tipo: (typeof TIPOS_OPCAO)[number];
  obrigatorio: boolean;
  max_selecoes: number;
  itens: { id: number; nome: string; preco_adicional: number; quantidade: number }[];
}

/** Pushed to the company's public room when its menu changed: open menus read it again. */
export interface CardapioAtualizadoEvento {
  empresa_id: number;
  updated_at: string;
}
