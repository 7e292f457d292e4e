import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  MENSAGENS_WHATSAPP,
  ORDEM_DO_STATUS_MENSAGEM,
  PALAVRAS_DE_DESCADASTRO,
  type StatusMensagem,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { naoAutenticado, proibido } from '../shared/errors';
import type { Envio } from './envio';
import { whatsappDescadastros, whatsappMensagens, type WhatsappConfigRow } from './schema';

/** Checked against when the company has no secret: never a valid signature. */
const SEGREDO_DE_NINGUEM = 'segredo-que-nenhuma-empresa-usa';

/** X-Hub-Signature-256: 'sha256=' and the HMAC-SHA256 of the raw body with the app secret. */
export function assinaturaDoWebhook(corpo: Buffer | string, segredo: string): string {
  return `sha256=${createHmac('sha256', segredo).update(corpo).digest('hex')}`;
}

function assinaturaConfere(corpo: Buffer, segredo: string, recebida: string | undefined) {
  const esperada = Buffer.from(assinaturaDoWebhook(corpo, segredo));
  const dada = Buffer.from(recebida ?? '');
  return dada.length === esperada.length && timingSafeEqual(dada, esperada);
}

const STATUS_DO_WHATSAPP: Record<string, StatusMensagem> = {
  sent: 'enviado',
  delivered: 'entregue',
  read: 'lido',
  failed: 'falhou',
};

interface StatusRecebido {
  id?: string;
  status?: string;
  recipient_id?: string;
  biz_opaque_callback_data?: string;
  errors?: Array<{ code?: number; title?: string; message?: string }>;
}

interface CorpoDoWebhook {
  entry?: Array<{
    changes?: Array<{
      field?: string;
      value?: {
        metadata?: { phone_number_id?: string };
        statuses?: StatusRecebido[];
        messages?: Array<{ from?: string; type?: string; text?: { body?: string } }>;
      };
    }>;
  }>;
}

/** What a failed status says on the board. */
function motivoDaFalha(s: StatusRecebido): string {
  const code = s.errors?.[0]?.code;
  if (code === 131026) return MENSAGENS_WHATSAPP.erroSemWhatsapp;
  if (code === 132001 || code === 132000) return MENSAGENS_WHATSAPP.erroModelo;
  return MENSAGENS_WHATSAPP.erroForaDaJanela;
}

/**
 * WhatsApp's webhooks for one company (its own URL, /api/whatsapp/webhook/:empresaId): the set-up
 * handshake (GET, the verify token) and the notifications (POST), heard only when signed with its
 * app secret. Statuses move its messages forward (sent → delivered → read, or failed), matched
 * by our key (biz_opaque_callback_data) or WhatsApp's id; a customer who writes 'PARAR' gets no
 * more messages.
 */
export function createWebhook(deps: {
  db: Db;
  configDa(empresaId: number): Promise<WhatsappConfigRow | null>;
  envio: Pick<Envio, 'refletir'>;
}) {
  const { db } = deps;

  async function verificar(
    empresaId: number,
    q: { modo?: string; token?: string; desafio?: string },
  ): Promise<string> {
    const config = await deps.configDa(empresaId);
    const esperado = Buffer.from(config?.verify_token ?? SEGREDO_DE_NINGUEM);
    const dado = Buffer.from(q.token ?? '');
    const confere =
      config !== null && dado.length === esperado.length && timingSafeEqual(dado, esperado);
    if (q.modo !== 'subscribe' || !confere || !q.desafio)
      throw proibido(MENSAGENS_WHATSAPP.verificacaoInvalida);
    return q.desafio;
  }

  async function atualizarStatus(empresaId: number, s: StatusRecebido) {
    const status = s.status ? STATUS_DO_WHATSAPP[s.status] : undefined;
    if (!status || (!s.id && !s.biz_opaque_callback_data)) return;
    const qual = or(
      s.biz_opaque_callback_data
        ? eq(whatsappMensagens.chave, s.biz_opaque_callback_data)
        : undefined,
      s.id ? eq(whatsappMensagens.wamid, s.id) : undefined,
    );
    const antes = ORDEM_DO_STATUS_MENSAGEM[status];
    const mudadas = await db
      .update(whatsappMensagens)
      .set({
        status,
        wamid: sql`coalesce(${whatsappMensagens.wamid}, ${s.id ?? null})`,
        erro: status === 'falhou' ? motivoDaFalha(s) : null,
        updated_at: sql`clock_timestamp()`,
      })
      .where(
        and(
          eq(whatsappMensagens.empresa_id, empresaId),
          qual,
          // Forward only ('read' then a late 'delivered' stays read); a failure after delivery
          // is not believed.
          status === 'falhou'
            ? sql`${whatsappMensagens.status} in ('pendente', 'enviando', 'enviado')`
            : sql`(case ${whatsappMensagens.status} when 'pendente' then 0 when 'enviando' then 1
                when 'enviado' then 2 when 'entregue' then 3 when 'lido' then 4 else 5 end) < ${antes}`,
        ),
      )
      .returning({ id: whatsappMensagens.id });
    for (const m of mudadas) await deps.envio.refletir(empresaId, m.id);
  }

  async function descadastrar(empresaId: number, de: string, texto: string) {
    const palavra = texto.trim().toLowerCase();
    if (!(PALAVRAS_DE_DESCADASTRO as readonly string[]).includes(palavra)) return;
    const telefone = de.replace(/\D/g, '');
    if (!telefone) return;
    await db
      .insert(whatsappDescadastros)
      .values({ empresa_id: empresaId, telefone })
      .onConflictDoNothing();
  }

  /** POST: the raw body (the signature is over its bytes) and X-Hub-Signature-256. */
  async function receber(
    empresaId: number,
    corpoBruto: Buffer,
    assinatura: string | undefined,
  ): Promise<{ statuses: number }> {
    const config = await deps.configDa(empresaId);
    const valida = assinaturaConfere(
      corpoBruto,
      config?.app_secret || SEGREDO_DE_NINGUEM,
      assinatura,
    );
    if (!config?.app_secret || !valida) throw naoAutenticado(MENSAGENS_WHATSAPP.assinaturaInvalida);
    let corpo: CorpoDoWebhook;
    try {
      corpo = JSON.parse(corpoBruto.toString('utf8')) as CorpoDoWebhook;
    } catch {
      return { statuses: 0 };
    }
    let statuses = 0;
    for (const entrada of Array.isArray(corpo.entry) ? corpo.entry : []) {
      for (const mudanca of Array.isArray(entrada?.changes) ? entrada.changes : []) {
        const valor = mudanca?.value;
        // Another number's notification (the app serves several) is not this company's.
        if (!valor || valor.metadata?.phone_number_id !== config.phone_number_id) continue;
        for (const s of Array.isArray(valor.statuses) ? valor.statuses : []) {
          if (typeof s !== 'object' || s === null) continue;
          await atualizarStatus(empresaId, {
            id: typeof s.id === 'string' ? s.id : undefined,
            status: typeof s.status === 'string' ? s.status : undefined,
            biz_opaque_callback_data:
              typeof s.biz_opaque_callback_data === 'string'
                ? s.biz_opaque_callback_data
                : undefined,
            errors: Array.isArray(s.errors) ? s.errors : undefined,
          });
          statuses += 1;
        }
        for (const m of Array.isArray(valor.messages) ? valor.messages : []) {
          if (m?.type === 'text' && typeof m.from === 'string' && typeof m.text?.body === 'string')
            await descadastrar(empresaId, m.from, m.text.body);
        }
      }
    }
    return { statuses };
  }

  return { verificar, receber };
}
