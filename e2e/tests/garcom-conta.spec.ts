import type { APIRequestContext, Page } from '@playwright/test';
import type {
  Comanda,
  EmpresaPublica,
  GarcomLoginResposta,
  Mesa,
  ProdutoMenu,
} from '@cardapio/shared-events';
import { expect, test } from '../support/csp';
import { cozinhaSemPendencias, entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { SEED } from '../support/helpers';
import {
  cartaoDaMesa,
  entrarComoGarcom,
  GARCOM_2,
  itemDaComanda,
  segundoGarcom,
} from '../support/garcom';
import { AO_VIVO, leituraSegurada, redeControlada, semRecarregar } from '../support/ao-vivo';

const BURGER = 'X-Burguer';

/** Tables of this journey (garcom-comandas uses 1 to 6): 7 on the phone, 8 on the desktop. */
const mesaDoProjeto = (projeto: string) => (projeto === 'desktop' ? '8' : '7');

/** A run that failed half-way leaves its table with an open bill: pay it, so the table is free. */
async function liberarMesa(request: APIRequestContext, token: string, numero: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const { mesas } = (await (await request.get('/api/garcom/mesas', { headers })).json()) as {
    mesas: Mesa[];
  };
  const mesa = mesas.find((m) => m.numero === numero);
  expect(mesa, `a mesa ${numero} existe nos dados de demonstração`).toBeTruthy();
  const { comandas } = (await (
    await request.get(`/api/garcom/comandas?mesa_id=${mesa!.id}`, { headers })
  ).json()) as { comandas: Comanda[] };
  for (const comanda of comandas) {
    const base = `/api/garcom/comandas/${comanda.id}`;
    if (comanda.status === 'ativa' && comanda.itens.length === 0)
      await request.delete(`/api/garcom/comandas-mesa/${comanda.id}`, { headers });
    else if (comanda.status === 'ativa')
      await request.post(`${base}/fechar`, { headers, data: {} });
    if (comanda.status !== 'paga' && comanda.itens.length > 0)
      await request.post(`${base}/pagar`, { headers, data: { metodo: 'pix' } });
  }
}

const mesas = (corpo: unknown) => (corpo as { mesas: Mesa[] }).mesas;

async function abrirComandaComBurger(page: Page, mesa: string) {
  await cartaoDaMesa(page, mesa).click();
  await page.getByRole('button', { name: 'Lançar Comanda' }).click();
  await page.getByRole('button', { name: /Lançar sem Comanda Física/ }).click();
  await expect(page).toHaveURL(/\/garcom\/comanda\/\d+$/);

  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill(BURGER);
  await page.getByRole('button', { name: BURGER, exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: BURGER });
  await dialogo.getByText('Ao ponto', { exact: true }).click();
  await dialogo.getByRole('button', { name: /Adicionar à Comanda/ }).click();
  await expect(dialogo).toBeHidden();
  await expect(itemDaComanda(page, BURGER)).toContainText('Pendente');

  await page.getByRole('button', { name: 'Enviar para Cozinha' }).first().click();
  const envio = page.getByRole('alertdialog', { name: 'Enviar para Cozinha' });
  await envio.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Enviar para Cozinha' })).toHaveCount(0);
}

test('garçom fecha a conta com taxa de serviço, recebe em dinheiro com troco e a mesa fica livre para o colega', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const mesa = mesaDoProjeto(info.project.name);
  const tela = info.project.name;

  const sessao: GarcomLoginResposta = await entrarComoGarcom(page);
  await liberarMesa(request, sessao.token, mesa);

  const colega = await segundoGarcom(browser, info);
  await colega.goto('/garcom/dashboard');
  await expect(cartaoDaMesa(colega, mesa)).toContainText('Livre');

  // The owner watches the floor view ('Salão') of the dashboard in a browser of their own.
  const { baseURL, viewport } = info.project.use;
  const salao = await (await browser.newContext({ baseURL, viewport })).newPage();
  const equipe = await sessaoDaEquipe(request);
  await entrarComoEquipe(salao, equipe);
  await salao.goto('/dashboard/mesas');
  await salao.getByRole('tab', { name: 'Salão' }).click();
  const mesaId = mesas(
    await (
      await request.get('/api/garcom/mesas', {
        headers: { Authorization: `Bearer ${sessao.token}` },
      })
    ).json(),
  ).find((m) => m.numero === mesa)!.id;
  const noSalao = salao.getByTestId(`salao-mesa-${mesaId}`);
  await expect(noSalao).toContainText('Livre', { timeout: 30_000 });

  await page.goto('/garcom/dashboard');
  await abrirComandaComBurger(page, mesa);
  await expect(cartaoDaMesa(colega, mesa)).toContainText('Ocupada');
  await expect(noSalao).toContainText('Ocupada');

  // Closing the bill: the burger is still with the kitchen, which the dialog says.
  await page.getByRole('button', { name: 'Fechar Conta' }).first().click();
  const fechar = page.getByRole('alertdialog', { name: 'Fechar Conta' });
  await expect(fechar).toContainText('1 item ainda está na cozinha');
  await fechar.getByRole('button', { name: 'Fechar Conta' }).click();
  await expect(page.getByText('Conta fechada!')).toBeVisible();

  const conta = page.getByRole('region', { name: 'Conta' });
  await expect(conta.getByRole('list', { name: 'Itens da conta' })).toContainText(`1×${BURGER}`);
  await expect(conta).toContainText('Ainda na cozinha: 1× X-Burguer');
  await expect(conta.getByTestId('conta-subtotal')).toHaveText(/R\$\s*24,90/);
  await expect(conta.getByTestId('conta-taxa')).toHaveText(/R\$\s*2,49/);
  await expect(conta.getByTestId('conta-total')).toHaveText(/R\$\s*27,39/);
  // The table stays occupied while the bill is on it.
  await expect(cartaoDaMesa(colega, mesa)).toContainText('Conta fechada');

  // Split by 3 people: the parts add up to the total.
  await page.getByRole('button', { name: 'Mais uma pessoa' }).click();
  await page.getByRole('button', { name: 'Mais uma pessoa' }).click();
  await expect(page.getByTestId('conta-divisao')).toHaveText(
    /Dividido por 3: R\$\s*9,13 por pessoa/,
  );

  // Removing the charge and putting it back recomputes the total on the spot.
  const taxa = page.getByRole('checkbox', { name: /Cobrar taxa de serviço/ });
  await taxa.uncheck({ force: true });
  await expect(conta.getByTestId('conta-total')).toHaveText(/R\$\s*24,90/);
  await taxa.check({ force: true });
  await expect(conta.getByTestId('conta-total')).toHaveText(/R\$\s*27,39/);

  // Primary buttons are finger-sized on phones.
  for (const nome of ['Registrar Pagamento', 'Imprimir', 'Reabrir']) {
    const caixa = await page.getByRole('button', { name: nome, exact: true }).boundingBox();
    expect(caixa!.height, nome).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: info.outputPath(`conta-${tela}.png`), fullPage: true });

  // The printed bill: the shared template (the same lines a thermal printer gets), 80 mm wide,
  // without buttons, headed by the company's name, address and CNPJ, with the split on screen.
  const empresa = (await (await request.get('/api/empresa/1/public')).json()) as EmpresaPublica;
  expect(empresa.cnpj).toBeTruthy();
  const papel = page.locator('body > [data-impressao] [data-documento]');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Registrar Pagamento' })).toBeHidden();
  await expect(conta).toBeHidden();
  await expect(papel).toBeVisible();
  await expect(papel).toContainText(empresa.nome);
  await expect(papel).toContainText(empresa.endereco!);
  await expect(papel).toContainText(`CNPJ ${empresa.cnpj}`);
  await expect(papel).toContainText('Dividido por 3');
  await expect(papel).toContainText('Não é documento fiscal');
  const largura = (await papel.boundingBox())!.width;
  expect(largura).toBeLessThan(300); // 74 mm ≈ 280 px
  await page.screenshot({ path: info.outputPath(`conta-impressa-${tela}.png`) });
  await page.emulateMedia({ media: 'screen' });

  // Cash, R$ 50,00 handed over: R$ 22,61 back.
  await page.getByRole('button', { name: 'Registrar Pagamento' }).click();
  const pagamento = page.getByTestId('pagamento-dialog');
  await expect(pagamento.getByRole('radio', { name: /Dinheiro/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await pagamento.getByLabel('Valor recebido').fill('20');
  await pagamento.getByRole('button', { name: 'Confirmar Pagamento' }).click();
  await expect(pagamento).toContainText('O valor recebido é menor que o total da conta');
  await pagamento.getByLabel('Valor recebido').fill('50');
  await expect(pagamento.getByTestId('troco')).toHaveText(/R\$\s*22,61/);
  await page.screenshot({ path: info.outputPath(`pagamento-${tela}.png`) });
  const resposta = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/pagar'),
  );
  await pagamento.getByRole('button', { name: 'Confirmar Pagamento' }).click();
  expect((await resposta).status()).toBe(200);

  // Once the payment is recorded, the other waiter's dashboard shows the table free, pushed live.
  await expect(cartaoDaMesa(colega, mesa)).toContainText('Livre', AO_VIVO);
  // …and so does the owner's floor view.
  await expect(noSalao).toContainText('Livre', AO_VIVO);

  await expect(page.getByText('Pagamento registrado!')).toBeVisible();
  const recibo = page.getByTestId('conta-pagamento');
  await expect(recibo).toContainText('Pago em Dinheiro');
  await expect(recibo).toContainText(/Troco\s*R\$\s*22,61/);
  await expect(page.getByRole('button', { name: 'Reabrir' })).toHaveCount(0);
  await colega.screenshot({ path: info.outputPath(`colega-${tela}.png`) });
  await page.screenshot({ path: info.outputPath(`paga-${tela}.png`), fullPage: true });

  // The kitchen order this journey sent does not stay pending for the next journeys.
  await cozinhaSemPendencias(request, equipe.token);
  await colega.context().close();
  await salao.context().close();
});

/**
 * The flake this journey once had ('Conta fechada' never reached the colleague's phone): the
 * phone's read of its tables (its 30 s fallback poll then) left before the bill was closed and
 * landed after the close was pushed, and its older answer put the open tab back until the next
 * poll. The read is held here across the close, so that order happens every run; the pushes that
 * landed during a read are applied again to its answer (app/reaplicarPushes).
 */
test('o celular do colega que lia as mesas durante o fechamento continua com a conta fechada', async ({
  page,
  request,
}, info) => {
  const mesa = mesaDoProjeto(info.project.name);
  // The bill is closed by the other waiter, through the API; `page` is the colleague's phone.
  const quemFecha = (await (
    await request.post('/api/garcom/login', { data: SEED.garcom })
  ).json()) as GarcomLoginResposta;
  const headers = { Authorization: `Bearer ${quemFecha.token}` };
  await liberarMesa(request, quemFecha.token, mesa);
  const mesaId = mesas(await (await request.get('/api/garcom/mesas', { headers })).json()).find(
    (m) => m.numero === mesa,
  )!.id;
  const aberta = await request.post('/api/garcom/comandas-mesa', {
    headers,
    data: { mesa_id: mesaId },
  });
  expect(aberta.status(), await aberta.text()).toBe(201);
  const comanda = ((await aberta.json()) as { comanda: Comanda }).comanda;
  const [produto] = (await (
    await request.get('/api/produtos', { headers })
  ).json()) as ProdutoMenu[];
  const item = await request.post(`/api/garcom/comandas-mesa/${comanda.id}/itens`, {
    headers,
    data: { produto_id: produto!.id, quantidade: 1 },
  });
  expect(item.status(), await item.text()).toBe(201);

  try {
    await entrarComoGarcom(page, GARCOM_2);
    const rede = await redeControlada(page);
    rede.ligar();
    await page.goto('/garcom/dashboard');
    const cartao = cartaoDaMesa(page, mesa);
    await expect(cartao).toContainText(/Comanda \d+/);
    await rede.conectada();
    const recarregou = semRecarregar(page);

    // The phone reads its tables again (a browser back online does, as the fallback poll does);
    // the server answers while the bill is still open, and the answer waits.
    const leitura = await leituraSegurada(page, /\/api\/garcom\/mesas$/);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await leitura.lida;

    const fechada = await request.post(`/api/garcom/comandas/${comanda.id}/fechar`, {
      headers,
      data: {},
    });
    expect(fechada.status(), await fechada.text()).toBe(200);
    await expect(cartao).toContainText('Conta fechada', AO_VIVO);

    // The older answer lands now: the table keeps its closed bill.
    await leitura.soltar();
    await expect(cartao).toContainText('Conta fechada', { timeout: 1 });
    expect(recarregou()).toBe(false);
  } finally {
    await liberarMesa(request, quemFecha.token, mesa);
  }
});
