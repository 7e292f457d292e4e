import { MENSAGENS_ESTOQUE } from './estoque';

test('the sold-out message never says "restam só 0" and agrees in number', () => {
  const { esgotado } = MENSAGENS_ESTOQUE;
  expect(esgotado('Caipirinha', 0, 'un')).toBe('Caipirinha esgotado');
  expect(esgotado('Caipirinha', -1, 'un')).toBe('Caipirinha esgotado');
  // Less than the 3 decimals a quantity shows is nothing left to the customer.
  expect(esgotado('Pizza', 0.0004, 'kg')).toBe('Pizza esgotado');
  expect(esgotado('Pizza', 0.5, 'kg')).toBe('Pizza esgotado: resta só 0,5 kg no estoque');
  expect(esgotado('Caipirinha', 1, 'un')).toBe('Caipirinha esgotado: resta só 1 un no estoque');
  expect(esgotado('Pizza', 1.25, 'kg')).toBe('Pizza esgotado: resta só 1,25 kg no estoque');
  expect(esgotado('Caipirinha', 2, 'un')).toBe('Caipirinha esgotado: restam só 2 un no estoque');
  expect(esgotado('Pizza', 5, 'kg')).toBe('Pizza esgotado: restam só 5 kg no estoque');
});
