import type { APIRequestContext, Browser, Page, Response, TestInfo } from '@playwright/test';
import type { EmpresaConfig } from '@cardapio/shared-events';
import { abrirAoVivo, equipeECliente } from './ao-vivo';
import { avisoMostrado, expect, test } from './csp';
import { sessaoDaEquipe } from './equipe';
import { abrirLoja } from './loja';

const CARGA = { timeout: 30_000 };

/**
 * The start of a journey that changes company 1's settings and watches a customer's menu take
 * them: the store open, the manager's session, the settings as they were (for
 * `restaurarEmpresa`), the manager's page and a customer's with the menu open and live.
 */
export async function configuracoesComCardapioAberto(
  browser: Browser,
  request: APIRequestContext,
  info: TestInfo,
) {
  await abrirLoja(request);
  const equipe = await sessaoDaEquipe(request);
  const headers = { Authorization: `Bearer ${equipe.token}` };
  const original = (await (
    await request.get('/api/empresas/1', { headers })
  ).json()) as EmpresaConfig;
  const { gestao, cliente, fechar } = await equipeECliente(browser, info, equipe);
  const recarregou = await abrirAoVivo(cliente, '/menu/1', () =>
    expect(cliente.getByTestId('empresa-nome').first()).toHaveText(original.nome, CARGA),
  );
  return { equipe, headers, original, gestao, cliente, fechar, recarregou };
}

/** Company 1's name, e-mail, colour and logo back as they were: other journeys read them. */
async function restaurarEmpresa(
  request: APIRequestContext,
  token: string,
  original: EmpresaConfig,
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  if (original.logo_url === null) {
    const logo = await request.delete('/api/empresas/1/logo', { headers });
    expect(logo.ok(), await logo.text()).toBe(true);
  }
  const r = await request.put('/api/empresas/1', {
    headers,
    data: { nome: original.nome, email: original.email, cor_marca: original.cor_marca },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

/**
 * Called in a describe: after each of its tests, pass or fail, company 1's settings come back as
 * they were when the test handed them to the returned function (`restaurarEmpresa`).
 */
export function restaurarEmpresaDepoisDeCada() {
  let pendente: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await pendente?.();
    pendente = undefined;
  });
  return (request: APIRequestContext, token: string, original: EmpresaConfig) => {
    pendente = () => restaurarEmpresa(request, token, original);
  };
}

/** 'Salvar Configurações' on the manager's page: the save's answer, a 200 the toast announced. */
export async function salvarConfiguracoes(gestao: Page): Promise<Response> {
  const salvo = gestao.waitForResponse(
    (r) => /\/api\/empresas\/1$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await gestao.getByRole('button', { name: 'Salvar Configurações' }).first().click();
  const [resposta] = await Promise.all([
    salvo,
    avisoMostrado(gestao, 'Configurações salvas com sucesso!'),
  ]);
  expect(resposta.status()).toBe(200);
  return resposta;
}
