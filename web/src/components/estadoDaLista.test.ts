import { describe, expect, it } from '@jest/globals';
import { estadoDaLista, type SituacaoDaLista } from './estadoDaLista';

const base: SituacaoDaLista = { isLoading: false, isError: false, total: 3, visiveis: 3 };

describe('estadoDaLista (the face a back-office list shows)', () => {
  it.each<[string, Partial<SituacaoDaLista>, ReturnType<typeof estadoDaLista>]>([
    ['first load', { isLoading: true, total: 0, visiveis: 0 }, 'carregando'],
    // isLoading wins even over an error flag or data already held.
    ['loading with an error flag', { isLoading: true, isError: true, total: 0 }, 'carregando'],
    ['failed, nothing to show', { isError: true, total: 0, visiveis: 0 }, 'erro'],
    // A refetch that fails keeps the list on screen.
    ['failed refetch with data', { isError: true }, 'lista'],
    ['failed refetch, all filtered out', { isError: true, visiveis: 0 }, 'sem-resultado'],
    // An empty list offers to create the first item, whatever the search says.
    ['no items at all', { total: 0, visiveis: 0 }, 'vazia'],
    ['search hides every item', { visiveis: 0 }, 'sem-resultado'],
    ['some items visible', { visiveis: 1 }, 'lista'],
    ['all items visible', {}, 'lista'],
  ])('%s', (_, situacao, esperado) => {
    expect(estadoDaLista({ ...base, ...situacao })).toBe(esperado);
  });

  it('a page without a search counts every item as visible', () => {
    expect(estadoDaLista({ isLoading: false, isError: false, total: 2 })).toBe('lista');
    expect(estadoDaLista({ isLoading: false, isError: false, total: 0 })).toBe('vazia');
  });
});
