import { z } from 'zod';
import { METODOS_NA_ENTREGA, PEDIDO_STATUS } from './pedidos';
import {
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
  /** Ignored: the server recomputes items, prices and freight. */
  itens: jsonLivre(100_000).optional(),
  valor_frete: jsonLivre().optional(),
});
export type NovoPedidoInput = z.output<typeof novoPedidoSchema>;

export const statusPedidoSchema = z.object({
  status: z.enum(PEDIDO_STATUS, { error: 'Status inválido' }),
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
