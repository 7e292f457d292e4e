import { describe, expect, it } from '@jest/globals';
import {
  COR_PADRAO_ESTACAO,
  estacaoFormSchema,
  MENSAGENS_ESTACAO,
  type Estacao,
} from '@cardapio/shared-events';
import { validarComSchema } from '../../app/validacao';
import { CORES_SUGERIDAS, corMostrada, entradaDoFormulario, valoresIniciais } from './formulario';

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
    });
  });

  it('suggests a new station after the last one, in the default colour, active', () => {
    const todas = [estacao({ id: 1, ordem: 0 }), estacao({ id: 2, ordem: 4 })];
    expect(valoresIniciais(null, todas)).toEqual({
      nome: '',
      cor: COR_PADRAO_ESTACAO.toUpperCase(),
      ordem: '5',
      ativo: true,
    });
    expect(valoresIniciais(null, []).ordem).toBe('0');
    expect(valoresIniciais(null, [estacao({ ordem: 9999 })]).ordem).toBe('9999');
  });
});

describe('entradaDoFormulario with the shared schema', () => {
  const valores = { nome: 'Chapa', cor: '#DC2626', ordem: '1', ativo: false };

  it('reads the order as a number and the colour in the stored shape', () => {
    expect(validar(valores)).toEqual({
      ok: true,
      dados: { nome: 'Chapa', cor: '#dc2626', ordem: 1, ativo: false },
    });
    expect(validar({ ...valores, cor: 'abc', ordem: '' })).toEqual({
      ok: true,
      dados: { nome: 'Chapa', cor: '#aabbcc', ordem: 0, ativo: false },
    });
  });

  it("answers the contract's pt-BR messages, one per field", () => {
    expect(validar({ nome: '   ', cor: 'azul', ordem: '1,5', ativo: true })).toEqual({
      ok: false,
      erros: {
        nome: MENSAGENS_ESTACAO.nomeObrigatorio,
        cor: MENSAGENS_ESTACAO.corInvalida,
        ordem: MENSAGENS_ESTACAO.ordemInvalida,
      },
    });
    expect(validar({ ...valores, nome: 'x'.repeat(41), ordem: '10000' })).toEqual({
      ok: false,
      erros: { nome: MENSAGENS_ESTACAO.nomeLongo, ordem: MENSAGENS_ESTACAO.ordemInvalida },
    });
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
