import request from 'supertest';
import { eq } from 'drizzle-orm';
import {
  MENSAGENS_PIX,
  type MenuResposta,
  type PagarPixResposta,
  type ProvedorStatusResposta,
} from '@cardapio/shared-events';
import { pagamentos } from '@cardapio/core/testing';
import { apiDeTeste } from '../../testing/api-de-teste';
import { restauranteAberto } from '../../testing/cadastro';
import { autorizado } from '../../testing/loja';
import { novoCliente } from '../../testing/sessions';

/**
 * 'Simular pagamento' is the demo store's (issue 26 §3): a restaurant that signed itself up has
 * the same local PIX when it has no Mercado Pago account, but its staff cannot mark it paid by
 * a click, and the status the screens read says so.
 */
const api = apiDeTeste();

const statusDoProvedor = async (empresaId: number) =>
  (await request(api.http).get(`/api/mercadopago/status?empresa_id=${empresaId}`))
    .body as ProvedorStatusResposta;

/** A customer of the company pays a pickup order of one product by PIX on the site. */
async function pixPendente(empresaId: number): Promise<PagarPixResposta> {
  const registro = await request(api.http)
    .post('/api/auth/registro')
    .send(novoCliente({ empresa_id: empresaId }));
  expect(registro.status).toBe(201);
  const cliente = (registro.body as { token: string }).token;
  const menu = (await request(api.http).get(`/api/menu/${empresaId}`)).body as MenuResposta;
  const produto = menu.produtos.find((p) => !p.tem_opcoes)!;
  await request(api.http)
    .post(`/api/carrinho/${empresaId}/adicionar`)
    .set(autorizado(cliente))
    .send({ produto_id: produto.id, quantidade: 1 })
    .expect(201);
  const pix = await request(api.http)
    .post('/api/mercadopago/pagar-pix')
    .set(autorizado(cliente))
    .send({ empresa_id: empresaId, tipo_pedido: 'retirada', dados_cliente: { nome: 'Ana' } });
  expect(pix.status).toBe(201);
  return pix.body as PagarPixResposta;
}

test('a signed-up company cannot simulate its local PIX: 403 in pt-BR, the charge stays pending', async () => {
  const dono = await restauranteAberto(api.http, api.server.core.db);
  const pix = await pixPendente(dono.empresa.id);
  expect(pix).toMatchObject({ provedor: 'local', status: 'pending' });
  expect(await statusDoProvedor(dono.empresa.id)).toMatchObject({
    provedor: 'local',
    simulacao: false,
  });

  for (const status of ['approved', 'rejected'])
    expect(
      await request(api.http)
        .post(`/api/mercadopago/simular/${pix.payment_id}`)
        .set(autorizado(dono.token))
        .send({ status }),
    ).toMatchObject({
      status: 403,
      body: { erro: MENSAGENS_PIX.simulacaoSoNaDemonstracao },
    });
  const [cobranca] = await api.server.core.db
    .select({ status: pagamentos.status })
    .from(pagamentos)
    .where(eq(pagamentos.payment_id, pix.payment_id));
  expect(cobranca?.status).toBe('pending');
});

test('the demo stores (marked by the seed) may simulate, and the status says so', async () => {
  // Their simulation itself is proven in pix.test.ts.
  expect(await statusDoProvedor(1)).toMatchObject({ provedor: 'local', simulacao: true });
  expect(await statusDoProvedor(2)).toMatchObject({ simulacao: true });
});
