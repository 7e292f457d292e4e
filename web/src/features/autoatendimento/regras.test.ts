import { describe, expect, test } from '@jest/globals';
import { MENSAGENS_AUTOATENDIMENTO as M } from '@cardapio/shared-events';
import { ehQrInvalido, ehRecusaDoQr, erroDoNome, textoDeItens } from './regras';

describe('the QR page’s rules', () => {
  test('the name follows the server’s rule and messages', () => {
    expect(erroDoNome('Ana')).toBeNull();
    expect(erroDoNome('  Ana  ')).toBeNull();
    expect(erroDoNome('')).toBe(M.nomeObrigatorio);
    expect(erroDoNome('   ')).toBe(M.nomeObrigatorio);
    expect(erroDoNome('a'.repeat(61))).toBe(M.nomeLongo);
  });

  test('only a refused token ends the live connection; other failures are retried', () => {
    expect(ehRecusaDoQr(M.qrInvalido)).toBe(true);
    expect(ehRecusaDoQr('Não autorizado')).toBe(true);
    expect(ehRecusaDoQr('xhr poll error')).toBe(false);
    expect(ehRecusaDoQr('timeout')).toBe(false);
    expect(ehRecusaDoQr(undefined)).toBe(false);
  });

  test('a 404 means the code is no good; a network failure does not', () => {
    expect(ehQrInvalido(404)).toBe(true);
    expect(ehQrInvalido(400)).toBe(true);
    expect(ehQrInvalido('rede')).toBe(false);
    expect(ehQrInvalido(500)).toBe(false);
  });

  test('item counts read in Portuguese', () => {
    expect(textoDeItens(1)).toBe('1 item');
    expect(textoDeItens(3)).toBe('3 itens');
    expect(textoDeItens(0)).toBe('0 itens');
  });
});
