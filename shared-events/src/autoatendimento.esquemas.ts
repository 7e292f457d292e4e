import { z } from 'zod';
import {
  MENSAGENS_AUTOATENDIMENTO as M,
  CONVIDADO_REGEX,
  TIPOS_DE_CHAMADA,
} from './autoatendimento';
import { adicionarAoCarrinhoSchema } from './carrinho.esquemas';
import { texto } from './campos';

const convidado = z
  .string({ error: M.convidadoInvalido })
  .regex(CONVIDADO_REGEX, { error: M.convidadoInvalido });

/** POST /api/autoatendimento/qr/:token/pedidos */
export const pedidoDoQrSchema = z.object({
  nome: texto(60, { erro: M.nomeObrigatorio, longo: M.nomeLongo }).min(1, M.nomeObrigatorio),
  convidado,
  itens: z
    .array(adicionarAoCarrinhoSchema, { error: M.semItens })
    .min(1, M.semItens)
    .max(30, M.muitosItens),
});
export type PedidoDoQrInput = z.output<typeof pedidoDoQrSchema>;

/** GET /api/autoatendimento/qr/:token/pedidos?convidado= */
export const convidadoSchema = z.object({ convidado });

/** POST /api/autoatendimento/qr/:token/chamar */
export const chamadaDoQrSchema = z.object({
  tipo: z.enum(TIPOS_DE_CHAMADA, { error: M.tipoDeChamadaInvalido }),
});

/** PUT /api/autoatendimento/mesas/:id/bloqueio */
export const bloqueioDoQrSchema = z.object({
  bloqueado: z.boolean({ error: 'Informe se o QR Code fica bloqueado' }),
});

/** PUT /api/autoatendimento/config */
export const configDoQrSchema = z.object({
  exige_confirmacao: z.boolean({ error: 'Informe se o garçom confirma os pedidos do QR Code' }),
});
