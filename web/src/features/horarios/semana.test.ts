import { describe, expect, it } from '@jest/globals';
import type { HorarioDia } from '@cardapio/shared-events';
import { faixa, horarioPadrao, SEMANA, vaiAteODiaSeguinte } from './semana';

const dia = (abertura: string, fechamento: string): HorarioDia => ({
  dia: 'sexta',
  abertura,
  fechamento,
  fechado: false,
});

describe('the weekly hours table (staff-side §4)', () => {
  it('writes a daytime range as HH:MM às HH:MM', () => {
    expect(faixa(dia('11:00', '23:00'))).toBe('11:00 às 23:00');
  });

  it('marks an overnight range with (dia seguinte)', () => {
    expect(faixa(dia('18:00', '02:00'))).toBe('18:00 às 02:00 (dia seguinte)');
    expect(faixa(dia('18:00', '00:00'))).toBe('18:00 às 00:00 (dia seguinte)');
    expect(vaiAteODiaSeguinte(dia('18:00', '02:00'))).toBe(true);
  });

  it('is not overnight when closing is later the same day, even by a minute', () => {
    expect(vaiAteODiaSeguinte(dia('08:00', '08:01'))).toBe(false);
    expect(vaiAteODiaSeguinte(dia('08:01', '08:00'))).toBe(true);
  });

  it('reads equal opening and closing as open 24 hours', () => {
    expect(faixa(dia('00:00', '00:00'))).toBe('aberto 24 horas');
    expect(faixa(dia('09:00', '09:00'))).toBe('aberto 24 horas');
    expect(vaiAteODiaSeguinte(dia('09:00', '09:00'))).toBe(false);
  });

  it('lists the week from Monday, and a new day opens 08:00 to 18:00', () => {
    expect(SEMANA.map((d) => d.dia).join(' ')).toBe(
      'segunda terca quarta quinta sexta sabado domingo',
    );
    expect(horarioPadrao('domingo')).toEqual({
      dia: 'domingo',
      abertura: '08:00',
      fechamento: '18:00',
      fechado: false,
    });
  });
});
