import { z } from 'zod';
import { STATUS_PAGAMENTO, type MotivoCancelamento, type StatusPagamento } from './pedidos';
import { idSchema, jsonLivre, LIMITES, texto, textoOpcional } from './campos';
import { dadosClienteSchema } from './pedidos.esquemas';
import { agendadoParaSchema } from './ritmo.esquemas';
import { whatsappAceitoSchema } from './whatsapp.esquemas';

/** PIX on the site (customer-side §3, §4, §7; issue 5). */
/** Time between two polls of a pending PIX during its first minutes. */
export const PIX_INTERVALO_MS = 5000;
/** How long a PIX charge can be paid when the company set nothing (30 min). */
export const PIX_VALIDADE_PADRAO_MINUTOS = 30;
/** The bounds of a company's own PIX lifetime (empresa_pagamento_config.pix_validade_minutos). */
export const PIX_VALIDADE_MINUTOS_MIN = 5;
export const PIX_VALIDADE_MINUTOS_MAX = 1440;

/**
 * When to ask the provider again about a pending charge, `decorridoMs` after it was created:
 * every interval (5 s) during the first 24 intervals (2 min), then every 3 intervals (15 s)
 * until the 120th (10 min), then every 6 (30 s). The steps are multiples of the interval, so a
 * test that shortens it shortens the whole schedule. The server never waits past the expiry.
 */
export function intervaloDaConsultaPix(decorridoMs: number, intervaloMs = PIX_INTERVALO_MS) {
  if (decorridoMs < 24 * intervaloMs) return intervaloMs;
  if (decorridoMs < 120 * intervaloMs) return 3 * intervaloMs;
  return 6 * intervaloMs;
}

export const PIX_STATUS = ['pending', 'approved', 'rejected', 'expired'] as const;
export type PixStatus = (typeof PIX_STATUS)[number];

export const PROVEDORES_PIX = ['local', 'mercadopago'] as const;
export type ProvedorPix = (typeof PROVEDORES_PIX)[number];

export const MENSAGENS_PIX = {
  erroGerar: 'Erro ao gerar QR Code PIX. Tente novamente.',
  valorMudou:
    'O valor do pedido mudou enquanto o PIX era gerado. Confira o carrinho e tente de novo.',
  erroProcessar: 'Erro ao processar pagamento PIX',
  erroCopiar: 'Erro ao copiar código PIX',
  aprovado: 'Pagamento aprovado! Seu pedido foi confirmado.',
  /** The store marked the order paid by hand and cancelled its PIX. */
  pagoNaLoja: 'Pagamento confirmado pela loja! Seu pedido foi confirmado.',
  rejeitado: 'Pagamento rejeitado. Tente novamente.',
  expirado: 'PIX expirado',
  expiradoExplicacao: 'O prazo para pagar este PIX terminou e o pedido foi cancelado.',
  expiradoRecusa:
    'Este PIX expirou: o prazo para pagar terminou e o pedido foi cancelado. Faça um novo pedido.',
  erroVerificar: 'Erro ao verificar pagamento. Tente novamente.',
  copiado: 'Código PIX copiado!',
  naoEncontrado: 'Pagamento não encontrado',
  assinaturaInvalida: 'Assinatura inválida',
  somenteLocal: 'A simulação só vale para o PIX de demonstração',
  /** 'Simular pagamento' on a company that is not the demo store (issue 26). */
  simulacaoSoNaDemonstracao: 'A simulação de pagamento só existe na loja de demonstração',
  jaConcluido: 'Este pagamento já foi concluído',
  validadeInvalida: `A validade do PIX deve ser de ${PIX_VALIDADE_MINUTOS_MIN} a ${PIX_VALIDADE_MINUTOS_MAX} minutos`,
  /** pagar-pix with a total of R$ 0,00: the order is placed paid, with no charge. */
  nadaAPagar: 'Pedido confirmado! O total ficou em R$ 0,00: não há nada a pagar.',
  /** Staff moving a pending payment: Mercado Pago could not be reached to cancel its PIX first. */
  erroCancelar: 'Não foi possível cancelar o PIX no Mercado Pago. Tente novamente.',
  /** …or refused for good (a wrong access token): retrying cannot help until it is fixed. */
  cancelamentoRecusado:
    'O Mercado Pago recusou o cancelamento deste PIX: confira o access token da loja.',
  /** The provider refused to create the charge for good (a wrong access token, say): retrying cannot help. */
  indisponivelNaLoja: 'O PIX pelo site não está disponível nesta loja. Escolha pagar na entrega.',
} as const;

/** Pushed to the payer's room (usuario:{id}) on every outcome of a PIX. */
export interface PixStatusEvento {
  payment_id: string;
  pedido_id: number;
  status: PixStatus;
  status_pagamento: StatusPagamento;
  updated_at: string;
}

/** GET /api/mercadopago/status/:payment_id */
export interface PixStatusResposta extends PixStatusEvento {
  tentativas: number;
  expira_em: string;
}

/** POST /api/mercadopago/pagar-pix: the order's PIX charge, to be paid with its QR code. */
export interface PagarPixResposta extends PixStatusResposta {
  /** There is something to pay: this charge. */
  pagamento_necessario: true;
  qr_code: string;
  qr_code_base64: string;
  valor: number;
  provedor: ProvedorPix;
}

/**
 * POST /api/mercadopago/pagar-pix when the order's total is R$ 0,00 (a 100 % coupon with pickup,
 * say): no charge at any provider and no QR code; the order is already paid. Every field of a
 * charge is there, null where there is no charge, so a client that only reads `status` sees it
 * settled.
 */
export interface PagarPixSemCobranca {
  pagamento_necessario: false;
  pedido_id: number;
  status: 'approved';
  status_pagamento: 'pago';
  valor: 0;
  payment_id: null;
  qr_code: null;
  qr_code_base64: null;
  provedor: null;
  expira_em: null;
  tentativas: 0;
  /** The order's. */
  updated_at: string;
  /** MENSAGENS_PIX.nadaAPagar */
  mensagem: string;
}

/** What POST /api/mercadopago/pagar-pix answers: a charge to pay, or nothing to pay. */
export type RespostaDoPagarPix = PagarPixResposta | PagarPixSemCobranca;

/** GET /api/mercadopago/status (customer-side §3: payment provider status). */
export interface ProvedorStatusResposta {
  status: 'ativo' | 'demonstracao';
  tokenType: 'production' | 'test';
  cardEnabled: boolean;
  pixEnabled: boolean;
  message: string;
  provedor: ProvedorPix;
  /** Staff may settle its demo PIX by hand ('Simular pagamento'): the demo store only. */
  simulacao: boolean;
}

/** What the order's detalhes_pagamento says about a PIX paid on the site. */
export interface DetalhesPix {
  metodo: 'pix';
  provedor: ProvedorPix;
  payment_id: string;
  expira_em: string;
  /** Set when the PIX itself cancelled the order (exposed as Pedido.motivo_cancelamento). */
  motivo_cancelamento?: MotivoCancelamento;
}

const observacoes = textoOpcional(LIMITES.observacoes, 'Máximo de 500 caracteres');

/**
 * POST /api/mercadopago/pagar-pix. The spec's dadosPagamento is accepted but only informative:
 * the amount comes from the server-side cart. The order's customer data travel as in POST /api/pedidos.
 */
export const pagarPixSchema = z.object({
  empresa_id: idSchema('Empresa inválida').optional(),
  dadosPagamento: z
    .object({
      transaction_amount: jsonLivre().optional(),
      description: texto(200).optional(),
      payer: z.object({ email: texto(LIMITES.email).optional() }).optional(),
      external_reference: jsonLivre().optional(),
    })
    .optional(),
  observacoes,
  dados_cliente: dadosClienteSchema.optional(),
  tipo_pedido: z
    .enum(['entrega', 'retirada'], { error: 'Tipo de pedido inválido' })
    .default('entrega'),
  /** A scheduled order (issue 31 §3), as in POST /api/pedidos. */
  agendado_para: agendadoParaSchema.optional(),
  /** WhatsApp messages about the order (issue 32 §2), as in POST /api/pedidos. */
  whatsapp_aceito: whatsappAceitoSchema,
});
export type PagarPixInput = z.output<typeof pagarPixSchema>;

export const simularPagamentoSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status inválido: use approved ou rejected' }),
});

export const statusPagamentoSchema = z.object({
  status_pagamento: z.enum(STATUS_PAGAMENTO, { error: 'Status de pagamento inválido' }),
});

/** A credential of PUT /api/mercadopago/config: absent keeps the saved one, null or '' clears it. */
const credencial = (opcoes?: Parameters<typeof texto>[1]) =>
  texto(300, opcoes)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * PUT /api/mercadopago/config (gestão): the company's Mercado Pago credentials, never answered
 * back, and how long its PIX charges can be paid (null: the default 30 min). A field left out
 * keeps its saved value, so the lifetime can be changed without sending the token again.
 */
export const mercadoPagoConfigSchema = z.object({
  access_token: credencial({ erro: 'Informe o access token' }),
  webhook_secret: credencial(),
  pix_validade_minutos: z
    .number({ error: MENSAGENS_PIX.validadeInvalida })
    .int({ error: MENSAGENS_PIX.validadeInvalida })
    .min(PIX_VALIDADE_MINUTOS_MIN, { error: MENSAGENS_PIX.validadeInvalida })
    .max(PIX_VALIDADE_MINUTOS_MAX, { error: MENSAGENS_PIX.validadeInvalida })
    .nullish(),
});
export type MercadoPagoConfigInput = z.output<typeof mercadoPagoConfigSchema>;

/** GET and PUT /api/mercadopago/config: whether the credentials are set, never their value. */
export interface MercadoPagoConfigResposta {
  configurado: boolean;
  tokenType: 'production' | 'test' | null;
  webhookSecretConfigurado: boolean;
  /** The lifetime in force (the company's, or the default). */
  pix_validade_minutos: number;
}
