/**
 * Kitchen stations (issue 29 §1): where each item is made (Cozinha, Bar, Chapa…). A category
 * names its default station, a product may name its own; an order's items are routed when it is
 * placed, so each station's screen shows only its part. A company with no stations keeps the
 * spec's monitor: every item on every screen.
 */

export interface Estacao {
  id: number;
  empresa_id: number;
  nome: string;
  /** `#rrggbb`. */
  cor: string;
  ordem: number;
  ativo: boolean;
  /** Its own target per ticket, in minutes (null: the ticket's longest item's tempo_preparo). */
  alvo_min: number | null;
  created_at: string;
  updated_at: string;
}

export interface EstacoesResposta {
  estacoes: Estacao[];
}

/** Pushed to the staff room when a station is deleted. */
export interface EstacaoRemovidaEvento {
  id: number;
  empresa_id: number;
  updated_at: string;
}

/** A new station's colour when none is chosen. */
export const COR_PADRAO_ESTACAO = '#1d4ed8';

/** What a kitchen screen shows: every item (the spec's monitor), chosen stations, or the expo. */
export const MODOS_DA_VISAO = ['tudo', 'estacoes', 'expo'] as const;
export type ModoDaVisao = (typeof MODOS_DA_VISAO)[number];

/** A kitchen screen's choice, kept on the server per screen (per device for a staff session). */
export interface VisaoDaCozinha {
  modo: ModoDaVisao;
  estacoes: number[];
}

export const VISAO_PADRAO: VisaoDaCozinha = { modo: 'tudo', estacoes: [] };

export const MENSAGENS_ESTACAO = {
  nomeObrigatorio: 'Informe o nome da estação',
  nomeLongo: 'O nome da estação pode ter no máximo 40 caracteres',
  nomeDuplicado: (nome: string) => `Já existe uma estação chamada "${nome}"`,
  corInvalida: 'Cor inválida: use o formato #RRGGBB',
  ordemInvalida: 'A ordem deve ser um número inteiro de 0 a 9999',
  ativoInvalido: 'Campo ativo deve ser verdadeiro ou falso',
  estacaoNaoEncontrada: 'Estação não encontrada',
  estacaoExcluida: 'Estação excluída',
  modoInvalido: 'Visão inválida: escolha tudo, estações ou expedição',
  escolhaUmaEstacao: 'Escolha ao menos uma estação',
  estacoesDemais: 'Escolha no máximo 20 estações',
  dispositivoInvalido: 'Dispositivo inválido',
  alvoInvalido: 'O tempo alvo deve ser um número inteiro de 1 a 240 minutos',
} as const;

/** Which station an item goes to, by the rule: the product's own, else its category's. */
export const estacaoDoItem = (
  produto: { estacao_id: number | null },
  categoria: { estacao_id: number | null } | undefined,
): number | null => produto.estacao_id ?? categoria?.estacao_id ?? null;

/** How long a bump can be undone ('Desfazer', issue 29 §2). */
export const DESFAZER_ATE_MS = 2 * 60_000;

export const MENSAGENS_PREPARO = {
  itemNaoEncontrado: 'Item não encontrado',
  pedidoNaoEncontrado: 'Pedido não encontrado',
  pedidoEncerrado: 'Este pedido já foi encerrado',
  itemJaPronto: 'Este item já está pronto',
  parteJaPronta: 'Esta parte do pedido já está pronta',
  nadaParaDesfazer: 'Não há nada pronto para desfazer aqui',
  prazoDoDesfazer: 'Só dá para desfazer até 2 minutos depois de marcar como pronto',
  pronto: 'Pronto!',
  desfeito: 'Voltou para a tela',
} as const;

/** What a station's part of an order is made of: its items, and those routed to no station. */
export const itemDaParte = (
  item: { estacao_id: number | null },
  estacoes: readonly number[] | undefined,
): boolean =>
  estacoes === undefined || item.estacao_id === null || estacoes.includes(item.estacao_id);

/** Average ticket times (order placed → its part done), in seconds; null with no ticket yet. */
export interface TempoMedio {
  hoje_seg: number | null;
  ultima_hora_seg: number | null;
  /** Tickets done today (the average's sample). */
  feitos_hoje: number;
}

/**
 * GET /api/monitor/tempos and the 'cozinha:tempos' event (issue 29 §3): the whole kitchen's
 * average (orders whose every item is done) and each station's (its part of each order).
 */
export interface TemposDaCozinha {
  empresa_id: number;
  cozinha: TempoMedio;
  estacoes: Array<TempoMedio & { estacao_id: number; nome: string; cor: string }>;
  updated_at: string;
}

/** "12 min", "1 h 05 min", "< 1 min", "—": a ticket time as the expo header shows it. */
export function formatarTempoMedio(segundos: number | null): string {
  if (segundos === null) return '—';
  const minutos = Math.round(segundos / 60);
  if (minutos < 1) return '< 1 min';
  if (minutos < 60) return `${minutos} min`;
  return `${Math.floor(minutos / 60)} h ${String(minutos % 60).padStart(2, '0')} min`;
}
