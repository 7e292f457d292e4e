import { estadoDaTela, recebimentoSchema, SEM_SINAL_APOS_MS, textoDoAlerta } from './monitor';

const T = Date.parse('2026-11-27T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('estadoDaTela: what the screen list and the silence alert agree on', () => {
  test('never connected, connected, silent after its connection closed or its beats stopped', () => {
    expect(estadoDaTela({ ultimo_sinal_em: null, desconectada_em: null }, T)).toEqual({
      estado: 'nunca_conectada',
    });
    expect(estadoDaTela({ ultimo_sinal_em: iso(T - 20_000), desconectada_em: null }, T)).toEqual({
      estado: 'conectada',
    });
    // Reconnected after a drop: the later beat wins.
    expect(
      estadoDaTela({ ultimo_sinal_em: iso(T - 1000), desconectada_em: iso(T - 5000) }, T),
    ).toEqual({ estado: 'conectada' });
    expect(
      estadoDaTela({ ultimo_sinal_em: iso(T - 5000), desconectada_em: iso(T - 1000) }, T),
    ).toEqual({ estado: 'sem_sinal', desde: iso(T - 1000) });
    expect(
      estadoDaTela({ ultimo_sinal_em: iso(T - SEM_SINAL_APOS_MS - 1), desconectada_em: null }, T),
    ).toEqual({ estado: 'sem_sinal', desde: iso(T - SEM_SINAL_APOS_MS - 1) });
  });
});

test('the acknowledgement takes 1–500 int32 order ids and a plain device id', () => {
  expect(recebimentoSchema.safeParse({ pedidos: [1, 2_147_483_647] }).success).toBe(true);
  for (const errado of [
    { pedidos: [] },
    { pedidos: [2_147_483_648] },
    { pedidos: [1], dispositivo: 'a b' },
  ])
    expect(recebimentoSchema.safeParse(errado).success).toBe(false);
});

test('the alert banner says which order or screen', () => {
  expect(
    textoDoAlerta({ id: 1, empresa_id: 1, tipo: 'pedido', pedido_id: 123, desde: iso(T) }),
  ).toBe('Pedido #123 ainda não apareceu em nenhuma tela da cozinha');
  expect(
    textoDoAlerta({ id: 2, empresa_id: 1, tipo: 'tela', tela_id: 4, tela: 'Chapa', desde: iso(T) }),
  ).toBe('A tela "Chapa" da cozinha está sem sinal');
  const impressora = {
    id: 3,
    empresa_id: 1,
    tipo: 'impressora' as const,
    impressora_id: 9,
    impressora: 'Cozinha',
    esperando: 1,
    sem_papel: false,
    desde: iso(T),
  };
  expect(textoDoAlerta(impressora)).toBe('Impressora Cozinha offline — 1 ticket esperando');
  expect(textoDoAlerta({ ...impressora, esperando: 3, sem_papel: true })).toBe(
    'Impressora Cozinha sem papel — 3 tickets esperando',
  );
});
