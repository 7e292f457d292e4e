import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { DIAS_DA_SEMANA, type HorarioDia, type LoginResposta } from '@cardapio/shared-events';
import { contextoDoProjeto, registrarPelaApi, SEED } from './helpers';

/** Staff of empresa 2 (Distribuidora Gelada). */
export const ADMIN_EMPRESA_2 = { email: 'admin@distribuidoragelada.com.br', senha: 'admin123' };

export async function tokenDaEquipe(
  request: APIRequestContext,
  conta: { email: string; senha: string } = SEED.admin,
): Promise<string> {
  const resposta = await request.post('/api/admin/login', { data: conta });
  expect(resposta.status(), await resposta.text()).toBe(200);
  return ((await resposta.json()) as LoginResposta).token;
}

export async function lerHorarios(
  request: APIRequestContext,
  token: string,
): Promise<HorarioDia[]> {
  const resposta = await request.get('/api/horario-funcionamento/config', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
  return ((await resposta.json()) as { horarios: HorarioDia[] }).horarios;
}

export async function salvarHorarios(
  request: APIRequestContext,
  token: string,
  horarios: HorarioDia[],
): Promise<void> {
  const resposta = await request.post('/api/horario-funcionamento/config', {
    headers: { Authorization: `Bearer ${token}` },
    data: { horarios },
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
}

/** Every day closed: the store is closed whatever the wall clock says. */
export const semanaFechada = (): HorarioDia[] =>
  DIAS_DA_SEMANA.map((dia) => ({ dia, abertura: '09:00', fechamento: '18:00', fechado: true }));

/** Equal opening and closing means open all day: the store is open at any time. */
export const semanaAberta24h = (): HorarioDia[] =>
  DIAS_DA_SEMANA.map((dia) => ({ dia, abertura: '00:00', fechamento: '00:00', fechado: false }));

/** Opens a company's store around the clock (journeys never depend on the clock); answers the staff token. */
export async function abrirLoja(
  request: APIRequestContext,
  conta: { email: string; senha: string } = SEED.admin,
): Promise<string> {
  const token = await tokenDaEquipe(request, conta);
  await salvarHorarios(request, token, semanaAberta24h());
  return token;
}

/**
 * A new customer of empresa 1 whose server-side cart holds a customised X-Burguer and fries
 * (with a phone of their own when given).
 */
export async function clienteComCarrinho(
  request: APIRequestContext,
  email: string,
  telefone?: string,
): Promise<LoginResposta> {
  const sessao = await registrarPelaApi(request, {
    nome: 'Marina',
    sobrenome: 'Albuquerque Costa',
    email,
    senha: 'segredo123',
    telefone,
  });
  const menu = (await (await request.get('/api/menu/1')).json()) as {
    produtos: { id: number; nome: string }[];
  };
  const id = (nome: string) => menu.produtos.find((p) => p.nome === nome)?.id;
  const headers = { Authorization: `Bearer ${sessao.token}` };
  await request.post('/api/carrinho/1/adicionar', {
    headers,
    data: {
      produto_id: id('X-Burguer'),
      quantidade: 1,
      observacoes: 'Pão bem tostado, por favor',
      personalizacoes: [
        { opcao_id: 1, item_id: 2 },
        { opcao_id: 2, item_id: 4 },
        { opcao_id: 3, item_id: 8, tipo: 'remover' },
      ],
    },
  });
  const outro = menu.produtos.find((p) => /batata/i.test(p.nome)) ?? menu.produtos[5];
  await request.post('/api/carrinho/1/adicionar', {
    headers,
    data: { produto_id: outro!.id, quantidade: 2 },
  });
  return sessao;
}

/**
 * A customer's browser of this project (its viewport and device; no session needed to read the
 * menu) with the menu of empresa 1 open and its live connection up.
 */
export async function clienteNoCardapio(browser: Browser, info: TestInfo): Promise<Page> {
  const page = await (await contextoDoProjeto(browser, info)).newPage();
  const socket = page.waitForEvent('websocket', {
    predicate: (ws) => ws.url().includes('/socket.io'),
    timeout: 30_000,
  });
  await page.goto('/menu/1');
  await expect(page.getByTestId('empresa-nome')).toBeVisible({ timeout: 30_000 });
  await socket;
  return page;
}
