import { describe, expect, it } from '@jest/globals';
import { formatarHora } from '../../app/format';
import {
  aplicarSinalDoAgente,
  comandoDoAgente,
  PASSOS_DO_PAREAMENTO,
  precisaRelerComOSinal,
  quando,
  sistemaProvavel,
  situacaoDoAgente,
  textoDoSinal,
  type AgenteNaTela,
  type ImpressorasNaTela,
} from './agentes';

const AGORA = Date.parse('2026-03-01T15:00:00.000Z');

const agente = (dados: Partial<AgenteNaTela> = {}): AgenteNaTela => ({
  id: 7,
  nome: 'Caixa',
  pareado: true,
  conectado: true,
  codigo_expira_em: null,
  ultimo_sinal_em: '2026-03-01T14:00:00.000Z',
  ...dados,
});

const lista = (...agentes: AgenteNaTela[]): ImpressorasNaTela => ({ agentes, impressoras: [] });

describe('situacaoDoAgente', () => {
  it('is connected or not once paired', () => {
    expect(situacaoDoAgente(agente(), AGORA)).toBe('conectado');
    expect(situacaoDoAgente(agente({ conectado: false }), AGORA)).toBe('desconectado');
  });

  it('waits while the code works, then the code is over', () => {
    const esperando = agente({
      pareado: false,
      conectado: false,
      codigo_expira_em: '2026-03-01T15:10:00.000Z',
    });
    expect(situacaoDoAgente(esperando, AGORA)).toBe('aguardando');
    expect(situacaoDoAgente(esperando, Date.parse('2026-03-01T15:10:00.000Z'))).toBe('expirado');
    expect(situacaoDoAgente({ ...esperando, codigo_expira_em: null }, AGORA)).toBe('expirado');
  });
});

describe('aplicarSinalDoAgente', () => {
  it('turns a computer off and on, live', () => {
    const saiu = aplicarSinalDoAgente(lista(agente()), {
      id: 7,
      conectado: false,
      em: '2026-03-01T14:30:00.000Z',
    });
    expect(saiu.agentes[0]).toMatchObject({
      conectado: false,
      desconectado_em: '2026-03-01T14:30:00.000Z',
    });
    const voltou = aplicarSinalDoAgente(saiu, {
      id: 7,
      conectado: true,
      em: '2026-03-01T14:40:00.000Z',
    });
    expect(voltou.agentes[0]).toMatchObject({
      conectado: true,
      ultimo_sinal_em: '2026-03-01T14:40:00.000Z',
    });
  });

  it('ignores a signal older than what the row says, and an unknown computer', () => {
    const dados = lista(agente({ conectado: false, desconectado_em: '2026-03-01T14:30:00.000Z' }));
    expect(
      aplicarSinalDoAgente(dados, { id: 7, conectado: true, em: '2026-03-01T14:00:00.000Z' }),
    ).toBe(dados);
    expect(
      aplicarSinalDoAgente(dados, { id: 8, conectado: true, em: '2026-03-01T14:50:00.000Z' }),
    ).toBe(dados);
  });

  it('takes a connection as proof of the pairing: the code goes', () => {
    const esperando = agente({
      pareado: false,
      conectado: false,
      ultimo_sinal_em: null,
      codigo_expira_em: '2026-03-01T15:10:00.000Z',
    });
    const dados = aplicarSinalDoAgente(lista(esperando), {
      id: 7,
      conectado: true,
      em: '2026-03-01T14:58:00.000Z',
    });
    expect(dados.agentes[0]).toMatchObject({
      pareado: true,
      conectado: true,
      codigo_expira_em: null,
    });
  });

  it('reads the list again when a computer it does not know as paired connects', () => {
    const esperando = agente({ pareado: false, conectado: false });
    expect(precisaRelerComOSinal(lista(esperando), { id: 7, conectado: true })).toBe(true);
    expect(precisaRelerComOSinal(lista(), { id: 7, conectado: true })).toBe(true);
    expect(precisaRelerComOSinal(lista(agente()), { id: 7, conectado: true })).toBe(false);
    expect(precisaRelerComOSinal(lista(), { id: 7, conectado: false })).toBe(false);
  });
});

describe('textoDoSinal', () => {
  const hoje = (iso: string) => `hoje às ${formatarHora(iso)}`;

  it('tells since when it is connected, or its last signal', () => {
    expect(quando('2026-03-01T14:00:00.000Z', Date.parse('2026-03-01T14:05:00.000Z'))).toBe(
      hoje('2026-03-01T14:00:00.000Z'),
    );
    expect(quando('2026-02-20T14:00:00.000Z', AGORA)).toMatch(/^20\/02\/2026 às \d\d:\d\d$/);
    expect(textoDoSinal(agente(), Date.parse('2026-03-01T14:05:00.000Z'))).toBe(
      `Conectado desde ${hoje('2026-03-01T14:00:00.000Z')}`,
    );
    const saiu = agente({ conectado: false, desconectado_em: '2026-03-01T14:30:00.000Z' });
    expect(textoDoSinal(saiu, Date.parse('2026-03-01T14:35:00.000Z'))).toBe(
      `Último sinal: ${hoje('2026-03-01T14:30:00.000Z')}`,
    );
    expect(textoDoSinal(agente({ conectado: false, ultimo_sinal_em: null }), AGORA)).toBe(
      'Ainda não se conectou',
    );
    expect(textoDoSinal(agente({ pareado: false }), AGORA)).toBeNull();
  });
});

describe('comandoDoAgente', () => {
  it('names the site, the code and the computer', () => {
    expect(comandoDoAgente('https://pedidos.exemplo.com.br/', '1-483920', 'Caixa 2')).toBe(
      'npm run impressora -- --servidor https://pedidos.exemplo.com.br --codigo 1-483920 --nome "Caixa 2"',
    );
    expect(comandoDoAgente('http://localhost:3000', '12-000001', 'Cozinha_Térmica-1.0')).toMatch(
      / --nome "Cozinha_Térmica-1\.0"$/,
    );
  });

  it('leaves out a name a terminal would not keep as typed', () => {
    for (const nome of ['', '  ', 'Caixa "A"', 'PC $HOME', 'PC %USERNAME%', 'a & b', 'c`d'])
      expect(comandoDoAgente('http://localhost:3000', '1-000001', nome)).toBe(
        'npm run impressora -- --servidor http://localhost:3000 --codigo 1-000001',
      );
  });

  it('tells both systems how to run it in three or four short steps', () => {
    for (const passos of Object.values(PASSOS_DO_PAREAMENTO)) {
      expect(passos.length).toBeGreaterThanOrEqual(3);
      expect(passos.length).toBeLessThanOrEqual(4);
      expect(passos[0]).toMatch(/Node\.js LTS/);
    }
  });
});

describe('sistemaProvavel', () => {
  it('opens on Linux only on a Linux desktop', () => {
    expect(sistemaProvavel('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('linux');
    expect(sistemaProvavel('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(sistemaProvavel('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('windows');
    expect(sistemaProvavel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe('windows');
  });
});
