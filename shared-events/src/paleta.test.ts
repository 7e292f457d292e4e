import {
  comOpacidade,
  contraste,
  CONTRASTE_MINIMO,
  COR_HEX,
  formatarContraste,
  lerCor,
  luminanciaRelativa,
  MARCA_DO_PRODUTO,
  marcaDaLoja,
  normalizarCor,
  PALETA,
  TEXTO_SOBRE_A_MARCA,
  tomMaisEscuro,
} from './paleta';

describe('colour palette', () => {
  test('a scale colour with an opacity, as the browser reads it', () => {
    expect(comOpacidade(PALETA.gray[900], 0.85)).toBe('rgba(29,25,22,0.85)');
    expect(comOpacidade(PALETA.brand[600], 0.7)).toBe('rgba(202,63,5,0.7)');
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

describe('brand colours (WCAG 2.x contrast)', () => {
  test('the contrast formula gives the reference values', () => {
    expect(contraste('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contraste('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contraste('#777777', '#777777')).toBe(1);
    // The classic limit cases: #767676 is the lightest grey that passes on white, #777777 fails.
    expect(contraste('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contraste('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(luminanciaRelativa('#ffffff')).toBe(1);
    expect(luminanciaRelativa('#000000')).toBe(0);
  });

  test('a colour is read in the shape it is stored in, or not at all', () => {
    expect(normalizarCor('#1D4ED8')).toBe('#1d4ed8');
    expect(normalizarCor(' 1d4ed8 ')).toBe('#1d4ed8');
    expect(normalizarCor('#AbC')).toBe('#aabbcc');
    for (const ruim of [
      '',
      '#',
      '#12345',
      '#1234567',
      '#ggg000',
      'azul',
      'rgb(0,0,0)',
      '#1d4ed8;}',
    ])
      expect(normalizarCor(ruim)).toBeNull();
  });

  test('the text colour is picked automatically: white on dark colours, near-black on light ones', () => {
    expect(lerCor('#1d4ed8').texto).toBe(TEXTO_SOBRE_A_MARCA.claro);
    expect(lerCor('#facc15').texto).toBe(TEXTO_SOBRE_A_MARCA.escuro);
    // Between the two neither reaches 4.5:1: refused.
    const meio = lerCor('#2580a9');
    expect(meio.texto).toBeNull();
    expect(meio.contrasteClaro).toBeLessThan(CONTRASTE_MINIMO);
    expect(meio.contrasteEscuro).toBeLessThan(CONTRASTE_MINIMO);
    // The suggestion is darker and white text reads on it.
    const sugestao = tomMaisEscuro('#2580a9');
    expect(luminanciaRelativa(sugestao)).toBeLessThan(luminanciaRelativa('#2580a9'));
    expect(contraste(sugestao, '#ffffff')).toBeGreaterThanOrEqual(CONTRASTE_MINIMO);
    expect(formatarContraste(4.4999)).toBe('4,4:1');
    expect(formatarContraste(CONTRASTE_MINIMO)).toBe('4,5:1');
  });

  test.each(['#1d4ed8', '#facc15', '#16a34a', '#7c3aed', '#000000', '#ffffff', '#e04605'])(
    'the storefront theme of %s: the colour on buttons, every text on it and brand text readable',
    (cor) => {
      const marca = marcaDaLoja(cor)!;
      expect(marca.solid).toBe(cor);
      expect(marca.escala[500]).toBe(cor);
      for (const passo of Object.values(marca.escala)) expect(passo).toMatch(COR_HEX);
      for (const fundo of [marca.solid, ...marca.faixa])
        expect(contraste(fundo, marca.contraste)).toBeGreaterThanOrEqual(CONTRASTE_MINIMO);
      for (const fundo of ['#ffffff', '#fcfaf8', marca.escala[50]])
        expect(contraste(marca.fg.claro, fundo)).toBeGreaterThanOrEqual(CONTRASTE_MINIMO);
      for (const fundo of [PALETA.gray[900], PALETA.gray[950], marca.escala[950]])
        expect(contraste(marca.fg.escuro, fundo)).toBeGreaterThanOrEqual(CONTRASTE_MINIMO);
    },
  );

  test("the product's own brand colours carry white text at 4.5:1 (buttons, badges, banner)", () => {
    for (const fundo of [MARCA_DO_PRODUTO.solid, ...MARCA_DO_PRODUTO.faixa])
      expect(contraste(fundo, MARCA_DO_PRODUTO.contraste)).toBeGreaterThanOrEqual(CONTRASTE_MINIMO);
  });

  test('no theme for a missing, malformed or refused colour: the product palette stays', () => {
    for (const cor of [null, undefined, '', '#ABC', 'red', '#2580a9', '#1d4ed8;}body{'])
      expect(marcaDaLoja(cor)).toBeNull();
  });
});
