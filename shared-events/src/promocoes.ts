import { z } from 'zod';
import { ID_MAXIMO } from './formatos';
import { dinheiro, LIMITES, texto, textoOpcional } from './campos';

/**
 * Promotions and coupons (staff-side §2, §3 Promotion, §4 Promotion, §5 Promotion, §7
 * Promotions, §8) and the coupon a customer applies to the cart. The server validates with these
 * schemas and the form on /dashboard/promocoes validates with the same ones.
 */
export const MENSAGENS_PROMOCOES = {
  nomeObrigatorio: 'Nome é obrigatório',
  nomeLongo: 'Nome muito longo: use no máximo 100 caracteres',
  descricaoLonga: 'Descrição muito longa: use no máximo 500 caracteres',
  codigoObrigatorio: 'Código é obrigatório',
  codigoFormato: 'Código deve ter de 4 a 20 letras (A-Z) ou números, sem espaços',
  tipoObrigatorio: 'Tipo é obrigatório: use percentual ou valor_fixo',
  valorObrigatorio: 'Valor é obrigatório',
  valorMinimo: 'Valor deve ser maior ou igual a 0',
  percentualMaximo: 'Percentual deve ser menor ou igual a 100%',
  valorMuitoAlto: 'Valor muito alto',
  valorMinimoObrigatorio: 'Valor mínimo é obrigatório',
  valorMinimoNegativo: 'Valor mínimo deve ser maior ou igual a 0',
  dataInicioObrigatoria: 'Data de início é obrigatória',
  dataFimObrigatoria: 'Data de fim é obrigatória',
  dataInvalida: 'Data inválida: use o formato AAAA-MM-DD',
  dataFimAntesDoInicio: 'Data de fim deve ser igual ou posterior à data de início',
  usoMaximoObrigatorio: 'Uso máximo é obrigatório',
  usoMaximoMinimo: 'Uso máximo deve ser pelo menos 1',
  usoMaximoInteiro: 'Uso máximo deve ser um número inteiro',
  aplicavelEmObrigatorio: 'Aplicável em é obrigatório: use todos, categorias ou produtos',
  itensObrigatorios: 'Selecione pelo menos um item aplicável',
  itensInvalidos: 'Itens aplicáveis inválidos: informe ids separados por vírgula',
  itensDemais: 'Itens aplicáveis: no máximo 500 itens',
  categoriaNaoEncontrada: (id: number) => `Categoria ${id} não encontrada`,
  produtoNaoEncontrado: (id: number) => `Produto ${id} não encontrado`,
  codigoEmUso: (codigo: string) => `Já existe uma promoção com o código ${codigo}`,
  promocaoNaoEncontrada: 'Promoção não encontrada',
  confirmarExclusao: 'Tem certeza que deseja excluir esta promoção?',
  // Toasts of the screen (staff-side §8).
  erroCarregar: 'Erro ao carregar promoções',
  erroAlterarStatus: 'Erro ao alterar status da promoção',
  erroExcluir: 'Erro ao excluir promoção',
  erroSalvar: 'Erro ao salvar promoção',
  promocaoCriada: 'Promoção criada com sucesso!',
  promocaoAtualizada: 'Promoção atualizada com sucesso!',
  promocaoExcluida: 'Promoção excluída com sucesso!',
  codigoCopiado: 'Código copiado para a área de transferência!',
} as const;

/** Why a coupon does not apply to a cart (the customer reads these in the cart). */
export const MOTIVOS_CUPOM = {
  codigoObrigatorio: 'Digite o código do cupom',
  naoEncontrado: 'Cupom não encontrado',
  inativo: 'Este cupom não está ativo',
  aindaNaoValido: (inicio: string) => `Este cupom só vale a partir de ${inicio}`,
  expirado: (fim: string) => `Este cupom expirou em ${fim}`,
  esgotado: 'Este cupom atingiu o limite de usos',
  valorMinimo: (minimo: string) => `Este cupom exige um pedido mínimo de ${minimo}`,
  semItensAplicaveis: 'Este cupom não vale para os itens do seu carrinho',
  cupomAplicado: 'Cupom aplicado!',
  cupomRemovido: 'Cupom removido',
  erroAplicar: 'Erro ao aplicar cupom',
  erroRemover: 'Erro ao remover cupom',
} as const;

export const TIPOS_PROMOCAO = ['percentual', 'valor_fixo'] as const;
export type TipoPromocao = (typeof TIPOS_PROMOCAO)[number];
export const APLICAVEL_EM = ['todos', 'categorias', 'produtos'] as const;
export type AplicavelEm = (typeof APLICAVEL_EM)[number];

/** Staff-side §9: percent at most 100, fixed value at most 999999, code of 8 characters. */
export const LIMITES_PROMOCAO = {
  percentualMaximo: 100,
  valorFixoMaximo: 999_999,
  valorMinimoMaximo: 999_999,
  usoMaximoMinimo: 1,
  tamanhoCodigoGerado: 8,
  itensMaximos: 500,
} as const;

/** The characters of a generated code (staff-side §5: A-Z and 0-9). */
export const ALFABETO_CODIGO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Codes are compared and stored in capitals, so 'natal10' and 'NATAL10' are one code. */
export const normalizarCodigo = (codigo: string) => codigo.trim().toUpperCase();
const FORMATO_CODIGO = /^[A-Z0-9]{4,20}$/;

/** A number typed in a form or sent by JSON; '' and absent answer `obrigatorio`. */
const numero = (obrigatorio: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.trim() === ''
          ? undefined
          : Number(v.trim().replace(',', '.'))
        : v,
    z.number({ error: obrigatorio }).refine(Number.isFinite, { error: obrigatorio }),
  );

/** A calendar day (AAAA-MM-DD) in the company's timezone; an ISO instant keeps its date part. */
const dia = (obrigatoria: string) =>
  z
    .string({ error: obrigatoria })
    .trim()
    .min(1, { error: obrigatoria })
    .max(40, { error: MENSAGENS_PROMOCOES.dataInvalida })
    .transform((v) => v.slice(0, 10))
    .refine(
      (v) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
        const d = new Date(`${v}T00:00:00Z`);
        return (
          !Number.isNaN(d.getTime()) &&
          d.toISOString().slice(0, 10) === v &&
          v >= '1970-01-01' &&
          v <= '2100-01-01'
        );
      },
      { error: MENSAGENS_PROMOCOES.dataInvalida },
    );

/** The applicable ids: a comma-separated text (as the spec stores it) or an array of ids. */
export const itensAplicaveisSchema = z
  .union([z.string().max(6000), z.array(z.union([z.number(), z.string()])).max(500)], {
    error: MENSAGENS_PROMOCOES.itensInvalidos,
  })
  .nullish()
  .transform((v, ctx) => {
    const partes =
      v === null || v === undefined
        ? []
        : typeof v === 'string'
          ? v.split(',').filter((p) => p.trim() !== '')
          : v;
    const ids = partes.map((p) => (typeof p === 'string' ? p.trim() : p));
    const validos = ids.every(
      (id) =>
        (typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= ID_MAXIMO) ||
        (typeof id === 'string' &&
          /^\d{1,10}$/.test(id) &&
          Number(id) >= 1 &&
          Number(id) <= ID_MAXIMO),
    );
    if (!validos) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS_PROMOCOES.itensInvalidos });
      return z.NEVER;
    }
    const unicos = [...new Set(ids.map(Number))].sort((a, b) => a - b);
    if (unicos.length > LIMITES_PROMOCAO.itensMaximos) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS_PROMOCOES.itensDemais });
      return z.NEVER;
    }
    return unicos;
  });

/** Reads the stored comma-separated text back as ids. */
export const idsDosItens = (itens: string | null | undefined): number[] =>
  (itens ?? '')
    .split(',')
    .map((p) => Number(p.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/** POST /api/promocoes and PUT /api/promocoes/:id with the form. */
export const promocaoFormSchema = z
  .object({
    nome: texto(LIMITES.nome, {
      erro: MENSAGENS_PROMOCOES.nomeObrigatorio,
      longo: MENSAGENS_PROMOCOES.nomeLongo,
    }).min(1, MENSAGENS_PROMOCOES.nomeObrigatorio),
    descricao: textoOpcional(500, MENSAGENS_PROMOCOES.descricaoLonga),
    tipo: z.enum(TIPOS_PROMOCAO, { error: MENSAGENS_PROMOCOES.tipoObrigatorio }),
    /** Reais or percent, typed the Brazilian way ('12,50') or a number: see `dinheiro`. */
    valor: dinheiro({
      obrigatorio: MENSAGENS_PROMOCOES.valorObrigatorio,
      abaixoDoMinimo: MENSAGENS_PROMOCOES.valorMinimo,
      maximo: LIMITES_PROMOCAO.valorFixoMaximo,
      muitoAlto: MENSAGENS_PROMOCOES.valorMuitoAlto,
    }),
    codigo: texto(40, {
      erro: MENSAGENS_PROMOCOES.codigoObrigatorio,
      longo: MENSAGENS_PROMOCOES.codigoFormato,
    })
      .min(1, MENSAGENS_PROMOCOES.codigoObrigatorio)
      .transform(normalizarCodigo)
      .refine((c) => FORMATO_CODIGO.test(c), { error: MENSAGENS_PROMOCOES.codigoFormato }),
    data_inicio: dia(MENSAGENS_PROMOCOES.dataInicioObrigatoria),
    data_fim: dia(MENSAGENS_PROMOCOES.dataFimObrigatoria),
    uso_maximo: numero(MENSAGENS_PROMOCOES.usoMaximoObrigatorio).pipe(
      z
        .number()
        .int({ error: MENSAGENS_PROMOCOES.usoMaximoInteiro })
        .min(LIMITES_PROMOCAO.usoMaximoMinimo, { error: MENSAGENS_PROMOCOES.usoMaximoMinimo })
        .max(ID_MAXIMO, { error: MENSAGENS_PROMOCOES.valorMuitoAlto }),
    ),
    valor_minimo: dinheiro({
      obrigatorio: MENSAGENS_PROMOCOES.valorMinimoObrigatorio,
      abaixoDoMinimo: MENSAGENS_PROMOCOES.valorMinimoNegativo,
      maximo: LIMITES_PROMOCAO.valorMinimoMaximo,
      muitoAlto: MENSAGENS_PROMOCOES.valorMuitoAlto,
    }),
    aplicavel_em: z.enum(APLICAVEL_EM, { error: MENSAGENS_PROMOCOES.aplicavelEmObrigatorio }),
    itens_aplicaveis: itensAplicaveisSchema,
    /** Absent: active on create, unchanged on edit. */
    ativo: z.boolean({ error: 'Campo ativo deve ser verdadeiro ou falso' }).optional(),
  })
  .superRefine((f, ctx) => {
    if (f.tipo === 'percentual' && f.valor > LIMITES_PROMOCAO.percentualMaximo)
      ctx.addIssue({
        code: 'custom',
        path: ['valor'],
        message: MENSAGENS_PROMOCOES.percentualMaximo,
      });
    if (f.data_fim < f.data_inicio)
      ctx.addIssue({
        code: 'custom',
        path: ['data_fim'],
        message: MENSAGENS_PROMOCOES.dataFimAntesDoInicio,
      });
    if (f.aplicavel_em !== 'todos' && f.itens_aplicaveis.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['itens_aplicaveis'],
        message: MENSAGENS_PROMOCOES.itensObrigatorios,
      });
  })
  // Items only mean something for categorias/produtos.
  .transform((f) => ({
    ...f,
    itens_aplicaveis: f.aplicavel_em === 'todos' ? [] : f.itens_aplicaveis,
  }));
export type PromocaoFormInput = z.input<typeof promocaoFormSchema>;
export type PromocaoForm = z.output<typeof promocaoFormSchema>;

/** POST /api/carrinho/:empresaId/cupom. */
export const aplicarCupomSchema = z.object({
  codigo: texto(40, {
    erro: MOTIVOS_CUPOM.codigoObrigatorio,
    longo: MOTIVOS_CUPOM.naoEncontrado,
  })
    .min(1, MOTIVOS_CUPOM.codigoObrigatorio)
    .transform(normalizarCodigo),
});

/** staff-side §4: 'Válida', 'Expirada' or 'Inativa', computed by the server in the company's timezone. */
export const SITUACOES_PROMOCAO = ['valida', 'expirada', 'inativa'] as const;
export type SituacaoPromocao = (typeof SITUACOES_PROMOCAO)[number];
export const ROTULO_SITUACAO_PROMOCAO: Record<SituacaoPromocao, string> = {
  valida: 'Válida',
  expirada: 'Expirada',
  inativa: 'Inativa',
};

/** A promotion as GET /api/promocoes answers it. */
export interface Promocao {
  id: number;
  empresa_id: number;
  nome: string;
  descricao: string | null;
  tipo: TipoPromocao;
  valor: number;
  codigo: string;
  /** AAAA-MM-DD, a day in the company's timezone (valid from its first to its last minute). */
  data_inicio: string;
  data_fim: string;
  uso_maximo: number;
  uso_atual: number;
  valor_minimo: number;
  aplicavel_em: AplicavelEm;
  /** The applicable category or product ids, comma-separated ('' for todos). */
  itens_aplicaveis: string;
  ativo: boolean;
  situacao: SituacaoPromocao;
  created_at: string;
  updated_at: string;
}

/** GET /api/promocoes/gerar-codigo: a fresh code unused in the company. */
export interface CodigoGerado {
  codigo: string;
}

/** The coupon on a cart: its discount now, or why it does not apply (desconto 0). */
export interface CupomDoCarrinho {
  codigo: string;
  desconto: number;
  motivo?: string;
}
