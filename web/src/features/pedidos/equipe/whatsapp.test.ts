import { describe, expect, it } from '@jest/globals';
import { pedido, pedidoItem } from '../../../testing/exemplos';
import {
  linkDoWhatsapp,
  numeroDoWhatsapp,
  resumoDoPedido,
  rotuloDoTipo,
  trocoDoPedido,
} from './whatsapp';

describe('numeroDoWhatsapp', () => {
  it('adds Brazil (55) unless the number already has it', () => {
    expect(numeroDoWhatsapp('(48) 99999-0000')).toBe('5548999990000');
    expect(numeroDoWhatsapp('+55 48 99999-0000')).toBe('5548999990000');
    // A DDD 55 number without the country code is still a local number.
    expect(numeroDoWhatsapp('55 99999-0000')).toBe('5555999990000');
  });

  it('has no link for a missing or too short phone', () => {
    expect(numeroDoWhatsapp(null)).toBeNull();
    expect(numeroDoWhatsapp('1234567')).toBeNull();
  });
});

describe('rotuloDoTipo', () => {
  it('names the table of a table order, once', () => {
    expect(rotuloDoTipo({ tipo_pedido: 'mesa', mesa: '3' })).toBe('Mesa 3');
    expect(rotuloDoTipo({ tipo_pedido: 'mesa', mesa: 'Mesa 3' })).toBe('Mesa 3');
    expect(rotuloDoTipo({ tipo_pedido: 'mesa', mesa: 'Balcão' })).toBe('Balcão');
    expect(rotuloDoTipo({ tipo_pedido: 'mesa', mesa: '  ' })).toBe('Mesa');
    expect(rotuloDoTipo({ tipo_pedido: 'retirada', mesa: null })).toBe('Retirada');
  });
});

describe('trocoDoPedido', () => {
  it('is what the customer pays with minus the total, to the cent', () => {
    expect(trocoDoPedido(pedido({ precisa_troco: true, valor_troco: 50, total: 32.7 }))).toEqual({
      pagaCom: 50,
      troco: 17.3,
    });
  });

  it('never goes below zero, and is nothing without a request for change', () => {
    expect(
      trocoDoPedido(pedido({ precisa_troco: true, valor_troco: 20, total: 32.5 }))?.troco,
    ).toBe(0);
    expect(trocoDoPedido(pedido({ precisa_troco: false, valor_troco: 50 }))).toBeNull();
    expect(trocoDoPedido(pedido({ precisa_troco: true, valor_troco: null }))).toBeNull();
  });
});

describe('resumoDoPedido (the message a WhatsApp chat starts with)', () => {
  it('lists status, total, discount, type, address, payment and items', () => {
    const texto = resumoDoPedido(
      pedido({
        id: 42,
        status: 'preparando',
        total: 45,
        desconto: 5,
        cupom_codigo: 'BEMVINDO',
        precisa_troco: true,
        valor_troco: 100,
        observacoes: 'Portão azul',
        itens: [
          pedidoItem({
            produto_nome: 'X-Burguer',
            quantidade: 2,
            preco_unitario: 21,
            observacoes: 'bem passado',
            personalizacoes: [
              {
                opcao_id: 1,
                item_id: 1,
                nome: 'Bacon',
                preco_adicional: 3,
                quantidade: 1,
                tipo: 'adicionar',
              },
              {
                opcao_id: 2,
                item_id: 2,
                nome: 'Cebola',
                preco_adicional: 0,
                quantidade: 1,
                tipo: 'remover',
              },
            ],
          }),
        ],
      }),
    );
    const linhas = texto.split('\n');
    expect(linhas[0]).toBe('*Pedido #42*');
    expect(linhas).toContain('Status: Preparando');
    expect(linhas).toContain('Total: R$ 45,00');
    expect(linhas).toContain('Desconto (BEMVINDO): − R$ 5,00');
    expect(linhas).toContain('Tipo: Entrega');
    expect(linhas).toContain('Endereço: Rua X, 100 - Centro, CEP 88010-001');
    expect(linhas).toContain('Pagamento: Dinheiro na entrega (troco para R$ 100,00)');
    expect(linhas).toContain('- 2x X-Burguer (R$ 42,00)');
    expect(linhas).toContain('  + Bacon');
    expect(linhas).toContain('  sem Cebola');
    expect(linhas).toContain('  Obs: bem passado');
    expect(linhas.at(-1)).toBe('Observações: Portão azul');
  });

  it('says a pickup has no address and a table order names its table', () => {
    const retirada = resumoDoPedido(pedido({ tipo_pedido: 'retirada', endereco_entrega: null }));
    expect(retirada).toContain('Retirar no local');
    expect(retirada).not.toContain('Endereço');
    const mesa = resumoDoPedido(pedido({ tipo_pedido: 'mesa', mesa: '7', status: 'entregue' }));
    expect(mesa).toContain('Tipo: Mesa 7\nMesa: 7');
    expect(mesa).toContain('Status: Finalizado');
    expect(resumoDoPedido(pedido({ desconto: 0 }))).not.toContain('Desconto');
  });
});

describe('linkDoWhatsapp', () => {
  it("opens the customer's chat with the summary, encoded", () => {
    const link = linkDoWhatsapp(pedido({ id: 9, telefone_cliente: '48 99999-0000' }));
    expect(link).toMatch(/^https:\/\/wa\.me\/5548999990000\?text=/);
    expect(decodeURIComponent(link!.split('?text=')[1]!)).toMatch(/^\*Pedido #9\*\nStatus: /);
  });

  it('is nothing without a phone', () => {
    expect(linkDoWhatsapp(pedido({ telefone_cliente: null }))).toBeNull();
  });
});
