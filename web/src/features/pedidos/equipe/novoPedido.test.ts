import { describe, expect, it } from '@jest/globals';
import {
  correcaoDoPedidoSchema,
  pedidoDaEquipeSchema,
  textoDaPersonalizacao,
  type OpcaoGrupo,
  type ProdutoMenu,
} from '@cardapio/shared-events';
import { validarComSchema } from '../../../app/validacao';
import { pedido, pedidoItem, T2 } from '../../../testing/exemplos';
import { ENDERECO_VAZIO } from '../../carrinho/entrega';
import {
  adicionarLinha,
  avisoDaRepeticao,
  formularioDoPedido,
  lerLinha,
  linhasDoPedido,
  mudarQuantidade,
  perguntaWhatsapp,
  podeSerCorrigido,
  repetirPedido,
  subtotalCentavos,
  trocoPara,
  valoresDoPedido,
  type FormularioDoNovoPedido,
  type LinhaDoNovoPedido,
} from './novoPedido';

const produto = (dados: Partial<ProdutoMenu> = {}): ProdutoMenu => ({
  id: 1,
  nome: 'X-Burguer',
  descricao: '',
  preco: 25,
  imagem_url: null,
  categoria_id: 1,
  categoria_nome: 'Lanches',
  tempo_preparo: 15,
  destaque: false,
  precisa_cozinha: true,
  tem_opcoes: true,
  disponivel: true,
  ...dados,
});

const grupos: OpcaoGrupo[] = [
  {
    id: 10,
    nome: 'Adicionais',
    tipo: 'adicionar',
    obrigatorio: false,
    max_selecoes: 3,
    itens: [{ id: 100, nome: 'Bacon', preco_adicional: 4.5 }],
  },
  {
    id: 11,
    nome: 'Retirar',
    tipo: 'remover',
    obrigatorio: false,
    max_selecoes: 3,
    itens: [{ id: 110, nome: 'Cebola', preco_adicional: 0 }],
  },
];

const escolha = (dados: Partial<Omit<LinhaDoNovoPedido, 'chave'>> = {}) => ({
  produto: produto(),
  quantidade: 1,
  observacoes: '',
  personalizacoes: [],
  ...dados,
});

describe('adicionarLinha', () => {
  it('adds the same choice to its line and a different one as a new line', () => {
    let linhas = adicionarLinha([], escolha());
    linhas = adicionarLinha(linhas, escolha({ quantidade: 2 }));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]!.quantidade).toBe(3);
    linhas = adicionarLinha(
      linhas,
      escolha({ personalizacoes: [{ opcao_id: 10, item_id: 100, quantidade: 1 }] }),
    );
    linhas = adicionarLinha(linhas, escolha({ observacoes: 'sem sal' }));
    expect(linhas).toHaveLength(3);
  });

  it('keeps a quantity within 1 to 99 and removes a line at 0', () => {
    const linhas = adicionarLinha([], escolha({ quantidade: 98 }));
    expect(adicionarLinha(linhas, escolha({ quantidade: 5 }))[0]!.quantidade).toBe(99);
    const chave = linhas[0]!.chave;
    expect(mudarQuantidade(linhas, chave, 150)[0]!.quantidade).toBe(99);
    expect(mudarQuantidade(linhas, chave, 0)).toEqual([]);
  });
});

describe('repetirPedido', () => {
  it('puts back the lines still on sale and names those left out', () => {
    const cardapio = [produto(), produto({ id: 2, nome: 'Batata', disponivel: false })];
    const r = repetirPedido(
      [],
      [
        {
          produto_id: 1,
          produto_nome: 'X-Burguer',
          quantidade: 2,
          observacoes: 'bem passado',
          personalizacoes: [{ opcao_id: 10, item_id: 100, quantidade: 1, tipo: 'adicionar' }],
        },
        {
          produto_id: 2,
          produto_nome: 'Batata',
          quantidade: 1,
          observacoes: null,
          personalizacoes: [],
        },
        {
          produto_id: 9,
          produto_nome: 'Suco antigo',
          quantidade: 1,
          observacoes: null,
          personalizacoes: [],
        },
      ],
      cardapio,
    );
    expect(r.linhas).toHaveLength(1);
    expect(r.linhas[0]).toMatchObject({ quantidade: 2, observacoes: 'bem passado' });
    expect(r.foraDoCardapio).toEqual(['Suco antigo']);
    expect(r.esgotados).toEqual(['Batata']);
    expect(avisoDaRepeticao(r)).toBe(
      'Suco antigo não está mais no cardápio; Batata está esgotado: ficou de fora.',
    );
    expect(avisoDaRepeticao({ foraDoCardapio: [], esgotados: [] })).toBeNull();
  });
});

describe('lerLinha and subtotalCentavos', () => {
  it('prices a line with its options by the server rule, once the groups are known', () => {
    const [linha] = adicionarLinha(
      [],
      escolha({
        quantidade: 2,
        personalizacoes: [
          { opcao_id: 10, item_id: 100, quantidade: 1 },
          { opcao_id: 11, item_id: 110, quantidade: 1 },
        ],
      }),
    );
    expect(lerLinha(linha!, undefined)).toBeNull();
    const lida = lerLinha(linha!, grupos);
    expect(lida?.unitario).toBe(2950);
    expect(lida?.personalizacoes.map(textoDaPersonalizacao)).toEqual(['+ Bacon', 'sem Cebola']);
    const simples = adicionarLinha([], escolha({ produto: produto({ id: 3, preco: 7.9 }) }));
    expect(subtotalCentavos([...simples, linha!], () => undefined)).toBeNull();
    expect(subtotalCentavos([...simples, linha!], () => grupos)).toBe(790 + 5900);
  });
});

describe('trocoPara', () => {
  it('answers the change, or that the note does not cover the total', () => {
    expect(trocoPara('100,00', 8990)).toEqual({ troco: 1010 });
    expect(trocoPara('50', 8990)).toEqual({ insuficiente: true });
    expect(trocoPara('', 8990)).toBeNull();
    expect(trocoPara('1.234', 8990)).toBeNull();
  });
});

describe('valoresDoPedido', () => {
  const form: FormularioDoNovoPedido = {
    canal: 'telefone',
    entrega: 'entrega',
    nome: ' Marina ',
    sobrenome: '',
    telefone: '(48) 99999-0000',
    endereco: {
      ...ENDERECO_VAZIO,
      rua: 'Rua A',
      numero_casa: '10',
      bairro: 'Centro',
      cep: '88010-001',
    },
    cupom: '',
    observacoes: '',
    metodo: 'na_entrega',
    metodoNaEntrega: 'dinheiro',
    trocoPara: '100,00',
    agendadoPara: null,
    whatsappAceito: true,
  };
  const linhas = adicionarLinha([], escolha());

  it('is what the shared contract accepts', () => {
    const r = validarComSchema(pedidoDaEquipeSchema, valoresDoPedido(form, linhas));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dados.cliente).toEqual({ nome: 'Marina', telefone: '48999990000' });
    expect(r.dados.pagamento).toEqual({
      metodo: 'na_entrega',
      metodo_na_entrega: 'dinheiro',
      troco_para: 100,
    });
    expect(r.dados.endereco).toMatchObject({ rua: 'Rua A', cep: '88010001' });
  });

  it('sends the chosen time of an order scheduled for later today, none for one made now', () => {
    expect(valoresDoPedido(form, linhas).agendado_para).toBeUndefined();
    const agendado = { ...form, agendadoPara: '2026-11-27T23:15:00.000Z' };
    const r = validarComSchema(pedidoDaEquipeSchema, valoresDoPedido(agendado, linhas));
    expect(r.ok && r.dados.agendado_para?.toISOString()).toBe('2026-11-27T23:15:00.000Z');
  });

  it("sends the WhatsApp choice only when the store sends messages and there's a phone", () => {
    expect(valoresDoPedido(form, linhas).whatsapp_aceito).toBeUndefined();
    expect(valoresDoPedido(form, linhas, true).whatsapp_aceito).toBe(true);
    const recusou = validarComSchema(
      pedidoDaEquipeSchema,
      valoresDoPedido({ ...form, whatsappAceito: false }, linhas, true),
    );
    expect(recusou.ok && recusou.dados.whatsapp_aceito).toBe(false);
    expect(
      valoresDoPedido({ ...form, telefone: '' }, linhas, true).whatsapp_aceito,
    ).toBeUndefined();
  });

  it('asks about WhatsApp once a usable phone is typed, if the store sends messages', () => {
    expect(perguntaWhatsapp('(48) 99999-0000', true)).toBe(true);
    expect(perguntaWhatsapp('(48) 9', true)).toBe(false);
    expect(perguntaWhatsapp('(48) 99999-0000', false)).toBe(false);
  });

  it('sends no address for a pickup and no change for a card', () => {
    const v = valoresDoPedido({ ...form, entrega: 'retirada', metodo: 'cartao' }, linhas);
    expect(v.endereco).toBeUndefined();
    expect(v.pagamento).toEqual({ metodo: 'cartao' });
  });

  it('answers the contract messages of a missing name, item or payment', () => {
    const r = validarComSchema(
      pedidoDaEquipeSchema,
      valoresDoPedido({ ...form, nome: '', metodo: null }, []),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros['cliente.nome']).toBe('Informe o nome do cliente');
    expect(r.erros.itens).toBe('Adicione pelo menos um item');
    expect(r.erros['pagamento.metodo']).toBe('Selecione a forma de pagamento');
  });
});

describe('correcting an order (the form filled from it)', () => {
  const bacon = {
    opcao_id: 10,
    item_id: 100,
    tipo: 'adicionar' as const,
    quantidade: 2,
    preco_adicional: 4.5,
    nome: 'Bacon',
  };
  const porTelefone = pedido({
    canal: 'telefone',
    telefone_cliente: '48999990000',
    cupom_codigo: 'BEMVINDO',
    observacoes: 'Interfone quebrado',
    precisa_troco: true,
    valor_troco: 100,
    itens: [
      // 25 + 2 × 4,50 of bacon.
      pedidoItem({ id: 1, quantidade: 2, preco_unitario: 34, personalizacoes: [bacon] }),
      pedidoItem({
        id: 2,
        produto_id: 2,
        produto_nome: 'Coca-Cola',
        preco_unitario: 6.5,
        observacoes: 'gelada',
      }),
      pedidoItem({ id: 3, produto_id: 3, cancelado_em: T2 }),
    ],
  });

  it('fills the customer, the delivery address, the coupon, the notes and cash with change', () => {
    expect(formularioDoPedido(porTelefone)).toEqual({
      canal: 'telefone',
      entrega: 'entrega',
      nome: 'Ana',
      sobrenome: 'Souza',
      telefone: '(48) 99999-0000',
      endereco: {
        rua: 'Rua X',
        numero_casa: '100',
        bairro: 'Centro',
        cidade: 'Florianópolis',
        estado: 'SC',
        cep: '88010-001',
      },
      cupom: 'BEMVINDO',
      observacoes: 'Interfone quebrado',
      metodo: 'na_entrega',
      metodoNaEntrega: 'dinheiro',
      trocoPara: '100,00',
      agendadoPara: null,
      whatsappAceito: false,
    });
    expect(formularioDoPedido({ ...porTelefone, whatsapp_aceito: true }).whatsappAceito).toBe(true);
  });

  it("reads a counter order as 'Balcão', any other pickup as 'Retirada'", () => {
    const balcao = formularioDoPedido(
      pedido({ canal: 'balcao', tipo_pedido: 'retirada', mesa: 'Balcão', endereco_entrega: null }),
    );
    expect(balcao).toMatchObject({ canal: 'balcao', entrega: 'balcao', endereco: ENDERECO_VAZIO });
    expect(formularioDoPedido(pedido({ tipo_pedido: 'retirada', mesa: 'Retirada' })).entrega).toBe(
      'retirada',
    );
  });

  it('reads the payment: paid at the counter in cash or card, or later with its method', () => {
    const pago = (detalhado: string) =>
      formularioDoPedido(
        pedido({ metodo_pagamento: 'balcao', metodo_pagamento_detalhado: detalhado }),
      );
    expect(pago('cartao')).toMatchObject({ metodo: 'cartao', metodoNaEntrega: null });
    expect(pago('dinheiro')).toMatchObject({ metodo: 'dinheiro', trocoPara: '' });
    expect(
      formularioDoPedido(
        pedido({ metodo_pagamento: 'entrega', metodo_pagamento_detalhado: 'pix' }),
      ),
    ).toMatchObject({ metodo: 'na_entrega', metodoNaEntrega: 'pix' });
    // Nothing the form knows: the staff choose again.
    expect(
      formularioDoPedido(pedido({ metodo_pagamento: null, metodo_pagamento_detalhado: null })),
    ).toMatchObject({ metodo: null, metodoNaEntrega: null });
  });

  it("takes the lines with their options and notes, the menu's product when it is there", () => {
    const linhas = linhasDoPedido(porTelefone, [
      produto({ id: 2, nome: 'Coca-Cola Lata', preco: 7 }),
    ]);
    expect(linhas).toHaveLength(2); // the cancelled line stays out
    expect(linhas.map(({ chave: _chave, ...resto }) => resto)).toEqual([
      {
        // Off the menu: the product as the order recorded it, its options' price taken out.
        produto: { id: 1, nome: 'X-Burguer', preco: 25, tem_opcoes: true },
        quantidade: 2,
        observacoes: '',
        personalizacoes: [{ opcao_id: 10, item_id: 100, quantidade: 2, tipo: 'adicionar' }],
      },
      {
        produto: { id: 2, nome: 'Coca-Cola Lata', preco: 7, tem_opcoes: true },
        quantidade: 1,
        observacoes: 'gelada',
        personalizacoes: [],
      },
    ]);
    expect(new Set(linhas.map((l) => l.chave)).size).toBe(2);
    // Priced as the new order would be: 2 × (25 + 2 × 4,50) + 7.
    expect(subtotalCentavos(linhas, () => grupos)).toBe(7500);
  });

  it('is what the correction contract accepts, without the channel', () => {
    const r = validarComSchema(
      correcaoDoPedidoSchema,
      valoresDoPedido(formularioDoPedido(porTelefone), linhasDoPedido(porTelefone)),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dados).not.toHaveProperty('canal');
    expect(r.dados.itens).toHaveLength(2);
    expect(r.dados.cupom).toBe('BEMVINDO');
    expect(r.dados.pagamento).toEqual({
      metodo: 'na_entrega',
      metodo_na_entrega: 'dinheiro',
      troco_para: 100,
    });
  });

  it('offers the correction only before the kitchen starts, not for tabs or site PIX', () => {
    expect(podeSerCorrigido(porTelefone)).toBe(true);
    expect(podeSerCorrigido({ ...porTelefone, status: 'preparando' })).toBe(false);
    expect(podeSerCorrigido({ ...porTelefone, tipo_pedido: 'mesa' })).toBe(false);
    expect(podeSerCorrigido({ ...porTelefone, metodo_pagamento: 'site' })).toBe(false);
    expect(podeSerCorrigido({ ...porTelefone, itens: [pedidoItem({ pronto_em: T2 })] })).toBe(
      false,
    );
  });
});
