import { describe, expect, it } from '@jest/globals';
import { mesa } from '../../testing/exemplos';
import { filtrarMesasAdmin, rotuloDoStatus } from './status';

describe('filtrarMesasAdmin (staff-side §2 Tables)', () => {
  const mesas = [
    mesa({ id: 1, numero: '1', nome: 'Salão', status: 'livre' }),
    mesa({ id: 2, numero: '10', nome: 'Varanda', status: 'reservada' }),
    mesa({ id: 3, numero: '3', nome: 'Área VIP', status: 'manutencao' }),
  ];
  const ids = (lista: typeof mesas) => lista.map((m) => m.id);

  it('finds by number or name, ignoring accents and case', () => {
    expect(ids(filtrarMesasAdmin(mesas, '1', 'todas'))).toEqual([1, 2]);
    expect(ids(filtrarMesasAdmin(mesas, 'salao', 'todas'))).toEqual([1]);
    expect(ids(filtrarMesasAdmin(mesas, 'ÁREA', 'todas'))).toEqual([3]);
    expect(ids(filtrarMesasAdmin(mesas, '   ', 'todas'))).toEqual([1, 2, 3]);
  });

  it('filters by the stored status, together with the search', () => {
    expect(ids(filtrarMesasAdmin(mesas, '', 'reservada'))).toEqual([2]);
    expect(ids(filtrarMesasAdmin(mesas, 'salao', 'reservada'))).toEqual([]);
  });

  it('labels each status in pt-BR', () => {
    expect(rotuloDoStatus('manutencao')).toBe('Manutenção');
    expect(rotuloDoStatus('livre')).toBe('Livre');
  });
});
