import { describe, expect, it } from '@jest/globals';
import {
  caminhoDaApi,
  destinoDoLogin,
  ehPaginaDeLogin,
  mensagemDeErro,
  sessaoDaChamada,
  statusDoErro,
} from './http';

describe('which token a call carries (customer-side §6)', () => {
  it.each([
    ['auth/login', 'POST', 'publica'],
    ['/api/empresas/cadastro/confirmar/', 'POST', 'publica'],
    ['menu/3', 'GET', 'publica'],
    ['categorias/3', 'GET', 'publica'],
    ['categorias/3', 'PUT', 'cliente'],
    ['empresa/3/public', 'GET', 'publica'],
    ['meta-pixel/3', 'GET', 'publica'],
    ['meta-pixel/config', 'GET', 'cliente'],
    ['horario-funcionamento/status/3?x=1', 'GET', 'publica'],
    ['garcom/mesas', 'GET', 'garcom'],
    ['garcom/login', 'POST', 'publica'],
    ['pedidos', 'GET', 'cliente'],
  ])('%s %s → %s', (url, metodo, sessao) => {
    expect(sessaoDaChamada(url, metodo)).toBe(sessao);
  });

  it('reads a URL relative to /api, with or without it, without the query', () => {
    expect(caminhoDaApi('pedidos?status=pendente')).toBe('/api/pedidos');
    expect(caminhoDaApi('/api/pedidos')).toBe('/api/pedidos');
    expect(caminhoDaApi('//pedidos')).toBe('/api/pedidos');
  });
});

describe('where an expired session goes', () => {
  it("to the company's login when the path names a company", () => {
    expect(destinoDoLogin('/menu/12')).toBe('/login/12');
    expect(destinoDoLogin('/dashboard/pedidos')).toBe('/login');
    expect(destinoDoLogin('/')).toBe('/login');
  });

  it('never away from a login page', () => {
    expect(ehPaginaDeLogin('/login')).toBe(true);
    expect(ehPaginaDeLogin('/login/12')).toBe(true);
    expect(ehPaginaDeLogin('/garcom/login')).toBe(true);
    expect(ehPaginaDeLogin('/loginx')).toBe(false);
    expect(ehPaginaDeLogin('/dashboard')).toBe(false);
  });
});

describe('failed calls', () => {
  it('tell the HTTP status, or what kind of failure had no answer', () => {
    expect(statusDoErro({ status: 409, data: {} })).toBe(409);
    expect(statusDoErro({ status: 'FETCH_ERROR', error: 'x' })).toBe('rede');
    expect(statusDoErro({ status: 'TIMEOUT_ERROR', error: 'x' })).toBe('timeout');
    expect(
      statusDoErro({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'x' }),
    ).toBe(502);
    expect(statusDoErro(new Error('x'))).toBe('desconhecido');
  });

  it("show the server's {erro} (or {error}), else the screen's own message", () => {
    expect(mensagemDeErro({ status: 400, data: { erro: 'CEP inválido' } }, 'padrão')).toBe(
      'CEP inválido',
    );
    expect(mensagemDeErro({ status: 400, data: { error: 'Bad' } }, 'padrão')).toBe('Bad');
    expect(mensagemDeErro({ status: 400, data: { erro: '  ' } }, 'padrão')).toBe('padrão');
    expect(mensagemDeErro({ status: 500, data: '<html>' }, 'padrão')).toBe('padrão');
    expect(mensagemDeErro(null, 'padrão')).toBe('padrão');
  });
});
