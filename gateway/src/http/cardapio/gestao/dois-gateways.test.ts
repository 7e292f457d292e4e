import request from 'supertest';
import type { CategoriaAdmin, MenuResposta, ProdutoAdmin } from '@cardapio/shared-events';
import { type RunningServer } from '../../../server';
import { autorizado } from '../../../testing/loja';
import { DEMO, loginStaff } from '../../../testing/sessions';
import { socketClients } from '../../../testing/sockets';
import { startTwoGateways } from '../../../testing/test-server';

// Set by the jest global setup when a Redis server answers (always in CI).
const redisUrl = process.env.TEST_REDIS_URL;
const clients = socketClients();

(redisUrl ? describe : describe.skip)('two gateways on one database and Redis', () => {
  let gateways: RunningServer[] = [];
  let fechar: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ gateways: gateways, close: fechar } = await startTwoGateways(redisUrl!, 'catalogo'));
  });
  afterAll(async () => {
    clients.closeAll();
    await fechar();
  });

  const menuEm = async (s: RunningServer) =>
    (await request(s.httpServer).get('/api/menu/1')).body as MenuResposta;

  test('a product deactivated through gateway A leaves the cached menu of gateway B at once', async () => {
    const [a, b] = gateways as [RunningServer, RunningServer];
    const gestao = await loginStaff(a.httpServer, DEMO.admin);
    const categoria = (
      (await request(a.httpServer).get('/api/categorias').set(autorizado(gestao)))
        .body as CategoriaAdmin[]
    )[0]!;
    const criado = await request(a.httpServer)
      .post('/api/produtos')
      .set(autorizado(gestao))
      .send({ nome: 'Pastel', preco: 8, categoria_id: categoria.id, tempo_preparo: 5 });
    const produto = criado.body as ProdutoAdmin;

    // B reads (and caches) the menu with the product; an anonymous menu socket listens on B.
    expect((await menuEm(b)).produtos.some((p) => p.id === produto.id)).toBe(true);
    const etag = (await request(b.httpServer).get('/api/menu/1')).headers.etag!;
    expect((await request(b.httpServer).get('/api/menu/1').set('If-None-Match', etag)).status).toBe(
      304,
    );
    const menuAberto = clients.open(b.url, { empresa_id: 1 });
    await new Promise((resolve) => menuAberto.once('sessao:info', resolve));
    const avisado = new Promise((resolve) => menuAberto.once('cardapio:atualizado', resolve));

    const desativado = await request(a.httpServer)
      .patch(`/api/produtos/${produto.id}/ativo`)
      .set(autorizado(gestao))
      .send({ ativo: false });
    expect(desativado.status).toBe(200);

    // The open menu on B is told; by then B has dropped its cached answer (the same bus
    // carried both, the invalidation first), well before the 60 s TTL.
    await avisado;
    expect((await menuEm(b)).produtos.some((p) => p.id === produto.id)).toBe(false);
    expect((await request(b.httpServer).get('/api/menu/1').set('If-None-Match', etag)).status).toBe(
      200,
    );
  });
});
