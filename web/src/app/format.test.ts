import { describe, expect, it } from '@jest/globals';
import {
  apenasDigitos,
  formatarHora,
  formatarReais,
  formatarTelefone,
  mascararCep,
  mascararTelefone,
  urlDaImagem,
} from './format';

describe('formatarReais: R$ with two decimals, plain spaces', () => {
  it.each([
    [0, 'R$ 0,00'],
    [1234.5, 'R$ 1.234,50'],
    [1_000_000, 'R$ 1.000.000,00'],
    [0.1 + 0.2, 'R$ 0,30'],
    [-5, '-R$ 5,00'],
    ['12.5', 'R$ 12,50'],
  ])('%p → %p', (valor, texto) => {
    expect(formatarReais(valor)).toBe(texto);
  });

  it('reads nothing and what is not a number as zero', () => {
    expect(formatarReais(null)).toBe('R$ 0,00');
    expect(formatarReais(undefined)).toBe('R$ 0,00');
    expect(formatarReais('abc')).toBe('R$ 0,00');
    expect(formatarReais(Number.NaN)).toBe('R$ 0,00');
    expect(formatarReais(Number.POSITIVE_INFINITY)).toBe('R$ 0,00');
  });

  it('never prints a non-breaking space (the text is compared and copied as is)', () => {
    expect(formatarReais(10)).not.toMatch(/\u00a0/);
  });
});

describe('phone and CEP masks', () => {
  it('masks a mobile, a landline and a number still being typed', () => {
    expect(mascararTelefone('48999990000')).toBe('(48) 99999-0000');
    expect(mascararTelefone('4833334444')).toBe('(48) 3333-4444');
    expect(mascararTelefone('4')).toBe('(4');
    expect(mascararTelefone('489')).toBe('(48) 9');
    expect(mascararTelefone('')).toBe('');
    // Anything past 11 digits is dropped, letters never enter.
    expect(mascararTelefone('(48) 9 9999-00001234abc')).toBe('(48) 99999-0000');
  });

  it('shows only 10- and 11-digit phones formatted, anything else as given', () => {
    expect(formatarTelefone('48 3333 4444')).toBe('(48) 3333-4444');
    expect(formatarTelefone('+55 48 99999-0000')).toBe('+55 48 99999-0000');
    expect(formatarTelefone('1234')).toBe('1234');
  });

  it('masks a CEP as NNNNN-NNN and never keeps more than 8 digits', () => {
    expect(mascararCep('88010001')).toBe('88010-001');
    expect(mascararCep('88010')).toBe('88010');
    expect(mascararCep('880100')).toBe('88010-0');
    expect(mascararCep('88.010-001 99')).toBe('88010-001');
  });

  it('keeps only digits, up to a limit when given', () => {
    expect(apenasDigitos('a1b2-3')).toBe('123');
    expect(apenasDigitos('123456', 4)).toBe('1234');
  });
});

describe('urlDaImagem', () => {
  it('keeps absolute and data URLs, roots a relative path on our origin', () => {
    expect(urlDaImagem('https://cdn.exemplo.com/a.png')).toBe('https://cdn.exemplo.com/a.png');
    expect(urlDaImagem('HTTP://x.com/a.png')).toBe('HTTP://x.com/a.png');
    expect(urlDaImagem('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(urlDaImagem('uploads/a.png')).toBe('/uploads/a.png');
    expect(urlDaImagem(' /uploads/a.png ')).toBe('/uploads/a.png');
  });

  it('has no picture for empty or blank values', () => {
    expect(urlDaImagem(null)).toBeUndefined();
    expect(urlDaImagem(undefined)).toBeUndefined();
    expect(urlDaImagem('   ')).toBeUndefined();
  });
});

describe('formatarHora', () => {
  it('shows hours and minutes of an ISO string or a Date, two digits each', () => {
    const momento = new Date(2026, 10, 27, 9, 5, 59);
    expect(formatarHora(momento)).toBe('09:05');
    expect(formatarHora(momento.toISOString())).toBe('09:05');
    expect(formatarHora(new Date(2026, 10, 27, 19, 42))).toBe('19:42');
  });
});
