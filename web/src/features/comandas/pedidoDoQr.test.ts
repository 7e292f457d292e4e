import { describe, expect, it } from '@jest/globals';
import { comanda, itemDaComanda as item } from '../../testing/exemplos';
import { aguardandoConfirmacao, doQr, quantosItens, quemPediu, rotuloDaOrigem } from './pedidoDoQr';

describe('pedido pelo QR na área do garçom (issue 31 §2)', () => {
  it('reconhece o item do QR e rotula com o nome do cliente', () => {
    expect(doQr(item({ origem: 'mesa_qr' }))).toBe(true);
    expect(doQr(item({ origem: 'garcom' }))).toBe(false);
    expect(rotuloDaOrigem(item({ cliente_nome: ' Ana ' }))).toBe('QR · Ana');
    expect(rotuloDaOrigem(item({ cliente_nome: null }))).toBe('QR');
  });

  it('lista só os itens aguardando confirmação que não foram cancelados', () => {
    const c = comanda({
      itens: [
        item({ id: 1, origem: 'mesa_qr', aguardando_confirmacao: true }),
        item({ id: 2, origem: 'mesa_qr', aguardando_confirmacao: false, status: 'enviado' }),
        item({ id: 3, origem: 'mesa_qr', aguardando_confirmacao: true, status: 'cancelado' }),
        item({ id: 4, origem: 'garcom', aguardando_confirmacao: false }),
      ],
    });
    expect(aguardandoConfirmacao(c).map((i) => i.id)).toEqual([1]);
  });

  it('diz quem pediu, sem repetir nomes', () => {
    expect(quemPediu([])).toBe('');
    expect(quemPediu([item({ cliente_nome: 'Ana' }), item({ cliente_nome: 'Ana' })])).toBe('Ana');
    expect(quemPediu([item({ cliente_nome: 'Ana' }), item({ cliente_nome: 'Bia' })])).toBe(
      'Ana e Bia',
    );
    expect(
      quemPediu([
        item({ cliente_nome: 'Ana' }),
        item({ cliente_nome: null }),
        item({ cliente_nome: 'Bia' }),
        item({ cliente_nome: 'Caio' }),
      ]),
    ).toBe('Ana, Bia e Caio');
  });

  it('escreve a quantidade de itens', () => {
    expect(quantosItens(1)).toBe('1 item');
    expect(quantosItens(4)).toBe('4 itens');
  });
});
