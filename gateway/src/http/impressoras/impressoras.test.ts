import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import {
  textoDoDocumento,
  type Comanda,
  type Estacao,
  type TrabalhoDeImpressao,
} from '@cardapio/shared-events';
import { impressaoTrabalhos } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginGarcom, loginStaff } from '../../testing/sessions';
import { socketClients, type ClientSocket } from '../../testing/sockets';
import { criarEstacao, rotearCategorias } from '../../testing/estacoes';
import { createTestServer } from '../../testing/test-server';
import { comandaNaMesa } from '../../testing/comandas';
import { esperar } from '../../testing/esperar';
import { agentePareado as agentePareadoPelaApi, conectarAgente } from '../../testing/impressoras';

/**
 * Issue 30 §1–§2, the server's side: an agent pairs with its one-time code, its socket gets
 * the kitchen tickets of the orders placed (one per printer, by station), what a tab adds later
 * (marked ADICIONAL) and a cancelled line's slip; what it does not acknowledge is sent again when
 * it reconnects; a revoked agent is disconnected at once; another company's jobs never reach it.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let garcom: string;
let cozinha: Estacao;
let bar: Estacao;
let burguerId: number;
let cocaId: number;
let pontoDaCarne: { opcao_id: number; item_id: number };
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  garcom = await loginGarcom(http);
  await definirLoja(http, gestao, true);
  cozinha = await criarEstacao(http, gestao, { nome: 'Cozinha Impressa' });
  bar = await criarEstacao(http, gestao, { nome: 'Bar Impresso' });
  const burguer = await produtoDemo(http, 1, 'X-Burguer');
  burguerId = burguer.produto.id;
  pontoDaCarne = burguer.escolha('Ponto da carne', 'Ao ponto');
  cocaId = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
  await rotearCategorias(http, gestao, [
    [burguerId, cozinha.id],
    [cocaId, bar.id],
  ]);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
afterEach(() => clients.closeAll());

const agentePareado = (nome?: string) => agentePareadoPelaApi(http, gestao, nome);

async function impressora(agenteId: number, nome: string, estacoes: number[]) {
  const res = await request(http)
    .post('/api/impressoras')
    .set(autorizado(gestao))
    .send({ nome, agente_id: agenteId, endereco: '192.168.0.50', estacoes });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const conectar = (token: string) => conectarAgente(clients, server.url, token);

const responder = (
  socket: ClientSocket,
  trabalho: TrabalhoDeImpressao,
  estado: 'impresso' | 'falhou',
  erro?: string,
) =>
  new Promise<{ ok: boolean }>((resolve) =>
    socket.emit(
      'impressao:resultado',
      { id: trabalho.id, versao: trabalho.versao, estado, ...(erro ? { erro } : {}) },
      resolve,
    ),
  );

const estadoDe = async (id: number) =>
  (
    await server.core.db
      .select({ estado: impressaoTrabalhos.estado, erro: impressaoTrabalhos.erro })
      .from(impressaoTrabalhos)
      .where(and(eq(impressaoTrabalhos.empresa_id, 1), eq(impressaoTrabalhos.id, id)))
  )[0]!;

const texto = (t: TrabalhoDeImpressao) => textoDoDocumento(t.documento, t.impressora.largura);

test('pairing: a code works once, a wrong or spent one is refused in pt-BR; the token is an agent’s', async () => {
  const novo = await request(http)
    .post('/api/impressoras/agentes')
    .set(autorizado(gestao))
    .send({ nome: 'PC da cozinha' })
    .expect(201);
  for (const codigo of ['', 'abc', '1-12', '2-000000', '1-9999999'])
    expect(
      (await request(http).post('/api/impressoras/parear').send({ codigo })).status,
    ).toBeGreaterThanOrEqual(400);
  const pareado = await request(http)
    .post('/api/impressoras/parear')
    .send({ codigo: novo.body.codigo, nome: 'Cozinha' })
    .expect(201);
  expect(pareado.body.agente).toMatchObject({ empresa_id: 1, nome: 'Cozinha' });
  const denovo = await request(http)
    .post('/api/impressoras/parear')
    .send({ codigo: novo.body.codigo });
  expect(denovo.status).toBe(404);
  expect(denovo.body.erro).toBe('Código inválido ou expirado. Gere um novo código em Impressoras.');
  // The agent's token opens no REST route of the staff.
  expect(
    (await request(http).get('/api/impressoras').set(autorizado(pareado.body.token))).status,
  ).toBe(403);
  // Only the gestão manages printers.
  expect((await request(http).get('/api/impressoras').set(autorizado(garcom))).status).toBe(403);
  const lista = await request(http).get('/api/impressoras').set(autorizado(gestao)).expect(200);
  expect(
    lista.body.agentes.find((a: { id: number }) => a.id === pareado.body.agente.id),
  ).toMatchObject({
    pareado: true,
  });
});

test('an order prints one ticket per station printer with its own items; acknowledged once, never resent', async () => {
  const agente = await agentePareado('PC da cozinha e bar');
  const naCozinha = await impressora(agente.agente.id, 'Cozinha', [cozinha.id]);
  const noBar = await impressora(agente.agente.id, 'Bar', [bar.id]);
  const { socket, trabalhos } = await conectar(agente.token);

  const token = await clienteComCarrinho(http, [cocaId, 2]);
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(token))
    .send({ produto_id: burguerId, quantidade: 1, personalizacoes: [pontoDaCarne] })
    .expect(201);
  const pedido = (await finalizarPedido(http, token)).body as { id: number };

  const [daCozinha, doBar] = await esperar(() => {
    const meus = trabalhos.filter((t) => t.documento.titulo.includes(`#${pedido.id}`));
    return meus.length === 2
      ? [
          meus.find((t) => t.impressora.id === naCozinha)!,
          meus.find((t) => t.impressora.id === noBar)!,
        ]
      : undefined;
  });
  expect(texto(daCozinha!).join('\n')).toContain('1x X-Burguer');
  expect(texto(daCozinha!).join('\n')).not.toContain('Coca-Cola');
  expect(texto(doBar!).join('\n')).toContain('2x Coca-Cola Lata 350ml');
  expect(texto(doBar!).join('\n')).not.toContain('X-Burguer');
  expect(daCozinha!.impressora).toMatchObject({
    conexao: 'rede',
    endereco: '192.168.0.50',
    largura: 80,
  });

  expect(await responder(socket, daCozinha!, 'impresso')).toEqual({ ok: true });
  expect(
    await responder(socket, doBar!, 'falhou', 'Impressora Bar offline: conexão recusada'),
  ).toEqual({
    ok: true,
  });
  expect((await estadoDe(daCozinha!.id)).estado).toBe('impresso');
  expect(await estadoDe(doBar!.id)).toEqual({
    estado: 'pendente',
    erro: 'Impressora Bar offline: conexão recusada',
  });

  // Reconnecting: the failed one comes again, the printed one does not.
  socket.disconnect();
  const outra = await conectar(agente.token);
  const reenviado = await esperar(() => outra.trabalhos.find((t) => t.id === doBar!.id));
  expect(reenviado.versao).toBe(doBar!.versao);
  await new Promise((r) => setTimeout(r, 200));
  expect(outra.trabalhos.some((t) => t.id === daCozinha!.id)).toBe(false);
  await responder(outra.socket, reenviado, 'impresso');
  expect((await estadoDe(doBar!.id)).estado).toBe('impresso');

  // 'Reimprimir': the tickets again, marked REIMPRESSÃO, one per printer; others refused.
  const antes = outra.trabalhos.length;
  const reimpresso = await request(http)
    .post(`/api/impressoras/reimprimir/${pedido.id}`)
    .set(autorizado(gestao));
  expect(reimpresso.body).toMatchObject({ mensagem: 'Enviado para a impressora' });
  expect(reimpresso.body.trabalhos).toBeGreaterThanOrEqual(2);
  const novos = await esperar(() => {
    const n = outra.trabalhos
      .slice(antes)
      .filter((t) => t.documento.titulo.includes(`#${pedido.id}`));
    return n.length >= 2 ? n : undefined;
  });
  for (const t of novos) expect(texto(t)[0]).toBe('REIMPRESSÃO');
  // The customer cannot; a waiter can (a tab's 'Reimprimir').
  expect(
    (await request(http).post(`/api/impressoras/reimprimir/${pedido.id}`).set(autorizado(token)))
      .status,
  ).toBe(403);
  expect(
    (await request(http).post(`/api/impressoras/reimprimir/${pedido.id}`).set(autorizado(garcom)))
      .status,
  ).toBe(200);
  expect(
    (await request(http).post('/api/impressoras/reimprimir/2147483647').set(autorizado(gestao)))
      .status,
  ).toBe(404);
  expect(
    (await request(http).post('/api/impressoras/reimprimir/2147483648').set(autorizado(gestao)))
      .status,
  ).toBe(400);
  // A bad answer is refused without touching anything.
  expect(
    await new Promise((r) =>
      outra.socket.emit(
        'impressao:resultado',
        { id: 'x', versao: 1, estado: 'impresso' } as never,
        r,
      ),
    ),
  ).toEqual({ ok: false });
});

test('a tab: the first send prints the order, what is added later only the added items, marked ADICIONAL; a cancelled line a CANCELADO slip', async () => {
  const agente = await agentePareado('PC do salão');
  await impressora(agente.agente.id, 'Salão', []);
  const { trabalhos } = await conectar(agente.token);
  const comanda = await comandaNaMesa(server, garcom, '930');
  const adicionar = (data: object) =>
    request(http)
      .post(`/api/garcom/comandas-mesa/${comanda.id}/itens`)
      .set(autorizado(garcom))
      .send(data)
      .expect(201);
  const enviar = () =>
    request(http)
      .post(`/api/garcom/comandas/${comanda.id}/enviar-cozinha`)
      .set(autorizado(garcom))
      .expect(201);
  await adicionar({ produto_id: burguerId, quantidade: 1, personalizacoes: [pontoDaCarne] });
  const primeiro = (await enviar()).body.pedido as { id: number };
  const inteiro = await esperar(() =>
    trabalhos.find((t) => t.documento.titulo === `Ticket da cozinha #${primeiro.id}`),
  );
  expect(texto(inteiro).join('\n')).toContain('Mesa 930');

  await adicionar({ produto_id: cocaId, quantidade: 3 });
  await enviar();
  const adicional = await esperar(() =>
    trabalhos.find((t) => t.documento.titulo === `Adicional #${primeiro.id}`),
  );
  const linhas = texto(adicional).join('\n');
  expect(linhas).toContain(`ADICIONAL — Mesa 930 — Comanda ${comanda.id}`);
  expect(linhas).toContain('3x Coca-Cola Lata 350ml');
  expect(linhas).not.toContain('X-Burguer');

  const atual = (
    await request(http)
      .get(`/api/garcom/comandas-mesa/${comanda.id}`)
      .set(autorizado(garcom))
      .expect(200)
  ).body.comanda as Comanda;
  const coca = atual.itens.find((i) => i.produto_id === cocaId)!;
  await request(http)
    .post(`/api/comandas-mesa/${comanda.id}/itens/${coca.id}/cancelar`)
    .set(autorizado(garcom))
    .send({ motivo: 'Sem gelo, desistiu' })
    .expect(200);
  const slip = await esperar(() =>
    trabalhos.find((t) => t.documento.titulo === `Cancelamento #${primeiro.id}`),
  );
  const doSlip = texto(slip).join('\n');
  expect(doSlip).toContain('CANCELADO');
  expect(doSlip).toContain('3x Coca-Cola Lata 350ml');
  expect(doSlip).toContain('Motivo: Sem gelo, desistiu');
});

test('a revoked agent is disconnected at once and its token refused; another company’s jobs never reach it', async () => {
  const agente = await agentePareado('PC velho');
  await impressora(agente.agente.id, 'Velha', []);
  // The back office hears it connect and leave.
  const painel = (await clients.connected(server.url, gestao)).socket;
  const avisos: Array<{ id: number; conectado: boolean }> = [];
  painel.on('impressao:agente', (a) => avisos.push(a));
  const { socket, trabalhos } = await conectar(agente.token);
  await esperar(() => avisos.find((a) => a.id === agente.agente.id && a.conectado));
  const caiu = new Promise((resolve) => socket.once('disconnect', resolve));
  await request(http)
    .delete(`/api/impressoras/agentes/${agente.agente.id}`)
    .set(autorizado(gestao))
    .expect(200);
  await caiu;
  await esperar(() => avisos.find((a) => a.id === agente.agente.id && !a.conectado));
  await expect(clients.connected(server.url, agente.token)).rejects.toBeTruthy();

  // Company 2's agent hears nothing of company 1's orders.
  const novo = await server.core.impressoras.novoAgente(2, 0, 'PC da outra loja');
  const daOutra = await server.core.impressoras.parear(novo.codigo, 'Outra loja');
  await server.core.impressoras.salvarImpressora(2, null, {
    nome: 'Outra',
    agente_id: daOutra.agente.id,
    conexao: 'rede',
    endereco: '10.0.0.9',
    porta: null,
    largura: 58,
    estacoes: [],
    documentos: ['cozinha'],
    copias: 1,
    automatica: true,
    ativo: true,
  });
  const outra = await conectar(daOutra.token);
  const token = await clienteComCarrinho(http, [cocaId, 1]);
  const pedido = (await finalizarPedido(http, token)).body as { id: number };
  const doPrimeiro = await agentePareado('PC da loja 1');
  await impressora(doPrimeiro.agente.id, 'Loja 1', []);
  // The order was placed before this printer existed: nothing for it; and nothing for company 2.
  await new Promise((r) => setTimeout(r, 300));
  expect(outra.trabalhos.filter((t) => t.documento.titulo.includes(`#${pedido.id}`))).toEqual([]);
  expect(outra.trabalhos.every((t) => t.empresa_id === 2)).toBe(true);
  expect(trabalhos.length).toBe(0);
});

test('a correction before the kitchen started prints the order again, headed ‘PEDIDO ALTERADO — vale este ticket’, with the new lines', async () => {
  const agente = await agentePareado('PC do balcão');
  await impressora(agente.agente.id, 'Balcão', []);
  const { trabalhos } = await conectar(agente.token);
  const corpo = (quantidade: number) => ({
    entrega: 'balcao',
    cliente: { nome: 'Rita' },
    itens: [{ produto_id: cocaId, quantidade }],
    pagamento: { metodo: 'dinheiro' },
  });
  const criado = await request(http)
    .post('/api/pedidos/equipe')
    .set(autorizado(gestao))
    .send({ canal: 'balcao', ...corpo(1) })
    .expect(201);
  const id = (criado.body as { pedido: { id: number } }).pedido.id;
  const primeiro = await esperar(() =>
    trabalhos.find((t) => t.documento.titulo === `Ticket da cozinha #${id}`),
  );
  expect(texto(primeiro).join('\n')).not.toContain('PEDIDO ALTERADO');
  await request(http)
    .put(`/api/pedidos/${id}/correcao`)
    .set(autorizado(gestao))
    .send(corpo(4))
    .expect(200);
  const alterado = await esperar(() =>
    trabalhos.find((t) => t.id !== primeiro.id && texto(t).join('\n').includes('PEDIDO ALTERADO')),
  );
  const linhas = texto(alterado).map((l) => l.trim());
  expect(linhas[0]).toBe('PEDIDO ALTERADO — vale este ticket');
  expect(linhas).toContain('4x Coca-Cola Lata 350ml');
  expect(linhas).not.toContain('1x Coca-Cola Lata 350ml');
});
