import { z } from 'zod';
import { TIPOS_OPCAO } from '../cardapio';
import { DIAS_DA_SEMANA } from '../horarios';
import { METODOS_NA_ENTREGA, PEDIDO_STATUS } from '../pedidos';
import { dataSchema, dinheiro, idSchema, jsonLivre, LIMITES, texto, textoOpcional } from './campos';

/** Payloads of the storefront (customer-side §7). Messages are the spec's where it has one. */
const observacoes = textoOpcional(LIMITES.observacoes, 'Máximo de 500 caracteres');

export const personalizacaoSchema = z.object({
  opcao_id: idSchema('Personalização inválida'),
  item_id: idSchema('Personalização inválida'),
  tipo: z.enum(TIPOS_OPCAO, { error: 'Tipo de personalização inválido' }).optional(),
  quantidade: z.coerce
    .number({ error: 'Quantidade da personalização inválida' })
    .int('Quantidade da personalização inválida')
    .min(1, 'Quantidade da personalização deve ser pelo menos 1')
    .max(20, 'Quantidade da personalização muito alta')
    .default(1),
  /** Ignored for adicionar (the server prices it); a priced remover is refused. */
  preco_adicional: z.coerce.number().optional(),
  nome: texto(LIMITES.nome).optional(),
});
export type PersonalizacaoInput = z.output<typeof personalizacaoSchema>;

const quantidade = z.coerce
  .number({ error: 'Quantidade inválida' })
  .int('Quantidade inválida')
  .min(1, 'Quantidade deve ser pelo menos 1')
  .max(99, 'Quantidade máxima por item é 99');

export const adicionarAoCarrinhoSchema = z.object({
  produto_id: idSchema('Produto inválido'),
  quantidade: quantidade.default(1),
  observacoes,
  personalizacoes: z.array(personalizacaoSchema).max(50).default([]),
});
export type AdicionarAoCarrinhoInput = z.output<typeof adicionarAoCarrinhoSchema>;

/** PUT /api/carrinho/:empresaId/item/:itemId: the quantity, and optionally new choices or notes. */
export const atualizarItemSchema = z.object({
  quantidade: quantidade.optional(),
  observacoes: observacoes.optional(),
  personalizacoes: z.array(personalizacaoSchema).max(50).optional(),
});
export type AtualizarItemInput = z.output<typeof atualizarItemSchema>;

export const observacoesSchema = z.object({ observacoes });

/** The four fields an address needs, each with the message of the screen that asks for it. */
const camposDoEndereco = (mensagem: string) => {
  const campo = (max: number) => texto(max, { erro: mensagem }).min(1, mensagem);
  return {
    rua: campo(LIMITES.endereco),
    numero_casa: campo(20),
    bairro: campo(LIMITES.endereco),
    cep: campo(LIMITES.cep + 1),
    cidade: texto(LIMITES.cidade).optional(),
    estado: texto(LIMITES.cidade).optional(),
  };
};

export const enderecoSchema = z.object({
  ...camposDoEndereco('Configure o endereço de entrega'),
  complemento: texto(LIMITES.endereco).optional(),
  referencia: texto(LIMITES.endereco).optional(),
});

export const calcularFreteSchema = z.object({
  ...camposDoEndereco('Preencha todos os campos obrigatórios'),
  empresa_id: idSchema('Empresa inválida').default(1),
});
export type CalcularFreteInput = z.output<typeof calcularFreteSchema>;

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

const hora = z
  .string({ error: 'Horário inválido' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido: use HH:MM');

export const horariosConfigSchema = z.object({
  horarios: z
    .array(
      z.object({
        dia: z.enum(DIAS_DA_SEMANA, { error: 'Dia da semana inválido' }),
        abertura: hora,
        fechamento: hora,
        fechado: z.boolean().default(false),
      }),
      { error: 'Envie a lista de horários' },
    )
    .max(7)
    .refine((lista) => new Set(lista.map((h) => h.dia)).size === lista.length, 'Dia repetido'),
});

export const chamarGarcomSchema = z.object({
  mesa: z
    .union([z.string(), z.number()], { error: 'Digite o número da mesa' })
    .transform((v) => String(v).trim())
    .pipe(texto(20, { longo: 'Número da mesa muito longo' }).min(1, 'Digite o número da mesa')),
  empresa_id: idSchema('Empresa inválida').default(1),
});

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

export const statusChamadaSchema = z.object({
  status: z.enum(['atendida', 'cancelada'], { error: 'Status inválido' }),
});
