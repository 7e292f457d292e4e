/**
 * The flow of orders (issue 31 §3): staff pause the site and QR orders for a while or until they
 * resume ('Pausar pedidos'), announce a busy kitchen ('Ocupado +20 min': every expected time and
 * the menu's estimate grow by it), and the gestão caps how many orders (or items) one 15-minute
 * window of the kitchen takes. Staff channels (counter, phone) are never paused nor refused by
 * the cap, but what they order counts toward the window it lands in.
 */

/** The kitchen's windows: 15 minutes, aligned on the clock (21:00, 21:15, 21:30…). */
export const JANELA_MIN = 15;
export const JANELA_MS = JANELA_MIN * 60_000;

/** 'Pausar pedidos' for these many minutes; null: until staff resume. */
export const PAUSAS_MIN = [15, 30, 60] as const;
export type PausaMin = (typeof PAUSAS_MIN)[number];

/** Busy mode: the suggested step and the ceiling (the database checks the same ceiling). */
export const OCUPADO_PADRAO_MIN = 20;
export const OCUPADO_MAXIMO_MIN = 240;
/** The highest cap a window accepts (a typo of 5000 is refused, not taken as "no cap"). */
export const CAPACIDADE_MAXIMA = 1000;

/** What the cap counts: whole orders, or their items (quantities summed). */
export const CAPACIDADE_POR = ['pedidos', 'itens'] as const;
export type CapacidadePor = (typeof CAPACIDADE_POR)[number];

/** A pause in force: since when, until when (null: until resumed), and how the menu words it. */
export interface PausaDaLoja {
  desde: string;
  ate: string | null;
  /** 'Pausado — voltamos às 20:30', or 'Pausado' until resumed. */
  texto: string;
}

/** The earliest window with room when the one an order placed now would land in is full. */
export interface ProximaJanela {
  inicio: string;
  /** 'Entrega a partir de 21:15'. */
  texto: string;
}

/** One window as the staff screen shows it. */
export interface JanelaDoRitmo {
  inicio: string;
  /** '21:15', in the company's timezone. */
  hora: string;
  pedidos: number;
  itens: number;
  /** No order of a customer fits it any more. */
  cheia: boolean;
}

/** GET /api/ritmo and the 'ritmo:atualizado' event (room equipe): the state staff run the evening with. */
export interface EstadoDoRitmo {
  empresa_id: number;
  /** null: the site and QR take orders. */
  pausa: PausaDaLoja | null;
  /** Busy mode's extra minutes (0: off). */
  ocupado_min: number;
  capacidade: { por_janela: number | null; por: CapacidadePor };
  /**
   * With a cap: the windows from the one an order placed now lands in to the end of the shift
   * (at most 8), with what each took. Without one: empty.
   */
  janelas: JanelaDoRitmo[];
  /** When the window an order placed now lands in is full: the earliest with room. */
  proxima_janela: ProximaJanela | null;
  /** When this state was read: of two, the later one wins. */
  updated_at: string;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per timezone, kept.
const relogios = new Map<string, Intl.DateTimeFormat>();

/** '20:30': an instant's hour and minute in the company's timezone. */
export function horaLocal(instante: Date | string, timezone: string): string {
  let relogio = relogios.get(timezone);
  if (!relogio) {
    relogio = new Intl.DateTimeFormat('pt-BR', {
      timeZone: timezone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    relogios.set(timezone, relogio);
  }
  return relogio.format(typeof instante === 'string' ? new Date(instante) : instante);
}

/** The start of the window an instant falls in (ms). */
export const inicioDaJanela = (ms: number): number => Math.floor(ms / JANELA_MS) * JANELA_MS;

export const MENSAGENS_RITMO = {
  /** The menu's banner and badge. */
  pausado: 'Pausado',
  pausadoAte: (hora: string) => `Pausado — voltamos às ${hora}`,
  entregaAPartir: (hora: string) => `Entrega a partir de ${hora}`,
  /** A site or QR checkout while paused (staff channels still work). */
  pedidosPausados: (hora: string | null) =>
    hora
      ? `Pausamos os pedidos por alguns minutos. Voltamos às ${hora}.`
      : 'Pausamos os pedidos no momento. Tente novamente mais tarde.',
  /** No window with room until the end of the shift. */
  semJanela: 'Não há mais horários disponíveis para pedidos hoje.',
  /** A scheduled order's window is full. */
  janelaCheia: (hora: string, proxima: string | null) =>
    proxima
      ? `O horário das ${hora} está lotado. Próximo horário livre: ${proxima}.`
      : `O horário das ${hora} está lotado e não há outro horário livre hoje.`,
  agendamentoInvalido: 'Horário de agendamento inválido',
  agendamentoCedo: (hora: string) => `Escolha um horário a partir das ${hora}.`,
  agendamentoForaDoDia: 'Agende para um horário de hoje, dentro do horário de funcionamento.',
  // Staff routes.
  pausaInvalida: 'Escolha pausar por 15, 30 ou 60 minutos, ou até retomar',
  ocupadoInvalido: `Informe os minutos a mais: um número inteiro de 0 a ${OCUPADO_MAXIMO_MIN}`,
  capacidadeInvalida: `Capacidade por janela deve ser um número inteiro de 1 a ${CAPACIDADE_MAXIMA}, ou vazio para não limitar`,
  capacidadePorInvalida: 'Conte a capacidade por pedidos ou por itens',
  // Toasts.
  pausadoCom: (texto: string) => `Pedidos pausados. ${texto}`,
  retomado: 'Pedidos retomados: o cardápio voltou a aceitar pedidos.',
  ocupadoLigado: (min: number) => `Modo ocupado: +${min} min em cada previsão.`,
  ocupadoDesligado: 'Modo ocupado desligado.',
  capacidadeSalva: 'Capacidade salva com sucesso!',
  erroCarregar: 'Erro ao carregar o ritmo da loja',
  erroSalvar: 'Não foi possível salvar. Tente de novo.',
} as const;

/** How the menu words a pause: until a time (in the company's timezone), or until resumed. */
export const textoDaPausa = (ate: Date | string | null, timezone: string): string =>
  ate === null ? MENSAGENS_RITMO.pausado : MENSAGENS_RITMO.pausadoAte(horaLocal(ate, timezone));

/**
 * A scheduled order's prep target (issue 31 §3): its longest line's target, in minutes (a line
 * without one counts as `padraoMin`, the catalogue's TEMPO_PREPARO_PADRAO).
 */
export function alvoDoPedido(
  itens: ReadonlyArray<{ alvo_min: number | null; cancelado_em?: string | null }>,
  padraoMin: number,
): number {
  const alvos = itens.filter((i) => !i.cancelado_em).map((i) => i.alvo_min ?? padraoMin);
  return alvos.length > 0 ? Math.max(...alvos) : padraoMin;
}

/**
 * When the kitchen must start a scheduled order (ms): its chosen time minus its prep target;
 * null for an order placed to be made as soon as possible. The kitchen's screens show it from
 * then on, and a job announces it again at that moment (`ritmo.liberar`).
 */
export function inicioNaCozinha(
  pedido: {
    agendado_para: string | null;
    itens: ReadonlyArray<{ alvo_min: number | null; cancelado_em?: string | null }>;
  },
  padraoMin: number,
): number | null {
  if (!pedido.agendado_para) return null;
  return Date.parse(pedido.agendado_para) - alvoDoPedido(pedido.itens, padraoMin) * 60_000;
}

/** Whether the kitchen sees the order at `agora` (ms): not a scheduled one before its start. */
export const naCozinhaJa = (
  pedido: Parameters<typeof inicioNaCozinha>[0],
  agora: number,
  padraoMin: number,
): boolean => (inicioNaCozinha(pedido, padraoMin) ?? -Infinity) <= agora;
