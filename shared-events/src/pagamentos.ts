import { z } from 'zod';
import { STATUS_PAGAMENTO, type StatusPagamento } from './pedidos';

/** PIX on the site (customer-side §3, §4, §7; issue 5). */
export const PIX_INTERVALO_MS = 5000;
export const PIX_MAX_TENTATIVAS = 24;
/** 24 polls × 5 s: after this a PIX that nobody paid is expired. */
export const PIX_VALIDADE_MS = PIX_INTERVALO_MS * PIX_MAX_TENTATIVAS;

export const PIX_STATUS = ['pending', 'approved', 'rejected', 'expired'] as const;
export type PixStatus = (typeof PIX_STATUS)[number];

export const PROVEDORES_PIX = ['local', 'mercadopago'] as const;
export type ProvedorPix = (typeof PROVEDORES_PIX)[number];

export const MENSAGENS_PIX = {
  erroGerar: 'Erro ao gerar QR Code PIX. Tente novamente.',
  erroProcessar: 'Erro ao processar pagamento PIX',
  erroCopiar: 'Erro ao copiar código PIX',
  aprovado: 'Pagamento aprovado! Seu pedido foi confirmado.',
  rejeitado: 'Pagamento rejeitado. Tente novamente.',
  tempoEsgotado: 'Tempo esgotado. O pagamento não foi confirmado.',
  erroVerificar: 'Erro ao verificar pagamento. Tente novamente.',
  copiado: 'Código PIX copiado!',
  naoEncontrado: 'Pagamento não encontrado',
  assinaturaInvalida: 'Assinatura inválida',
  somenteLocal: 'A simulação só vale para o PIX de demonstração',
  jaConcluido: 'Este pagamento já foi concluído',
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

/** POST /api/mercadopago/pagar-pix */
export interface PagarPixResposta extends PixStatusResposta {
  qr_code: string;
  qr_code_base64: string;
  valor: number;
  provedor: ProvedorPix;
}

/** GET /api/mercadopago/status (customer-side §3: payment provider status). */
export interface ProvedorStatusResposta {
  status: 'ativo' | 'demonstracao';
  tokenType: 'production' | 'test';
  cardEnabled: boolean;
  pixEnabled: boolean;
  message: string;
  provedor: ProvedorPix;
}

/** What the order's detalhes_pagamento says about a PIX paid on the site. */
export interface DetalhesPix {
  metodo: 'pix';
  provedor: ProvedorPix;
  payment_id: string;
  expira_em: string;
}

const textoOpcional = z
  .string()
  .trim()
  .max(500, 'Máximo de 500 caracteres')
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * POST /api/mercadopago/pagar-pix. The spec's dadosPagamento is accepted but only informative:
 * the amount comes from the server-side cart. The order's customer data travel as in POST /api/pedidos.
 */
export const pagarPixSchema = z.object({
  empresa_id: z.coerce.number().int().positive().optional(),
  dadosPagamento: z
    .object({
      transaction_amount: z.unknown().optional(),
      description: z.string().max(200).optional(),
      payer: z.object({ email: z.string().optional() }).optional(),
      external_reference: z.unknown().optional(),
    })
    .optional(),
  observacoes: textoOpcional,
  dados_cliente: z
    .object({
      nome: z.string().trim().optional(),
      sobrenome: z.string().trim().optional(),
      telefone: z.string().trim().optional(),
      email: z.string().trim().optional(),
      endereco: z.unknown().optional(),
    })
    .optional(),
});
export type PagarPixInput = z.output<typeof pagarPixSchema>;

export const simularPagamentoSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status inválido: use approved ou rejected' }),
});

export const statusPagamentoSchema = z.object({
  status_pagamento: z.enum(STATUS_PAGAMENTO, { error: 'Status de pagamento inválido' }),
});

/** PUT /api/mercadopago/config (gestão): the company's Mercado Pago credentials, never answered back. */
export const mercadoPagoConfigSchema = z.object({
  access_token: z
    .string({ error: 'Informe o access token' })
    .trim()
    .max(300)
    .nullable()
    .transform((v) => (v ? v : null)),
  webhook_secret: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type MercadoPagoConfigInput = z.output<typeof mercadoPagoConfigSchema>;
