import { z } from 'zod';
import { whatsappAceitoSchema } from './whatsapp.esquemas';
import { adicionarAoCarrinhoSchema } from './carrinho.esquemas';
import { METODOS_NA_ENTREGA, PEDIDO_STATUS } from './pedidos';
import { agendadoParaSchema } from './ritmo.esquemas';
import {
  campoDigitos,
  dataSchema,
  dinheiro,
  idSchema,
  jsonLivre,
  LIMITES,
  observacoesDoCliente as observacoes,
  texto,
} from './campos';

/**
 * The customer's data an order or a PIX charge carries; `endereco` is checked by the checkout
 * (enderecoSchema, with its own message), so here only its text is kept safe.
 */
export const dadosClienteSchema = z.object({
  nome: texto(LIMITES.nome).optional(),
  sobrenome: texto(LIMITES.nome).optional(),
  telefone: texto(LIMITES.telefone).optional(),
  email: texto(LIMITES.email).optional(),
  endereco: jsonLivre().optional(),
});

/**
 * The note the customer pays with, for the change (numeric(10,2) in the database): a number or
 * the text typed ('100', '100,00'), see `dinheiro`.
 */
const valorTroco = dinheiro({
  obrigatorio: 'Valor do troco inválido',
  abaixoDoMinimo: 'Valor do troco inválido',
  maximo: 99_999_999,
  muitoAlto: 'Valor do troco inválido',
});

/** POST /api/pedidos. Items and prices come from the server-side cart; the client's are ignored. */
export const novoPedidoSchema = z.object({
  empresa_id: idSchema('Empresa inválida').optional(),
  mesa: texto(20).optional(),
  tipo_pedido: z
    .enum(['entrega', 'retirada'], { error: 'Tipo de pedido inválido' })
    .default('entrega'),
  observacoes,
  dados_cliente: dadosClienteSchema.optional(),
  metodo_pagamento: z.enum(['entrega', 'site'], { error: 'Selecione a forma de pagamento' }),
  detalhes_pagamento: z
    .object({
      metodo: z.enum(METODOS_NA_ENTREGA, { error: 'Selecione a forma de pagamento' }),
      precisaTroco: z.boolean().optional(),
      precisa_troco: z.boolean().optional(),
      valorTroco: valorTroco.nullish(),
      valor_troco: valorTroco.nullish(),
    })
    .optional(),
  /** A scheduled order (issue 31 §3): ISO time later today, inside the hours; absent: asap. */
  agendado_para: agendadoParaSchema.optional(),
  /** WhatsApp messages about the order (issue 32 §2); absent: yes when the order has a phone. */
  whatsapp_aceito: whatsappAceitoSchema,
  /** Ignored: the server recomputes items, prices and freight. */
  itens: jsonLivre(100_000).optional(),
  valor_frete: jsonLivre().optional(),
});
export type NovoPedidoInput = z.output<typeof novoPedidoSchema>;

export const statusPedidoSchema = z.object({
  status: z.enum(PEDIDO_STATUS, { error: 'Status inválido' }),
  /** Required to cancel an order the kitchen already started (preparando or pronto). */
  motivo: texto(200, { longo: 'Motivo muito longo (máximo 200 caracteres)' })
    .transform((v) => v || undefined)
    .optional(),
});

const dataOuInstante = dataSchema('Data inválida');

/** GET /api/pedidos: status list (comma-separated), period and size. */
export const filtroPedidosSchema = z.object({
  status: texto(200)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(z.array(z.enum(PEDIDO_STATUS, { error: 'Status inválido' })).optional()),
  desde: dataOuInstante.optional(),
  ate: dataOuInstante.optional(),
  limite: z.coerce
    .number({ error: 'Limite inválido' })
    .int('Limite inválido')
    .min(1, 'Limite inválido')
    .max(500, 'Limite máximo é 500')
    .default(200),
});
export type FiltroPedidos = z.output<typeof filtroPedidosSchema>;

/* ---------- Orders staff take at the counter or on the phone (issue 31 §1) ---------- */

/**
 * How a staff order is paid: now (dinheiro or cartão at the counter: placed paid; PIX: a charge
 * whose QR the customer scans on the staff screen) or on delivery / at pickup (pending).
 */
export const PAGAMENTOS_DA_EQUIPE = ['dinheiro', 'cartao', 'pix', 'na_entrega'] as const;

/** POST /api/pedidos/equipe. Prices, freight and discount are the server's, as for any order. */
export const pedidoDaEquipeSchema = z.object({
  canal: z.enum(['balcao', 'telefone'], { error: 'Canal inválido' }),
  /** entrega: to `endereco`; retirada: the customer comes for it; balcao: served at the counter. */
  entrega: z.enum(['entrega', 'retirada', 'balcao'], { error: 'Tipo de pedido inválido' }),
  cliente: z.object(
    {
      nome: texto(LIMITES.nome, {
        erro: 'Informe o nome do cliente',
        longo: 'Nome do cliente muito longo (máximo 100 caracteres)',
      }).min(1, 'Informe o nome do cliente'),
      sobrenome: texto(LIMITES.nome).optional(),
      telefone: texto(LIMITES.telefone).optional(),
    },
    { error: 'Informe o nome do cliente' },
  ),
  /** Checked by the checkout's freight step (enderecoSchema) when `entrega` is 'entrega'. */
  endereco: jsonLivre().optional(),
  itens: z
    .array(adicionarAoCarrinhoSchema, { error: 'Adicione pelo menos um item' })
    .min(1, 'Adicione pelo menos um item')
    .max(100, 'Máximo de 100 itens por pedido'),
  /** A scheduled order (issue 31 §3): for later today, checked like a customer's. */
  agendado_para: agendadoParaSchema.optional(),
  cupom: texto(50).optional(),
  observacoes,
  /** WhatsApp messages about the order (issue 32 §2); absent: yes when the customer has a phone. */
  whatsapp_aceito: whatsappAceitoSchema,
  pagamento: z.object(
    {
      metodo: z.enum(PAGAMENTOS_DA_EQUIPE, { error: 'Selecione a forma de pagamento' }),
      /** 'na_entrega': how the customer will pay (dinheiro, cartao, pix). */
      metodo_na_entrega: z
        .enum(METODOS_NA_ENTREGA, { error: 'Selecione a forma de pagamento' })
        .optional(),
      /** Cash: the note the customer pays with, for the change ('100,00'). */
      troco_para: valorTroco.nullish(),
    },
    { error: 'Selecione a forma de pagamento' },
  ),
});
export type PedidoDaEquipeInput = z.output<typeof pedidoDaEquipeSchema>;

/**
 * PUT /api/pedidos/:id/correcao: staff correct an order the kitchen has not started (issue 31
 * §1): the whole order as it should be (its channel stays).
 */
export const correcaoDoPedidoSchema = pedidoDaEquipeSchema.omit({ canal: true });
export type CorrecaoDoPedidoInput = z.output<typeof correcaoDoPedidoSchema>;

/** GET /api/pedidos/equipe/cliente?telefone=: a customer found by phone. */
export const buscaDeClienteSchema = z.object({
  telefone: campoDigitos(LIMITES.telefone, 'Telefone inválido').pipe(
    z.string().min(8, 'Telefone inválido'),
  ),
});
