import request from 'supertest';
import { eq } from 'drizzle-orm';
import { empresas, produtos } from '@cardapio/core/testing';
import type { CategoriaMenu, MenuResposta, OpcaoGrupo, StatusLoja } from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja } from '../../testing/loja';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
});
afterAll(() => server.close());

describe('menu, categories and options (no token)', () => {
  test('the menu lists the active products and categories of that empresa only', async () => {
    const res = await request(http).get('/api/menu/1');
    expect(res.status).toBe(200);
    const menu = res.body as MenuResposta;
    expect(menu.produtos.length).toBeGreaterThanOrEqual(25);
    expect(menu.categorias.map((c) => c.ordem)).toEqual(
      [...menu.categorias.map((c) => c.ordem)].sort((a, b) => a - b),
    );
    const xBurguer = menu.produtos.find((p) => p.nome === 'X-Burguer')!;
    expect(xBurguer).toMatchObject({ preco: 24.9, categoria_nome: 'Lanches', tem_opcoes: true });
    expect(xBurguer.imagem_url).toMatch(/^\/imagens\/produtos\/.+\.svg$/);
    const da2 = (await request(http).get('/api/menu/2')).body as MenuResposta;
    const ids1 = new Set(menu.produtos.map((p) => p.id));
    expect(da2.produtos.length).toBeGreaterThan(0);
    expect(da2.produtos.some((p) => ids1.has(p.id))).toBe(false);
  });

  test('categories come sorted by ordem; an unknown empresa or a bad id is refused', async () => {
    const cats = (await request(http).get('/api/categorias/1')).body as CategoriaMenu[];
    expect(cats.length).toBeGreaterThanOrEqual(5);
    expect(cats.map((c) => c.ordem)).toEqual([...cats.map((c) => c.ordem)].sort((a, b) => a - b));
    expect((await request(http).get('/api/menu/999')).body).toEqual({
      erro: 'Empresa não encontrada',
    });
    expect((await request(http).get('/api/categorias/999')).status).toBe(404);
    const ruim = await request(http).get('/api/menu/abc');
    expect(ruim.status).toBe(400);
    expect(ruim.body).toEqual({ erro: 'Parâmetro empresaId inválido' });
  });

  test('options: checkbox groups have max_selecoes > 1, removals cost nothing', async () => {
    const menu = (await request(http).get('/api/menu/1')).body as MenuResposta;
    const id = menu.produtos.find((p) => p.nome === 'X-Burguer')!.id;
    const grupos = (await request(http).get(`/api/menu/produto/${id}/opcoes`)).body as OpcaoGrupo[];
    expect(grupos.map((g) => g.tipo).sort()).toEqual(['adicionar', 'adicionar', 'remover']);
    expect(grupos.find((g) => g.nome === 'Adicionais')!.max_selecoes).toBe(3);
    const remover = grupos.find((g) => g.tipo === 'remover')!;
    expect(remover.itens.every((i) => i.preco_adicional === 0)).toBe(true);
    expect((await request(http).get('/api/menu/produto/999999/opcoes')).body).toEqual({
      erro: 'Produto não encontrado',
    });
  });

  test('public reads carry an ETag; a matching If-None-Match gets 304 with no body', async () => {
    const first = await request(http).get('/api/menu/1');
    expect(first.headers['cache-control']).toContain('public');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await request(http).get('/api/menu/1').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  test('the cached body is sent gzipped to clients that accept it, plain to the others', async () => {
    const gz = await request(http).get('/api/menu/1').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('Accept-Encoding');
    const plain = await request(http).get('/api/menu/1').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.body).toEqual(plain.body);
    expect((plain.body as MenuResposta).produtos.length).toBeGreaterThanOrEqual(25);
  });

  test('served from the server cache until invalidated; an inactive product disappears then', async () => {
    const antes = (await request(http).get('/api/menu/1')).body as MenuResposta;
    const alvo = antes.produtos.find((p) => p.nome === 'Misto Quente')!;
    await server.core.db.update(produtos).set({ ativo: false }).where(eq(produtos.id, alvo.id));
    // Same process, no invalidation yet: the cached answer is served (bounded by its TTL).
    expect(((await request(http).get('/api/menu/1')).body as MenuResposta).produtos).toContainEqual(
      expect.objectContaining({ id: alvo.id }),
    );
    server.core.cache.invalidate('menu:1');
    const depois = (await request(http).get('/api/menu/1')).body as MenuResposta;
    expect(depois.produtos.some((p) => p.id === alvo.id)).toBe(false);
    expect((await request(http).get(`/api/menu/produto/${alvo.id}/opcoes`)).status).toBe(404);
    await server.core.db.update(produtos).set({ ativo: true }).where(eq(produtos.id, alvo.id));
    server.core.cache.invalidate('menu:1');
  });
});

describe('company public data and marketing pixel', () => {
  test('only public fields: never the Maps key or the pixel access token', async () => {
    await server.core.db
      .update(empresas)
      .set({
        google_maps_api_key: 'CHAVE-SECRETA',
        pixel_id: '123456789',
        pixel_access_token: 'TOKEN-SECRETO',
      })
      .where(eq(empresas.id, 2));
    server.core.cache.invalidate('empresa:2');
    server.core.cache.invalidate('meta-pixel:2');
    const empresa = await request(http).get('/api/empresa/2/public');
    // The brand (logo, colour) and the CNPJ a store must show are public too.
    expect(Object.keys(empresa.body).sort()).toEqual([
      'cnpj',
      'cor_marca',
      'endereco',
      'id',
      'logo_url',
      'mensagens_whatsapp',
      'nome',
      'telefone',
      'whatsapp',
    ]);
    const pixel = await request(http).get('/api/meta-pixel/2');
    expect(pixel.body).toEqual({ pixel_id: '123456789' });
    expect(JSON.stringify([empresa.body, pixel.body])).not.toMatch(/SECRET/);
    expect((await request(http).get('/api/meta-pixel/1')).body).toEqual({ pixel_id: null });
  });
});

describe('opening hours', () => {
  const semana = [
    { dia: 'segunda', abertura: '11:00', fechamento: '23:00', fechado: false },
    { dia: 'sexta', abertura: '18:00', fechamento: '02:00', fechado: false },
    { dia: 'domingo', abertura: '10:00', fechamento: '14:00', fechado: true },
  ];

  test('staff read and replace their own week; the status follows at once', async () => {
    const staff = await loginStaff(http);
    const salvo = await request(http)
      .post('/api/horario-funcionamento/config')
      .set(autorizado(staff))
      .send({ horarios: semana });
    expect(salvo.status).toBe(200);
    expect(salvo.body.mensagem).toBe('Horários de funcionamento salvos com sucesso!');
    const lido = await request(http)
      .get('/api/horario-funcionamento/config')
      .set(autorizado(staff));
    expect(lido.body.horarios.map((h: { dia: string }) => h.dia)).toEqual([
      'segunda',
      'sexta',
      'domingo',
    ]);

    await definirLoja(http, staff, false);
    expect(
      ((await request(http).get('/api/horario-funcionamento/status/1')).body as StatusLoja).aberto,
    ).toBe(false);
    await definirLoja(http, staff, true);
    const aberto = (await request(http).get('/api/horario-funcionamento/status/1'))
      .body as StatusLoja;
    expect(aberto).toMatchObject({ aberto: true, proximaAbertura: null });
    // Empresa 2 kept its own hours.
    const staff2 = await loginStaff(http, DEMO.admin2);
    const deles = await request(http)
      .get('/api/horario-funcionamento/config')
      .set(autorizado(staff2));
    expect(deles.body.horarios).toHaveLength(7);
    expect(deles.body.horarios[0]).toMatchObject({ dia: 'segunda', abertura: '09:00' });
  });

  test('the status is computed at the service level for any instant (overnight range)', async () => {
    const staff = await loginStaff(http);
    await request(http)
      .post('/api/horario-funcionamento/config')
      .set(autorizado(staff))
      .send({ horarios: semana });
    const em = (iso: string) => server.core.horarios.status(1, new Date(`${iso}-03:00`));
    expect((await em('2026-11-27T23:59:00')).aberto).toBe(true);
    expect((await em('2026-11-28T00:00:00')).aberto).toBe(true);
    expect((await em('2026-11-28T01:59:00')).aberto).toBe(true);
    expect(await em('2026-11-28T02:00:00')).toMatchObject({
      aberto: false,
      proximaAbertura: { dia: 'segunda', horario: '11:00' },
    });
    await definirLoja(http, staff, true);
  });

  test.each([
    [{}, 'Envie a lista de horários'],
    [
      { horarios: [{ dia: 'feriado', abertura: '08:00', fechamento: '18:00' }] },
      'Dia da semana inválido',
    ],
    [
      { horarios: [{ dia: 'segunda', abertura: '25:00', fechamento: '18:00' }] },
      'Horário inválido: use HH:MM',
    ],
    [
      {
        horarios: [
          { dia: 'segunda', abertura: '08:00', fechamento: '18:00' },
          { dia: 'segunda', abertura: '09:00', fechamento: '18:00' },
        ],
      },
      'Dia repetido',
    ],
  ])('bad config %j → 400 and the week is unchanged', async (body, erro) => {
    const staff = await loginStaff(http);
    const antes = await request(http)
      .get('/api/horario-funcionamento/config')
      .set(autorizado(staff));
    const res = await request(http)
      .post('/api/horario-funcionamento/config')
      .set(autorizado(staff))
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro });
    const depois = await request(http)
      .get('/api/horario-funcionamento/config')
      .set(autorizado(staff));
    expect(depois.body).toEqual(antes.body);
  });

  test('only staff may configure: 401 anonymous, 403 customers and waiters', async () => {
    expect((await request(http).get('/api/horario-funcionamento/config')).status).toBe(401);
    for (const token of [await loginCliente(http), await loginGarcom(http)]) {
      const res = await request(http)
        .post('/api/horario-funcionamento/config')
        .set(autorizado(token))
        .send({ horarios: [] });
      expect(res.status).toBe(403);
    }
  });
});

describe('freight', () => {
  const endereco = { rua: 'Rua Bocaiúva', numero_casa: '50', cep: '88015530', empresa_id: 1 };

  test('inside the area: the minimum up to 5 km; accents and case of the bairro do not matter', async () => {
    const res = await request(http)
      .post('/api/frete/calcular')
      .send({ ...endereco, bairro: 'centro' });
    expect(res.body).toEqual({
      sucesso: true,
      dados: {
        distancia: 2,
        valorFrete: 5,
        enderecoFormatado: 'Rua Bocaiúva, 50 - centro, Florianópolis - SC, 88015-530',
        tempoEstimado: expect.any(Number),
        foraDaArea: false,
      },
    });
    const acento = await request(http)
      .post('/api/frete/calcular')
      .send({ ...endereco, bairro: 'SACO DOS LIMOES' });
    expect(acento.body.dados).toMatchObject({ distancia: 4.5, valorFrete: 5 });
  });

  test('beyond 5 km each km adds valorPorKm; beyond the radius it is outside the area', async () => {
    const info = (await request(http).get('/api/frete/info?empresa_id=1')).body;
    expect(info).toEqual({
      sucesso: true,
      dados: { minimo: 5, valorPorKm: 1.5, areaMaxima: 20, retirada: false },
    });
    const trindade = await request(http)
      .post('/api/frete/calcular')
      .send({ ...endereco, bairro: 'Trindade' });
    expect(trindade.body.dados).toMatchObject({ distancia: 6, valorFrete: 6.5, foraDaArea: false });
    const longe = await request(http)
      .post('/api/frete/calcular')
      .send({ ...endereco, bairro: 'Canasvieiras' });
    expect(longe.body.dados).toMatchObject({
      distancia: 27,
      foraDaArea: true,
      valorFrete: 0,
      motivo: 'O endereço fica a 27 km e entregamos até 20 km',
    });
  });

  test('a neighbourhood missing from the delivery area is outside it; missing fields answer sucesso false', async () => {
    const desconhecido = await request(http)
      .post('/api/frete/calcular')
      .send({ ...endereco, bairro: 'Atlântida' });
    expect(desconhecido.status).toBe(200);
    expect(desconhecido.body.dados).toMatchObject({
      foraDaArea: true,
      valorFrete: 0,
      motivo: 'Não entregamos no bairro Atlântida',
    });
    const incompleto = await request(http).post('/api/frete/calcular').send({ bairro: 'Centro' });
    expect(incompleto.body).toEqual({
      sucesso: false,
      erro: 'Preencha todos os campos obrigatórios',
    });
    expect((await request(http).get('/api/frete/info?empresa_id=x')).status).toBe(400);
  });
});

describe('calling a waiter', () => {
  test('no login needed; stored and pushed to that empresa staff room', async () => {
    const clients = socketClients();
    try {
      const staff = await clients.connected(server.url, await loginStaff(http));
      const ouvida = new Promise((resolve) => staff.socket.once('chamada:criada', resolve));
      const res = await request(http)
        .post('/api/chamar-garcom')
        .send({ mesa: ' 7 ', empresa_id: 1 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        mensagem: 'Garçom chamado com sucesso!',
        chamada: { mesa: '7', status: 'pendente', empresa_id: 1 },
      });
      await expect(ouvida).resolves.toMatchObject({ id: res.body.chamada.id, mesa: '7' });
    } finally {
      clients.closeAll();
    }
  });

  test('the table is required and the empresa must exist', async () => {
    for (const mesa of ['', '   ', undefined]) {
      const res = await request(http).post('/api/chamar-garcom').send({ mesa, empresa_id: 1 });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ erro: 'Digite o número da mesa' });
    }
    const semEmpresa = await request(http)
      .post('/api/chamar-garcom')
      .send({ mesa: '3', empresa_id: 999 });
    expect(semEmpresa.status).toBe(404);
  });
});

test('calls are rate limited per address (429 with a pt-BR message)', async () => {
  const limitado = await createTestServer({ chamadasPorMinuto: 2 });
  try {
    const chamar = () =>
      request(limitado.httpServer).post('/api/chamar-garcom').send({ mesa: '1', empresa_id: 1 });
    expect((await chamar()).status).toBe(201);
    expect((await chamar()).status).toBe(201);
    const terceira = await chamar();
    expect(terceira.status).toBe(429);
    expect(terceira.body).toEqual({
      erro: 'Muitas chamadas em pouco tempo. Aguarde um minuto e tente novamente.',
    });
  } finally {
    await limitado.close();
  }
});
