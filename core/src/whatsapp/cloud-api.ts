import { MENSAGENS_WHATSAPP } from '@cardapio/shared-events';

/**
 * The WhatsApp Business Cloud API (Meta's Graph API): template messages to one number. Meta's
 * endpoint by default; WHATSAPP_BASE_URL points it at a stand-in (testing/whatsapp-local.ts).
 */

export const WHATSAPP_BASE_URL_PADRAO = 'https://graph.facebook.com';
export const VERSAO_DA_API = 'v21.0';

export interface ModeloAEnviar {
  phoneNumberId: string;
  token: string;
  /** Digits with the country code. */
  para: string;
  modelo: string;
  idioma: string;
  parametros: string[];
  /**
   * Our key for the message: Meta sends it back in every status webhook of the message
   * (biz_opaque_callback_data), so a send whose answer was lost is still recognised.
   */
  referencia: string;
}

/** The API refused the message or could not be reached. */
export class FalhaDoWhatsapp extends Error {
  constructor(
    /** What the board shows, in pt-BR. */
    readonly motivo: string,
    /** The same request would be refused again: no retry. */
    readonly definitiva: boolean,
    readonly detalhe: string,
    /** WhatsApp answered (so nothing was sent); false: no answer, it may have been sent. */
    readonly respondeu = true,
  ) {
    super(`${motivo} (${detalhe})`);
    this.name = 'FalhaDoWhatsapp';
  }
}

interface ErroDaGraph {
  error?: { message?: string; code?: number; error_subcode?: number };
}

/** Meta's error codes that no retry fixes, with what staff are told. */
function classificar(status: number, corpo: ErroDaGraph): FalhaDoWhatsapp {
  const code = corpo.error?.code;
  const detalhe = `HTTP ${status}${code !== undefined ? `, código ${code}` : ''}: ${
    corpo.error?.message ?? 'sem mensagem'
  }`;
  const M = MENSAGENS_WHATSAPP;
  if (status === 401 || code === 190) return new FalhaDoWhatsapp(M.erroToken, true, detalhe);
  // 131026: not a WhatsApp number (or an old app); 133010: the business number is not registered.
  if (code === 131026) return new FalhaDoWhatsapp(M.erroSemWhatsapp, true, detalhe);
  if (code === 132001 || code === 132000 || code === 132012)
    return new FalhaDoWhatsapp(M.erroModelo, true, detalhe);
  // Throughput (130429), pair rate (131056), or Meta's side: try again later.
  if (status === 429 || status >= 500 || code === 130429 || code === 131056 || code === 131000)
    return new FalhaDoWhatsapp(M.erroIndisponivel, false, detalhe);
  return new FalhaDoWhatsapp(M.erroForaDaJanela, status >= 400 && status < 500, detalhe);
}

export interface ClienteDoWhatsapp {
  /** Answers WhatsApp's message id (wamid). */
  enviar(mensagem: ModeloAEnviar): Promise<string>;
}

export function criarClienteDoWhatsapp(
  baseUrl = WHATSAPP_BASE_URL_PADRAO,
  { tempoLimiteMs = 15_000 }: { tempoLimiteMs?: number } = {},
): ClienteDoWhatsapp {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async enviar(m) {
      const url = `${base}/${VERSAO_DA_API}/${encodeURIComponent(m.phoneNumberId)}/messages`;
      let resposta: Response;
      try {
        resposta = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: m.para,
            type: 'template',
            biz_opaque_callback_data: m.referencia,
            template: {
              name: m.modelo,
              language: { code: m.idioma },
              components: m.parametros.length
                ? [
                    {
                      type: 'body',
                      parameters: m.parametros.map((text) => ({ type: 'text', text })),
                    },
                  ]
                : [],
            },
          }),
          signal: AbortSignal.timeout(tempoLimiteMs),
        });
      } catch (erro) {
        throw new FalhaDoWhatsapp(
          MENSAGENS_WHATSAPP.erroIndisponivel,
          false,
          erro instanceof Error ? erro.message : String(erro),
          false,
        );
      }
      const corpo = (await resposta.json().catch(() => ({}))) as ErroDaGraph & {
        messages?: Array<{ id?: string }>;
      };
      if (!resposta.ok) throw classificar(resposta.status, corpo);
      const wamid = corpo.messages?.[0]?.id;
      if (!wamid)
        throw new FalhaDoWhatsapp(
          MENSAGENS_WHATSAPP.erroIndisponivel,
          false,
          'resposta sem id',
          false,
        );
      return wamid;
    },
  };
}
