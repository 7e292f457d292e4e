import { z } from 'zod';
import {
  campoDeDinheiro,
  centavosDoNumero,
  formatarReais,
  lerDinheiro,
  MENSAGENS_DINHEIRO,
  textoDoCampoDeDinheiro,
} from './formatos';
import { dinheiro, dinheiroOpcional } from './campos';

const { invalido, ambiguo, casas, negativo, muitoAlto } = MENSAGENS_DINHEIRO;

describe('lerDinheiro: what a person types into a money field', () => {
  test.each([
    // The Brazilian way: comma for cents, dots for thousands.
    ['89,90', 8990],
    ['89,9', 8990],
    ['89,', 8900],
    ['0,5', 50],
    ['0,05', 5],
    ['00,50', 50],
    ['1.234,56', 123456],
    ['1.234,5', 123450],
    ['1.234,', 123400],
    ['12.345.678,90', 1234567890],
    ['1234,5', 123450],
    ['1234,56', 123456],
    // Whole reais.
    ['89', 8900],
    ['0', 0],
    ['007', 700],
    ['1.234.567', 123456700],
    // A lone dot with 1 or 2 digits is a decimal (phone keypads, other systems).
    ['89.90', 8990],
    ['89.9', 8990],
    ['89.', 8900],
    ['1234.56', 123456],
    // The R$ people copy along, spaces around, the non-breaking space Intl puts after R$.
    ['R$ 89,90', 8990],
    ['R$89,90', 8990],
    ['r$ 89,90', 8990],
    ['  89,90  ', 8990],
    ['R$\u00a01.234,56', 123456],
    // Negatives only where allowed (see the next table); zero is never negative.
    ['-0', 0],
    ['-0,00', 0],
  ])('%j → %i cents', (texto, centavos) => {
    expect(lerDinheiro(texto)).toEqual({ ok: true, centavos });
  });

  test.each([
    // Thousands or decimals? Neither reading is guessed.
    ['1.234', ambiguo],
    ['12,345', ambiguo],
    ['1,234', ambiguo],
    ['89.999', ambiguo],
    ['R$ 1.234', ambiguo],
    // More than 2 decimals.
    ['12,3456', casas],
    ['1.234,567', casas],
    ['1.2345', casas],
    ['89,999', ambiguo],
    // Malformed.
    ['1,234,5', invalido],
    ['1,234,567', invalido],
    ['1,234.56', invalido],
    ['12.34,56', invalido],
    ['1.2345,00', invalido],
    ['1.23.4', invalido],
    [',50', invalido],
    ['.50', invalido],
    [',', invalido],
    ['.', invalido],
    ['R$', ''],
    ['abc', invalido],
    ['89,9a', invalido],
    ['12 345,00', invalido],
    ['1e3', invalido],
    ['0x10', invalido],
    ['Infinity', invalido],
    ['NaN', invalido],
    ['89,90 reais', invalido],
    ['US$ 89,90', invalido],
    ['+89,90', invalido],
    ['--5', invalido],
    ['-', invalido],
    ['\u0000', invalido],
    ['9'.repeat(41), invalido],
    // Negatives where not allowed.
    ['-5', negativo],
    ['-89,90', negativo],
    ['R$ -89,90', negativo],
    ['-R$ 89,90', negativo],
    // Absurd amounts (cents would stop being exact integers).
    ['99999999999999', muitoAlto],
  ])('%j is refused: %s', (texto, erro) => {
    const lido = lerDinheiro(texto);
    expect(lido).toMatchObject({ ok: false, erro });
  });

  test('empty text is vazio (the field decides whether it is required)', () => {
    for (const texto of ['', '   ', 'R$', 'R$ '])
      expect(lerDinheiro(texto)).toEqual({ ok: false, vazio: true, erro: '' });
    expect(lerDinheiro('89,90')).not.toHaveProperty('vazio');
    expect(lerDinheiro('1.234')).toMatchObject({ vazio: false });
  });

  test('negatives are read when allowed', () => {
    expect(lerDinheiro('-89,90', { negativo: true })).toEqual({ ok: true, centavos: -8990 });
    expect(lerDinheiro('R$ -1.234,56', { negativo: true })).toEqual({
      ok: true,
      centavos: -123456,
    });
    expect(lerDinheiro('-1.234', { negativo: true })).toMatchObject({ ok: false, erro: ambiguo });
  });

  test('what the screens print reads back to the same cents', () => {
    for (const centavos of [0, 1, 5, 50, 99, 8990, 100000, 123456, 999999999])
      for (const texto of [
        formatarReais(centavos / 100),
        textoDoCampoDeDinheiro(centavos),
        textoDoCampoDeDinheiro(centavos, true),
      ])
        expect([texto, lerDinheiro(texto)]).toEqual([texto, { ok: true, centavos }]);
  });
});

describe('the field text', () => {
  test.each([
    [8990, false, '89,90'],
    [123456, false, '1.234,56'],
    [0, false, '0,00'],
    [1050, true, '10,5'],
    [1000, true, '10'],
  ])('%i cents → %j (percentual %s)', (centavos, percentual, texto) => {
    expect(textoDoCampoDeDinheiro(centavos, percentual)).toBe(texto);
  });

  test('an API amount starts its field in the Brazilian format', () => {
    expect(campoDeDinheiro(89.9)).toBe('89,90');
    expect(campoDeDinheiro('1234.5')).toBe('1.234,50');
    expect(campoDeDinheiro(10, true)).toBe('10');
    expect(campoDeDinheiro(null)).toBe('');
    expect(campoDeDinheiro(undefined)).toBe('');
  });
});

describe('centavosDoNumero: an amount sent as a JSON number', () => {
  test.each([
    [89.9, 8990],
    [89.90000000000001, 8990],
    [0.1 + 0.2, 30],
    [1234.56, 123456],
    [99_999_999.99, 9_999_999_999],
    [0, 0],
    [-0, 0],
  ])('%d → %i cents', (numero, centavos) => {
    expect(centavosDoNumero(numero)).toEqual({ ok: true, centavos });
  });

  test.each([
    [89.999, casas],
    [1.234, casas],
    [0.001, casas],
    [Number.NaN, invalido],
    [Number.POSITIVE_INFINITY, invalido],
    [-5, negativo],
    [1e15, muitoAlto],
  ])('%d is refused: %s', (numero, erro) => {
    expect(centavosDoNumero(numero)).toMatchObject({ ok: false, erro });
  });
});

describe('dinheiro: the schema every payload with money uses', () => {
  const preco = z.object({
    preco: dinheiro({
      obrigatorio: 'Preço é obrigatório',
      abaixoDoMinimo: 'Preço deve ser maior que 0',
      maximo: 99_999.99,
      muitoAlto: 'Preço muito alto',
    }),
  });
  const ler = (valor: unknown) => {
    const r = preco.safeParse({ preco: valor });
    return r.success ? r.data.preco : r.error.issues.map((i) => i.message).join(' | ');
  };

  test.each([
    ['89,90', 89.9],
    ['1.234,56', 1234.56],
    ['R$ 89,90', 89.9],
    ['89.90', 89.9],
    ['89', 89],
    [89.9, 89.9],
    [0, 0],
    ['99.999,99', 99_999.99],
  ])('%j → %d reais', (valor, reais) => {
    expect(ler(valor)).toBe(reais);
  });

  test.each([
    [undefined, 'Preço é obrigatório'],
    [null, 'Preço é obrigatório'],
    ['', 'Preço é obrigatório'],
    ['  ', 'Preço é obrigatório'],
    ['1.234', ambiguo],
    ['12,345', ambiguo],
    ['1,234,5', invalido],
    ['abc', invalido],
    [89.999, casas],
    ['-1', 'Preço deve ser maior que 0'],
    [-1, 'Preço deve ser maior que 0'],
    ['100.000,00', 'Preço muito alto'],
    [100_000, 'Preço muito alto'],
    [true, invalido],
    [[89.9], invalido],
    [{ valor: 89.9 }, invalido],
    [Number.NaN, invalido],
  ])('%j → %s', (valor, mensagem) => {
    expect(ler(valor)).toBe(mensagem);
  });

  test('optional money: empty is null, text is read the same way', () => {
    const fixo = z.object({
      valor_fixo: dinheiroOpcional({ maximo: 1000, muitoAlto: 'Valor muito alto' }),
    });
    expect(fixo.parse({ valor_fixo: '' })).toEqual({ valor_fixo: null });
    expect(fixo.parse({ valor_fixo: null })).toEqual({ valor_fixo: null });
    expect(fixo.parse({})).toEqual({ valor_fixo: null });
    expect(fixo.parse({ valor_fixo: '12,50' })).toEqual({ valor_fixo: 12.5 });
    expect(fixo.safeParse({ valor_fixo: '1.234' }).error?.issues[0]?.message).toBe(ambiguo);
  });
});
