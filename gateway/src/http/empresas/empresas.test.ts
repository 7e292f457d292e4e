import request from 'supertest';
import { eq } from 'drizzle-orm';
import {
  MENSAGENS_DINHEIRO,
  MENSAGENS_EMPRESA,
  type EmpresaConfig,
  type FreteInfoResposta,
  type EmpresaPublica,
} from '@cardapio/shared-events';
import { empresas } from '@cardapio/core/testing';
import { createTestServer } from '../../testing/test-server';
import { autorizado } from '../../testing/loja';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';
import type { RunningServer } from '../../server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let gestao2: string;
let garcom: string;
let cliente: string;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  gestao2 = await loginStaff(http, DEMO.admin2);
  garcom = await loginGarcom(http);
  cliente = await loginCliente(http);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

const CHAVE = 'AIzaSy-chave-secreta-do-google-9f3K';
const BASE = { nome: 'Cardápio Vivo Demo', email: 'contato@cardapiovivo.com.br' };

const put = (token: string, body: unknown, id: number | string = 1) =>
  request(http)
    .put(`/api/empresas/${id}`)
    .set(autorizado(token))
    .send(body as object);

describe('GET|PUT /api/empresas/:id', () => {
  test('gestao and colaborador read every company field of their own empresa', async () => {
    for (const token of [gestao, colaborador]) {
      const res = await request(http).get('/api/empresas/1').set(autorizado(token));
      expect(res.status).toBe(200);
      const empresa = res.body as EmpresaConfig;
      expect(empresa).toMatchObject({ id: 1, nome: expect.any(String), ativo: true });
      for (const campo of [
        'cnpj',
        'email',
        'telefone',
        'whatsapp',
        'tema',
        'endereco',
        'endereco_completo',
        'cep',
        'cidade',
        'estado',
        'bairro',
        'numero',
        'complemento',
        'instagram',
        'facebook',
        'site',
        'descricao',
        'horario_atendimento',
        'valor_frete_minimo',
        'valor_por_km',
        'raio_entrega',
        'tempo_preparo_padrao',
        'tempo_por_km',
        'google_maps_api_key',
      ])
        expect(empresa).toHaveProperty(campo);
      expect(typeof empresa.valor_frete_minimo).toBe('number');
    }
    const outra = await request(http).get('/api/empresas/2').set(autorizado(gestao2));
    expect(outra.body.id).toBe(2);
  });

  test('role matrix: waiter and customer 403, no token 401, another company 403', async () => {
    for (const token of [garcom, cliente]) {
      expect((await request(http).get('/api/empresas/1').set(autorizado(token))).status).toBe(403);
      expect((await put(token, BASE)).status).toBe(403);
    }
    expect((await request(http).get('/api/empresas/1')).status).toBe(401);
    expect((await request(http).put('/api/empresas/1').send(BASE)).status).toBe(401);

    const alheio = await request(http).get('/api/empresas/1').set(autorizado(gestao2));
    expect(alheio.status).toBe(403);
    expect(alheio.body).toEqual({ erro: MENSAGENS_EMPRESA.outraEmpresa });
    const antes = await server.core.db.select().from(empresas).where(eq(empresas.id, 1));
    const escrita = await put(gestao2, { ...BASE, nome: 'Invasora' });
    expect(escrita.status).toBe(403);
    const depois = await server.core.db.select().from(empresas).where(eq(empresas.id, 1));
    expect(depois[0]!.nome).toBe(antes[0]!.nome);
    // The staff of company 1 cannot reach company 2 either.
    expect((await put(gestao, BASE, 2)).status).toBe(403);
  });

  test.each(['2147483647', '2147483648', '-1', 'abc', '0', '1.5'])(
    'id %s → 400 or 403, never 500',
    async (id) => {
      const res = await request(http).get(`/api/empresas/${id}`).set(autorizado(gestao));
      expect([400, 403]).toContain(res.status);
      expect(res.body.erro).toEqual(expect.any(String));
    },
  );

  test.each([
    [{ email: 'a@b.com' }, MENSAGENS_EMPRESA.nomeObrigatorio],
    [{ nome: '   ', email: 'a@b.com' }, MENSAGENS_EMPRESA.nomeObrigatorio],
    [{ nome: 42, email: 'a@b.com' }, MENSAGENS_EMPRESA.nomeObrigatorio],
    [{ nome: 'X' }, MENSAGENS_EMPRESA.emailObrigatorio],
    [{ nome: 'X', email: '' }, MENSAGENS_EMPRESA.emailObrigatorio],
    [{ nome: 'X', email: 'não-é-email' }, MENSAGENS_EMPRESA.emailInvalido],
    [{ ...BASE, site: 'javascript:alert(1)' }, MENSAGENS_EMPRESA.siteInvalido],
    [{ ...BASE, site: 'www sem protocolo' }, MENSAGENS_EMPRESA.siteInvalido],
    [{ ...BASE, tema: 'azul' }, MENSAGENS_EMPRESA.temaInvalido],
    [{ ...BASE, valor_frete_minimo: -1 }, MENSAGENS_EMPRESA.freteMinimo],
    [{ ...BASE, valor_frete_minimo: 'abc' }, MENSAGENS_DINHEIRO.invalido],
    [{ ...BASE, valor_frete_minimo: '1.234' }, MENSAGENS_DINHEIRO.ambiguo],
    [{ ...BASE, valor_por_km: -0.01 }, MENSAGENS_EMPRESA.valorPorKm],
    [{ ...BASE, raio_entrega: -5 }, MENSAGENS_EMPRESA.raioEntrega],
    [{ ...BASE, raio_entrega: 1e9 }, MENSAGENS_EMPRESA.valorAlto],
    [{ ...BASE, tempo_preparo_padrao: 2.5 }, MENSAGENS_EMPRESA.tempoPreparo],
    [{ ...BASE, tempo_preparo_padrao: 2147483648 }, MENSAGENS_EMPRESA.valorAlto],
    [{ ...BASE, tempo_por_km: -1 }, MENSAGENS_EMPRESA.tempoPorKm],
    [{ ...BASE, ativo: 'sim' }, MENSAGENS_EMPRESA.ativoInvalido],
    [{ ...BASE, nome: 'a\u0000b' }, 'O texto contém caracteres inválidos'],
    [{ ...BASE, nome: 'x'.repeat(10_000) }, MENSAGENS_EMPRESA.nomeLongo],
    [{ ...BASE, email: `${'x'.repeat(10_000)}@a.com` }, MENSAGENS_EMPRESA.emailInvalido],
    [{ ...BASE, descricao: 'x'.repeat(10_000) }, expect.stringMatching(/descricao/)],
    [{ ...BASE, cidade: ['Florianópolis'] }, expect.stringMatching(/cidade/)],
  ])('PUT case %# → 400 with its message, nothing written', async (body, erro) => {
    const antes = await server.core.db.select().from(empresas).where(eq(empresas.id, 1));
    const res = await put(gestao, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro });
    const depois = await server.core.db.select().from(empresas).where(eq(empresas.id, 1));
    expect(depois).toEqual(antes);
  });

  test('a non-object body is refused', async () => {
    const res = await request(http)
      .put('/api/empresas/1')
      .set(autorizado(gestao))
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(res.status).toBe(400);
  });

  test('a save stores every field, keeps absent ones, and the public read changes at once', async () => {
    // The public read is cached first, so the save must drop it.
    const publicaAntes = await request(http).get('/api/empresa/1/public');
    expect(publicaAntes.status).toBe(200);
    const menuAberto = clients.open(server.url, { empresa_id: 1 });
    await new Promise((resolve) => menuAberto.once('sessao:info', resolve));
    const avisado = new Promise((resolve) => menuAberto.once('cardapio:atualizado', resolve));

    const res = await put(gestao, {
      ...BASE,
      nome: '  Cantina Nova  ',
      telefone: '(48) 3333-4444',
      tema: 'light',
      site: 'https://cantina.example.com',
      valor_frete_minimo: '7,50',
      valor_por_km: 1.25,
      raio_entrega: 30,
      tempo_preparo_padrao: 25,
      tempo_por_km: 2.5,
      descricao: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.mensagem).toBe('Configurações salvas com sucesso!');
    expect(res.body.empresa).toMatchObject({
      nome: 'Cantina Nova',
      telefone: '(48) 3333-4444',
      tema: 'light',
      valor_frete_minimo: 7.5,
      valor_por_km: 1.25,
      raio_entrega: 30,
      tempo_preparo_padrao: 25,
      descricao: null,
    });
    await avisado;
    const publica = (await request(http).get('/api/empresa/1/public')).body as EmpresaPublica;
    expect(publica.nome).toBe('Cantina Nova');
    expect(publica.telefone).toBe('(48) 3333-4444');

    // Only nome and email: the rest stays.
    const parcial = await put(gestao, BASE);
    expect(parcial.body.empresa).toMatchObject({ nome: BASE.nome, valor_frete_minimo: 7.5 });
  });

  test.each([
    ['valor_frete_minimo', '9,90'],
    ['valor_por_km', 3],
    ['raio_entrega', 12],
    ['tempo_preparo_padrao', 45],
    ['tempo_por_km', 4],
  ])(
    'a colaborador changing the freight field %s → 403 as on PUT /api/frete/config, nothing written',
    async (campo, valor) => {
      const antes = await server.core.db.select().from(empresas).where(eq(empresas.id, 1));
      const negado = await put(colaborador, {
        ...BASE,
        telefone: '(48) 3000-0000',
        [campo]: valor,
      });
      expect([negado.status, negado.body]).toEqual([403, { erro: 'Acesso restrito à gestão' }]);
      const depois = await server.core.db.select().from(empresas).where(eq(empresas.id, 1));
      expect(depois).toEqual(antes);
      // The gestão changes it through either route.
      const config = (await request(http).get('/api/empresas/1').set(autorizado(gestao)))
        .body as EmpresaConfig;
      const salvo = await put(gestao, { ...BASE, [campo]: valor });
      expect(salvo.status).toBe(200);
      expect(salvo.body.empresa[campo]).not.toEqual(config[campo as keyof EmpresaConfig]);
      await put(gestao, { ...BASE, [campo]: config[campo as keyof EmpresaConfig] });
    },
  );

  test('a colaborador saves the rest of the settings (no freight field in the body)', async () => {
    const [antes] = await server.core.db.select().from(empresas).where(eq(empresas.id, 1));
    const res = await put(colaborador, {
      ...BASE,
      telefone: '(48) 3222-1111',
      taxa_servico_percentual: '10',
    });
    expect(res.status).toBe(200);
    expect((res.body as { empresa: EmpresaConfig }).empresa).toMatchObject({
      telefone: '(48) 3222-1111',
      valor_frete_minimo: Number(antes!.valor_frete_minimo),
      raio_entrega: Number(antes!.raio_entrega),
    });
    await put(gestao, { ...BASE, telefone: antes!.telefone });
  });

  test('the service charge percentage is saved (0–100) and the freight info changes at once', async () => {
    const minimo = async () =>
      ((await request(http).get('/api/frete/info')).body as FreteInfoResposta).dados.minimo;
    const antes = { valor_frete_minimo: await minimo() };
    const fora = await put(gestao, { ...BASE, taxa_servico_percentual: 100.5 });
    expect(fora.status).toBe(400);
    expect(fora.body).toEqual({ erro: MENSAGENS_EMPRESA.valorAlto });
    expect((await put(gestao, { ...BASE, taxa_servico_percentual: -1 })).body).toEqual({
      erro: MENSAGENS_EMPRESA.taxaServico,
    });
    try {
      const salvo = await put(gestao, {
        ...BASE,
        taxa_servico_percentual: '12,5',
        valor_frete_minimo: antes.valor_frete_minimo + 1,
      });
      expect(salvo.status).toBe(200);
      expect((salvo.body as { empresa: EmpresaConfig }).empresa.taxa_servico_percentual).toBe(12.5);
      // The quote's settings were cached: the save drops them on the spot.
      expect(await minimo()).toBe(antes.valor_frete_minimo + 1);
    } finally {
      await put(gestao, {
        ...BASE,
        taxa_servico_percentual: 10,
        valor_frete_minimo: antes.valor_frete_minimo,
      });
    }
  });

  test('the Google Maps key is write-only: set, kept by a blank, removed by null', async () => {
    const salvo = await put(gestao, { ...BASE, google_maps_api_key: CHAVE });
    expect(salvo.status).toBe(200);
    expect(salvo.body.empresa.google_maps_api_key).toEqual({ definido: true, final: '9f3K' });
    expect(salvo.text).not.toContain(CHAVE);
    const [row] = await server.core.db.select().from(empresas).where(eq(empresas.id, 1));
    expect(row!.google_maps_api_key).toBe(CHAVE);

    const lido = await request(http).get('/api/empresas/1').set(autorizado(gestao));
    expect(lido.text).not.toContain(CHAVE);
    expect(lido.text).not.toContain(CHAVE.slice(0, -4));
    const publica = await request(http).get('/api/empresa/1/public');
    expect(publica.text).not.toContain(CHAVE);

    const mantido = await put(gestao, { ...BASE, google_maps_api_key: '' });
    expect(mantido.body.empresa.google_maps_api_key.definido).toBe(true);
    const removido = await put(gestao, { ...BASE, google_maps_api_key: null });
    expect(removido.body.empresa.google_maps_api_key).toEqual({ definido: false, final: null });
  });

  test('deactivating the company takes its public data and menu away, reactivating brings them back', async () => {
    expect((await request(http).get('/api/menu/1')).status).toBe(200);
    expect((await put(gestao, { ...BASE, ativo: false })).status).toBe(200);
    expect((await request(http).get('/api/empresa/1/public')).status).toBe(404);
    expect((await request(http).get('/api/menu/1')).status).toBe(404);
    expect((await put(gestao, { ...BASE, ativo: true })).status).toBe(200);
    expect((await request(http).get('/api/empresa/1/public')).status).toBe(200);
    expect((await request(http).get('/api/menu/1')).status).toBe(200);
  });
});
