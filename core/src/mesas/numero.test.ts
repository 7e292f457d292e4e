import { chaveDoNumero, numeroDaMesa } from './numero';

/** What a customer types for the table on the plate (issue 25). */
test.each([
  ['5', '5'],
  ['  5  ', '5'],
  ['05', '5'],
  ['0', '0'],
  ['00', '0'],
  ['10', '10'],
  ['100', '100'],
  ['Mesa 5', '5'],
  ['MESA   5', '5'],
  ['mesa5', '5'],
  ['mesa nº 5', '5'],
  ['Mesa n° 05', '5'],
  ['mesa no. 5', '5'],
  ['mesa #5', '5'],
  ['mesa: 5', '5'],
  ['mesa - 5', '5'],
  ['A1', 'a1'],
  ['a-01', 'a1'],
  ['Varanda 03', 'varanda3'],
  ['\uFF10\uFF15', '5'],
  ['Mesa', 'mesa'],
  ['mesa nova', 'nova'],
  ['mesanino 2', 'mesanino2'],
  ['Mesa Nobre', 'nobre'],
  ['1.5', '1.5'],
])('chaveDoNumero(%j) is %j', (texto, chave) => {
  expect(chaveDoNumero(texto)).toBe(chave);
});

test('a number typed as registered wins; a unique key otherwise; never a guess', () => {
  const numeros = ['1', '2', '10', 'A1', 'Varanda 3'];
  expect(numeroDaMesa(numeros, '1')).toBe('1');
  expect(numeroDaMesa(numeros, ' 01 ')).toBe('1');
  expect(numeroDaMesa(numeros, 'Mesa 10')).toBe('10');
  expect(numeroDaMesa(numeros, 'a-1')).toBe('A1');
  expect(numeroDaMesa(numeros, 'varanda 03')).toBe('Varanda 3');
  for (const digitado of ['3', '11', '100', 'B1', 'Varanda', ''])
    expect(numeroDaMesa(numeros, digitado)).toBeUndefined();
  // Two tables read alike ('01' and '1'): the exact one, or none.
  const parecidas = ['01', '1', '2'];
  expect(numeroDaMesa(parecidas, '01')).toBe('01');
  expect(numeroDaMesa(parecidas, '1')).toBe('1');
  expect(numeroDaMesa(parecidas, '001')).toBeUndefined();
  expect(numeroDaMesa(parecidas, 'Mesa 2')).toBe('2');
  expect(numeroDaMesa([], '5')).toBeUndefined();
});
