import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the WhatsApp Business Cloud API (Meta's Graph API), for tests and demos:
 * the same send route, answers and errors, and the same signed status webhooks.
 *
 * - POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` and a
 *   template message; answers `{ messaging_product, contacts: [{ input, wa_id }], messages:
 *   [{ id: 'wamid.…' }] }`. A wrong token: 401 code 190; an unknown template: 400 code 132001;
 *   more than 80 messages in a second on one number: 400 code 130429 (as Meta does).
 * - After accepting a message it POSTs the status webhooks 'sent', 'delivered' and (unless told
 *   otherwise) 'read' to the number's webhook URL, signed with its app secret
 *   (X-Hub-Signature-256), each with `biz_opaque_callback_data` when the send had it. A number
 *   registered as without WhatsApp gets 'failed' with code 131026 instead.
 */
export interface MensagemRecebida {
  wamid: string;
  phoneNumberId: string;
  para: string;
  modelo: string;
  idioma: string;
  parametros: string[];
  referencia: string | null;
  /** When the request arrived (ms). */
  em: number;
}

export interface NumeroDoLocal {
  token: string;
  appSecret: string;
  /** Where its webhooks go (set later with `apontarWebhook` when the URL is known after). */
  webhookUrl?: string;
}

export interface WhatsappLocal {
  /** Base URL to use in place of https://graph.facebook.com */
  url: string;
  /** Every message accepted, in arrival order. */
  mensagens: MensagemRecebida[];
  /** Requests refused for throughput (code 130429). */
  recusadasPorLimite: number;
  /** Webhook POSTs answered, by HTTP status. */
  webhooks: Array<{ wamid: string; status: string; resposta: number }>;
  registrarNumero(phoneNumberId: string, numero: NumeroDoLocal): void;
  apontarWebhook(phoneNumberId: string, url: string): void;
  /** Numbers that are not on WhatsApp (their messages end 'failed', code 131026). */
  semWhatsapp: Set<string>;
  /** Holds each answer this long after accepting (the 'sent' webhook goes first). */
  atrasoDaRespostaMs: number;
  /** Whether 'read' follows 'delivered' (default true). */
  lerMensagens: boolean;
  /** The next N sends answer 500 (Meta's transient error, code 131000) before anything is sent. */
  falharProximas(n: number): void;
  /** A customer writes to the number (an inbound 'messages' webhook). */
  clienteEscreve(phoneNumberId: string, de: string, texto: string): Promise<number>;
  close(): Promise<void>;
}

export const LIMITE_POR_SEGUNDO = 80;

function assinar(corpo: string, segredo: string): string {
  return `sha256=${createHmac('sha256', segredo).update(corpo).digest('hex')}`;
}

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startWhatsappLocal(
  opcoes: {
    modelos?: string[];
    intervaloDosStatusMs?: number;
    /** The number's throughput (Meta's default 80; a test may lower it). */
    limitePorSegundo?: number;
  } = {},
): Promise<WhatsappLocal> {
  const limite = opcoes.limitePorSegundo ?? LIMITE_POR_SEGUNDO;
  const numeros = new Map<string, NumeroDoLocal>();
  const modelos = opcoes.modelos ? new Set(opcoes.modelos) : null;
  const intervalo = opcoes.intervaloDosStatusMs ?? 20;
  const chegadas = new Map<string, number[]>();
  let falhar = 0;
  const pendentes = new Set<Promise<unknown>>();

  async function postarWebhook(phoneNumberId: string, value: Record<string, unknown>) {
    const numero = numeros.get(phoneNumberId);
    if (!numero?.webhookUrl) return 0;
    const corpo = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA-LOCAL',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '5548000000000', phone_number_id: phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    try {
      const r = await fetch(numero.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': assinar(corpo, numero.appSecret),
        },
        body: corpo,
      });
      await r.arrayBuffer();
      return r.status;
    } catch {
      return 0;
    }
  }

  async function status(m: MensagemRecebida, nome: string, extra: Record<string, unknown> = {}) {
    const resposta = await postarWebhook(m.phoneNumberId, {
      statuses: [
        {
          id: m.wamid,
          status: nome,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: m.para,
          ...(m.referencia ? { biz_opaque_callback_data: m.referencia } : {}),
          ...extra,
        },
      ],
    });
    local.webhooks.push({ wamid: m.wamid, status: nome, resposta });
  }

  /** What Meta does after accepting: the receipts, one after the other. */
  async function entregar(m: MensagemRecebida) {
    if (local.semWhatsapp.has(m.para)) {
      await status(m, 'failed', {
        errors: [
          { code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' },
        ],
      });
      return;
    }
    await esperar(intervalo);
    await status(m, 'delivered');
    if (local.lerMensagens) {
      await esperar(intervalo);
      await status(m, 'read');
    }
  }

  function noFundo(p: Promise<unknown>) {
    pendentes.add(p);
    void p.finally(() => pendentes.delete(p));
  }

  const erro = (res: http.ServerResponse, codigoHttp: number, code: number, message: string) => {
    res.statusCode = codigoHttp;
    res.end(
      JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'LOCAL' } }),
    );
  };

  const server = http.createServer((req, res) => {
    let texto = '';
    req.on('data', (d) => (texto += String(d)));
    req.on('end', () => {
      void (async () => {
        res.setHeader('content-type', 'application/json');
        const caminho = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(
          new URL(req.url ?? '/', 'http://l').pathname,
        );
        if (req.method !== 'POST' || !caminho) return erro(res, 404, 100, 'Unknown path');
        const phoneNumberId = caminho[1]!;
        const numero = numeros.get(phoneNumberId);
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!numero || token !== numero.token)
          return erro(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
        if (falhar > 0) {
          falhar -= 1;
          return erro(res, 500, 131000, 'Something went wrong');
        }
        const agora = Date.now();
        const recentes = (chegadas.get(phoneNumberId) ?? []).filter((t) => t > agora - 1000);
        if (recentes.length >= limite) {
          local.recusadasPorLimite += 1;
          chegadas.set(phoneNumberId, recentes);
          return erro(res, 400, 130429, 'Rate limit hit');
        }
        recentes.push(agora);
        chegadas.set(phoneNumberId, recentes);
        let corpo: {
          messaging_product?: string;
          to?: string;
          type?: string;
          biz_opaque_callback_data?: string;
          template?: {
            name?: string;
            language?: { code?: string };
            components?: Array<{ type?: string; parameters?: Array<{ text?: string }> }>;
          };
        };
        try {
          corpo = JSON.parse(texto);
        } catch {
          return erro(res, 400, 100, 'Invalid parameter');
        }
        if (
          corpo.messaging_product !== 'whatsapp' ||
          corpo.type !== 'template' ||
          !/^\d{8,15}$/.test(corpo.to ?? '')
        )
          return erro(res, 400, 100, 'Invalid parameter');
        const nome = corpo.template?.name ?? '';
        if (!nome || (modelos && !modelos.has(nome)))
          return erro(res, 404, 132001, 'Template name does not exist in the translation');
        const m: MensagemRecebida = {
          wamid: `wamid.${randomBytes(12).toString('hex')}`,
          phoneNumberId,
          para: corpo.to!,
          modelo: nome,
          idioma: corpo.template?.language?.code ?? '',
          parametros: (corpo.template?.components ?? [])
            .filter((c) => c.type === 'body')
            .flatMap((c) => (c.parameters ?? []).map((p) => p.text ?? '')),
          referencia: corpo.biz_opaque_callback_data ?? null,
          em: agora,
        };
        local.mensagens.push(m);
        // Meta accepts, then says 'sent'; when its answer is slow, the webhook comes first (the
        // caller may die before the answer: the webhook is then all it learns of the send).
        const enviada = async () => {
          if (!local.semWhatsapp.has(m.para)) await status(m, 'sent');
        };
        if (local.atrasoDaRespostaMs > 0) {
          await enviada();
          await esperar(local.atrasoDaRespostaMs);
          noFundo(entregar(m));
        } else noFundo(enviada().then(() => entregar(m)));
        res.end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: m.para, wa_id: m.para }],
            messages: [{ id: m.wamid, message_status: 'accepted' }],
          }),
        );
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const local: WhatsappLocal = {
    url: `http://127.0.0.1:${port}`,
    mensagens: [],
    recusadasPorLimite: 0,
    webhooks: [],
    semWhatsapp: new Set(),
    atrasoDaRespostaMs: 0,
    lerMensagens: true,
    registrarNumero: (id, numero) => numeros.set(id, { ...numero }),
    apontarWebhook: (id, url) => {
      const numero = numeros.get(id);
      if (numero) numero.webhookUrl = url;
    },
    falharProximas: (n) => (falhar = n),
    clienteEscreve: (phoneNumberId, de, texto) =>
      postarWebhook(phoneNumberId, {
        contacts: [{ profile: { name: 'Cliente' }, wa_id: de }],
        messages: [
          {
            from: de,
            id: `wamid.${randomBytes(8).toString('hex')}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: texto },
          },
        ],
      }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...pendentes]);
    },
  };
  return local;
}
