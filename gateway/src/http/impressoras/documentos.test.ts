import request from 'supertest';
import {
  textoDoDocumento,
  type FechamentoDoDia,
  type TrabalhoDeImpressao,
} from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginGarcom, loginStaff } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';
import { comandaNaMesa } from '../../testing/comandas';
import { esperar } from '../../testing/esperar';
import { agentePareado as agentePareadoPelaApi, conectarAgente } from '../../testing/impressoras';

/**
 * Issue 30 §1: the documents beside the kitchen ticket. An accepted delivery prints the courier's
 * receipt, a closed bill prints the bill, both where a printer prints them by itself; both and
 * the daily closing print by hand too; the screens learn which documents they can print.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let garcom: string;
let cocaId: number;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  garcom = await loginGarcom(http);
  await definirLoja(http, gestao, true);
  cocaId = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

const agentePareado = (nome: string) => agentePareadoPelaApi(http, gestao, nome);
const conectar = async (token: string) =>
  (await conectarAgente(clients, server.url, token)).trabalhos;

const texto = (t: TrabalhoDeImpressao) =>
  textoDoDocumento(t.documento, t.impressora.largura).join('\n');

const mudarStatus = (id: number, status: string) =>
  request(http).put(`/api/pedidos/${id}/status`).set(autorizado(gestao)).send({ status });

async function pedido(tipo: 'entrega' | 'retirada' = 'entrega') {
  const cliente = await clienteComCarrinho(http, [cocaId, 2]);
  const res = await finalizarPedido(http, cliente, tipo);
  expect(res.status).toBe(201);
  return res.body as { id: number; total: number; metodo_pagamento_detalhado: string };
}

test('without a printer of a document, the screens are told so and a print by hand is a pt-BR 409', async () => {
  const nenhum = await request(http)
    .get('/api/impressoras/disponiveis')
    .set(autorizado(garcom))
    .expect(200);
  expect(nenhum.body).toEqual({ documentos: [] });
  const { id } = await pedido();
  const semEntrega = await request(http)
    .post(`/api/impressoras/entrega/${id}`)
    .set(autorizado(colaborador));
  expect(semEntrega.status).toBe(409);
  expect(semEntrega.body.erro).toBe('Nenhuma impressora ativa imprime a via do entregador');
  const semFechamento = await request(http)
    .post('/api/impressoras/fechamento')
    .set(autorizado(gestao))
    .send({});
  expect(semFechamento.status).toBe(409);
  expect(semFechamento.body.erro).toBe('Nenhuma impressora ativa imprime o fechamento do dia');
});

test('an accepted delivery prints the courier’s receipt once; later moves print nothing; by hand it prints again', async () => {
  const agente = await agentePareado('PC do caixa');
  const res = await request(http)
    .post('/api/impressoras')
    .set(autorizado(gestao))
    .send({
      nome: 'Caixa',
      agente_id: agente.agente.id,
      endereco: '192.168.0.60',
      largura: 58,
      documentos: ['entrega', 'conta', 'fechamento'],
    })
    .expect(201);
  const caixa = res.body.id as number;
  const trabalhos = await conectar(agente.token);
  expect(
    (await request(http).get('/api/impressoras/disponiveis').set(autorizado(colaborador))).body,
  ).toEqual({ documentos: ['entrega', 'conta', 'fechamento'] });

  const entrega = await pedido('entrega');
  // Placed, not yet accepted: this printer prints no kitchen ticket and no receipt yet.
  await new Promise((r) => setTimeout(r, 200));
  expect(trabalhos.filter((t) => t.documento.titulo.includes(`#${entrega.id}`))).toEqual([]);
  expect((await mudarStatus(entrega.id, 'preparando')).status).toBe(200);
  const via = await esperar(() =>
    trabalhos.find((t) => t.documento.titulo === `Via do entregador #${entrega.id}`),
  );
  expect(via.impressora.id).toBe(caixa);
  expect(texto(via)).toContain('2x Coca-Cola Lata');
  expect(texto(via)).toMatch(/TOTAL\s+R\$ /);
  expect(texto(via)).toContain('[QR https://www.google.com/maps/search/');
  // The next moves print nothing more.
  expect((await mudarStatus(entrega.id, 'pronto')).status).toBe(200);
  await new Promise((r) => setTimeout(r, 200));
  expect(trabalhos.filter((t) => t.documento.titulo === via.documento.titulo)).toHaveLength(1);

  // By hand (the board): the receipt again; a pickup or another company's order is refused.
  const deNovo = await request(http)
    .post(`/api/impressoras/entrega/${entrega.id}`)
    .set(autorizado(colaborador))
    .expect(200);
  expect(deNovo.body).toEqual({ mensagem: 'Enviado para a impressora', trabalhos: 1 });
  await esperar(() =>
    trabalhos.filter((t) => t.documento.titulo === via.documento.titulo).length === 2
      ? true
      : undefined,
  );
  for (const [url, status] of [
    ['/api/impressoras/entrega/2147483647', 404],
    ['/api/impressoras/entrega/0', 400],
    ['/api/impressoras/entrega/abc', 400],
  ] as const)
    expect((await request(http).post(url).set(autorizado(colaborador))).status).toBe(status);
  expect(
    (await request(http).post(`/api/impressoras/entrega/${entrega.id}`).set(autorizado(garcom)))
      .status,
  ).toBe(403);
});

test('a closed bill prints by itself; by hand with the split; bad input and another company refused', async () => {
  const agente = await agentePareado('PC do salão');
  await request(http)
    .post('/api/impressoras')
    .set(autorizado(gestao))
    .send({
      nome: 'Salão',
      agente_id: agente.agente.id,
      endereco: '192.168.0.61',
      documentos: ['conta'],
    })
    .expect(201);
  const trabalhos = await conectar(agente.token);
  const comanda = await comandaNaMesa(server, garcom, '931');
  await request(http)
    .post(`/api/garcom/comandas-mesa/${comanda.id}/itens`)
    .set(autorizado(garcom))
    .send({ produto_id: cocaId, quantidade: 3 })
    .expect(201);
  const fechada = await request(http)
    .post(`/api/garcom/comandas/${comanda.id}/fechar`)
    .set(autorizado(garcom))
    .send({ taxa_servico: true });
  expect(fechada.status).toBe(200);
  const total = fechada.body.conta.total as number;
  const titulo = `Conta — Mesa 931 · ${comanda.comanda_numero}`;
  const conta = await esperar(() => trabalhos.find((t) => t.documento.titulo === titulo));
  expect(texto(conta)).toContain('3x Coca-Cola Lata');
  expect(texto(conta)).toMatch(/Taxa de serviço \(10%\)\s+R\$ /);
  const reais = (v: number) => `R$ ${v.toFixed(2).replace('.', ',')}`;
  expect(texto(conta)).toMatch(new RegExp(`TOTAL\\s+${reais(total).replace('$', '\\$')}`));
  expect(texto(conta)).toContain('Não é documento fiscal');

  const dividida = await request(http)
    .post(`/api/impressoras/conta/${comanda.id}`)
    .set(autorizado(garcom))
    .send({ pessoas: 2, taxa_servico: false })
    .expect(200);
  // Here and on the cashier's printer of the test above, which prints bills too.
  expect(dividida.body.trabalhos).toBe(2);
  const segunda = await esperar(() => {
    const todas = trabalhos.filter((t) => t.documento.titulo === titulo);
    return todas.length === 2 ? todas[1] : undefined;
  });
  expect(texto(segunda!)).toContain('Dividido por 2');
  expect(texto(segunda!)).toMatch(/Taxa de serviço \(10%\)\s+Removida/);

  for (const corpo of [{ pessoas: 0 }, { pessoas: 51 }, { pessoas: '2' }, { pessoas: 1.5 }]) {
    const ruim = await request(http)
      .post(`/api/impressoras/conta/${comanda.id}`)
      .set(autorizado(garcom))
      .send(corpo);
    expect(ruim.status).toBe(400);
    expect(ruim.body.erro).toBe('Dividir por: de 1 a 50 pessoas');
  }
  expect(
    (
      await request(http)
        .post(`/api/impressoras/conta/${comanda.id}`)
        .set(autorizado(garcom))
        .send({ taxa_servico: 'sim' })
    ).body.erro,
  ).toBe('Informe se a taxa de serviço é cobrada (true ou false)');
  // Company 2's waiter cannot print company 1's tab.
  const garcom2 = await loginGarcom(http, DEMO.garcom2);
  expect(
    (await request(http).post(`/api/impressoras/conta/${comanda.id}`).set(autorizado(garcom2)))
      .status,
  ).toBe(404);
});

test('the daily closing counts today’s orders, tabs and cancellations, and prints for the gestão only', async () => {
  const ler = async () =>
    (await request(http).get('/api/relatorios/fechamento').set(autorizado(gestao)).expect(200))
      .body as FechamentoDoDia;
  const antes = await ler();
  const novo = await pedido('entrega');
  const cancelado = await pedido('entrega');
  expect((await mudarStatus(cancelado.id, 'cancelado')).status).toBe(200);
  const depois = await ler();
  expect(depois.pedidos.quantidade).toBe(antes.pedidos.quantidade + 1);
  expect(depois.pedidos.total).toBeCloseTo(antes.pedidos.total + novo.total, 2);
  expect(depois.por_tipo.entrega.quantidade).toBe(antes.por_tipo.entrega.quantidade + 1);
  // A customer's checkout comes in through the site (issue 31).
  expect(depois.por_canal.site.quantidade).toBe(antes.por_canal.site.quantidade + 1);
  expect(depois.cancelados.quantidade).toBe(antes.cancelados.quantidade + 1);
  const porMetodo = (f: FechamentoDoDia) =>
    f.por_pagamento.find((p) => p.metodo === 'PIX')?.quantidade ?? 0;
  // Paid on delivery by PIX (the test's checkout), as the cashier reads it.
  expect(porMetodo(depois)).toBe(porMetodo(antes) + 1);
  expect(depois.total).toBeCloseTo(depois.pedidos.total + depois.comandas.total, 2);
  expect(
    depois.produtos.find((p) => p.nome === 'Coca-Cola Lata 350ml')?.quantidade,
  ).toBeGreaterThanOrEqual(2);
  // The tab closed above is not paid: not in the closing.
  expect(depois.comandas.quantidade).toBe(antes.comandas.quantidade);

  const passado = await request(http)
    .get('/api/relatorios/fechamento?dia=2001-01-01')
    .set(autorizado(gestao))
    .expect(200);
  expect(passado.body).toMatchObject({ dia: '2001-01-01', pedidos: { quantidade: 0, total: 0 } });
  for (const dia of [
    '2026-02-30',
    '27/11/2026',
    '1999-01-01',
    'x'.repeat(5000),
    '2026-11-27\u0000',
  ])
    expect(
      (
        await request(http)
          .get(`/api/relatorios/fechamento?dia=${encodeURIComponent(dia)}`)
          .set(autorizado(gestao))
      ).body.erro,
    ).toBe('Dia inválido: use AAAA-MM-DD');
  expect(
    (await request(http).get('/api/relatorios/fechamento').set(autorizado(colaborador))).status,
  ).toBe(403);

  const agente = await agentePareado('PC do gerente');
  await request(http)
    .post('/api/impressoras')
    .set(autorizado(gestao))
    .send({
      nome: 'Gerente',
      agente_id: agente.agente.id,
      endereco: '192.168.0.62',
      documentos: ['fechamento'],
      automatica: false,
    })
    .expect(201);
  const trabalhos = await conectar(agente.token);
  await request(http)
    .post('/api/impressoras/fechamento')
    .set(autorizado(gestao))
    .send({})
    .expect(200);
  const impresso = await esperar(() =>
    trabalhos.find((t) => t.documento.titulo.startsWith('Fechamento do dia')),
  );
  expect(texto(impresso)).toContain('FECHAMENTO DO DIA');
  expect(texto(impresso)).toMatch(new RegExp(`Pedidos \\(${depois.pedidos.quantidade}\\)`));
  expect(
    (await request(http).post('/api/impressoras/fechamento').set(autorizado(colaborador))).status,
  ).toBe(403);
});
