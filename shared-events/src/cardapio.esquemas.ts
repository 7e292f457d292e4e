import { z } from 'zod';
import { estacaoDoFormulario } from './estacoes.esquemas';
import { TIPOS_OPCAO, type CategoriaMenu, type ProdutoMenu } from './cardapio';
import { dinheiro, idSchema, LIMITES, texto } from './campos';

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
  /** Its own kitchen station over its category's (issue 29); '' for none, absent keeps it. */
  estacao_id: estacaoDoFormulario,
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
  /** Where its products are made (issue 29); '' for none, absent keeps it. */
  estacao_id: estacaoDoFormulario,
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
  /** Its own kitchen station (null: its category's). */
  estacao_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A category as the staff see it (GET /api/categorias for staff: inactive ones included). */
export interface CategoriaAdmin extends CategoriaMenu {
  /** How many products (active or not) it holds. */
  total_produtos: number;
  /** The kitchen station its products go to by default (null: every screen). */
  estacao_id: number | null;
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
  /**
   * Only the store's status changed (the flow of orders, issue 31 §3: paused, resumed, busy, a
   * window full): open menus read the status alone, not the whole menu again.
   */
  apenas_status?: true;
}
