import { describe, expect, it } from '@jest/globals';
import type { Estacao, TempoMedio, TemposDaCozinha } from '@cardapio/shared-events';
import { temposDoPainel } from './tempoDePreparo';

const nenhum: TempoMedio = { hoje_seg: null, ultima_hora_seg: null, feitos_hoje: 0 };

const tempos = (dados: Partial<TemposDaCozinha> = {}): TemposDaCozinha => ({
  empresa_id: 1,
  cozinha: nenhum,
  estacoes: [],
  updated_at: '2026-03-10T15:00:00.000Z',
  ...dados,
});

const estacao = (dados: Partial<Estacao> = {}): Estacao => ({
  id: 1,
  empresa_id: 1,
  nome: 'Cozinha',
  cor: '#dc2626',
  ordem: 0,
  ativo: true,
  alvo_min: null,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  ...dados,
});

describe("temposDoPainel (the home's 'Tempo de preparo')", () => {
  it('is nothing to show with no station and no ticket time yet', () => {
    expect(temposDoPainel(tempos(), [])).toBeNull();
    expect(temposDoPainel(tempos(), undefined)).toBeNull();
    // Switched-off stations do not count.
    expect(temposDoPainel(tempos(), [estacao({ ativo: false })])).toBeNull();
  });

  it("shows a company's stations with '—' before any ticket is done", () => {
    expect(temposDoPainel(tempos(), [estacao()])).toEqual({
      cozinha: { hoje: '—', ultimaHora: '—', feitosHoje: 0 },
      estacoes: [
        { id: 1, nome: 'Cozinha', cor: '#dc2626', hoje: '—', ultimaHora: '—', feitosHoje: 0 },
      ],
    });
  });

  it('shows the kitchen times of a company without stations', () => {
    const t = tempos({ cozinha: { hoje_seg: 725, ultima_hora_seg: 20, feitos_hoje: 4 } });
    expect(temposDoPainel(t, [])).toEqual({
      cozinha: { hoje: '12 min', ultimaHora: '< 1 min', feitosHoje: 4 },
      estacoes: [],
    });
  });

  it("formats as the expo's header: minutes, hours, under a minute, none", () => {
    const t = tempos({
      cozinha: { hoje_seg: 3900, ultima_hora_seg: null, feitos_hoje: 9 },
      estacoes: [
        {
          estacao_id: 1,
          nome: 'Cozinha',
          cor: '#dc2626',
          hoje_seg: 600,
          ultima_hora_seg: 29,
          feitos_hoje: 3,
        },
      ],
    });
    expect(temposDoPainel(t, undefined)).toEqual({
      cozinha: { hoje: '1 h 05 min', ultimaHora: '—', feitosHoje: 9 },
      estacoes: [
        {
          id: 1,
          nome: 'Cozinha',
          cor: '#dc2626',
          hoje: '10 min',
          ultimaHora: '< 1 min',
          feitosHoje: 3,
        },
      ],
    });
  });

  it('follows the live stations list: its names, colours, order, and only active ones', () => {
    const t = tempos({
      cozinha: { hoje_seg: 300, ultima_hora_seg: 300, feitos_hoje: 1 },
      estacoes: [
        { estacao_id: 1, nome: 'Cozinha', cor: '#dc2626', ...nenhum },
        {
          estacao_id: 2,
          nome: 'Bar',
          cor: '#0f766e',
          hoje_seg: 120,
          ultima_hora_seg: 120,
          feitos_hoje: 2,
        },
      ],
    });
    const lista = [
      estacao({ id: 2, nome: 'Bar e Drinks', cor: '#7c3aed', ordem: 0 }),
      estacao({ id: 3, nome: 'Chapa', cor: '#b45309', ordem: 1 }),
      estacao({ id: 1, ordem: 2, ativo: false }),
    ];
    expect(temposDoPainel(t, lista)?.estacoes).toEqual([
      {
        id: 2,
        nome: 'Bar e Drinks',
        cor: '#7c3aed',
        hoje: '2 min',
        ultimaHora: '2 min',
        feitosHoje: 2,
      },
      // Created after the last push: no time yet.
      { id: 3, nome: 'Chapa', cor: '#b45309', hoje: '—', ultimaHora: '—', feitosHoje: 0 },
    ]);
  });

  it('shows the times when every station was switched off after tickets were done', () => {
    const t = tempos({ cozinha: { hoje_seg: 90, ultima_hora_seg: null, feitos_hoje: 1 } });
    expect(temposDoPainel(t, [estacao({ ativo: false })])).toEqual({
      cozinha: { hoje: '2 min', ultimaHora: '—', feitosHoje: 1 },
      estacoes: [],
    });
  });
});
