import {
  formatarTempoMedio,
  type Estacao,
  type TempoMedio,
  type TemposDaCozinha,
} from '@cardapio/shared-events';

/** One line of the home's 'Tempo de preparo' panel, as it shows (issue 29 §3). */
export interface LinhaDeTempo {
  hoje: string;
  ultimaHora: string;
  feitosHoje: number;
}

export interface TempoDaEstacao extends LinhaDeTempo {
  id: number;
  nome: string;
  cor: string;
}

export interface TemposDoPainel {
  cozinha: LinhaDeTempo;
  estacoes: TempoDaEstacao[];
}

const SEM_TEMPO: TempoMedio = { hoje_seg: null, ultima_hora_seg: null, feitos_hoje: 0 };

const linha = (t: TempoMedio): LinhaDeTempo => ({
  hoje: formatarTempoMedio(t.hoje_seg),
  ultimaHora: formatarTempoMedio(t.ultima_hora_seg),
  feitosHoje: t.feitos_hoje,
});

const temTempo = (t: TempoMedio) =>
  t.hoje_seg !== null || t.ultima_hora_seg !== null || t.feitos_hoje > 0;

/**
 * What the panel shows: the whole kitchen's averages and each active station's, formatted as
 * the expo's header formats them. The stations are the back office's live list when it was read
 * (a station created, renamed, recoloured or switched off shows at once, before the next bump
 * pushes new averages), each with its averages (none yet: '—'); else the averages' own list.
 * Null when there is nothing to show: no active station and no ticket time yet.
 */
export function temposDoPainel(
  tempos: TemposDaCozinha,
  estacoes: readonly Estacao[] | undefined,
): TemposDoPainel | null {
  const porId = new Map(tempos.estacoes.map((e) => [e.estacao_id, e] as const));
  const lista = estacoes
    ? estacoes
        .filter((e) => e.ativo)
        .map((e) => ({ ...(porId.get(e.id) ?? SEM_TEMPO), id: e.id, nome: e.nome, cor: e.cor }))
    : tempos.estacoes.map((e) => ({ ...e, id: e.estacao_id }));
  if (lista.length === 0 && !temTempo(tempos.cozinha) && !tempos.estacoes.some(temTempo))
    return null;
  return {
    cozinha: linha(tempos.cozinha),
    estacoes: lista.map((e) => ({ id: e.id, nome: e.nome, cor: e.cor, ...linha(e) })),
  };
}
