import request from 'supertest';
import type { EmpresaPublica } from '@cardapio/shared-events';
import { waitFor } from '@cardapio/core/testing';
import { type RunningServer } from '../../server';
import { autorizado } from '../../testing/loja';
import { DEMO, loginStaff } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';
import { startTwoGateways } from '../../testing/test-server';

// Set by the jest global setup when a Redis server answers (always in CI).
const redisUrl = process.env.TEST_REDIS_URL;
const clients = socketClients();

(redisUrl ? describe : describe.skip)('company settings on two gateways', () => {
  let gateways: RunningServer[] = [];
  let fechar: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ gateways: gateways, close: fechar } = await startTwoGateways(redisUrl!, 'empresas'));
  });
  afterAll(async () => {
    clients.closeAll();
    await fechar();
  });

  test('a company saved through gateway A changes the cached public data and pixel of gateway B at once', async () => {
    const [a, b] = gateways as [RunningServer, RunningServer];
    const gestao = await loginStaff(a.httpServer, DEMO.admin);
    const publicaEm = async (s: RunningServer) =>
      (await request(s.httpServer).get('/api/empresa/1/public')).body as EmpresaPublica;
    // B caches the current answers.
    const antes = await publicaEm(b);
    expect(antes.nome).not.toBe('Cantina do Outro Gateway');
    expect((await request(b.httpServer).get('/api/meta-pixel/1')).body).toEqual({ pixel_id: null });
    const menuAberto = clients.open(b.url, { empresa_id: 1 });
    await new Promise((resolve) => menuAberto.once('sessao:info', resolve));
    const avisado = new Promise((resolve) => menuAberto.once('cardapio:atualizado', resolve));

    const salvo = await request(a.httpServer).put('/api/empresas/1').set(autorizado(gestao)).send({
      nome: 'Cantina do Outro Gateway',
      email: 'contato@cardapiovivo.com.br',
      cor_marca: '#1d4ed8',
    });
    expect(salvo.status).toBe(200);
    await avisado;
    // The brand too: B's storefront (and its first screen, read from this entry) takes it.
    expect(await publicaEm(b)).toMatchObject({
      nome: 'Cantina do Outro Gateway',
      cor_marca: '#1d4ed8',
    });

    const pixel = await request(a.httpServer)
      .post('/api/meta-pixel/config')
      .set(autorizado(gestao))
      .send({ pixel_id: '998877' });
    expect(pixel.status).toBe(200);
    // The invalidation travels on the bus: B drops its entry long before it would go stale
    // (60 s), so waiting on B's answer is waiting on the bus.
    const lido = await waitFor(async () => {
      const corpo = (await request(b.httpServer).get('/api/meta-pixel/1')).body as {
        pixel_id: string | null;
      };
      return corpo.pixel_id === '998877' && corpo;
    }, 20_000);
    expect(lido).toEqual({ pixel_id: '998877' });
  });
});
