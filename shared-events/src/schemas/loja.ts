import { z } from 'zod';
import { TIPOS_OPCAO } from '../cardapio';
import { DIAS_DA_SEMANA } from '../horarios';
import { METODOS_NA_ENTREGA } from '../pedidos';

/** Payloads of the storefront (customer-side §7). Messages are the spec's where it has one. */
const inteiroPositivo = (mensagem: string) =>
  z.coerce.number({ error: mensagem }).int(mensagem).positive(mensagem);
const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

export const personalizacaoSchema = z.object({
  opcao_id: inteiroPositivo('Personalização inválida'),
  item_id: inteiroPositivo('Personalização inválida'),
  tipo: z.enum(TIPOS_OPCAO, { error: 'Tipo de personalização inválido' }).optional(),
  quantidade: z.coerce
    .number({ error: 'Quantidade da personalização inválida' })
    .int('Quantidade da personalização inválida')
    .min(1, 'Quantidade da personalização deve ser pelo menos 1')
    .max(20, 'Quantidade da personalização muito alta')
    .default(1),
  /** Ignored for adicionar (the server prices it); a priced remover is refused. */
  preco_adicional: z.coerce.number().optional(),
  nome: z.string().optional(),
});
export type PersonalizacaoInput = z.output<typeof personalizacaoSchema>;

const quantidade = z.coerce
  .number({ error: 'Quantidade inválida' })
  .int('Quantidade inválida')
  .min(1, 'Quantidade deve ser pelo menos 1')
  .max(99, 'Quantidade máxima por item é 99');

export const adicionarAoCarrinhoSchema = z.object({
  produto_id: inteiroPositivo('Produto inválido'),
  quantidade: quantidade.default(1),
  observacoes: textoOpcional(500),
  personalizacoes: z.array(personalizacaoSchema).max(50).default([]),
});
export type AdicionarAoCarrinhoInput = z.output<typeof adicionarAoCarrinhoSchema>;

/** PUT /api/carrinho/:empresaId/item/:itemId: the quantity, and optionally new choices or notes. */
export const atualizarItemSchema = z.object({
  quantidade: quantidade.optional(),
  observacoes: textoOpcional(500).optional(),
  personalizacoes: z.array(personalizacaoSchema).max(50).optional(),
});
export type AtualizarItemInput = z.output<typeof atualizarItemSchema>;

export const observacoesSchema = z.object({ observacoes: textoOpcional(500) });

/** The four fields an address needs, each with the message of the screen that asks for it. */
const camposDoEndereco = (mensagem: string) => {
  const campo = z.string({ error: mensagem }).trim().min(1, mensagem);
  return {
    rua: campo,
    numero_casa: campo,
    bairro: campo,
    cep: campo,
    cidade: z.string().trim().optional(),
    estado: z.string().trim().optional(),
  };
};

export const enderecoSchema = z.object({
  ...camposDoEndereco('Configure o endereço de entrega'),
  complemento: z.string().trim().max(200).optional(),
  referencia: z.string().trim().max(200).optional(),
});

export const calcularFreteSchema = z.object({
  ...camposDoEndereco('Preencha todos os campos obrigatórios'),
  empresa_id: z.coerce.number().int().positive().default(1),
});
export type CalcularFreteInput = z.output<typeof calcularFreteSchema>;

/** POST /api/pedidos. Items and prices come from the server-side cart; the client's are ignored. */
export const novoPedidoSchema = z.object({
  empresa_id: z.coerce.number().int().positive().optional(),
  mesa: z.string().optional(),
  tipo_pedido: z.literal('entrega', { error: 'Tipo de pedido inválido' }).default('entrega'),
  observacoes: textoOpcional(500),
  dados_cliente: z
    .object({
      nome: z.string().trim().optional(),
      sobrenome: z.string().trim().optional(),
      telefone: z.string().trim().optional(),
      email: z.string().trim().optional(),
      endereco: z.unknown().optional(),
    })
    .optional(),
  metodo_pagamento: z.enum(['entrega', 'site'], { error: 'Selecione a forma de pagamento' }),
  detalhes_pagamento: z
    .object({
      metodo: z.enum(METODOS_NA_ENTREGA, { error: 'Selecione a forma de pagamento' }),
      precisaTroco: z.boolean().optional(),
      precisa_troco: z.boolean().optional(),
      valorTroco: z.coerce.number().nullish(),
      valor_troco: z.coerce.number().nullish(),
    })
    .optional(),
  /** Ignored: the server recomputes items, prices and freight. */
  itens: z.unknown().optional(),
  valor_frete: z.unknown().optional(),
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
    .pipe(z.string().min(1, 'Digite o número da mesa').max(20, 'Número da mesa muito longo')),
  empresa_id: z.coerce.number().int().positive().default(1),
});

export const statusPedidoSchema = z.object({
  status: z.enum(['pendente', 'preparando', 'pronto', 'entregue', 'cancelado'], {
    error: 'Status inválido',
  }),
});

const dataOuInstante = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Data inválida')
  .transform((v) => new Date(v));

/** GET /api/pedidos: status list (comma-separated), period and size. */
export const filtroPedidosSchema = z.object({
  status: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(
      z
        .array(
          z.enum(['pendente', 'preparando', 'pronto', 'entregue', 'cancelado'], {
            error: 'Status inválido',
          }),
        )
        .optional(),
    ),
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
