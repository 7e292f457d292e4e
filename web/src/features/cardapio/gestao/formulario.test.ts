import { describe, expect, it } from '@jest/globals';
import {
  categoriaFormSchema,
  IMAGEM_TAMANHO_MAXIMO,
  MENSAGENS_CATALOGO,
  MENSAGENS_ESTACAO,
  type Estacao,
} from '@cardapio/shared-events';
import {
  erroDaImagem,
  estacaoParaEnviar,
  estacoesDoFormulario,
  formularioMultipart,
  mensagemDoErroDeSalvar,
  rotuloDaEstacaoDaCategoria,
} from './formulario';

const arquivo = (tipo: string, bytes: number) =>
  new File([new Uint8Array(bytes)], 'foto', { type: tipo });

describe('erroDaImagem', () => {
  it('accepts an image up to 5 MB, refuses a bigger one or another kind of file', () => {
    expect(erroDaImagem(arquivo('image/png', IMAGEM_TAMANHO_MAXIMO))).toBeNull();
    expect(erroDaImagem(arquivo('image/jpeg', IMAGEM_TAMANHO_MAXIMO + 1))).toBe(
      MENSAGENS_CATALOGO.arquivoGrande,
    );
    expect(erroDaImagem(arquivo('application/pdf', 10))).toBe(MENSAGENS_CATALOGO.arquivoNaoImagem);
  });
});

describe('formularioMultipart', () => {
  it('sends every value as text, leaves out empty ones and adds the picture', () => {
    const imagem = arquivo('image/png', 3);
    const dados = formularioMultipart(
      { nome: 'X-Burguer', preco: 25.9, destaque: false, categoria_id: null, descricao: undefined },
      imagem,
    );
    expect([...dados.keys()]).toEqual(['nome', 'preco', 'destaque', 'imagem']);
    expect(dados.get('preco')).toBe('25.9');
    expect(dados.get('destaque')).toBe('false');
    expect((dados.get('imagem') as File).size).toBe(3);
    expect(formularioMultipart({ nome: 'a' }, null).has('imagem')).toBe(false);
  });
});

describe('mensagemDoErroDeSalvar', () => {
  it("prefers the server's message, then the spec's mapping, then the default", () => {
    expect(
      mensagemDoErroDeSalvar({ status: 400, data: { erro: 'Nome obrigatório' } }, 'padrão'),
    ).toBe('Nome obrigatório');
    expect(mensagemDoErroDeSalvar({ status: 413, data: 'Payload Too Large' }, 'padrão')).toBe(
      MENSAGENS_CATALOGO.arquivoGrande,
    );
    expect(mensagemDoErroDeSalvar({ status: 401, data: {} }, 'padrão')).toBe(
      MENSAGENS_CATALOGO.sessaoExpirada,
    );
    expect(mensagemDoErroDeSalvar({ status: 'FETCH_ERROR', error: 'x' }, 'padrão')).toBe('padrão');
    expect(mensagemDoErroDeSalvar(new Error('x'), 'padrão')).toBe('padrão');
  });
});

const estacao = (id: number, nome: string, ativo = true): Estacao => ({
  id,
  empresa_id: 1,
  nome,
  cor: '#1d4ed8',
  ordem: id,
  ativo,
  alvo_min: null,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
});

describe('the kitchen station on the category and product forms (issue 29)', () => {
  const bar = estacao(1, 'Bar');
  const chapa = estacao(2, 'Chapa', false);
  const cozinha = estacao(3, 'Cozinha');

  it('offers the active stations, and the inactive one the row already names', () => {
    const todas = [bar, chapa, cozinha];
    expect(estacoesDoFormulario(todas, null)).toEqual([bar, cozinha]);
    expect(estacoesDoFormulario(todas, 2)).toEqual([bar, chapa, cozinha]);
    expect(estacoesDoFormulario([chapa], null)).toEqual([]);
    expect(estacoesDoFormulario([], null)).toEqual([]);
  });

  it("sends the chosen id, '' for none, and nothing when the form offered no choice", () => {
    const corpo = (estacao_id: string, oferecida: boolean) => {
      const validos = categoriaFormSchema.parse({ nome: 'Bebidas', ordem: '1', estacao_id });
      return formularioMultipart(
        { ...validos, estacao_id: estacaoParaEnviar(oferecida, validos.estacao_id) },
        null,
      );
    };
    expect(corpo('3', true).get('estacao_id')).toBe('3');
    // The schema reads '' as none (null); the body must still say it, or the server keeps it.
    expect(corpo('', true).get('estacao_id')).toBe('');
    expect(corpo('', false).has('estacao_id')).toBe(false);
    expect(estacaoParaEnviar(true, undefined)).toBe('');
    expect(estacaoParaEnviar(false, 3)).toBeUndefined();
  });

  it("refuses what is not a station id with the contract's message", () => {
    const r = categoriaFormSchema.safeParse({ nome: 'Bebidas', ordem: '1', estacao_id: 'bar' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MENSAGENS_ESTACAO.estacaoNaoEncontrada);
  });

  it("names the category's active station in the product's empty option", () => {
    const todas = [bar, chapa];
    expect(rotuloDaEstacaoDaCategoria(undefined, todas)).toBe('A da categoria');
    expect(rotuloDaEstacaoDaCategoria({ estacao_id: 1 }, todas)).toBe('A da categoria (Bar)');
    expect(rotuloDaEstacaoDaCategoria({ estacao_id: 2 }, todas)).toBe(
      'A da categoria (todas as telas)',
    );
    expect(rotuloDaEstacaoDaCategoria({ estacao_id: null }, todas)).toBe(
      'A da categoria (todas as telas)',
    );
  });
});
