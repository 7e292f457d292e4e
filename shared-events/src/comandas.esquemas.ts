import { z } from 'zod';
import type { Comanda, ComandaFisica, ComandaItemStatus, ComandaStatus } from './comandas';
import type { Personalizacao } from './cardapio';
import { emCentavos } from './formatos';
import { dinheiro, LIMITES, texto, textoOpcional } from './campos';

/**
 * The bill of a tab (issue 13): closing it (ativa → fechada), paying it (fechada → paga) and
 * reopening a closed, unpaid one (fechada → ativa, with a reason). The server and the waiter's
 * screens compute the totals with the same functions below, in integer cents.
 */

export const METODOS_PAGAMENTO_CONTA = ['dinheiro', 'cartao', 'pix'] as const;
export type MetodoPagamentoConta = (typeof METODOS_PAGAMENTO_CONTA)[number];

export const ROTULO_METODO_PAGAMENTO: Record<MetodoPagamentoConta, string> = {
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
  pix: 'PIX',
};

/** The company's service charge when it set none. */
export const TAXA_SERVICO_PADRAO = 10;
export const MOTIVO_REABERTURA_MAX = 200;
/** The largest amount a bill field takes (numeric(12,2) holds far more; this keeps typos out). */
export const VALOR_MAXIMO_CONTA = 999_999.99;

/** Item states still owed by the kitchen: closing warns about them, it does not drop them. */
export const ITENS_NA_COZINHA: readonly ComandaItemStatus[] = ['pendente', 'enviado', 'preparando'];

export const MENSAGENS_CONTA = {
  soAtivaFecha: 'Só uma comanda ativa pode ter a conta fechada',
  contaJaFechada: 'A conta desta comanda já está fechada',
  contaJaPaga: 'Esta conta já foi paga',
  pagarSoFechada: 'Feche a conta antes de registrar o pagamento',
  reabrirSoFechada: 'Só uma conta fechada e ainda não paga pode ser reaberta',
  contaVazia: 'Adicione itens à comanda antes de fechar a conta',
  metodoObrigatorio: 'Selecione a forma de pagamento',
  valorRecebidoObrigatorio: 'Informe o valor recebido',
  valorRecebidoInvalido: 'Valor recebido inválido',
  valorRecebidoInsuficiente: 'O valor recebido é menor que o total da conta',
  motivoObrigatorio: 'Informe o motivo da reabertura',
  motivoLongo: `O motivo deve ter no máximo ${MOTIVO_REABERTURA_MAX} caracteres`,
  taxaInvalida: 'Informe se a taxa de serviço será cobrada',
  // Toasts of the screens.
  contaFechada: 'Conta fechada!',
  pagamentoRegistrado: 'Pagamento registrado!',
  comandaReaberta: 'Comanda reaberta!',
  erroFechar: 'Erro ao fechar a conta',
  erroPagar: 'Erro ao registrar o pagamento',
  erroReabrir: 'Erro ao reabrir a comanda',
  erroCarregarConta: 'Erro ao carregar a conta',
} as const;

export interface ContaItem {
  id: number;
  produto_nome: string;
  quantidade: number;
  preco_unitario: number;
  /** quantidade × preco_unitario. */
  subtotal: number;
  observacoes: string | null;
  personalizacoes: Personalizacao[];
  status: ComandaItemStatus;
}

export interface PagamentoDaConta {
  metodo: MetodoPagamentoConta;
  total_pago: number;
  /** Cash only: what the customer handed over, and the change given back. */
  valor_recebido: number | null;
  troco: number | null;
  paga_em: string;
}

/** A tab's bill. For an active tab it is a preview with the company's current charge. */
export interface Conta {
  comanda_id: number;
  status: ComandaStatus;
  mesa_nome: string | null;
  comanda_numero: string;
  comanda_nome: string;
  garcom_nome: string | null;
  itens: ContaItem[];
  subtotal: number;
  /** The company's percentage (frozen when the bill closes). */
  taxa_servico_percentual: number;
  /** Whether the charge is on this bill (it can be removed per bill). */
  cobra_taxa_servico: boolean;
  /** The charge in R$ (0 when removed). */
  taxa_servico: number;
  total: number;
  /** Items the kitchen still owes (pendente, enviado, preparando): a warning, they stay billed. */
  itens_na_cozinha: ContaItem[];
  fechada_em: string | null;
  pagamento: PagamentoDaConta | null;
  reaberta_em: string | null;
  motivo_reabertura: string | null;
}

export interface ContaResposta {
  conta: Conta;
}
export interface ComandaEContaResposta {
  comanda: Comanda;
  conta: Conta;
  mensagem: string;
}

/* ---------- Totals (shared: server and screens) ---------- */

export const deCentavosConta = (centavos: number): number => Math.round(centavos) / 100;

/** The charge on a subtotal, rounded to the cent (half up). */
export function taxaServicoCentavos(subtotalCentavos: number, percentual: number, cobra: boolean) {
  if (!cobra) return 0;
  return Math.round((subtotalCentavos * Math.round(percentual * 100)) / 10_000);
}

export interface TotaisDaConta {
  subtotal: number;
  taxa_servico: number;
  total: number;
}

export function totaisDaConta(subtotal: number, percentual: number, cobra: boolean): TotaisDaConta {
  const sub = emCentavos(subtotal);
  const taxa = taxaServicoCentavos(sub, percentual, cobra);
  return {
    subtotal: deCentavosConta(sub),
    taxa_servico: deCentavosConta(taxa),
    total: deCentavosConta(sub + taxa),
  };
}

/** Change for a cash payment, or null when what was handed over does not cover the total. */
export function trocoDe(total: number, recebido: number): number | null {
  const diferenca = emCentavos(recebido) - emCentavos(total);
  return diferenca < 0 ? null : deCentavosConta(diferenca);
}

/**
 * An equal split by `pessoas`, in cents: the first ones pay the leftover cent(s), so the parts
 * always add up to the total.
 */
export function divisaoPorPessoas(total: number, pessoas: number): number[] {
  const n = Math.max(1, Math.floor(pessoas));
  const centavos = emCentavos(total);
  const base = Math.floor(centavos / n);
  const sobra = centavos - base * n;
  return Array.from({ length: n }, (_, i) => deCentavosConta(base + (i < sobra ? 1 : 0)));
}

/* ---------- Payloads ---------- */

const cobrarTaxa = z.boolean({ error: MENSAGENS_CONTA.taxaInvalida });

/** POST /api/garcom/comandas/:id/fechar */
export const fecharContaSchema = z.object({
  taxa_servico: cobrarTaxa.default(true),
});
export type FecharContaInput = z.infer<typeof fecharContaSchema>;

/** What the customer handed over, typed the Brazilian way ('50', '100,00') or a number. */
const valorRecebido = dinheiro({
  obrigatorio: MENSAGENS_CONTA.valorRecebidoObrigatorio,
  abaixoDoMinimo: MENSAGENS_CONTA.valorRecebidoInvalido,
  maximo: VALOR_MAXIMO_CONTA,
  muitoAlto: MENSAGENS_CONTA.valorRecebidoInvalido,
});

/**
 * POST /api/garcom/comandas/:id/pagar. For cash the amount handed over is required and must
 * cover the total (the server checks it against its own total); other methods ignore it.
 * taxa_servico, when given, replaces the choice made when the bill closed.
 */
export const pagarContaSchema = z
  .object({
    metodo: z.enum(METODOS_PAGAMENTO_CONTA, { error: MENSAGENS_CONTA.metodoObrigatorio }),
    valor_recebido: valorRecebido.nullish(),
    taxa_servico: cobrarTaxa.optional(),
  })
  .refine((p) => p.metodo !== 'dinheiro' || (p.valor_recebido ?? null) !== null, {
    error: MENSAGENS_CONTA.valorRecebidoObrigatorio,
    path: ['valor_recebido'],
  });
export type PagarContaInput = z.infer<typeof pagarContaSchema>;

/** POST /api/garcom/comandas/:id/reabrir */
export const reabrirContaSchema = z.object({
  motivo: texto(MOTIVO_REABERTURA_MAX, {
    erro: MENSAGENS_CONTA.motivoObrigatorio,
    longo: MENSAGENS_CONTA.motivoLongo,
  }).min(1, { error: MENSAGENS_CONTA.motivoObrigatorio }),
});
export type ReabrirContaInput = z.infer<typeof reabrirContaSchema>;

/**
 * Physical tabs administered from the dashboard (staff-side §2 Physical tabs, §5 Physical tab
 * form, §7 Physical tabs (admin), §8).
 */
export const MENSAGENS_COMANDAS_FISICAS = {
  numeroENomeObrigatorios: 'Número e nome são obrigatórios',
  ativoInvalido: 'Campo ativo deve ser verdadeiro ou falso',
  filtroAtivoInvalido: 'Parâmetro ativo inválido: use true ou false',
  comandaNaoEncontrada: 'Comanda física não encontrada',
  numeroEmUso: (numero: string) => `Já existe uma comanda com o número ${numero}`,
  /** uso_atual counts the active tabs that carry it (on a table or standalone). */
  emUsoNaoExclui: (n: number) => `Esta comanda está em uso em ${n} mesa(s) e não pode ser excluída`,
  emUsoNaoDesativa: (n: number) =>
    `Esta comanda está em uso em ${n} mesa(s) e não pode ser desativada`,
  confirmarExclusao: 'Tem certeza que deseja excluir esta comanda?',
  comandaCriada: 'Comanda criada com sucesso!',
  comandaAtualizada: 'Comanda atualizada com sucesso!',
  comandaExcluida: 'Comanda excluída com sucesso!',
  comandaAtivada: 'Comanda ativada!',
  comandaDesativada: 'Comanda desativada!',
  erroCarregar: 'Erro ao carregar comandas físicas',
  erroAlterarStatus: 'Erro ao alterar status',
  erroExcluir: 'Erro ao excluir comanda',
  erroSalvar: 'Erro ao salvar comanda',
} as const;

const obrigatorio = (rotulo: string, max: number) =>
  texto(max, {
    erro: MENSAGENS_COMANDAS_FISICAS.numeroENomeObrigatorios,
    longo: `${rotulo} muito longo: use no máximo ${max} caracteres`,
  }).min(1, MENSAGENS_COMANDAS_FISICAS.numeroENomeObrigatorios);

/** POST /api/comandas-fisicas and PUT /api/comandas-fisicas/:id with the form. */
export const comandaFisicaFormSchema = z.object({
  numero: obrigatorio('Número', 20),
  nome: obrigatorio('Nome', LIMITES.nome),
  descricao: textoOpcional(500, 'Descrição muito longa: use no máximo 500 caracteres'),
  /** Absent: active on create, unchanged on edit. */
  ativo: z.boolean({ error: MENSAGENS_COMANDAS_FISICAS.ativoInvalido }).optional(),
});
export type ComandaFisicaFormInput = z.input<typeof comandaFisicaFormSchema>;
export type ComandaFisicaForm = z.output<typeof comandaFisicaFormSchema>;

/** GET /api/comandas-fisicas?ativo=true|false&busca=… (busca: numero or nome). */
export const comandasFisicasFiltroSchema = z.object({
  ativo: z
    .enum(['true', 'false'], { error: MENSAGENS_COMANDAS_FISICAS.filtroAtivoInvalido })
    .transform((v) => v === 'true')
    .optional(),
  busca: texto(LIMITES.nome).optional(),
});
export type ComandasFisicasFiltro = z.output<typeof comandasFisicasFiltroSchema>;

/** A physical tab as the back office lists it. */
export interface ComandaFisicaAdmin extends ComandaFisica {
  created_at: string;
  updated_at: string;
}

/** Pushed when a physical tab is deleted. */
export interface ComandaFisicaRemovidaEvento {
  id: number;
  empresa_id: number;
  updated_at: string;
}
