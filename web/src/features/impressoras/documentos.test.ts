import { describe, expect, it } from '@jest/globals';
import { itemDaComanda, pedido, pedidoItem, T1 } from '../../testing/exemplos';
import {
  cabecalhoDaEmpresa,
  diaNoFuso,
  fusoDaTela,
  impressorasDoPedido,
  pedidosDaComanda,
  resumoDosEnvios,
  ticketNoNavegador,
} from './documentos';

describe('the day and time zone the screen prints with', () => {
  it('writes the day of an instant in the time zone, as the API takes it', () => {
    const meiaNoiteUtc = new Date('2026-03-02T01:30:00.000Z');
    expect(diaNoFuso(meiaNoiteUtc, 'America/Sao_Paulo')).toBe('2026-03-01');
    expect(diaNoFuso(meiaNoiteUtc, 'UTC')).toBe('2026-03-02');
  });

  it("uses the browser's time zone", () => {
    expect(fusoDaTela()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe("ticketNoNavegador: an order's kitchen ticket printed by the browser", () => {
  it('lists the items not cancelled, unmarked (it is not a reprint)', () => {
    const documento = ticketNoNavegador(
      pedido({
        id: 9,
        created_at: T1,
        itens: [
          pedidoItem({ id: 1, produto_nome: 'Pastel' }),
          pedidoItem({ id: 2, produto_nome: 'Suco', cancelado_em: T1, cancelado_motivo: 'x' }),
        ],
      }),
      'America/Sao_Paulo',
    );
    const textos = documento.linhas.flatMap((l) => (l.tipo === 'texto' ? [l.texto] : []));
    expect(textos).toContain('1x Pastel');
    expect(textos).not.toContain('1x Suco');
    expect(textos).not.toContain('REIMPRESSÃO');
    expect(textos).toContain('09:00'); // 12:00 UTC in São Paulo
    expect(documento.titulo).toBe('Ticket da cozinha #9');
  });
});

describe("pedidosDaComanda: the kitchen orders a tab's 'Reimprimir na cozinha' sends", () => {
  it('takes each order of the items sent and not cancelled once, oldest first', () => {
    expect(
      pedidosDaComanda([
        itemDaComanda({ id: 1, status: 'pronto', enviado_cozinha: true, pedido_id: 31 }),
        itemDaComanda({ id: 2, status: 'enviado', enviado_cozinha: true, pedido_id: 12 }),
        itemDaComanda({ id: 3, status: 'preparando', enviado_cozinha: true, pedido_id: 31 }),
        itemDaComanda({ id: 4, status: 'entregue', enviado_cozinha: true, pedido_id: 12 }),
      ]),
    ).toEqual([12, 31]);
  });

  it('leaves out unsent items, cancelled ones and those without an order', () => {
    expect(
      pedidosDaComanda([
        itemDaComanda({ id: 1, status: 'pendente', enviado_cozinha: false, pedido_id: null }),
        itemDaComanda({ id: 2, status: 'cancelado', enviado_cozinha: true, pedido_id: 8 }),
        itemDaComanda({ id: 3, status: 'enviado', enviado_cozinha: true, pedido_id: null }),
      ]),
    ).toEqual([]);
  });

  it('counts an item marked sent while its status is still pendente', () => {
    expect(
      pedidosDaComanda([
        itemDaComanda({ status: 'pendente', enviado_cozinha: true, pedido_id: 5 }),
      ]),
    ).toEqual([5]);
  });
});

describe("cabecalhoDaEmpresa: a receipt's header from the company's public data", () => {
  it('takes the name, address and CNPJ', () => {
    expect(
      cabecalhoDaEmpresa({ nome: 'Bar do Zé', endereco: 'Rua A, 1', cnpj: '12.345.678/0001-90' }),
    ).toEqual({ nome: 'Bar do Zé', endereco: 'Rua A, 1', cnpj: '12.345.678/0001-90' });
  });

  it('is empty while the company loads', () => {
    expect(cabecalhoDaEmpresa(undefined)).toEqual({ nome: '', endereco: null, cnpj: null });
  });
});

describe('impressorasDoPedido: what a screen offers to send to a printer', () => {
  const todos = ['cozinha', 'entrega', 'conta', 'fechamento'] as const;

  it('offers the reprint on every screen when a printer prints the kitchen’s tickets', () => {
    for (const sessao of ['cliente', 'monitor', 'garcom'] as const)
      expect(impressorasDoPedido(pedido({ tipo_pedido: 'mesa' }), ['cozinha'], sessao)).toEqual({
        cozinha: true,
        entrega: false,
      });
    expect(impressorasDoPedido(pedido(), [], 'cliente').cozinha).toBe(false);
  });

  it("offers the courier's receipt of a delivery to the staff only", () => {
    expect(impressorasDoPedido(pedido({ tipo_pedido: 'entrega' }), todos, 'cliente').entrega).toBe(
      true,
    );
    expect(impressorasDoPedido(pedido({ tipo_pedido: 'entrega' }), todos, 'monitor').entrega).toBe(
      false,
    );
    expect(impressorasDoPedido(pedido({ tipo_pedido: 'retirada' }), todos, 'cliente').entrega).toBe(
      false,
    );
    expect(
      impressorasDoPedido(pedido({ tipo_pedido: 'entrega' }), ['cozinha'], 'cliente').entrega,
    ).toBe(false);
  });
});

describe('resumoDosEnvios: one toast for several reprints', () => {
  const ok = { ok: true as const, mensagem: 'Enviado para a impressora' };
  const semImpressora = {
    ok: false as const,
    erro: 'Nenhuma impressora ativa imprime os tickets da cozinha',
  };

  it("says the server's message, with the count when there were several", () => {
    expect(resumoDosEnvios([ok])).toEqual({ ok: true, mensagem: 'Enviado para a impressora' });
    expect(resumoDosEnvios([ok, ok])).toEqual({
      ok: true,
      mensagem: 'Enviado para a impressora (2 pedidos)',
    });
  });

  it("says the server's error when any failed, and how many went", () => {
    expect(resumoDosEnvios([semImpressora, semImpressora])).toEqual({
      ok: false,
      mensagem: 'Nenhuma impressora ativa imprime os tickets da cozinha',
    });
    expect(resumoDosEnvios([ok, semImpressora])).toEqual({
      ok: false,
      mensagem: 'Nenhuma impressora ativa imprime os tickets da cozinha (1 de 2 enviados)',
    });
  });
});
