/**
 * Issue 26, "the waiter's item line shows the wrong amount": a line's preco_unitario already holds
 * its options, so a line costs preco_unitario × quantidade everywhere. The same burger with paid
 * options, bought on the site and sold on a tab, costs the same in every answer the server gives:
 * the cart, the order the customer pays, the tab, the table, the kitchen order, the bill and what
 * is recorded as paid; and each of them is valorDaLinha (shared-events) of its lines, the
 * function every screen uses.
 */
import request from 'supertest';
import {
  somaDasLinhas,
  valorDaLinha,
  type CarrinhoResposta,
  type Comanda,
  type Conta,
  type ContaResposta,
  type EnvioCozinhaResposta,
  type Mesa,
  type Pedido,
} from '@cardapio/shared-events';
import { mesas } from '@cardapio/core/testing';
import { apiDeTeste } from '../../../testing/api-de-teste';
import { autorizado, definirLoja, produtoDemo } from '../../../testing/loja';
import { finalizarPedido } from '../../../testing/pedido';
import { novoCliente } from '../../../testing/sessions';

const api = apiDeTeste({ equipe: true });

/** X-Burguer R$ 24,90 + Bacon R$ 4,00 + Cheddar R$ 3,50, sem Cebola, ao ponto: R$ 32,40 each. */
async function escolhas() {
  const burguer = await produtoDemo(api.http, 1, 'X-Burguer');
  return {
    produto_id: burguer.produto.id,
    personalizacoes: [
      burguer.escolha('Ponto da carne', 'Ao ponto'),
      burguer.escolha('Adicionais', 'Bacon'),
      burguer.escolha('Adicionais', 'Cheddar'),
      burguer.escolha('Remover ingredientes', 'Cebola'),
    ],
  };
}

const UNITARIO = 32.4;
const LINHA = 64.8; // 2 × 32,40: the options are not added again

test('a burger with paid options costs the same on the site and on the tab, in every total the server answers', async () => {
  const { http, gestao, garcom } = api;
  await definirLoja(http, gestao, true);
  const burguer = await escolhas();

  // The site: cart and the order the customer is charged.
  const cliente = (await request(http).post('/api/auth/registro').send(novoCliente())).body
    .token as string;
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(cliente))
    .send({ ...burguer, quantidade: 2 })
    .expect(201);
  const carrinho = (await request(http).get('/api/carrinho/1').set(autorizado(cliente)))
    .body as CarrinhoResposta;
  expect(carrinho.itens[0]).toMatchObject({ preco_unitario: UNITARIO, subtotal: LINHA });
  expect(carrinho.total).toBe(LINHA);
  expect(valorDaLinha(carrinho.itens[0]!).total / 100).toBe(LINHA);
  const pedidoDoSite = await finalizarPedido(http, cliente);
  expect(pedidoDoSite.status).toBe(201);
  const site = pedidoDoSite.body as Pedido;
  expect(site.itens[0]!.preco_unitario).toBe(UNITARIO);
  expect(site.total_sem_frete).toBe(LINHA);
  expect(site.total).toBe(LINHA + site.valor_frete - site.desconto);
  expect(somaDasLinhas(site.itens) / 100).toBe(site.total_sem_frete);

  // The tab: its line, its total and the table's total.
  const [mesa] = await api.server.core.db
    .insert(mesas)
    .values({ empresa_id: 1, numero: 'V1', nome: 'Mesa V1', capacidade: 4 })
    .returning();
  const aberta = await request(http)
    .post('/api/garcom/comandas-mesa')
    .set(autorizado(garcom))
    .send({ mesa_id: mesa!.id });
  const comandaId = (aberta.body as { comanda: Comanda }).comanda.id;
  const adicionada = await request(http)
    .post(`/api/garcom/comandas-mesa/${comandaId}/itens`)
    .set(autorizado(garcom))
    .send({ ...burguer, quantidade: 2 });
  expect(adicionada.status).toBe(201);
  const comanda = (adicionada.body as { comanda: Comanda }).comanda;
  const item = comanda.itens[0]!;
  expect(item.preco_unitario).toBe(UNITARIO);
  expect(item.personalizacoes.map((p) => [p.nome, p.preco_adicional])).toEqual([
    ['Ao ponto', 0],
    ['Bacon', 4],
    ['Cheddar', 3.5],
    ['Cebola', 0],
  ]);
  expect(valorDaLinha(item)).toEqual({
    unitario: 3240,
    adicionais: 750,
    produto: 2490,
    total: 6480,
  });
  expect(comanda.total).toBe(LINHA);
  const naMesa = (await request(http).get(`/api/garcom/mesas/${mesa!.id}`).set(autorizado(garcom)))
    .body as { mesa: Mesa };
  expect(naMesa.mesa.total_ativo).toBe(LINHA);

  // The kitchen order (monitor, board) of the tab.
  const envio = await request(http)
    .post(`/api/garcom/comandas/${comandaId}/enviar-cozinha`)
    .set(autorizado(garcom));
  expect(envio.status).toBe(201);
  const cozinha = (envio.body as EnvioCozinhaResposta).pedido;
  expect(cozinha.total).toBe(LINHA);
  expect(cozinha.itens[0]).toMatchObject({ preco_unitario: UNITARIO });
  expect(somaDasLinhas(cozinha.itens) / 100).toBe(LINHA);

  // The bill: its line (with the options the print view lists), subtotal, charge and total paid.
  const previa = (
    (await request(http).get(`/api/garcom/comandas/${comandaId}/conta`).set(autorizado(garcom)))
      .body as ContaResposta
  ).conta;
  expect(previa.itens[0]).toMatchObject({ preco_unitario: UNITARIO, subtotal: LINHA });
  expect(previa.itens[0]!.personalizacoes).toHaveLength(4);
  expect(previa.subtotal).toBe(LINHA);
  const fechada = await request(http)
    .post(`/api/garcom/comandas/${comandaId}/fechar`)
    .set(autorizado(garcom))
    .send({});
  expect(fechada.status).toBe(200);
  const conta = (fechada.body as { conta: Conta }).conta;
  expect(conta.subtotal).toBe(LINHA);
  expect(conta.taxa_servico).toBe(6.48);
  expect(conta.total).toBe(71.28);
  const paga = await request(http)
    .post(`/api/garcom/comandas/${comandaId}/pagar`)
    .set(autorizado(garcom))
    .send({ metodo: 'pix' });
  expect(paga.status).toBe(200);
  expect((paga.body as { conta: Conta }).conta.pagamento!.total_pago).toBe(71.28);
});
