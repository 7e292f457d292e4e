/**
 * WhatsApp messages (issue 32 §2) against the local stand-in of the Cloud API (testing/
 * whatsapp-local.ts), which answers like Meta and sends the same signed status webhooks back to
 * this gateway: one message per order and step, whatever is replayed; the board's state follows
 * the webhooks live; opt-out at checkout and by writing 'PARAR'; a number without WhatsApp and
 * Meta's passing errors; the courier's link; the settings' rules and the credentials never
 * leaving the server.
 */
import request from 'supertest';
import type { AddressInfo } from 'node:net';
import {
  MENSAGENS_WHATSAPP as M,
  type EntregadorAdmin,
  type Pedido,
  type StatusMensagem,
  type WhatsappConfigResposta,
} from '@cardapio/shared-events';
import { assinaturaDoWebhook } from '@cardapio/core';
import { createEnvio, type EnvioDeps, whatsappMensagens } from '@cardapio/core/testing';
import { eq } from 'drizzle-orm';
import { startWhatsappLocal, type WhatsappLocal } from '../../../../testing/whatsapp-local';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { esperar } from '../../testing/esperar';
import { DEMO, loginStaff } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

const PHONE_ID = '109876543210';
const TOKEN = 'EAAG-token-de-teste-do-whatsapp-1234567890';
const SEGREDO = 'app-secret-de-teste-123';

let server: RunningServer;
let http: RunningServer['httpServer'];
let wa: WhatsappLocal;
let admin: string;
let colaborador: string;
let admin2: string;
let coca: number;
const clients = socketClients();

const configurar = (corpo: object, token = admin) =>
  request(http).put('/api/whatsapp/config').set(autorizado(token)).send(corpo);

beforeAll(async () => {
  wa = await startWhatsappLocal({ intervaloDosStatusMs: 5 });
  wa.registrarNumero(PHONE_ID, { token: TOKEN, appSecret: SEGREDO });
  server = await createTestServer({ whatsapp: { baseUrl: wa.url, confirmacaoMs: 500 } });
  http = server.httpServer;
  const { port } = http.address() as AddressInfo;
  wa.apontarWebhook(PHONE_ID, `http://127.0.0.1:${port}/api/whatsapp/webhook/1`);
  admin = await loginStaff(http);
  colaborador = await loginStaff(http, DEMO.equipe);
  admin2 = await loginStaff(http, DEMO.admin2);
  await definirLoja(http, admin, true);
  coca = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
  const res = await configurar({
    phone_number_id: PHONE_ID,
    access_token: TOKEN,
    app_secret: SEGREDO,
    ativo: true,
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
  await wa.close();
});

let seq = 0;
const telefoneNovo = () => `4899${String(Date.now() % 1_000_000).padStart(6, '0')}${++seq % 10}`;

/** A phone order placed by staff (delivery, pay on delivery) for this customer's phone. */
async function pedidoPorTelefone(telefone: string, extra: object = {}): Promise<Pedido> {
  const res = await request(http)
    .post('/api/pedidos/equipe')
    .set(autorizado(admin))
    .send({
      canal: 'telefone',
      entrega: 'entrega',
      endereco: ENDERECO_CENTRO,
      cliente: { nome: 'Joana Lima', telefone },
      itens: [{ produto_id: coca, quantidade: 2 }],
      pagamento: { metodo: 'na_entrega', metodo_na_entrega: 'dinheiro' },
      ...extra,
    });
  expect(res.status).toBe(201);
  return (res.body as { pedido: Pedido }).pedido;
}

const mudarStatus = (id: number, status: string, corpo: object = {}) =>
  request(http)
    .put(`/api/pedidos/${id}/status`)
    .set(autorizado(admin))
    .send({ status, ...corpo });

const mensagensPara = (telefone: string) => wa.mensagens.filter((m) => m.para === `55${telefone}`);

async function doQuadro(id: number): Promise<Pedido> {
  const res = await request(http).get('/api/pedidos').set(autorizado(admin));
  return (res.body as Pedido[]).find((p) => p.id === id)!;
}

/** Waits until the board's order shows this message state. */
async function quadroMostra(id: number, evento: string, status: string) {
  const limite = Date.now() + 5000;
  for (;;) {
    const p = await doQuadro(id);
    if (p.whatsapp?.evento === evento && p.whatsapp.status === status) return p;
    if (Date.now() > limite)
      throw new Error(`o quadro mostra ${JSON.stringify(p.whatsapp)}, não ${evento}/${status}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

describe('configuração', () => {
  it('o token e o app secret nunca saem do servidor; a gestão vê só se estão configurados', async () => {
    const res = await request(http).get('/api/whatsapp/config').set(autorizado(admin));
    expect(res.status).toBe(200);
    const config = res.body as WhatsappConfigResposta;
    expect(config).toMatchObject({
      configurado: true,
      ativo: true,
      phone_number_id: PHONE_ID,
      tokenConfigurado: true,
      appSecretConfigurado: true,
      webhook_url: 'http://cardapio.test/api/whatsapp/webhook/1',
    });
    expect(config.verify_token).toMatch(/^[0-9a-f]{32}$/);
    // No GET a staff member or a customer can make carries the credentials.
    for (const rota of [
      '/api/whatsapp/config',
      '/api/empresa/1/public',
      '/api/empresas/configuracoes',
      '/api/entregadores',
      '/api/pedidos',
      '/api/dashboard/resumo',
    ]) {
      const r = await request(http).get(rota).set(autorizado(admin));
      expect(r.text).not.toContain(TOKEN);
      expect(r.text).not.toContain(SEGREDO);
    }
    const publica = await request(http).get('/api/empresa/1/public');
    expect(publica.body).toMatchObject({ mensagens_whatsapp: true });
  });

  it('só a gestão configura; cada empresa tem a sua', async () => {
    expect(
      (await request(http).get('/api/whatsapp/config').set(autorizado(colaborador))).status,
    ).toBe(403);
    expect((await configurar({ ativo: false }, colaborador)).status).toBe(403);
    expect((await request(http).get('/api/whatsapp/config')).status).toBe(401);
    const outra = await request(http).get('/api/whatsapp/config').set(autorizado(admin2));
    expect(outra.body).toMatchObject({ configurado: false, ativo: false, phone_number_id: null });
  });

  it('recusa ativar sem credenciais e entradas inválidas, sem gravar nada', async () => {
    const ativar = await configurar({ ativo: true, phone_number_id: '123456' }, admin2);
    expect(ativar.status).toBe(400);
    expect(ativar.body).toEqual({ erro: M.faltaConfigurar });
    for (const [corpo, erro] of [
      [{ phone_number_id: 'abc' }, M.phoneNumberIdInvalido],
      [{ phone_number_id: '1'.repeat(5000) }, M.phoneNumberIdInvalido],
      [{ access_token: 'curto' }, M.tokenInvalido],
      [{ access_token: 'a\u0000'.repeat(20) }, undefined],
      [{ access_token: 123 }, M.tokenInvalido],
      [{ ativo: 'sim' }, M.ativoInvalido],
      [{ modelos: { pedido_recebido: 'Com Espaço' } }, M.modeloInvalido],
    ] as const) {
      const res = await configurar(corpo, admin2);
      expect(res.status).toBe(400);
      if (erro) expect(res.body).toEqual({ erro });
      else expect(typeof (res.body as { erro: string }).erro).toBe('string');
    }
    const depois = await request(http).get('/api/whatsapp/config').set(autorizado(admin2));
    expect(depois.body).toMatchObject({ configurado: false, phone_number_id: null });
  });
});

describe('webhook', () => {
  it('responde ao desafio da Meta só com o token de verificação da empresa', async () => {
    const { verify_token } = (
      await request(http).get('/api/whatsapp/config').set(autorizado(admin))
    ).body as WhatsappConfigResposta;
    const ok = await request(http).get('/api/whatsapp/webhook/1').query({
      'hub.mode': 'subscribe',
      'hub.verify_token': verify_token,
      'hub.challenge': '1158201444',
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    const errado = await request(http).get('/api/whatsapp/webhook/1').query({
      'hub.mode': 'subscribe',
      'hub.verify_token': 'outro',
      'hub.challenge': '1',
    });
    expect(errado.status).toBe(403);
    expect(errado.body).toEqual({ erro: M.verificacaoInvalida });
    // Another company (no config) and an id past int32.
    expect(
      (
        await request(http).get('/api/whatsapp/webhook/2').query({
          'hub.mode': 'subscribe',
          'hub.verify_token': verify_token!,
          'hub.challenge': '1',
        })
      ).status,
    ).toBe(403);
    expect((await request(http).get('/api/whatsapp/webhook/2147483648')).status).toBe(400);
  });

  it('ignora notificação sem assinatura ou assinada com outro segredo, sem mudar nada', async () => {
    const telefone = telefoneNovo();
    const pedido = await pedidoPorTelefone(telefone);
    const enviada = await esperar(() => mensagensPara(telefone)[0]);
    await quadroMostra(pedido.id, 'pedido_recebido', 'lido');
    const falsa = JSON.stringify({
      entry: [
        {
          changes: [
            {
              value: {
                metadata: { phone_number_id: PHONE_ID },
                statuses: [{ id: enviada.wamid, status: 'failed', errors: [{ code: 131026 }] }],
              },
            },
          ],
        },
      ],
    });
    const semAssinatura = await request(http)
      .post('/api/whatsapp/webhook/1')
      .set('content-type', 'application/json')
      .send(falsa);
    expect(semAssinatura.status).toBe(401);
    expect(semAssinatura.body).toEqual({ erro: M.assinaturaInvalida });
    const outroSegredo = await request(http)
      .post('/api/whatsapp/webhook/1')
      .set('content-type', 'application/json')
      .set('x-hub-signature-256', assinaturaDoWebhook(falsa, 'outro-segredo'))
      .send(falsa);
    expect(outroSegredo.status).toBe(401);
    // Signed for company 1 but sent to company 2's URL: company 2 has no secret.
    const outraEmpresa = await request(http)
      .post('/api/whatsapp/webhook/2')
      .set('content-type', 'application/json')
      .set('x-hub-signature-256', assinaturaDoWebhook(falsa, SEGREDO))
      .send(falsa);
    expect(outraEmpresa.status).toBe(401);
    expect((await doQuadro(pedido.id)).whatsapp).toMatchObject({ status: 'lido', erro: null });
    // Correctly signed garbage is answered 200 and changes nothing either.
    const lixo = 'não é json\u0000';
    const assinadoLixo = await request(http)
      .post('/api/whatsapp/webhook/1')
      .set('content-type', 'application/json')
      .set('x-hub-signature-256', assinaturaDoWebhook(lixo, SEGREDO))
      .send(lixo);
    expect(assinadoLixo.status).toBe(200);
  });
});

describe('mensagens do pedido', () => {
  it('uma mensagem por etapa, exatamente uma vez, e o quadro acompanha ao vivo até lido', async () => {
    const telefone = telefoneNovo();
    const { socket } = await clients.connected(server.url, admin);
    const estados: string[] = [];
    socket.on('pedido:atualizado', (p: Pedido) => {
      if (p.telefone_cliente === telefone && p.whatsapp)
        estados.push(`${p.whatsapp.evento}:${p.whatsapp.status}`);
    });
    const pedido = await pedidoPorTelefone(telefone);
    expect(pedido.whatsapp_aceito).toBe(true);
    await quadroMostra(pedido.id, 'pedido_recebido', 'lido');
    expect((await mudarStatus(pedido.id, 'preparando')).status).toBe(200);
    await quadroMostra(pedido.id, 'pedido_em_preparo', 'lido');
    // The same step asked again (a job replayed, the sweeper) sends nothing more.
    for (let i = 0; i < 3; i++)
      await server.core.jobs['whatsapp.enviar'](
        {
          empresaId: 1,
          chave: `pedido:${pedido.id}:pedido_em_preparo`,
          evento: 'pedido_em_preparo',
          pedidoId: pedido.id,
        },
        { progresso: async () => undefined },
      );
    await server.core.jobs['whatsapp.conferir']({}, { progresso: async () => undefined });
    await new Promise((r) => setTimeout(r, 200));
    const recebidas = mensagensPara(telefone);
    expect(recebidas.map((m) => m.modelo)).toEqual(['pedido_recebido', 'pedido_em_preparo']);
    expect(recebidas[0]!.parametros).toEqual([
      'Joana',
      String(pedido.id),
      expect.any(String),
      'R$ 15,00'.replace('15,00', recebidas[0]!.parametros[3]!.slice(3)),
    ]);
    expect(recebidas[0]!.parametros[3]).toMatch(/^R\$\s\d+,\d{2}$/);
    expect(recebidas[1]!.parametros).toEqual(['Joana', String(pedido.id), expect.any(String)]);
    expect(recebidas.every((m) => m.idioma === 'pt_BR')).toBe(true);
    expect(recebidas.map((m) => m.referencia)).toEqual([
      `pedido:${pedido.id}:pedido_recebido`,
      `pedido:${pedido.id}:pedido_em_preparo`,
    ]);
    // The board heard every step of the receipts, in order, ending read.
    await esperar(() => (estados.includes('pedido_em_preparo:lido') ? true : undefined));
    const doPreparo = estados.filter((e) => e.startsWith('pedido_em_preparo'));
    expect(doPreparo).toEqual(
      expect.arrayContaining(['pedido_em_preparo:enviado', 'pedido_em_preparo:lido']),
    );
    expect(doPreparo.at(-1)).toBe('pedido_em_preparo:lido');
  });

  it('saiu para entrega leva o nome do entregador; cancelado leva o motivo', async () => {
    const telefone = telefoneNovo();
    const pedido = await pedidoPorTelefone(telefone);
    expect((await mudarStatus(pedido.id, 'preparando')).status).toBe(200);
    expect((await mudarStatus(pedido.id, 'pronto')).status).toBe(200);
    const entregador = (
      await request(http).post('/api/entregadores').set(autorizado(admin)).send({
        nome: 'Paulo Souza',
        telefone: telefoneNovo(),
        veiculo: 'moto',
        taxa_por_entrega: '7,00',
      })
    ).body as EntregadorAdmin;
    const despacho = await request(http)
      .post(`/api/entregadores/${entregador.id}/despachar`)
      .set(autorizado(admin))
      .send({ pedidos: [pedido.id] });
    expect(despacho.status).toBe(200);
    const saiu = await esperar(() =>
      mensagensPara(telefone).find((m) => m.modelo === 'pedido_saiu_para_entrega'),
    );
    expect(saiu.parametros[2]).toBe('Paulo Souza');

    const outro = telefoneNovo();
    const cancelado = await pedidoPorTelefone(outro);
    expect((await mudarStatus(cancelado.id, 'preparando')).status).toBe(200);
    expect((await mudarStatus(cancelado.id, 'cancelado', { motivo: 'Acabou o gás' })).status).toBe(
      200,
    );
    const aviso = await esperar(() =>
      mensagensPara(outro).find((m) => m.modelo === 'pedido_cancelado'),
    );
    expect(aviso.parametros).toEqual(['Joana', String(cancelado.id), 'Acabou o gás']);
  });

  it('sem aceite no checkout, nenhuma mensagem; quem escreve PARAR não recebe mais', async () => {
    const telefone = telefoneNovo();
    const semAceite = await pedidoPorTelefone(telefone, { whatsapp_aceito: false });
    expect(semAceite.whatsapp_aceito).toBe(false);
    expect((await mudarStatus(semAceite.id, 'preparando')).status).toBe(200);
    await server.core.jobs['whatsapp.conferir']({}, { progresso: async () => undefined });
    await new Promise((r) => setTimeout(r, 300));
    expect(mensagensPara(telefone)).toHaveLength(0);
    expect((await doQuadro(semAceite.id)).whatsapp).toBeNull();

    // The customer writes 'PARAR' to the store's number: the next order's message is not sent.
    const status = await wa.clienteEscreve(PHONE_ID, `55${telefone}`, ' Parar ');
    expect(status).toBe(200);
    const depois = await pedidoPorTelefone(telefone);
    const quadro = await quadroMostra(depois.id, 'pedido_recebido', 'falhou');
    expect(quadro.whatsapp!.erro).toBe(M.descadastrado);
    expect(mensagensPara(telefone)).toHaveLength(0);
  });

  it('número sem WhatsApp aparece como falhou no quadro, para a equipe ligar', async () => {
    const telefone = telefoneNovo();
    wa.semWhatsapp.add(`55${telefone}`);
    const pedido = await pedidoPorTelefone(telefone);
    const quadro = await quadroMostra(pedido.id, 'pedido_recebido', 'falhou');
    expect(quadro.whatsapp!.erro).toBe(M.erroSemWhatsapp);
  });

  it('um webhook de falha que chega enquanto o envio copia o estado ao pedido não é perdido', async () => {
    const telefone = telefoneNovo();
    const pedido = await pedidoPorTelefone(telefone);
    await quadroMostra(pedido.id, 'pedido_recebido', 'lido');
    const [mensagem] = await server.core.db
      .select({ id: whatsappMensagens.id })
      .from(whatsappMensagens)
      .where(eq(whatsappMensagens.pedido_id, pedido.id));
    // The interleaving of stop 42's flaky journey: the order shows 'enviado' as its message did,
    // then one copy reads 'enviado' while the 'failed' webhook commits before it writes.
    const marcar = (status: StatusMensagem, erro: string | null) =>
      server.core.db
        .update(whatsappMensagens)
        .set({ status, erro })
        .where(eq(whatsappMensagens.id, mensagem!.id));
    await marcar('enviado', null);
    await server.core.pedidos.registrarMensagemWhatsapp(1, pedido.id, {
      id: mensagem!.id,
      evento: 'pedido_recebido',
      status: 'enviado',
      erro: null,
    });
    let primeira = true;
    const envio = createEnvio({
      db: server.core.db,
      registrarNoPedido: async (empresaId, pedidoId, estado) => {
        if (primeira) {
          primeira = false;
          await marcar('falhou', M.erroSemWhatsapp);
        }
        return server.core.pedidos.registrarMensagemWhatsapp(empresaId, pedidoId, estado);
      },
      anunciarPedido: (p) => server.core.pedidos.anunciarAtualizado(p),
    } as EnvioDeps);
    await envio.refletir(1, mensagem!.id);
    expect(primeira).toBe(false);
    const quadro = await doQuadro(pedido.id);
    expect(quadro.whatsapp).toMatchObject({ status: 'falhou', erro: M.erroSemWhatsapp });
  });

  it('um erro passageiro da Meta é tentado de novo e a mensagem sai uma vez só', async () => {
    const telefone = telefoneNovo();
    wa.falharProximas(2);
    const pedido = await pedidoPorTelefone(telefone);
    await quadroMostra(pedido.id, 'pedido_recebido', 'lido');
    expect(mensagensPara(telefone)).toHaveLength(1);
  });

  it('um pedido de outra empresa sem WhatsApp não envia nada', async () => {
    const antes = wa.mensagens.length;
    const res = await request(http)
      .post('/api/pedidos/equipe')
      .set(autorizado(admin2))
      .send({
        canal: 'balcao',
        entrega: 'balcao',
        cliente: { nome: 'Outro', telefone: telefoneNovo() },
        itens: [
          {
            produto_id:
              (await produtoDemo(http, 2, 'Cerveja Pilsen Lata 350ml').catch(() => null))?.produto
                .id ?? 0,
            quantidade: 1,
          },
        ],
        pagamento: { metodo: 'dinheiro' },
      });
    if (res.status === 201)
      expect((res.body as { pedido: Pedido }).pedido.whatsapp_aceito).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(wa.mensagens.length).toBe(antes);
  });
});

describe('link do entregador', () => {
  it('vai pelo WhatsApp da loja, e a página de entregadores vê o estado', async () => {
    const telefone = telefoneNovo();
    const entregador = (
      await request(http)
        .post('/api/entregadores')
        .set(autorizado(admin))
        .send({ nome: 'Carla Dias', telefone, veiculo: 'bicicleta', taxa_por_entrega: '5,00' })
    ).body as EntregadorAdmin;
    const res = await request(http)
      .post(`/api/entregadores/${entregador.id}/enviar-link`)
      .set(autorizado(colaborador));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ mensagem: M.linkEnviado });
    const msg = await esperar(() => mensagensPara(telefone)[0]);
    expect(msg.modelo).toBe('link_do_entregador');
    expect(msg.parametros[0]).toBe('Carla');
    expect(msg.parametros[2]).toBe(entregador.link);
    const limite = Date.now() + 5000;
    let lista: EntregadorAdmin[] = [];
    while (Date.now() < limite) {
      lista = (await request(http).get('/api/entregadores').set(autorizado(admin))).body;
      if (lista.find((e) => e.id === entregador.id)?.whatsapp_link?.status === 'lido') break;
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(lista.find((e) => e.id === entregador.id)?.whatsapp_link).toEqual({
      status: 'lido',
      erro: null,
    });
    // Another company's courier id, and a company without WhatsApp.
    expect(
      (
        await request(http)
          .post(`/api/entregadores/${entregador.id}/enviar-link`)
          .set(autorizado(admin2))
      ).status,
    ).toBe(404);
    const dela = (
      await request(http)
        .post('/api/entregadores')
        .set(autorizado(admin2))
        .send({ nome: 'Rui', telefone: telefoneNovo(), veiculo: 'moto', taxa_por_entrega: '5,00' })
    ).body as EntregadorAdmin;
    const semConfig = await request(http)
      .post(`/api/entregadores/${dela.id}/enviar-link`)
      .set(autorizado(admin2));
    expect(semConfig.status).toBe(409);
    expect(semConfig.body).toEqual({ erro: M.naoConfigurado });
  });
});
