import fs from 'node:fs';
import { request as http, type APIRequestContext } from '@playwright/test';
import type { LoginResposta, Pedido } from '@cardapio/shared-events';
import { startWhatsappLocal, type WhatsappLocal } from '../../testing/whatsapp-local';
import { expect, test } from '../support/csp';
import { E2E_PORT, portaDoProjeto } from '../support/env';
import { cardDoPedido, entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { gatewayProprio, type GatewayProprio } from '../support/gatewayProprio';
import { abrirLoja } from '../support/loja';
import { AO_VIVO } from '../support/ao-vivo';

/**
 * WhatsApp messages reach the staff board live (issue 32 §2). A gateway of this journey's own
 * sends through a local stand-in of the WhatsApp Cloud API, whose signed status webhooks come
 * back to it: a phone order's card shows its 'pedido_recebido' message go to '✓✓ lido' without a
 * reload, and an order for a number without WhatsApp shows 'Número sem WhatsApp' and 'Ligar'.
 */

const PHONE_ID = '109876543210';
const TOKEN = 'EAAG-token-de-teste-do-whatsapp-1234567890';
const APP_SECRET = 'app-secret-de-teste-123';
const COM_WHATSAPP = '48991234567';
const SEM_WHATSAPP = '48990000001';
/** First loads may be slow on a busy machine. */
const CARGA = { timeout: 30_000 };
const PASTA = '/tmp/shots';

test.describe('WhatsApp no quadro de pedidos', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);

  let wa: WhatsappLocal;
  let gateway: GatewayProprio;
  let api: APIRequestContext;
  let equipe: LoginResposta;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const projeto = test.info().project.name;
    wa = await startWhatsappLocal();
    wa.registrarNumero(PHONE_ID, { token: TOKEN, appSecret: APP_SECRET });
    wa.semWhatsapp.add(`55${SEM_WHATSAPP}`);
    gateway = await gatewayProprio(`whatsapp_${projeto}`, portaDoProjeto(E2E_PORT + 17, projeto), {
      WHATSAPP_BASE_URL: wa.url,
    });
    wa.apontarWebhook(PHONE_ID, `${gateway.url}/api/whatsapp/webhook/1`);
    api = await http.newContext({ baseURL: gateway.url });
    await abrirLoja(api);
    equipe = await sessaoDaEquipe(api);
    const config = await api.put('/api/whatsapp/config', {
      headers: { Authorization: `Bearer ${equipe.token}` },
      data: {
        phone_number_id: PHONE_ID,
        access_token: TOKEN,
        app_secret: APP_SECRET,
        ativo: true,
      },
    });
    expect(config.status(), await config.text()).toBe(200);
    fs.mkdirSync(PASTA, { recursive: true });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await gateway?.encerrar();
    await wa?.close();
  });

  async function pedidoPorTelefone(nome: string, telefone: string): Promise<Pedido> {
    const menu = (await (await api.get('/api/menu/1')).json()) as {
      produtos: { id: number; nome: string }[];
    };
    // A product without required options.
    const produto = menu.produtos.find((p) => p.nome === 'Coca-Cola Lata 350ml');
    expect(produto, 'Coca-Cola no cardápio 1').toBeTruthy();
    const resposta = await api.post('/api/pedidos/equipe', {
      headers: { Authorization: `Bearer ${equipe.token}` },
      data: {
        canal: 'telefone',
        entrega: 'retirada',
        cliente: { nome, telefone },
        itens: [{ produto_id: produto!.id, quantidade: 1 }],
        pagamento: { metodo: 'na_entrega', metodo_na_entrega: 'dinheiro' },
      },
    });
    expect(resposta.status(), await resposta.text()).toBe(201);
    return ((await resposta.json()) as { pedido: Pedido }).pedido;
  }

  test('o selo do WhatsApp chega a lido ao vivo; sem WhatsApp, falhou com Ligar', async ({
    page,
  }, info) => {
    await entrarComoEquipe(page, equipe);
    await page.goto(`${gateway.url}/dashboard/pedidos`);
    await expect(page.getByRole('heading', { name: 'Pedidos Delivery' })).toBeVisible(CARGA);

    // A phone order for a customer on WhatsApp: its message is read, the card says so live.
    const lido = await pedidoPorTelefone('Joana Lima', COM_WHATSAPP);
    const seloLido = cardDoPedido(page, lido.id).getByTestId('whatsapp-do-pedido');
    await expect(cardDoPedido(page, lido.id)).toBeVisible(AO_VIVO);
    await expect(seloLido).toHaveAttribute('data-status', 'lido', AO_VIVO);
    await expect(seloLido).toContainText('✓✓ lido');

    // One message to that customer, the 'order received' template.
    const paraJoana = wa.mensagens.filter((m) => m.para === `55${COM_WHATSAPP}`);
    expect(paraJoana.map((m) => m.modelo)).toEqual(['pedido_recebido']);

    // A number without WhatsApp: the card says so and offers to call.
    const falhou = await pedidoPorTelefone('Carlos Souza', SEM_WHATSAPP);
    const seloFalhou = cardDoPedido(page, falhou.id).getByTestId('whatsapp-do-pedido');
    await expect(cardDoPedido(page, falhou.id)).toBeVisible(AO_VIVO);
    await expect(seloFalhou).toHaveAttribute('data-status', 'falhou', AO_VIVO);
    await expect(seloFalhou).toContainText('Número sem WhatsApp');
    const ligar = seloFalhou.getByRole('link', { name: /Ligar/ });
    await expect(ligar).toBeVisible();
    await expect(ligar).toHaveAttribute('href', /^tel:/);

    // Still exactly one message for the first order (no resend after its receipts).
    expect(wa.mensagens.filter((m) => m.para === `55${COM_WHATSAPP}`)).toHaveLength(1);

    await seloLido.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${PASTA}/whatsapp-quadro-${info.project.name}.png`,
      fullPage: true,
    });

    // The settings page's WhatsApp section, as the manager sees it once configured.
    await page.goto(`${gateway.url}/dashboard/configuracoes`);
    const secao = page.getByRole('region', { name: 'WhatsApp', exact: true });
    await expect(secao).toBeVisible(CARGA);
    await expect(secao.getByRole('heading', { name: 'WhatsApp', exact: true })).toBeVisible();
    // A clip of the full page: an element screenshot scrolls, and the sticky header covers it.
    const caixa = await secao.boundingBox();
    expect(caixa).toBeTruthy();
    const rolagem = await page.evaluate(() => window.scrollY);
    await page.screenshot({
      path: `${PASTA}/whatsapp-config-${info.project.name}.png`,
      fullPage: true,
      clip: { ...caixa!, y: caixa!.y + rolagem },
    });
  });
});
