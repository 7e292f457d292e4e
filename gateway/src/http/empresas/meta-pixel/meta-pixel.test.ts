import request from 'supertest';
import { eq } from 'drizzle-orm';
import { MENSAGENS_META_PIXEL } from '@cardapio/shared-events';
import { empresas } from '@cardapio/core/testing';
import { createTestServer } from '../../../testing/test-server';
import { autorizado } from '../../../testing/loja';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../../testing/sessions';
import type { RunningServer } from '../../../server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let gestao2: string;
beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  gestao2 = await loginStaff(http, DEMO.admin2);
});
afterAll(() => server.close());

const TOKEN = 'EAAB-token-secreto-do-meta-Xy7Q';
const salvar = (token: string, body: unknown) =>
  request(http)
    .post('/api/meta-pixel/config')
    .set(autorizado(token))
    .send(body as object);
const linha = async (id: number) =>
  (await server.core.db.select().from(empresas).where(eq(empresas.id, id)))[0]!;

test('role matrix: any staff of the company; waiter and customer 403; no token 401', async () => {
  for (const token of [gestao, colaborador]) {
    expect((await request(http).get('/api/meta-pixel/config').set(autorizado(token))).status).toBe(
      200,
    );
  }
  for (const token of [await loginGarcom(http), await loginCliente(http)]) {
    expect((await request(http).get('/api/meta-pixel/config').set(autorizado(token))).status).toBe(
      403,
    );
    expect((await salvar(token, { pixel_id: '123' })).status).toBe(403);
  }
  expect((await request(http).get('/api/meta-pixel/config')).status).toBe(401);
  expect((await request(http).post('/api/meta-pixel/config').send({ pixel_id: '1' })).status).toBe(
    401,
  );
});

test.each([
  [{}, MENSAGENS_META_PIXEL.pixelObrigatorio],
  [{ pixel_id: '' }, MENSAGENS_META_PIXEL.pixelObrigatorio],
  [{ pixel_id: '    ' }, MENSAGENS_META_PIXEL.pixelObrigatorio],
  [{ pixel_id: 123 }, MENSAGENS_META_PIXEL.pixelObrigatorio],
  [{ pixel_id: '12ab' }, MENSAGENS_META_PIXEL.pixelInvalido],
  [{ pixel_id: "1');alert(1)//" }, MENSAGENS_META_PIXEL.pixelInvalido],
  [{ pixel_id: '1'.repeat(10_000) }, MENSAGENS_META_PIXEL.pixelInvalido],
  [{ pixel_id: '1\u00002' }, expect.any(String)],
  [{ pixel_id: '123', access_token: 'x'.repeat(10_000) }, MENSAGENS_META_PIXEL.tokenLongo],
  [{ pixel_id: '123', access_token: 42 }, expect.any(String)],
])('POST case %# → 400 with its message, nothing written', async (body, erro) => {
  const antes = await linha(1);
  const res = await salvar(gestao, body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ erro });
  expect(await linha(1)).toEqual(antes);
});

test('saves trimmed values per company; the token is never answered; the public pixel changes at once', async () => {
  // Cache the public answer (no pixel yet), which the save must drop.
  expect((await request(http).get('/api/meta-pixel/1')).body).toEqual({ pixel_id: null });

  const res = await salvar(colaborador, { pixel_id: '  1234567890  ', access_token: ` ${TOKEN} ` });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    pixel_id: '1234567890',
    access_token: { definido: true, final: 'Xy7Q' },
    mensagem: 'Configurações salvas com sucesso!',
  });
  expect(res.text).not.toContain(TOKEN);
  expect((await linha(1)).pixel_access_token).toBe(TOKEN);

  const lido = await request(http).get('/api/meta-pixel/config').set(autorizado(gestao));
  expect(lido.body).toEqual({
    pixel_id: '1234567890',
    access_token: { definido: true, final: 'Xy7Q' },
  });
  expect(lido.text).not.toContain(TOKEN);
  const publico = await request(http).get('/api/meta-pixel/1');
  expect(publico.body).toEqual({ pixel_id: '1234567890' });
  expect(publico.text).not.toContain(TOKEN);

  // A blank token keeps the saved one; null removes it.
  const mantido = await salvar(gestao, { pixel_id: '1234567890', access_token: '' });
  expect(mantido.body.access_token.definido).toBe(true);
  const removido = await salvar(gestao, { pixel_id: '1234567890', access_token: null });
  expect(removido.body.access_token).toEqual({ definido: false, final: null });

  // Company 2 sees its own configuration, untouched.
  const outra = await request(http).get('/api/meta-pixel/config').set(autorizado(gestao2));
  expect(outra.body.pixel_id).not.toBe('1234567890');

  // Back to no pixel for the other suites' expectations on this database.
  await server.core.db.update(empresas).set({ pixel_id: null }).where(eq(empresas.id, 1));
});
