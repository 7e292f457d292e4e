import { z } from 'zod';
import { dinheiro, idSchema, LIMITES, texto } from './campos';
import { MAXIMO_POR_DESPACHO, MENSAGENS_ENTREGADORES, VEICULOS } from './entregadores';
import { apenasDigitos } from './formatos';

/** The couriers' inputs (issue 32 §1): the back office's form and dispatch, the phone's actions. */

const M = MENSAGENS_ENTREGADORES;

/** A Brazilian phone with its area code (10 or 11 digits), kept as digits. */
const telefone = texto(40, { erro: M.telefoneObrigatorio, longo: M.telefoneInvalido })
  .transform((v) => apenasDigitos(v))
  .pipe(
    z
      .string()
      .min(1, M.telefoneObrigatorio)
      .regex(/^\d{10,11}$/, M.telefoneInvalido),
  );

const camposDoEntregador = {
  nome: texto(LIMITES.nome, {
    erro: M.nomeObrigatorio,
    longo: `Nome muito longo: use no máximo ${LIMITES.nome} caracteres`,
  }).min(1, M.nomeObrigatorio),
  telefone,
  veiculo: z.enum(VEICULOS, { error: M.veiculoInvalido }),
  taxa_por_entrega: dinheiro({
    obrigatorio: M.taxaObrigatoria,
    abaixoDoMinimo: M.taxaInvalida,
    maximo: 500,
    muitoAlto: M.taxaMuitoAlta,
  }),
};

/** POST /api/entregadores. */
export const entregadorCriacaoSchema = z.object({
  ...camposDoEntregador,
  ativo: z.boolean({ error: M.ativoInvalido }).default(true),
});

/** PUT /api/entregadores/:id with the form (`{ativo}` alone is the toggle: ativoSozinhoSchema). */
export const entregadorEdicaoSchema = z.object({
  ...camposDoEntregador,
  ativo: z.boolean({ error: M.ativoInvalido }).optional(),
});

export type EntregadorCriacaoInput = z.input<typeof entregadorCriacaoSchema>;
export type EntregadorCriacao = z.output<typeof entregadorCriacaoSchema>;
export type EntregadorEdicao = z.output<typeof entregadorEdicaoSchema>;

/** POST /api/entregadores/:id/despachar: the ready delivery orders, in route order. */
export const despachoSchema = z.object({
  pedidos: z
    .array(idSchema('Pedido inválido'), { error: M.pedidosObrigatorios })
    .min(1, M.pedidosObrigatorios)
    .max(MAXIMO_POR_DESPACHO, M.muitosPedidos)
    .refine((ids) => new Set(ids).size === ids.length, M.pedidosRepetidos),
});
export type DespachoInput = z.input<typeof despachoSchema>;

/**
 * When the courier tapped (the phone queues actions through a dead zone and sends them later):
 * kept if it lies between the dispatch and now, otherwise the server's clock counts.
 */
const registradoEm = z.iso
  .datetime({ offset: true, error: 'Horário inválido' })
  .optional()
  .transform((v) => (v ? new Date(v) : undefined));

/** POST /api/entregador/:token/entregas/:pedidoId/entregue. */
export const entregueSchema = z.object({ registrado_em: registradoEm });

/** POST /api/entregador/:token/entregas/:pedidoId/nao-entregue. */
export const naoEntregueSchema = z.object({
  motivo: texto(200, { erro: M.motivoObrigatorio, longo: M.motivoMuitoLongo }).min(
    1,
    M.motivoObrigatorio,
  ),
  registrado_em: registradoEm,
});
export type NaoEntregueInput = z.input<typeof naoEntregueSchema>;
