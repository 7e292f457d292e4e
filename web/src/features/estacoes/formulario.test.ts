import { describe, expect, it } from '@jest/globals';
import {
  COR_PADRAO_ESTACAO,
  estacaoFormSchema,
  MENSAGENS_ESTACAO,
  type Estacao,
} from '@cardapio/shared-events';
import { validarComSchema } from '../../app/validacao';
import {
  ajudaDoAlvo,
  alvoDaEstacao,
  CORES_SUGERIDAS,
  corMostrada,
  entradaDoFormulario,
  valoresIniciais,
} from './formulario';

const estacao = (dados: Partial<Estacao> = {}): Estacao => ({
  id: 1,
  empresa_id: 1,
  nome: 'Bar',
  cor: '#0f766e',
  ordem: 2,
  ativo: true,
  alvo_min: null,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  ...dados,
});

const validar = (valores: Parameters<typeof entradaDoFormulario>[0]) =>
  validarComSchema(estacaoFormSchema, entradaDoFormulario(valores));

describe('valoresIniciais', () => {
  it("fills an existing station's form as stored, the colour as typed in upper case", () => {
    expect(valoresIniciais(estacao(), [])).toEqual({
      nome: 'Bar',
      cor: '#0F766E',
      ordem: '2',
      ativo: true,
      alvo_min: '',
    });
    expect(valoresIniciais(estacao({ alvo_min: 15 }), []).alvo_min).toBe('15');
  });

  it('suggests a new station after the last one, in the default colour, active', () => {
    const todas = [estacao({ id: 1, ordem: 0 }), estacao({ id: 2, ordem: 4 })];
    expect(valoresIniciais(null, todas)).toEqual({
      nome: '',
      cor: COR_PADRAO_ESTACAO.toUpperCase(),
      ordem: '5',
      ativo: true,
      alvo_min: '',
    });
    expect(valoresIniciais(null, []).ordem).toBe('0');
    expect(valoresIniciais(null, [estacao({ ordem: 9999 })]).ordem).toBe('9999');
  });
});

describe('entradaDoFormulario with the shared schema', () => {
  const valores = { nome: 'Chapa', cor: '#DC2626', ordem: '1', ativo: false, alvo_min: '' };

  it('reads the order as a number and the colour in the stored shape', () => {
    expect(validar(valores)).toEqual({
      ok: true,
      dados: { nome: 'Chapa', cor: '#dc2626', ordem: 1, ativo: false, alvo_min: null },
    });
    expect(validar({ ...valores, cor: 'abc', ordem: '' })).toEqual({
      ok: true,
      dados: { nome: 'Chapa', cor: '#aabbcc', ordem: 0, ativo: false, alvo_min: null },
    });
  });

  it('sends the target as whole minutes, or null (cleared) when left empty', () => {
    expect(validar({ ...valores, alvo_min: '12' })).toMatchObject({
      ok: true,
      dados: { alvo_min: 12 },
    });
    expect(validar({ ...valores, alvo_min: ' 1 ' })).toMatchObject({ dados: { alvo_min: 1 } });
    expect(validar({ ...valores, alvo_min: '240' })).toMatchObject({ dados: { alvo_min: 240 } });
    expect(validar({ ...valores, alvo_min: '   ' })).toMatchObject({ dados: { alvo_min: null } });
    // Null is sent, not left out: a stored target is cleared (absent would keep it).
    expect(entradaDoFormulario({ ...valores, alvo_min: '' })).toHaveProperty('alvo_min', null);
  });

  it.each(['0', '241', '12.5', '1,5', 'quinze', '-3'])(
    "refuses the target %p with the contract's message",
    (alvo_min) => {
      expect(validar({ ...valores, alvo_min })).toEqual({
        ok: false,
        erros: { alvo_min: MENSAGENS_ESTACAO.alvoInvalido },
      });
    },
  );

  it("answers the contract's pt-BR messages, one per field", () => {
    expect(validar({ nome: '   ', cor: 'azul', ordem: '1,5', ativo: true, alvo_min: '0' })).toEqual(
      {
        ok: false,
        erros: {
          nome: MENSAGENS_ESTACAO.nomeObrigatorio,
          cor: MENSAGENS_ESTACAO.corInvalida,
          ordem: MENSAGENS_ESTACAO.ordemInvalida,
          alvo_min: MENSAGENS_ESTACAO.alvoInvalido,
        },
      },
    );
    expect(validar({ ...valores, nome: 'x'.repeat(41), ordem: '10000' })).toEqual({
      ok: false,
      erros: { nome: MENSAGENS_ESTACAO.nomeLongo, ordem: MENSAGENS_ESTACAO.ordemInvalida },
    });
  });
});

describe('the target', () => {
  it('shows in the list as minutes, or by the items when none is set', () => {
    expect(alvoDaEstacao(12)).toBe('12 min');
    expect(alvoDaEstacao(1)).toBe('1 min');
    expect(alvoDaEstacao(90)).toBe('1 h 30 min');
    expect(alvoDaEstacao(null)).toBe('pelos itens');
  });

  it('tells what an empty field means', () => {
    expect(ajudaDoAlvo('')).toBe('Usa o maior tempo de preparo dos itens');
    expect(ajudaDoAlvo('15')).toBe('Deixe vazio para usar o maior tempo de preparo dos itens');
  });
});

describe('the colours', () => {
  it('offers distinct colours the schema accepts, the default first', () => {
    const cores = CORES_SUGERIDAS.map((c) => c.cor);
    expect(cores[0]).toBe(COR_PADRAO_ESTACAO);
    expect(new Set(cores).size).toBe(cores.length);
    for (const cor of cores) expect(estacaoFormSchema.parse({ nome: 'X', cor }).cor).toBe(cor);
  });

  it('shows the typed colour, or the default while it is not one', () => {
    expect(corMostrada('#ABC')).toBe('#aabbcc');
    expect(corMostrada('#12')).toBe(COR_PADRAO_ESTACAO);
  });
});
