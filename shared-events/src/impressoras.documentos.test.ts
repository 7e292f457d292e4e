import type { Conta } from './comandas.esquemas';
import { textoDoDocumento } from './impressoras';
import { contaDaMesa, fechamentoDoDia, type FechamentoDoDia } from './impressoras.documentos';

const conta = (dados: Partial<Conta> = {}): Conta => ({
  comanda_id: 12,
  status: 'fechada',
  mesa_nome: 'Mesa 4',
  comanda_numero: '12',
  comanda_nome: 'Comanda Digital',
  garcom_nome: 'Ana',
  itens: [
    {
      id: 1,
      produto_nome: 'Pão de queijo',
      quantidade: 2,
      preco_unitario: 9.9,
      subtotal: 19.8,
      observacoes: null,
      personalizacoes: [],
      status: 'entregue',
    },
    {
      id: 2,
      produto_nome: 'Açaí 500ml',
      quantidade: 1,
      preco_unitario: 20,
      subtotal: 20,
      observacoes: 'Sem granola',
      personalizacoes: [
        {
          opcao_id: 1,
          item_id: 3,
          nome: 'Leite ninho',
          tipo: 'adicionar',
          preco_adicional: 4,
          quantidade: 1,
        },
      ],
      status: 'entregue',
    },
  ],
  subtotal: 39.8,
  taxa_servico_percentual: 10,
  cobra_taxa_servico: true,
  taxa_servico: 3.98,
  total: 43.78,
  itens_na_cozinha: [],
  fechada_em: '2026-11-27T23:10:00.000Z',
  pagamento: null,
  reaberta_em: null,
  motivo_reabertura: null,
  ...dados,
});

const texto = (linhas: string[]) => linhas.join('\n');

describe('the table bill (issue 30 §1)', () => {
  test('header, items with prices, the service charge, the total, the split and "not fiscal"', () => {
    const doc = contaDaMesa(
      conta(),
      { nome: 'Bar do Zé', endereco: 'Rua A, 1', cnpj: '12.345.678/0001-90' },
      { pessoas: 3 },
    );
    const linhas = textoDoDocumento(doc, 80);
    expect(doc.titulo).toBe('Conta — Mesa 4 · 12');
    expect(linhas.slice(0, 3)).toEqual(['Bar do Zé', 'Rua A, 1', 'CNPJ 12.345.678/0001-90']);
    expect(linhas).toContain('Mesa 4 · Comanda Digital 12');
    expect(linhas).toContain('Garçom: Ana · 27/11/2026, 20:10');
    expect(linhas.find((l) => l.startsWith('2x Pão de queijo'))).toMatch(/R\$ 19,80$/);
    expect(linhas).toContain('   + Leite ninho (R$ 4,00)');
    expect(linhas).toContain('   Obs.: Sem granola');
    expect(linhas.find((l) => l.startsWith('Taxa de serviço (10%)'))).toMatch(/R\$ 3,98$/);
    expect(linhas.find((l) => l.startsWith('TOTAL'))).toMatch(/R\$ 43,78$/);
    // 43,78 / 3 = 14,60 + 14,59 + 14,59: the first pays the leftover cent.
    expect(linhas.find((l) => l.startsWith('Dividido por 3'))).toMatch(/R\$ 14,60 cada$/);
    expect(texto(linhas)).toContain('(2 de R$ 14,59)');
    expect(texto(linhas)).toContain('Não é documento fiscal');
    expect(linhas.every((l) => l.length <= 48)).toBe(true);
  });

  test('the charge removed on screen, a standalone tab, and a paid bill with cash and change', () => {
    const doc = contaDaMesa(
      conta({
        mesa_nome: null,
        status: 'paga',
        pagamento: {
          metodo: 'dinheiro',
          total_pago: 39.8,
          valor_recebido: 50,
          troco: 10.2,
          paga_em: '2026-11-27T23:20:00.000Z',
        },
      }),
      { nome: 'Bar do Zé' },
      { cobraTaxa: false, reimpressao: true },
    );
    const linhas = textoDoDocumento(doc, 58);
    expect(linhas[0]).toBe('REIMPRESSÃO');
    expect(texto(linhas)).toContain('Comanda Avulsa · Comanda');
    expect(linhas.find((l) => l.startsWith('Taxa de'))).toMatch(/Removida$/);
    expect(linhas.find((l) => l.startsWith('TOTAL'))).toMatch(/R\$ 39,80$/);
    expect(linhas.find((l) => l.startsWith('Pago em Dinheiro'))).toMatch(/R\$ 39,80$/);
    expect(linhas.find((l) => l.startsWith('Troco'))).toMatch(/R\$ 10,20$/);
    expect(texto(linhas)).not.toContain('Dividido');
    expect(linhas.every((l) => l.length <= 32)).toBe(true);
  });
});

describe('the daily closing (issue 30 §1)', () => {
  const vazio = { quantidade: 0, total: 0 };
  const fechamento = (dados: Partial<FechamentoDoDia> = {}): FechamentoDoDia => ({
    dia: '2026-11-27',
    gerado_em: '2026-11-28T02:30:00.000Z',
    pedidos: { quantidade: 3, total: 120.5 },
    por_tipo: {
      entrega: { quantidade: 2, total: 100.5 },
      retirada: vazio,
      mesa: { quantidade: 1, total: 20 },
    },
    // The orders by channel, and the paid tab under Garçom.
    por_canal: {
      site: { quantidade: 1, total: 60.5 },
      garcom: { quantidade: 1, total: 43.78 },
      balcao: vazio,
      telefone: { quantidade: 1, total: 40 },
      mesa_qr: { quantidade: 1, total: 20 },
    },
    frete: 10,
    desconto: 5,
    comandas: { quantidade: 1, total: 43.78, taxa_servico: 3.98 },
    por_pagamento: [
      { metodo: 'Dinheiro', quantidade: 2, total: 83.78 },
      { metodo: 'PIX online', quantidade: 2, total: 80.5 },
    ],
    cancelados: { quantidade: 1, total: 30 },
    total: 164.28,
    ticket_medio: 41.07,
    produtos: [{ nome: 'Pão de queijo', quantidade: 12 }],
    ...dados,
  });

  test('the day, orders by type, sales by channel, tabs with their service charge, payments, cancelled, best sellers', () => {
    const linhas = textoDoDocumento(fechamentoDoDia(fechamento(), { nome: 'Bar do Zé' }), 80);
    expect(linhas).toContain('27/11/2026');
    expect(linhas).toContain('Emitido em 27/11/2026, 23:30');
    expect(linhas.find((l) => l.startsWith('Pedidos (3)'))).toMatch(/R\$ 120,50$/);
    expect(linhas.find((l) => l.startsWith('  Entrega (2)'))).toMatch(/R\$ 100,50$/);
    expect(texto(linhas)).not.toContain('Retirada');
    // By channel, after the day's total: every sale (the tab under Garçom), the empty ones left out.
    const canal = linhas.indexOf('POR CANAL');
    expect(canal).toBeGreaterThan(linhas.findIndex((l) => l.startsWith('TOTAL DO DIA')));
    expect(linhas.slice(canal + 1, canal + 5)).toEqual([
      expect.stringMatching(/^Site \(1\) +R\$ 60,50$/),
      expect.stringMatching(/^Garçom \(1\) +R\$ 43,78$/),
      expect.stringMatching(/^Telefone \(1\) +R\$ 40,00$/),
      expect.stringMatching(/^QR da mesa \(1\) +R\$ 20,00$/),
    ]);
    expect(texto(linhas)).not.toContain('Balcão');
    expect(linhas.find((l) => l.startsWith('  Descontos'))).toMatch(/-R\$ 5,00$/);
    expect(linhas.find((l) => l.startsWith('Comandas pagas (1)'))).toMatch(/R\$ 43,78$/);
    expect(linhas.find((l) => l.startsWith('  Taxa de serviço'))).toMatch(/R\$ 3,98$/);
    expect(linhas.find((l) => l.startsWith('TOTAL DO DIA'))).toMatch(/R\$ 164,28$/);
    expect(linhas.find((l) => l.startsWith('PIX online (2)'))).toMatch(/R\$ 80,50$/);
    expect(linhas.find((l) => l.startsWith('Cancelados (1)'))).toMatch(/R\$ 30,00$/);
    expect(linhas.find((l) => l.startsWith('Pão de queijo'))).toMatch(/12 un\.$/);
  });

  test('a day without sales says so', () => {
    const linhas = textoDoDocumento(
      fechamentoDoDia(
        fechamento({
          pedidos: { quantidade: 0, total: 0 },
          por_tipo: { entrega: vazio, retirada: vazio, mesa: vazio },
          por_canal: {
            site: vazio,
            garcom: vazio,
            balcao: vazio,
            telefone: vazio,
            mesa_qr: vazio,
          },
          frete: 0,
          desconto: 0,
          comandas: { quantidade: 0, total: 0, taxa_servico: 0 },
          por_pagamento: [],
          cancelados: vazio,
          total: 0,
          ticket_medio: null,
          produtos: [],
        }),
        { nome: 'Bar do Zé' },
      ),
      58,
    );
    expect(linhas).toContain('Nenhum recebimento');
    expect(linhas[linhas.indexOf('POR CANAL') + 1]).toBe('Nenhuma venda');
    expect(linhas.find((l) => l.startsWith('Ticket médio'))).toMatch(/—$/);
    expect(texto(linhas)).not.toContain('MAIS VENDIDOS');
  });
});
