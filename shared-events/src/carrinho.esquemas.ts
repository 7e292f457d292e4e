import { z } from 'zod';
import { TIPOS_OPCAO } from './cardapio';
import { idSchema, LIMITES, observacoesDoCliente as observacoes, texto } from './campos';

/** Payloads of the storefront's cart (customer-side §7). Messages are the spec's where it has one. */
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
