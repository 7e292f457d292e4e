import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MAXIMO_DE_TOASTS, notify, TOAST_DURATION, toaster } from './toaster';

/**
 * The real toast store with a stand-in for the rendered <Toaster>: a dismissed toast leaves the
 * store when its exit animation ends (`terminarSaidas`), as on screen.
 */
const saindo: string[] = [];
const parar = toaster.subscribe((dados: { id?: string; message?: string }) => {
  if (dados.message === 'DISMISS' && dados.id) saindo.push(dados.id);
});
function terminarSaidas() {
  for (const id of saindo.splice(0)) toaster.remove(id);
}

const visiveis = () =>
  toaster.getVisibleToasts().map((t) => ({ id: t.id, tipo: t.type, titulo: t.title }));
const titulos = () => visiveis().map((t) => t.titulo);

beforeEach(() => {
  saindo.length = 0;
  toaster.remove();
});
afterAll(() => parar());

describe('toast policy', () => {
  it('gives each kind its spec duration (success 2 s, error and info 4 s, loading until dismissed)', () => {
    notify.success('Salvo');
    notify.error('Falhou');
    notify.info('Aviso');
    notify.loading('Enviando');
    const duracao = (titulo: string) =>
      toaster.getVisibleToasts().find((t) => t.title === titulo)?.duration;
    expect(duracao('Salvo')).toBe(TOAST_DURATION.success);
    expect(duracao('Falhou')).toBe(TOAST_DURATION.error);
    expect(duracao('Aviso')).toBe(TOAST_DURATION.default);
    // Loading is the fourth: it waits for a place, then shows with no end.
    terminarSaidas();
    expect(duracao('Enviando')).toBe(Infinity);
  });

  it('shows at most three: a new toast takes the place of the oldest one', () => {
    notify.info('1');
    notify.info('2');
    notify.info('3');
    notify.info('4');
    terminarSaidas();
    expect(visiveis()).toHaveLength(MAXIMO_DE_TOASTS);
    expect(titulos()).toEqual(['4', '3', '2']);
  });

  it('never pushes out a loading toast to make room', () => {
    notify.loading('Enviando pedido');
    notify.info('a');
    notify.info('b');
    notify.info('c');
    terminarSaidas();
    expect(titulos()).toContain('Enviando pedido');
    expect(titulos()).toEqual(['c', 'b', 'Enviando pedido']);
  });

  it('makes a new toast wait while three loading toasts are on screen', () => {
    const ids = [notify.loading('x'), notify.loading('y'), notify.loading('z')];
    notify.info('espera');
    terminarSaidas();
    expect(titulos()).not.toContain('espera');
    toaster.remove(ids[0]);
    expect(titulos()).toContain('espera');
  });

  it("replaces an action's previous error instead of stacking it", () => {
    notify.error('Senha incorreta', { acao: 'entrar' });
    notify.error({ title: 'Usuário não encontrado' }, { acao: 'entrar' });
    expect(visiveis()).toEqual([
      { id: 'erro:entrar', tipo: 'error', titulo: 'Usuário não encontrado' },
    ]);
  });

  it("replaces an action's error in place even when three toasts are showing", () => {
    notify.error('Falha 1', { acao: 'salvar' });
    notify.info('a');
    notify.info('b');
    notify.warning('Falha 2', { acao: 'salvar' });
    terminarSaidas();
    expect(titulos()).toEqual(['b', 'a', 'Falha 2']);
  });

  it("dismisses an action's error on its next success, and on notify.resolvido", () => {
    notify.error('Senha incorreta', { acao: 'entrar' });
    notify.error('Erro ao salvar', { acao: 'salvar' });
    notify.success('Bem-vindo', { acao: 'entrar' });
    terminarSaidas();
    expect(titulos()).toEqual(['Bem-vindo', 'Erro ao salvar']);
    notify.resolvido('salvar');
    terminarSaidas();
    expect(titulos()).toEqual(['Bem-vindo']);
  });

  it('keeps errors without an action apart (each one is its own toast)', () => {
    notify.error('Erro A');
    notify.error('Erro A');
    expect(visiveis()).toHaveLength(2);
    expect(new Set(visiveis().map((t) => t.id)).size).toBe(2);
  });
});
