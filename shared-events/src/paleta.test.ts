import { comOpacidade, PALETA } from './paleta';

describe('colour palette', () => {
  test('a scale colour with an opacity, as the browser reads it', () => {
    expect(comOpacidade(PALETA.gray[900], 0.85)).toBe('rgba(29,25,22,0.85)');
    expect(comOpacidade(PALETA.brand[600], 0.7)).toBe('rgba(224,70,5,0.7)');
    expect(comOpacidade('#ffffff', 1)).toBe('rgba(255,255,255,1)');
  });

  test('every step of both scales is a #rrggbb colour', () => {
    for (const escala of Object.values(PALETA)) {
      expect(Object.keys(escala)).toEqual([
        '50',
        '100',
        '200',
        '300',
        '400',
        '500',
        '600',
        '700',
        '800',
        '900',
        '950',
      ]);
      for (const cor of Object.values(escala)) expect(cor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
