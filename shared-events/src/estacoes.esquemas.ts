import { z } from 'zod';
import { idSchema, texto } from './campos';
import { COR_PADRAO_ESTACAO, MENSAGENS_ESTACAO, MODOS_DA_VISAO } from './estacoes';
import { normalizarCor } from './paleta';

/** POST /api/estacoes and PUT /api/estacoes/:id. */
export const estacaoFormSchema = z.object({
  nome: texto(40, {
    erro: MENSAGENS_ESTACAO.nomeObrigatorio,
    longo: MENSAGENS_ESTACAO.nomeLongo,
  }).min(1, MENSAGENS_ESTACAO.nomeObrigatorio),
  cor: z
    .string({ error: MENSAGENS_ESTACAO.corInvalida })
    .max(20, MENSAGENS_ESTACAO.corInvalida)
    .transform((v, ctx) => {
      const cor = normalizarCor(v);
      if (cor) return cor;
      ctx.addIssue({ code: 'custom', message: MENSAGENS_ESTACAO.corInvalida });
      return z.NEVER;
    })
    .default(COR_PADRAO_ESTACAO),
  ordem: z
    .number({ error: MENSAGENS_ESTACAO.ordemInvalida })
    .int(MENSAGENS_ESTACAO.ordemInvalida)
    .min(0, MENSAGENS_ESTACAO.ordemInvalida)
    .max(9999, MENSAGENS_ESTACAO.ordemInvalida)
    .default(0),
  ativo: z.boolean({ error: MENSAGENS_ESTACAO.ativoInvalido }).default(true),
  /** Minutes per ticket; null: its longest item's tempo_preparo; absent keeps what is stored. */
  alvo_min: z
    .number({ error: MENSAGENS_ESTACAO.alvoInvalido })
    .int(MENSAGENS_ESTACAO.alvoInvalido)
    .min(1, MENSAGENS_ESTACAO.alvoInvalido)
    .max(240, MENSAGENS_ESTACAO.alvoInvalido)
    .nullable()
    .optional(),
});
export type EstacaoFormInput = z.input<typeof estacaoFormSchema>;
export type EstacaoForm = z.output<typeof estacaoFormSchema>;

/**
 * A station chosen on a category or product form (multipart: text): an id, or '' / 'null' for
 * none; absent keeps what is stored.
 */
export const estacaoDoFormulario = z
  .union(
    [z.literal(''), z.literal('null'), z.null(), idSchema(MENSAGENS_ESTACAO.estacaoNaoEncontrada)],
    { error: MENSAGENS_ESTACAO.estacaoNaoEncontrada },
  )
  .transform((v) => (v === '' || v === 'null' || v === null ? null : v))
  .optional();

/** Tells apart two devices signed in as the same staff member (as the kitchen's confirmations). */
export const dispositivoSchema = z
  .string({ error: MENSAGENS_ESTACAO.dispositivoInvalido })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, MENSAGENS_ESTACAO.dispositivoInvalido);

/** PUT /api/monitor/visao. */
export const visaoDaCozinhaSchema = z
  .object({
    modo: z.enum(MODOS_DA_VISAO, { error: MENSAGENS_ESTACAO.modoInvalido }),
    estacoes: z
      .array(idSchema(MENSAGENS_ESTACAO.estacaoNaoEncontrada), {
        error: MENSAGENS_ESTACAO.escolhaUmaEstacao,
      })
      .max(20, MENSAGENS_ESTACAO.estacoesDemais)
      .default([]),
    dispositivo: dispositivoSchema.optional(),
  })
  .refine((v) => v.modo !== 'estacoes' || v.estacoes.length > 0, {
    message: MENSAGENS_ESTACAO.escolhaUmaEstacao,
    path: ['estacoes'],
  })
  .transform((v) => ({ ...v, estacoes: v.modo === 'estacoes' ? [...new Set(v.estacoes)] : [] }));
export type VisaoDaCozinhaInput = z.input<typeof visaoDaCozinhaSchema>;

/**
 * POST /api/monitor/pedidos/:id/pronto and …/desfazer: the part of the order a station screen
 * shows (its stations' items and the unrouted ones); absent, the whole order.
 */
export const parteDoPedidoSchema = z.object({
  estacoes: z
    .array(idSchema(MENSAGENS_ESTACAO.estacaoNaoEncontrada), {
      error: MENSAGENS_ESTACAO.escolhaUmaEstacao,
    })
    .min(1, MENSAGENS_ESTACAO.escolhaUmaEstacao)
    .max(20, MENSAGENS_ESTACAO.estacoesDemais)
    .optional(),
});
export type ParteDoPedido = z.output<typeof parteDoPedidoSchema>;
