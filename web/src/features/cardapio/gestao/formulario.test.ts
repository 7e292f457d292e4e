import { describe, expect, it } from '@jest/globals';
import { IMAGEM_TAMANHO_MAXIMO, MENSAGENS_CATALOGO } from '@cardapio/shared-events';
import { erroDaImagem, formularioMultipart, mensagemDoErroDeSalvar } from './formulario';

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
