import {
  inicioNaCozinha,
  JANELA_MS,
  MENSAGENS_RITMO,
  naCozinhaJa,
  TEMPO_PREPARO_PADRAO,
  type HorarioDia,
  type Pedido,
} from '@cardapio/shared-events';
import { formatarHora } from '../../app/format';

/**
 * Scheduled orders in the web (issue 31 §3), as pure rules: which orders the kitchen's screens
 * hold back until their start, the times a customer (or staff) may schedule for today, and which
 * of the server's refusals are about the chosen time. The server has the final word on all of it.
 */

/** What the kitchen start of an order is computed from. */
type PedidoNaCozinha = Parameters<typeof inicioNaCozinha>[0];

/** '21:15': a scheduled order's time, on the screen's clock like every hour the web shows. */
export const horaDoAgendamento = (agendadoPara: string): string => formatarHora(agendadoPara);

/** The board's and the ticket's badge: 'Agendado · 21:15'. */
export const seloDoAgendamento = (agendadoPara: string): string =>
  `Agendado · ${horaDoAgendamento(agendadoPara)}`;

/** The customer's history card: 'Agendado para 21:15'. */
export const textoDoAgendamento = (agendadoPara: string): string =>
  `Agendado para ${horaDoAgendamento(agendadoPara)}`;

/**
 * When the kitchen's clock starts for an order (ms): a scheduled one at its kitchen start (its
 * time minus its longest line's target, never before it was placed), any other when placed. The
 * tickets age and count down from here, and the kitchen works in this order.
 */
export function inicioDoPedido(
  pedido: Pick<Pedido, 'created_at'> & Partial<Pick<Pedido, 'agendado_para' | 'itens'>>,
): number {
  const criado = Date.parse(pedido.created_at);
  const inicio = inicioNaCozinha(
    { agendado_para: pedido.agendado_para ?? null, itens: pedido.itens ?? [] },
    TEMPO_PREPARO_PADRAO,
  );
  return inicio === null ? criado : Math.max(criado, inicio);
}

/**
 * The orders a kitchen screen shows at `agora` (ms): a scheduled order is held back until the
 * kitchen must start it (`naCozinhaJa`), and `proximo` says when the next held one starts (null:
 * none held), for the screen's timer. With nothing held back the same list is answered, so what
 * depends on its identity does not run again.
 */
export function naCozinhaAgora<P extends PedidoNaCozinha>(
  pedidos: P[],
  agora: number,
): { pedidos: P[]; proximo: number | null } {
  let proximo: number | null = null;
  const visiveis = pedidos.filter((pedido) => {
    if (naCozinhaJa(pedido, agora, TEMPO_PREPARO_PADRAO)) return true;
    const inicio = inicioNaCozinha(pedido, TEMPO_PREPARO_PADRAO)!;
    proximo = proximo === null ? inicio : Math.min(proximo, inicio);
    return false;
  });
  return { pedidos: visiveis.length === pedidos.length ? pedidos : visiveis, proximo };
}

/* ---------- Choosing a time for later today (checkout and the staff's 'Novo pedido') ---------- */

/** The estimate, in minutes, of how soon an order can be ready when nothing better is known. */
export const PREPARO_ESTIMADO_MIN = 30;

/** At most this many times in the list (a whole day of quarter hours). */
const MAXIMO_DE_HORARIOS = 96;

/**
 * The last time today an order may be scheduled for (ms): today's closing time when today's
 * hours close before midnight, otherwise 23:45; on the screen's clock.
 */
export function fimDoAgendamento(
  agora: number,
  hoje: Pick<HorarioDia, 'abertura' | 'fechamento' | 'fechado'> | null,
): number {
  const ultimo = new Date(agora);
  ultimo.setHours(23, 45, 0, 0);
  if (!hoje || hoje.fechado || hoje.fechamento <= hoje.abertura) return ultimo.getTime();
  const [h = 23, m = 45] = hoje.fechamento.split(':').map(Number);
  const fechamento = new Date(agora);
  fechamento.setHours(h, m, 0, 0);
  return Math.min(fechamento.getTime(), ultimo.getTime());
}

/** Rounds an instant up to the next quarter hour (itself when it is one). */
const quartoDeHoraAcima = (ms: number) => Math.ceil(ms / JANELA_MS) * JANELA_MS;

/**
 * The times offered for a scheduled order (ms, every 15 minutes): from now plus the preparation
 * estimate, rounded up to the quarter hour (and not before `aPartirDe`, the next window with room
 * when the current one is full), to `ate` (fimDoAgendamento). Empty: nothing left today.
 */
export function horariosParaAgendar({
  agora,
  preparoMin,
  aPartirDe = null,
  ate,
}: {
  agora: number;
  preparoMin: number;
  aPartirDe?: number | null;
  ate: number;
}): number[] {
  let primeiro = quartoDeHoraAcima(agora + Math.max(0, preparoMin) * 60_000);
  if (aPartirDe !== null) primeiro = Math.max(primeiro, quartoDeHoraAcima(aPartirDe));
  const horarios: number[] = [];
  for (let t = primeiro; t <= ate && horarios.length < MAXIMO_DE_HORARIOS; t += JANELA_MS)
    horarios.push(t);
  return horarios;
}

/** The start of a message built around a value: 'Escolha um horário a partir das '. */
const inicioDe = (mensagem: (valor: string) => string) => mensagem('\u0000').split('\u0000')[0]!;

const PREFIXOS_DO_AGENDAMENTO = [
  inicioDe(MENSAGENS_RITMO.agendamentoCedo),
  inicioDe((hora) => MENSAGENS_RITMO.janelaCheia(hora, null)),
];
const MENSAGENS_DO_AGENDAMENTO: readonly string[] = [
  MENSAGENS_RITMO.agendamentoForaDoDia,
  MENSAGENS_RITMO.agendamentoInvalido,
  MENSAGENS_RITMO.semJanela,
];

/**
 * Whether a refusal of the checkout is about when the order is for (too soon, outside today's
 * hours, a full window): the choice of time shows it beside itself, not only in a toast.
 */
export function ehErroDoAgendamento(mensagem: string): boolean {
  return (
    MENSAGENS_DO_AGENDAMENTO.includes(mensagem) ||
    PREFIXOS_DO_AGENDAMENTO.some((prefixo) => mensagem.startsWith(prefixo))
  );
}
