import { describe, expect, it } from '@jest/globals';
import {
  centavos,
  deCentavos,
  enderecoEmTexto,
  formatarDataHora,
  formatarDistancia,
  formatarMinutos,
  textoDaPersonalizacao,
} from './formatacao';

describe('money in cents', () => {
  it('rounds to the nearest cent and back', () => {
    expect(centavos(19.99)).toBe(1999);
    expect(centavos(0.1 + 0.2)).toBe(30);
    expect(centavos(1.005)).toBe(100); // 1.005 is 1.00499… as a double
    expect(deCentavos(centavos(10.1) + centavos(0.2))).toBe(10.3);
  });
});

describe('formatarDataHora', () => {
  it('writes dd/mm/aaaa às hh:mm in the browser zone', () => {
    const local = new Date(2026, 0, 5, 9, 7).toISOString();
    expect(formatarDataHora(local)).toBe('05/01/2026 às 09:07');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatarDataHora('ontem')).toBe('ontem');
  });
});

describe('enderecoEmTexto', () => {
  it('joins the parts that exist, with a masked CEP', () => {
    expect(
      enderecoEmTexto({
        rua: 'Rua X',
        numero_casa: '100',
        complemento: 'ap 2',
        bairro: 'Centro',
        cidade: 'Florianópolis',
        estado: 'SC',
        cep: '88010001',
      }),
    ).toBe('Rua X, 100 - ap 2 - Centro - Florianópolis/SC, CEP 88010-001');
    expect(enderecoEmTexto({ rua: 'Rua X', bairro: 'Centro' })).toBe('Rua X - Centro');
  });

  it('keeps a CEP it cannot mask, and passes plain text through', () => {
    expect(enderecoEmTexto({ rua: 'Rua X', cep: '123' })).toBe('Rua X, CEP 123');
    expect(enderecoEmTexto('Rua Y, 5')).toBe('Rua Y, 5');
    expect(enderecoEmTexto(null)).toBe('');
  });
});

describe('distances and times', () => {
  it('writes km with a decimal comma and at most one decimal', () => {
    expect(formatarDistancia(2.4)).toBe('2,4 km');
    expect(formatarDistancia(12.75)).toBe('12,8 km');
    expect(formatarDistancia(5)).toBe('5 km');
    expect(formatarDistancia(1234.5)).toBe('1.234,5 km');
  });

  it.each([
    [35, '35 min'],
    [59.4, '59 min'],
    [59.6, '1h'],
    [60, '1h'],
    [70, '1h 10min'],
    [0, '0 min'],
    [-10, '0 min'],
  ])('%p minutes → %p', (minutos, texto) => {
    expect(formatarMinutos(minutos)).toBe(texto);
  });
});

describe('textoDaPersonalizacao (cart, tab, bill and order lines)', () => {
  it('writes an extra with its quantity and a removal as sem', () => {
    expect(textoDaPersonalizacao({ nome: 'Bacon', tipo: 'adicionar', quantidade: 1 })).toBe(
      '+ Bacon',
    );
    expect(textoDaPersonalizacao({ nome: 'Bacon', tipo: 'adicionar', quantidade: 2 })).toBe(
      '+ 2x Bacon',
    );
    expect(textoDaPersonalizacao({ nome: 'Cebola', tipo: 'remover', quantidade: 1 })).toBe(
      'sem Cebola',
    );
  });
});
