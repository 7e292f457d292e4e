import { describe, expect, it } from '@jest/globals';
import { salvarOpcoesSchema } from '@cardapio/shared-events';
import { validarComSchema } from './validacao';

/** The options form as typed: one group 'Adicionais' with Bacon, but for what the case changes. */
const umaOpcao = (dados: Record<string, unknown>) => ({
  opcoes: [
    {
      nome: 'Adicionais',
      tipo: 'adicionar',
      obrigatorio: false,
      max_selecoes: '2',
      itens: [{ nome: 'Bacon', preco_adicional: '3,50', quantidade: '1' }],
      ...dados,
    },
  ],
});

describe('validarComSchema: a form checked by the contract the server uses', () => {
  it('answers the parsed values when they pass', () => {
    const r = validarComSchema(salvarOpcoesSchema, umaOpcao({}));
    expect(r.ok && r.dados.opcoes[0]!.itens[0]!.preco_adicional).toBe(3.5);
  });

  it("names each failing field by its path, with the server's pt-BR message", () => {
    const r = validarComSchema(
      salvarOpcoesSchema,
      umaOpcao({
        nome: '',
        max_selecoes: '0',
        itens: [{ nome: '', preco_adicional: 'x', quantidade: '1' }],
      }),
    );
    expect(r).toEqual({
      ok: false,
      erros: {
        'opcoes.0.nome': 'Todas as opções devem ter um nome',
        'opcoes.0.max_selecoes': 'Máximo de seleções deve ser pelo menos 1',
        'opcoes.0.itens.0.nome': 'Todos os itens devem ter um nome',
        'opcoes.0.itens.0.preco_adicional': 'Valor inválido. Use o formato 89,90.',
      },
    });
  });

  it('keeps the first message of a field that fails twice', () => {
    const schema = {
      safeParse: () => ({
        success: false as const,
        error: {
          issues: [
            { path: ['email'], message: 'primeira' },
            { path: ['email'], message: 'segunda' },
            { path: [], message: 'do formulário' },
          ],
        },
      }),
    };
    expect(validarComSchema(schema, {})).toEqual({
      ok: false,
      erros: { email: 'primeira', '': 'do formulário' },
    });
  });
});
