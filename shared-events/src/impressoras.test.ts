import { quebrar, textoDoDocumento } from './impressoras';
import { destinoDoPedido, ticketDaCozinha, viaDoEntregador } from './impressoras.documentos';
import type { Pedido, PedidoItem } from './pedidos';

const item = (dados: Partial<PedidoItem>): PedidoItem => ({
  id: 1,
  produto_id: 1,
  produto_nome: 'Pão de queijo',
  imagem_url: null,
  quantidade: 2,
  preco_unitario: 9.9,
  observacoes: null,
  personalizacoes: [],
  estacao_id: null,
  pronto_em: null,
  pronto_por: null,
  alvo_min: 10,
  adicionado_em: null,
  cancelado_em: null,
  cancelado_motivo: null,
  cancelado_por: null,
  observacoes_alteradas_em: null,
  ...dados,
});

const pedido = (dados: Partial<Pedido>): Pedido =>
  ({
    id: 123,
    empresa_id: 1,
    tipo_pedido: 'mesa',
    mesa: '4',
    created_at: '2026-11-27T22:42:00.000Z',
    observacoes: null,
    itens: [],
    total: 19.8,
    valor_frete: 0,
    desconto: 0,
    status_pagamento: 'pendente',
    metodo_pagamento: 'entrega',
    metodo_pagamento_detalhado: 'Dinheiro',
    precisa_troco: false,
    valor_troco: null,
    nome_completo_cliente: null,
    telefone_cliente: null,
    endereco_entrega: null,
    ...dados,
  }) as Pedido;

describe('printed documents (issue 30)', () => {
  test('a kitchen ticket: the order, where it goes, its local time, items large, removals in capitals, notes', () => {
    const doc = ticketDaCozinha(
      pedido({}),
      [
        item({
          personalizacoes: [
            {
              opcao_id: 1,
              item_id: 2,
              nome: 'cebola',
              tipo: 'remover',
              preco_adicional: 0,
              quantidade: 1,
            },
          ],
        }),
        item({ id: 2, produto_nome: 'Açaí 500ml', quantidade: 1, observacoes: 'Sem granola' }),
      ],
      { estacao: 'Chapa' },
    );
    expect(doc.titulo).toBe('Ticket da cozinha #123 — Chapa');
    const texto = textoDoDocumento(doc, 80);
    expect(texto).toEqual(
      expect.arrayContaining([
        'PEDIDO #123',
        'Mesa 4 · Chapa',
        '19:42',
        '2x Pão de queijo',
        '   SEM CEBOLA',
        '1x Açaí 500ml',
        '   OBS: Sem granola',
      ]),
    );
  });

  test('the marks: REIMPRESSÃO, CANCELADO with the reason, ADICIONAL with the table and the tab', () => {
    const linhas = (marcas: Parameters<typeof ticketDaCozinha>[2]) =>
      textoDoDocumento(
        ticketDaCozinha(pedido({}), [item({ cancelado_motivo: 'Desistiu' })], marcas),
        80,
      ).join('\n');
    expect(linhas({ reimpressao: true })).toMatch(/^REIMPRESSÃO/);
    expect(linhas({ cancelado: true })).toContain('CANCELADO');
    expect(linhas({ cancelado: true })).toContain('Motivo: Desistiu');
    expect(linhas({})).not.toContain('Motivo');
    expect(linhas({ adicional: { comanda: 'Comanda 12' } })).toContain(
      'ADICIONAL — Mesa 4 — Comanda 12',
    );
    expect(destinoDoPedido(pedido({ tipo_pedido: 'entrega' }))).toBe('ENTREGA');
    expect(destinoDoPedido(pedido({ mesa: 'Balcão 7' }))).toBe('Balcão 7');
  });

  test('the courier’s receipt: address with a map QR, prices, total, what to collect and the change', () => {
    const doc = viaDoEntregador(
      pedido({
        tipo_pedido: 'entrega',
        itens: [
          item({}),
          item({ id: 9, cancelado_em: '2026-11-27T22:50:00.000Z', produto_nome: 'Suco' }),
        ],
        endereco_entrega: {
          rua: 'Rua Bocaiúva',
          numero_casa: '20',
          bairro: 'Centro',
          cidade: 'Florianópolis',
          cep: '88015530',
        },
        valor_frete: 5,
        total: 24.8,
        precisa_troco: true,
        valor_troco: 50,
      }),
      { nome: 'Cardápio Vivo Demo' },
    );
    const texto = textoDoDocumento(doc, 58);
    expect(texto.join(' ')).toContain('Rua Bocaiúva, 20 - Centro, Florianópolis');
    expect(texto.some((l) => l.startsWith('[QR https://www.google.com/maps/search/'))).toBe(true);
    expect(texto.join('\n')).not.toContain('Suco');
    expect(texto).toContain('Troco para R$ 50,00');
    expect(texto.find((l) => l.startsWith('TOTAL'))).toMatch(/^TOTAL\s+R\$ 24,80$/);
    expect(texto.filter((l) => !l.startsWith('[QR')).every((l) => l.length <= 32)).toBe(true);
  });

  test('lines wrap at the paper’s columns, a word longer than the line is cut', () => {
    expect(quebrar('um dois três quatro', 9)).toEqual(['um dois', 'três', 'quatro']);
    expect(quebrar('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(quebrar('', 10)).toEqual(['']);
    expect(
      textoDoDocumento(
        {
          titulo: 't',
          linhas: [
            {
              tipo: 'colunas',
              esquerda: '1x Cerveja Heineken Long Neck 330ml',
              direita: 'R$ 11,90',
            },
          ],
        },
        58,
      ),
    ).toEqual(['1x Cerveja Heineken', 'Long Neck 330ml         R$ 11,90']);
    expect(quebrar('   OBS: bem passado', 12)).toEqual(['   OBS: bem', '   passado']);
  });
});
