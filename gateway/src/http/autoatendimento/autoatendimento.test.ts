/**
 * QR ordering at the table (issue 31 §2): a table's signed token opens the menu bound to it; a
 * guest orders with a name into the table's tab (opened when there is none), the waiter confirms
 * (or, by the company's choice, it goes straight to the kitchen), and the guest follows their
 * items live. Revoked, forged, other tables' and other companies' tokens, maintenance, blocking,
 * the pause and the per-table limit are refused.
 */
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import {
  MENSAGENS_AUTOATENDIMENTO as M,
  type ChamadaEvento,
  type Comanda,
  type Mesa,
  type MesaDoQr,
  type Pedido,
  type PedidoDoQrResposta,
  type PedidosDoConvidado,
  type QrDaMesa,
  type QrDasMesasResposta,
} from '@cardapio/shared-events';
import { comandaItens, comandas, mesas, pedidos } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, produtoDemo } from '../../testing/loja';
import { estoqueDoProduto, quantidadeNoEstoque } from '../../testing/estoque';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { socketClients, type ClientSocket } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let admin: string;
let colaborador: string;
let garcom: string;
let admin2: string;
let garcom2: string;
let burguer: number;
let coca: number;
const clients = socketClients();

const PEDIDOS_POR_MESA = 6;

beforeAll(async () => {
  server = await createTestServer({ qrPedidosPor10Min: PEDIDOS_POR_MESA, qrChamadasPorMinuto: 3 });
  http = server.httpServer;
  admin = await loginStaff(http);
  colaborador = await loginStaff(http, DEMO.equipe);
  garcom = await loginGarcom(http);
  admin2 = await loginStaff(http, DEMO.admin2);
  garcom2 = await loginGarcom(http, DEMO.garcom2);
  burguer = (await produtoDemo(http, 1, 'X-Burguer')).produto.id;
  coca = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

let seq = 0;
/** A new table of empresa 1 (or 2), with no tab; answers its id and QR as the sheet lists it. */
async function novaMesa(empresaId = 1): Promise<QrDaMesa> {
  const numero = `Q${Date.now() % 100000}${++seq}`;
  const [mesa] = await server.core.db
    .insert(mesas)
    .values({ empresa_id: empresaId, numero, nome: `Mesa ${numero}`, capacidade: 4 })
    .returning();
  const folha = await request(http)
    .get('/api/autoatendimento/mesas')
    .set(autorizado(empresaId === 1 ? admin : admin2))
    .expect(200);
  return (folha.body as QrDasMesasResposta).mesas.find((m) => m.mesa_id === mesa!.id)!;
}

const convidadoNovo = () => `aparelho-${Date.now()}-${++seq}-xxxxxxxx`;

const pedir = (token: string, corpo: Record<string, unknown>) =>
  request(http).post(`/api/autoatendimento/qr/${token}/pedidos`).send(corpo);

const umPedido = (
  convidado: string,
  itens: unknown[] = [{ produto_id: burguer, quantidade: 1 }],
) => ({
  nome: 'Ana',
  convidado,
  itens,
});

const seusPedidos = async (token: string, convidado: string) =>
  (
    await request(http)
      .get(`/api/autoatendimento/qr/${token}/pedidos?convidado=${convidado}`)
      .expect(200)
  ).body as PedidosDoConvidado;

async function comandasDaMesa(mesaId: number) {
  return server.core.db.select().from(comandas).where(eq(comandas.mesa_id, mesaId));
}

/** The guests' socket of a table's page, connected (it got sessao:info). */
async function paginaDaMesa(token: string, transports?: Array<'websocket' | 'polling'>) {
  const socket = clients.open(server.url, { mesa_qr: token }, transports);
  const info = await new Promise<{ rooms: string[] }>((resolve, reject) => {
    socket.once('sessao:info', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, rooms: info.rooms };
}

const proximo = <T>(socket: ClientSocket, evento: string, filtro: (p: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const ouvir = (p: T) => {
      if (!filtro(p)) return;
      (socket as unknown as { off: (e: string, f: unknown) => void }).off(evento, ouvir);
      resolve(p);
    };
    (socket as unknown as { on: (e: string, f: (p: T) => void) => void }).on(evento, ouvir);
  });

const configurar = (exige: boolean) =>
  request(http)
    .put('/api/autoatendimento/config')
    .set(autorizado(admin))
    .send({ exige_confirmacao: exige })
    .expect(200);

describe('the printable sheet and the table a token opens', () => {
  test('gestão lists every table with a signed token, its URL and a QR image; the token opens that table', async () => {
    const mesa = await novaMesa();
    expect(mesa.token).toMatch(/^[0-9a-z]+-[0-9a-z]+-1-[A-Za-z0-9_-]{22}$/);
    // Not guessable from the table: the id is in it, but the signature is the server's.
    expect(mesa.url).toMatch(new RegExp(`/mesa/${mesa.token}$`));
    expect(mesa.qr_imagem).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(mesa.qr_imagem.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const aberta = await request(http).get(`/api/autoatendimento/qr/${mesa.token}`).expect(200);
    expect(aberta.body as MesaDoQr).toEqual({
      empresa: {
        id: 1,
        nome: expect.any(String),
        logo_url: (aberta.body as MesaDoQr).empresa.logo_url,
      },
      mesa: { id: mesa.mesa_id, numero: mesa.numero, nome: mesa.nome },
      exige_confirmacao: true,
      pode_pedir: true,
      motivo: null,
    });
  });

  test('the sheet, a new code and the choice are gestão’s; blocking is staff’s or a waiter’s', async () => {
    const mesa = await novaMesa();
    const cliente = await loginCliente(http);
    await request(http).get('/api/autoatendimento/mesas').expect(401);
    for (const token of [colaborador, garcom, cliente])
      await request(http).get('/api/autoatendimento/mesas').set(autorizado(token)).expect(403);
    for (const token of [colaborador, garcom])
      await request(http)
        .post(`/api/autoatendimento/mesas/${mesa.mesa_id}/renovar`)
        .set(autorizado(token))
        .expect(403);
    await request(http)
      .put('/api/autoatendimento/config')
      .set(autorizado(colaborador))
      .send({ exige_confirmacao: false })
      .expect(403);
    await request(http)
      .put(`/api/autoatendimento/mesas/${mesa.mesa_id}/bloqueio`)
      .set(autorizado(cliente))
      .send({ bloqueado: true })
      .expect(403);
    for (const token of [colaborador, garcom])
      await request(http)
        .put(`/api/autoatendimento/mesas/${mesa.mesa_id}/bloqueio`)
        .set(autorizado(token))
        .send({ bloqueado: false })
        .expect(200);
    // Another company's table is not found: nothing changes for it.
    await request(http)
      .put(`/api/autoatendimento/mesas/${mesa.mesa_id}/bloqueio`)
      .set(autorizado(garcom2))
      .send({ bloqueado: true })
      .expect(404);
    await request(http)
      .post(`/api/autoatendimento/mesas/${mesa.mesa_id}/renovar`)
      .set(autorizado(admin2))
      .expect(404);
    await request(http).get(`/api/autoatendimento/qr/${mesa.token}`).expect(200);
  });
});

describe('a guest orders into the table’s tab', () => {
  test('waiting for the waiter: a tab is opened, the waiter sees it live, confirms it, the kitchen gets a mesa_qr order and the guest sees each step', async () => {
    await configurar(true);
    const mesa = await novaMesa();
    const convidado = convidadoNovo();
    const { socket: garcons } = await clients.connected(server.url, garcom);
    const { socket: cozinha } = await clients.connected(server.url, admin);
    const { socket: pagina, rooms } = await paginaDaMesa(mesa.token);
    expect(rooms).toEqual(
      expect.arrayContaining(['empresa:1:publico', `empresa:1:mesa:${mesa.mesa_id}:qr`]),
    );
    expect(rooms.some((r) => r.includes('equipe') || r.includes('garcons'))).toBe(false);

    const naComanda = proximo<Comanda>(
      garcons,
      'comanda:atualizada',
      (c) => c.mesa_id === mesa.mesa_id,
    );
    const mesaAvisada = proximo<Mesa>(
      garcons,
      'mesa:atualizada',
      (m) => m.id === mesa.mesa_id && m.qr_aguardando > 0,
    );
    const mudou = proximo(pagina, 'autoatendimento:mudou');
    const res = await pedir(
      mesa.token,
      umPedido(convidado, [
        { produto_id: burguer, quantidade: 2, observacoes: 'sem cebola' },
        { produto_id: coca, quantidade: 1 },
      ]),
    ).expect(201);
    const resposta = res.body as PedidoDoQrResposta;
    expect(resposta).toMatchObject({ mensagem: M.pedidoAguardando, enviado_cozinha: false });
    expect(
      resposta.itens.map((i) => [i.produto_nome, i.quantidade, i.aguardando_confirmacao]),
    ).toEqual([
      ['X-Burguer', 2, true],
      ['Coca-Cola Lata 350ml', 1, true],
    ]);
    const comanda = await naComanda;
    expect(comanda.garcom_id ?? null).toBeNull();
    expect(comanda.itens).toEqual([
      expect.objectContaining({
        origem: 'mesa_qr',
        cliente_nome: 'Ana',
        aguardando_confirmacao: true,
        observacoes: 'sem cebola',
      }),
      expect.objectContaining({
        origem: 'mesa_qr',
        cliente_nome: 'Ana',
        aguardando_confirmacao: true,
      }),
    ]);
    expect((await mesaAvisada).qr_aguardando).toBe(2);
    await mudou;
    // Nothing reached the kitchen yet.
    expect(
      await server.core.db.select().from(pedidos).where(eq(pedidos.comanda_id, comanda.id)),
    ).toEqual([]);

    // The waiter confirms: the kitchen gets the burger as a QR order, the can is ready to serve.
    const criado = proximo<Pedido>(cozinha, 'pedido:criado', (p) => p.mesa === mesa.numero);
    const mudouDeNovo = proximo(pagina, 'autoatendimento:mudou');
    const confirmado = await request(http)
      .post(`/api/autoatendimento/comandas/${comanda.id}/confirmar`)
      .set(autorizado(garcom))
      .expect(200);
    expect(confirmado.body).toMatchObject({
      mensagem: M.confirmado(2),
      itens_enviados: 1,
      itens_prontos: 1,
      pedido: { canal: 'mesa_qr', mesa: mesa.numero },
    });
    const pedido = await criado;
    expect(pedido.canal).toBe('mesa_qr');
    expect(pedido.itens.map((i) => [i.produto_nome, i.quantidade])).toEqual([['X-Burguer', 2]]);
    await mudouDeNovo;
    expect(
      (await seusPedidos(mesa.token, convidado)).itens.map((i) => [
        i.status,
        i.aguardando_confirmacao,
      ]),
    ).toEqual([
      ['enviado', false],
      ['pronto', false],
    ]);
    // The tab opened by the guest is now the confirming waiter's.
    const [linha] = await comandasDaMesa(mesa.mesa_id);
    expect(linha!.garcom_id).not.toBeNull();

    // The kitchen's progress comes back to the guest's page.
    const preparando = proximo(pagina, 'autoatendimento:mudou');
    await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(admin))
      .send({ status: 'preparando' })
      .expect(200);
    await preparando;
    expect((await seusPedidos(mesa.token, convidado)).itens[0]!.status).toBe('preparando');

    // Nothing left to confirm.
    const nada = await request(http)
      .post(`/api/autoatendimento/comandas/${comanda.id}/confirmar`)
      .set(autorizado(garcom))
      .expect(409);
    expect(nada.body).toEqual({ erro: M.nadaParaConfirmar });
  });

  test('straight to the kitchen when the company chose so; a second guest joins the same tab and sees only their own items', async () => {
    await configurar(false);
    try {
      const mesa = await novaMesa();
      const [ana, bia] = [convidadoNovo(), convidadoNovo()];
      const { socket: cozinha } = await clients.connected(server.url, admin);
      const criado = proximo<Pedido>(cozinha, 'pedido:criado', (p) => p.mesa === mesa.numero);
      const primeiro = await pedir(mesa.token, umPedido(ana)).expect(201);
      expect(primeiro.body).toMatchObject({ mensagem: M.pedidoEnviado, enviado_cozinha: true });
      const pedido = await criado;
      expect(pedido).toMatchObject({ canal: 'mesa_qr', tipo_pedido: 'mesa' });
      const historico = await request(http)
        .get(`/api/pedidos/${pedido.id}/historico`)
        .set(autorizado(admin))
        .expect(200);
      expect(historico.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ para: 'pendente', autor_tipo: 'cliente', autor_nome: 'Ana' }),
        ]),
      );

      await pedir(mesa.token, { ...umPedido(bia), nome: 'Bia' }).expect(201);
      const abertas = await comandasDaMesa(mesa.mesa_id);
      expect(abertas).toHaveLength(1);
      const deAna = await seusPedidos(mesa.token, ana);
      const deBia = await seusPedidos(mesa.token, bia);
      expect(deAna.itens).toHaveLength(1);
      expect(deBia.itens).toHaveLength(1);
      expect(deAna.itens[0]!.id).not.toBe(deBia.itens[0]!.id);
      expect(deAna.total).toBeGreaterThan(0);
    } finally {
      await configurar(true);
    }
  });

  test('the stock: a QR item takes it like a waiter’s; short stock refuses the whole order and writes nothing', async () => {
    const mesa = await novaMesa();
    const itemId = await estoqueDoProduto(http, admin, coca, 'Lata QR', 3);
    try {
      const convidado = convidadoNovo();
      await pedir(mesa.token, umPedido(convidado, [{ produto_id: coca, quantidade: 2 }])).expect(
        201,
      );
      expect(await quantidadeNoEstoque(server, itemId)).toBe(1);
      const recusado = await pedir(
        mesa.token,
        umPedido(convidado, [
          { produto_id: burguer, quantidade: 1 },
          { produto_id: coca, quantidade: 2 },
        ]),
      );
      expect(recusado.status).toBe(400);
      expect(recusado.body.erro).toMatch(/esgotad|estoque/i);
      expect(await quantidadeNoEstoque(server, itemId)).toBe(1);
      const itens = (await seusPedidos(mesa.token, convidado)).itens;
      expect(itens.map((i) => [i.produto_nome, i.quantidade])).toEqual([
        ['Coca-Cola Lata 350ml', 2],
      ]);
    } finally {
      await request(http).delete(`/api/estoque/${itemId}`).set(autorizado(admin));
    }
  });

  test('a table whose bill is already closed takes no QR order until a waiter handles it', async () => {
    const mesa = await novaMesa();
    await pedir(mesa.token, umPedido(convidadoNovo())).expect(201);
    const [comanda] = await comandasDaMesa(mesa.mesa_id);
    await request(http)
      .post(`/api/garcom/comandas/${comanda!.id}/fechar`)
      .set(autorizado(garcom))
      .send({})
      .expect(200);
    const res = await pedir(mesa.token, umPedido(convidadoNovo())).expect(409);
    expect(res.body).toEqual({ erro: M.contaFechada });
  });
});

describe('what a token may do', () => {
  test('a new code retires the printed one at once: 404 on every route and its page’s socket is let go', async () => {
    const mesa = await novaMesa();
    const { socket: pagina } = await paginaDaMesa(mesa.token);
    const solta = new Promise((resolve) => pagina.once('disconnect', resolve));
    const novo = await request(http)
      .post(`/api/autoatendimento/mesas/${mesa.mesa_id}/renovar`)
      .set(autorizado(admin))
      .expect(200);
    const renovada = novo.body.mesa as QrDaMesa;
    expect(novo.body.mensagem).toBe(M.qrRenovado);
    expect(renovada.token).not.toBe(mesa.token);
    await solta;
    const velho = await request(http).get(`/api/autoatendimento/qr/${mesa.token}`).expect(404);
    expect(velho.body).toEqual({ erro: M.qrInvalido });
    await pedir(mesa.token, umPedido(convidadoNovo())).expect(404);
    await request(http)
      .post(`/api/autoatendimento/qr/${mesa.token}/chamar`)
      .send({ tipo: 'garcom' })
      .expect(404);
    const recusado = clients.open(server.url, { mesa_qr: mesa.token });
    await expect(
      new Promise((_, reject) => recusado.once('connect_error', (e) => reject(e))),
    ).rejects.toThrow(M.qrInvalido);
    expect(await comandasDaMesa(mesa.mesa_id)).toEqual([]);
    await request(http).get(`/api/autoatendimento/qr/${renovada.token}`).expect(200);
    await pedir(renovada.token, umPedido(convidadoNovo())).expect(201);
  });

  test('forged, altered to another table or another company, or malformed: 404 and nothing written', async () => {
    const mesa = await novaMesa();
    const outra = await novaMesa();
    const daEmpresa2 = await novaMesa(2);
    const [empresa, , versao, assinatura] = mesa.token.split('-');
    const idOutra = outra.mesa_id.toString(36);
    const falsos = [
      `${empresa}-${idOutra}-${versao}-${assinatura}`, // this table's signature on another table
      `2-${daEmpresa2.mesa_id.toString(36)}-1-${assinatura}`, // … on company 2's table
      `${mesa.token.slice(0, -1)}${mesa.token.endsWith('A') ? 'B' : 'A'}`,
      `${empresa}-${mesa.mesa_id.toString(36)}-${versao}-${'A'.repeat(22)}`,
      `0${mesa.token}`,
      `${empresa}-${mesa.mesa_id.toString(36)}-2-${assinatura}`,
      `zzzzzzz-${mesa.mesa_id.toString(36)}-1-${assinatura}`,
      'x'.repeat(5000),
      '%00',
      '1-1-1',
    ];
    for (const falso of falsos) {
      const lida = await request(http).get(`/api/autoatendimento/qr/${encodeURIComponent(falso)}`);
      expect({ falso, status: lida.status, body: lida.body }).toEqual({
        falso,
        status: 404,
        body: { erro: M.qrInvalido },
      });
      const pedido = await pedir(encodeURIComponent(falso), umPedido(convidadoNovo()));
      expect(pedido.status).toBe(404);
    }
    for (const m of [mesa, outra]) expect(await comandasDaMesa(m.mesa_id)).toEqual([]);
    // Company 2's own token opens company 2's table, never company 1's.
    const deles = await request(http)
      .get(`/api/autoatendimento/qr/${daEmpresa2.token}`)
      .expect(200);
    expect((deles.body as MesaDoQr).empresa.id).toBe(2);
    // A product of company 1 ordered at company 2's table is not found there.
    const cruzado = await pedir(daEmpresa2.token, umPedido(convidadoNovo()));
    expect(cruzado.status).toBe(404);
    expect(await comandasDaMesa(daEmpresa2.mesa_id)).toEqual([]);
  });

  test('maintenance, a waiter’s block and the pause stop orders (the page says why); the guest still follows their items', async () => {
    const mesa = await novaMesa();
    const convidado = convidadoNovo();
    await pedir(mesa.token, umPedido(convidado)).expect(201);
    const { socket: pagina } = await paginaDaMesa(mesa.token);

    // Blocked by a waiter: refused at once, the page hears it, the waiters get the table.
    const { socket: garcons } = await clients.connected(server.url, garcom);
    const bloqueada = proximo<Mesa>(
      garcons,
      'mesa:atualizada',
      (m) => m.id === mesa.mesa_id && m.qr_bloqueado,
    );
    const ouviu = proximo(pagina, 'autoatendimento:mudou');
    const bloqueio = await request(http)
      .put(`/api/autoatendimento/mesas/${mesa.mesa_id}/bloqueio`)
      .set(autorizado(garcom))
      .send({ bloqueado: true })
      .expect(200);
    expect(bloqueio.body).toEqual({
      mensagem: M.qrBloqueadoOk,
      mesa_id: mesa.mesa_id,
      bloqueado: true,
    });
    await Promise.all([bloqueada, ouviu]);
    expect((await request(http).get(`/api/autoatendimento/qr/${mesa.token}`)).body).toMatchObject({
      pode_pedir: false,
      motivo: M.qrBloqueado,
    });
    expect((await pedir(mesa.token, umPedido(convidado)).expect(403)).body).toEqual({
      erro: M.qrBloqueado,
    });
    await request(http)
      .post(`/api/autoatendimento/qr/${mesa.token}/chamar`)
      .send({ tipo: 'garcom' })
      .expect(403);
    expect((await seusPedidos(mesa.token, convidado)).itens).toHaveLength(1);
    await request(http)
      .put(`/api/autoatendimento/mesas/${mesa.mesa_id}/bloqueio`)
      .set(autorizado(garcom))
      .send({ bloqueado: false })
      .expect(200);

    // Maintenance (a table with no open tab).
    const livre = await novaMesa();
    await request(http)
      .put(`/api/mesas/${livre.mesa_id}`)
      .set(autorizado(admin))
      .send({ numero: livre.numero, nome: livre.nome, capacidade: 4, status: 'manutencao' })
      .expect(200);
    expect((await request(http).get(`/api/autoatendimento/qr/${livre.token}`)).body).toMatchObject({
      pode_pedir: false,
      motivo: M.mesaEmManutencao,
    });
    expect((await pedir(livre.token, umPedido(convidado)).expect(409)).body).toEqual({
      erro: M.mesaEmManutencao,
    });
    expect(await comandasDaMesa(livre.mesa_id)).toEqual([]);

    // Paused: the QR channel stops like the site, with the pause's words.
    await request(http)
      .post('/api/ritmo/pausa')
      .set(autorizado(admin))
      .send({ minutos: 15 })
      .expect(200);
    try {
      const lida = (await request(http).get(`/api/autoatendimento/qr/${mesa.token}`))
        .body as MesaDoQr;
      expect(lida.pode_pedir).toBe(false);
      expect(lida.motivo).toMatch(
        /^Pausamos os pedidos por alguns minutos\. Voltamos às \d\d:\d\d\.$/,
      );
      const recusado = await pedir(mesa.token, umPedido(convidado)).expect(400);
      expect(recusado.body.erro).toBe(lida.motivo);
    } finally {
      await request(http).delete('/api/ritmo/pausa').set(autorizado(admin)).expect(200);
    }
    await pedir(mesa.token, umPedido(convidado)).expect(201);
  });

  test('orders are limited per table (another table keeps its own allowance); calls too', async () => {
    const mesa = await novaMesa();
    const outra = await novaMesa();
    for (let i = 0; i < PEDIDOS_POR_MESA; i++)
      await pedir(mesa.token, umPedido(convidadoNovo())).expect(201);
    const limitado = await pedir(mesa.token, umPedido(convidadoNovo())).expect(429);
    expect(limitado.body).toEqual({ erro: M.muitosPedidos });
    await pedir(outra.token, umPedido(convidadoNovo())).expect(201);

    const chamar = () =>
      request(http).post(`/api/autoatendimento/qr/${outra.token}/chamar`).send({ tipo: 'garcom' });
    for (let i = 0; i < 3; i++) await chamar().expect(201);
    expect((await chamar().expect(429)).body).toEqual({ erro: M.muitasChamadas });
  });
});

describe('calls from the table’s page', () => {
  test('‘Pedir a conta’ and ‘Chamar garçom’ reach staff and waiters with their kind and the table’s number', async () => {
    const mesa = await novaMesa();
    const { socket: garcons } = await clients.connected(server.url, garcom);
    const conta = proximo<ChamadaEvento>(garcons, 'chamada:criada', (c) => c.mesa === mesa.numero);
    const res = await request(http)
      .post(`/api/autoatendimento/qr/${mesa.token}/chamar`)
      .send({ tipo: 'conta' })
      .expect(201);
    expect(res.body).toMatchObject({
      mensagem: M.contaPedida,
      chamada: { tipo: 'conta', mesa: mesa.numero },
    });
    expect(await conta).toMatchObject({ tipo: 'conta', status: 'pendente' });
    const chamado = await request(http)
      .post(`/api/autoatendimento/qr/${mesa.token}/chamar`)
      .send({ tipo: 'garcom' })
      .expect(201);
    expect(chamado.body).toMatchObject({ mensagem: M.garcomChamado, chamada: { tipo: 'garcom' } });
    const pendentes = await request(http)
      .get('/api/chamar-garcom/1')
      .set(autorizado(garcom))
      .expect(200);
    expect(
      (pendentes.body as ChamadaEvento[]).filter((c) => c.mesa === mesa.numero).map((c) => c.tipo),
    ).toEqual(['conta', 'garcom']);
  });

  test('the page’s socket also works over long-polling', async () => {
    const mesa = await novaMesa();
    const { socket, rooms } = await paginaDaMesa(mesa.token, ['polling']);
    expect(rooms).toContain(`empresa:1:mesa:${mesa.mesa_id}:qr`);
    const mudou = proximo(socket, 'autoatendimento:mudou');
    await pedir(mesa.token, umPedido(convidadoNovo())).expect(201);
    await expect(mudou).resolves.toEqual({ mesa_id: mesa.mesa_id });
  });
});

describe('bad input', () => {
  test.each([
    ['no name', { nome: '' }, M.nomeObrigatorio],
    ['a huge name', { nome: 'A'.repeat(61) }, M.nomeLongo],
    ['a NUL byte in the name', { nome: 'Ana\u0000' }, undefined],
    ['no device key', { convidado: undefined }, M.convidadoInvalido],
    ['a short device key', { convidado: 'abc' }, M.convidadoInvalido],
    ['a device key with odd characters', { convidado: 'a'.repeat(20) + '<>' }, M.convidadoInvalido],
    ['no items', { itens: [] }, M.semItens],
    ['items not a list', { itens: 'X-Burguer' }, M.semItens],
    [
      '31 items',
      { itens: Array.from({ length: 31 }, () => ({ produto_id: 1, quantidade: 1 })) },
      M.muitosItens,
    ],
    ['a product id past int32', { itens: [{ produto_id: 2147483648, quantidade: 1 }] }, undefined],
    ['a negative quantity', { itens: [{ produto_id: 1, quantidade: -1 }] }, undefined],
    ['a text quantity', { itens: [{ produto_id: 1, quantidade: 'dois' }] }, undefined],
  ])('%s: 400 in pt-BR, nothing written', async (_caso, campos, mensagem) => {
    const mesa = await novaMesa();
    const res = await pedir(mesa.token, { ...umPedido(convidadoNovo()), ...campos });
    expect(res.status).toBe(400);
    expect(typeof res.body.erro).toBe('string');
    if (mensagem) expect(res.body.erro).toBe(mensagem);
    expect(await comandasDaMesa(mesa.mesa_id)).toEqual([]);
  });

  test('a product that does not exist: 404, no tab left behind', async () => {
    const mesa = await novaMesa();
    const res = await pedir(
      mesa.token,
      umPedido(convidadoNovo(), [{ produto_id: 2147483647, quantidade: 1 }]),
    );
    expect(res.status).toBe(404);
    expect(await comandasDaMesa(mesa.mesa_id)).toEqual([]);
    const itens = await server.core.db
      .select()
      .from(comandaItens)
      .where(
        and(
          eq(comandaItens.empresa_id, 1),
          eq(comandaItens.origem, 'mesa_qr'),
          eq(comandaItens.produto_id, 2147483647),
        ),
      );
    expect(itens).toEqual([]);
  });

  test('calls, blocks, the choice and confirm: wrong types and ids at the int32 edge', async () => {
    const mesa = await novaMesa();
    const chamar = await request(http)
      .post(`/api/autoatendimento/qr/${mesa.token}/chamar`)
      .send({ tipo: 'cozinha' });
    expect(chamar.status).toBe(400);
    expect(chamar.body).toEqual({ erro: M.tipoDeChamadaInvalido });
    await request(http)
      .put(`/api/autoatendimento/mesas/${mesa.mesa_id}/bloqueio`)
      .set(autorizado(admin))
      .send({ bloqueado: 'sim' })
      .expect(400);
    await request(http)
      .put('/api/autoatendimento/config')
      .set(autorizado(admin))
      .send({ exige_confirmacao: 1 })
      .expect(400);
    for (const id of ['2147483648', '0', '-1', 'abc'])
      await request(http)
        .put(`/api/autoatendimento/mesas/${id}/bloqueio`)
        .set(autorizado(admin))
        .send({ bloqueado: true })
        .expect(400);
    await request(http)
      .put('/api/autoatendimento/mesas/2147483647/bloqueio')
      .set(autorizado(admin))
      .send({ bloqueado: true })
      .expect(404);
    await request(http)
      .post('/api/autoatendimento/comandas/2147483647/confirmar')
      .set(autorizado(garcom))
      .expect(404);
    await request(http)
      .post('/api/autoatendimento/comandas/1/confirmar')
      .set(autorizado(admin))
      .expect(403);
    await request(http)
      .get(`/api/autoatendimento/qr/${mesa.token}/pedidos?convidado=x`)
      .expect(400);
  });

  test('a waiter of another company cannot confirm this company’s tab', async () => {
    const mesa = await novaMesa();
    await pedir(mesa.token, umPedido(convidadoNovo())).expect(201);
    const [comanda] = await comandasDaMesa(mesa.mesa_id);
    await request(http)
      .post(`/api/autoatendimento/comandas/${comanda!.id}/confirmar`)
      .set(autorizado(garcom2))
      .expect(404);
    const [item] = await server.core.db
      .select()
      .from(comandaItens)
      .where(eq(comandaItens.comanda_id, comanda!.id));
    expect(item!.status).toBe('pendente');
  });
});
