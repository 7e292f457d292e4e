import { z } from 'zod';
import { dinheiro, idSchema, LIMITES, texto } from './campos';

/**
 * Stock (staff-side §2 Stock, §3 Stock item and Stock movement, §4 Stock status, §5, §7 Stock,
 * §8). The server validates with these schemas and the web forms with the same ones.
 */
export const MENSAGENS_ESTOQUE = {
  nomeObrigatorio: 'Nome é obrigatório',
  quantidadeObrigatoria: 'Quantidade é obrigatória',
  quantidadeMinimaItem: 'Quantidade deve ser maior ou igual a 0',
  quantidadeMinimaObrigatoria: 'Quantidade mínima é obrigatória',
  quantidadeMinimaNegativa: 'Quantidade mínima deve ser maior ou igual a 0',
  unidadeObrigatoria: 'Unidade é obrigatória',
  precoCustoObrigatorio: 'Preço de custo é obrigatório',
  precoCustoMinimo: 'Preço de custo deve ser maior ou igual a 0',
  fornecedorObrigatorio: 'Fornecedor é obrigatório',
  categoriaObrigatoria: 'Categoria é obrigatória',
  valorMuitoAlto: 'Valor muito alto',
  itemObrigatorio: 'Item é obrigatório',
  tipoObrigatorio: 'Tipo é obrigatório: use entrada ou saida',
  quantidadeMovimento: 'Quantidade deve ser maior que 0',
  motivoObrigatorio: 'Motivo é obrigatório',
  limiteInvalido: 'Parâmetro limite inválido: use de 1 a 100',
  itemNaoEncontrado: 'Item de estoque não encontrado',
  /** A saída larger than what is in stock: refused, stock never goes negative. */
  saldoInsuficiente: (disponivel: number, unidade: string) =>
    `Quantidade insuficiente em estoque: há ${formatarQuantidade(disponivel)} ${unidade} disponível(is)`,
  /** The movement recorded when an edit of the item changes its quantity. */
  motivoAjuste: 'Ajuste no cadastro do item',
  confirmarExclusao: 'Tem certeza que deseja excluir este item?',
  // Toasts (staff-side §8).
  erroCarregar: 'Erro ao carregar estoque',
  erroCarregarMovimentos: 'Erro ao carregar movimentos',
  erroSalvar: 'Erro ao salvar item',
  erroExcluir: 'Erro ao excluir item',
  erroMovimento: 'Erro ao registrar movimento',
  itemAdicionado: 'Item adicionado com sucesso!',
  itemAtualizado: 'Item atualizado com sucesso!',
  itemExcluido: 'Item excluído com sucesso!',
  movimentoRegistrado: 'Movimento registrado com sucesso!',
  // Products that use an item (beyond the spec: issue 15).
  produtoObrigatorio: 'Produto é obrigatório',
  produtosInvalidos: 'Produtos inválidos: envie uma lista de {produto_id, quantidade}',
  quantidadePorProduto: 'Quantidade por produto deve ser maior que 0',
  quantidadePorProdutoDecimais: 'Quantidade por produto aceita no máximo 3 casas decimais',
  produtosDemais: 'Um item pode ser usado por no máximo 200 produtos',
  produtoRepetido: (produtoId: number) => `Produto ${produtoId} aparece mais de uma vez`,
  produtoNaoEncontrado: (produtoId: number) => `Produto ${produtoId} não encontrado`,
  /**
   * Every channel that sells (the site's checkout, the waiter's tab) refuses a sale whose lines
   * need more of an item than it holds with this message. Nothing left (or less than shows at 3
   * decimals) says only 'esgotado', never 'restam só 0'; below 2 the verb is singular.
   */
  esgotado: (produto: string, restam: number, unidade: string) => {
    const quanto = formatarQuantidade(restam);
    if (!(restam > 0) || quanto === '0') return `${produto} esgotado`;
    return `${produto} esgotado: ${restam < 2 ? 'resta' : 'restam'} só ${quanto} ${unidade} no estoque`;
  },
  /** Motivo of the saída an order's checkout writes, and of the entrada its cancellation writes. */
  motivoPedido: (pedidoId: number) => `Pedido #${pedidoId}`,
  motivoCancelamento: (pedidoId: number) => `Cancelamento do pedido #${pedidoId}`,
  /** A waiter's tab takes stock when an item is added (or its quantity raised)… */
  motivoComanda: (comandaId: number) => `Comanda #${comandaId}`,
  /** …and gives it back when an unsent item is lowered or removed, or the tab is removed. */
  motivoDevolucaoComanda: (comandaId: number) => `Devolução da comanda #${comandaId}`,
  motivoItemCancelado: (pedidoId: number) => `Item cancelado do pedido #${pedidoId}`,
  /** usuario_nome of those movements. */
  usuarioPedidoOnline: 'Pedido online',
  /** usuario_nome of a tab's movements when the waiter's name is not known. */
  usuarioGarcom: 'Garçom',
} as const;

/** At most this many products use one item. */
export const PRODUTOS_POR_ITEM = 200;

export const STATUS_ESTOQUE = ['normal', 'baixo', 'critico'] as const;
export type StatusEstoque = (typeof STATUS_ESTOQUE)[number];

export const TIPOS_MOVIMENTO = ['entrada', 'saida'] as const;
export type TipoMovimento = (typeof TIPOS_MOVIMENTO)[number];

/** Quantities keep up to 3 decimals (0,5 kg; 1,250 L); stored numeric(12,3). */
export const QUANTIDADE_MAXIMA = 999_999_999;
const PRECO_MAXIMO = 9_999_999.99;
/** The spec's table shows the 10 most recent movements (staff-side §9). */
export const MOVIMENTOS_RECENTES = 10;

/**
 * The stock status rule (staff-side §4, decided by the server):
 * - critico: quantidade is 0, or quantidade ≤ half of quantidade_minima;
 * - baixo: otherwise, quantidade ≤ quantidade_minima (and quantidade_minima > 0);
 * - normal: everything else.
 * A minimum of 0 means "no alert" except when the item runs out.
 */
export function statusDoEstoque(quantidade: number, quantidadeMinima: number): StatusEstoque {
  if (quantidade <= 0) return 'critico';
  if (quantidadeMinima > 0 && quantidade <= quantidadeMinima / 2) return 'critico';
  if (quantidadeMinima > 0 && quantidade <= quantidadeMinima) return 'baixo';
  return 'normal';
}

/** How bad a status is: an alert fires when an item moves to a worse one. */
export const GRAVIDADE_DO_STATUS: Record<StatusEstoque, number> = {
  normal: 0,
  baixo: 1,
  critico: 2,
};

export function formatarQuantidade(valor: number): string {
  return valor.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
}

const arredondar3 = (v: number) => Math.round(v * 1000) / 1000;

/** A number typed in a form or sent by JSON; '' and absent answer `obrigatorio`. */
const numero = (obrigatorio: string) =>
  z.preprocess(
    // Only numbers and numeric text: coercion would read [] or true as a quantity.
    (v) =>
      typeof v === 'number'
        ? v
        : typeof v === 'string' && v.trim() !== ''
          ? v.trim().replace(',', '.')
          : undefined,
    z.coerce.number({ error: obrigatorio }).refine(Number.isFinite, { error: obrigatorio }),
  );

const obrigatorio = (mensagem: string, max: number, rotulo: string) =>
  texto(max, {
    erro: mensagem,
    longo: `${rotulo} muito longo: use no máximo ${max} caracteres`,
  }).min(1, mensagem);

const quantidade = (obrigatoria: string, minima: string) =>
  numero(obrigatoria).pipe(
    z
      .number()
      .min(0, minima)
      .max(QUANTIDADE_MAXIMA, MENSAGENS_ESTOQUE.valorMuitoAlto)
      .transform(arredondar3),
  );

const temAte3Decimais = (v: number) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6;

/** One product that uses the item, and how much of the item one unit of it takes. */
export const estoqueProdutoFormSchema = z.object(
  {
    produto_id: idSchema(MENSAGENS_ESTOQUE.produtoObrigatorio),
    quantidade: numero(MENSAGENS_ESTOQUE.quantidadePorProduto).pipe(
      z
        .number()
        .positive(MENSAGENS_ESTOQUE.quantidadePorProduto)
        .max(QUANTIDADE_MAXIMA, MENSAGENS_ESTOQUE.valorMuitoAlto)
        .refine(temAte3Decimais, MENSAGENS_ESTOQUE.quantidadePorProdutoDecimais)
        .transform(arredondar3),
    ),
  },
  { error: MENSAGENS_ESTOQUE.produtosInvalidos },
);
export type EstoqueProdutoForm = z.output<typeof estoqueProdutoFormSchema>;

/**
 * The products that use the item, replacing the ones it had (absent: left as they are). Each
 * product once; the server checks they are products of the caller's company.
 */
const produtosDoItemSchema = z
  .array(estoqueProdutoFormSchema, { error: MENSAGENS_ESTOQUE.produtosInvalidos })
  .max(PRODUTOS_POR_ITEM, MENSAGENS_ESTOQUE.produtosDemais)
  .superRefine((lista, ctx) => {
    const vistos = new Set<number>();
    for (const [i, p] of lista.entries()) {
      if (vistos.has(p.produto_id)) {
        ctx.addIssue({
          code: 'custom',
          message: MENSAGENS_ESTOQUE.produtoRepetido(p.produto_id),
          path: [i, 'produto_id'],
        });
        return;
      }
      vistos.add(p.produto_id);
    }
  });

/** POST /api/estoque and PUT /api/estoque/:id (staff-side §5 Stock item). */
export const estoqueItemFormSchema = z.object({
  nome: obrigatorio(MENSAGENS_ESTOQUE.nomeObrigatorio, LIMITES.nome, 'Nome'),
  quantidade: quantidade(
    MENSAGENS_ESTOQUE.quantidadeObrigatoria,
    MENSAGENS_ESTOQUE.quantidadeMinimaItem,
  ),
  quantidade_minima: quantidade(
    MENSAGENS_ESTOQUE.quantidadeMinimaObrigatoria,
    MENSAGENS_ESTOQUE.quantidadeMinimaNegativa,
  ),
  unidade: obrigatorio(MENSAGENS_ESTOQUE.unidadeObrigatoria, 20, 'Unidade'),
  /** Money typed the Brazilian way ('4,90') or a number: see `dinheiro`. */
  preco_custo: dinheiro({
    obrigatorio: MENSAGENS_ESTOQUE.precoCustoObrigatorio,
    abaixoDoMinimo: MENSAGENS_ESTOQUE.precoCustoMinimo,
    maximo: PRECO_MAXIMO,
    muitoAlto: MENSAGENS_ESTOQUE.valorMuitoAlto,
  }),
  fornecedor: obrigatorio(MENSAGENS_ESTOQUE.fornecedorObrigatorio, LIMITES.nome, 'Fornecedor'),
  categoria: obrigatorio(MENSAGENS_ESTOQUE.categoriaObrigatoria, LIMITES.nome, 'Categoria'),
  produtos: produtosDoItemSchema.optional(),
});
export type EstoqueItemFormInput = z.input<typeof estoqueItemFormSchema>;
export type EstoqueItemForm = z.output<typeof estoqueItemFormSchema>;

/** POST /api/estoque/movimentos (staff-side §5 Stock movement). */
export const movimentoFormSchema = z.object({
  item_id: idSchema(MENSAGENS_ESTOQUE.itemObrigatorio),
  tipo: z.enum(TIPOS_MOVIMENTO, { error: MENSAGENS_ESTOQUE.tipoObrigatorio }),
  quantidade: numero(MENSAGENS_ESTOQUE.quantidadeMovimento).pipe(
    z
      .number()
      .transform(arredondar3)
      .pipe(
        z
          .number()
          .positive(MENSAGENS_ESTOQUE.quantidadeMovimento)
          .max(QUANTIDADE_MAXIMA, MENSAGENS_ESTOQUE.valorMuitoAlto),
      ),
  ),
  motivo: obrigatorio(MENSAGENS_ESTOQUE.motivoObrigatorio, 200, 'Motivo'),
});
export type MovimentoFormInput = z.input<typeof movimentoFormSchema>;
export type MovimentoForm = z.output<typeof movimentoFormSchema>;

/** GET /api/estoque/movimentos?limite=10&item_id=… (newest first). */
export const movimentosFiltroSchema = z.object({
  limite: z
    .string({ error: MENSAGENS_ESTOQUE.limiteInvalido })
    .regex(/^\d{1,3}$/, MENSAGENS_ESTOQUE.limiteInvalido)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, MENSAGENS_ESTOQUE.limiteInvalido)
        .max(100, MENSAGENS_ESTOQUE.limiteInvalido),
    )
    .optional(),
  item_id: idSchema('Parâmetro item_id inválido').optional(),
});
export type MovimentosFiltro = z.output<typeof movimentosFiltroSchema>;

/** A stock item (staff-side §3); status is computed by the server with statusDoEstoque. */
export interface EstoqueItem {
  id: number;
  empresa_id: number;
  nome: string;
  quantidade: number;
  quantidade_minima: number;
  unidade: string;
  preco_custo: number;
  fornecedor: string;
  categoria: string;
  status: StatusEstoque;
  /** The products that use the item, by name. */
  produtos: EstoqueProdutoVinculo[];
  created_at: string;
  updated_at: string;
}

/** A product that uses a stock item: one unit of it takes `quantidade` of the item. */
export interface EstoqueProdutoVinculo {
  produto_id: number;
  nome: string;
  quantidade: number;
}

/** A stock movement (staff-side §3), with who made it and when. */
export interface EstoqueMovimento {
  id: number;
  item_id: number;
  item_nome: string;
  unidade: string;
  tipo: TipoMovimento;
  quantidade: number;
  motivo: string;
  /** When it happened (ISO 8601). */
  data: string;
  /** The staff member's name. */
  usuario: string;
  usuario_id: number | null;
}

/** POST /api/estoque/movimentos answers the movement and the item as it is now. */
export interface MovimentoRegistrado {
  movimento: EstoqueMovimento;
  item: EstoqueItem;
}

/** Room equipe: an item changed (created, edited, moved). */
export type EstoqueAtualizadoEvento = EstoqueItem;

/** Room equipe: an item was deleted. */
export interface EstoqueRemovidoEvento {
  id: number;
  empresa_id: number;
  updated_at: string;
}

/** Room equipe: an item crossed into a worse status (normal → baixo, or into critico). */
export interface EstoqueAlertaEvento {
  item: EstoqueItem;
  status_anterior: StatusEstoque;
  updated_at: string;
}
