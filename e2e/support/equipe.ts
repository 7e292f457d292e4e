import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ChamadaEvento, LoginResposta, Pedido } from '@cardapio/shared-events';
import { SEED } from './helpers';

/** A staff member's session (POST /api/admin/login). */
export async function sessaoDaEquipe(
  request: APIRequestContext,
  conta: { email: string; senha: string } = SEED.admin,
): Promise<LoginResposta> {
  const resposta = await request.post('/api/admin/login', { data: conta });
  expect(resposta.status(), await resposta.text()).toBe(200);
  return (await resposta.json()) as LoginResposta;
}

/** A colaborador of company 1, created by its manager through the API. */
export async function novaContaDaEquipe(
  request: APIRequestContext,
  email: string,
  senha: string,
): Promise<void> {
  const { token } = await sessaoDaEquipe(request);
  const resposta = await request.post('/api/auth/register', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username: email, password: senha, role: 'colaborador' },
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
}

/** A waiter of company 1, created by its manager through the API. */
export async function novoGarcomPelaApi(
  request: APIRequestContext,
  garcom: { nome: string; email: string; senha: string },
): Promise<void> {
  const { token } = await sessaoDaEquipe(request);
  const resposta = await request.post('/api/garcom', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...garcom, sobrenome: 'Silva', ativo: true },
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
}

/** Starts the page signed in as that staff member (the stored session, customer-side §4). */
export async function entrarComoEquipe(page: Page, sessao: LoginResposta): Promise<void> {
  await page.addInitScript(({ token, usuario }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('authUsuario', JSON.stringify(usuario));
  }, sessao);
}

/** The card of an order on the board or the monitor. */
export const cardDoPedido = (page: Page, id: number) => page.getByTestId(`pedido-${id}`);

/** Moves an order as the kitchen would, through the API (for steps that are not the subject). */
export async function mudarStatusPelaApi(
  request: APIRequestContext,
  token: string,
  pedidoId: number,
  status: string,
): Promise<void> {
  const resposta = await request.put(`/api/pedidos/${pedidoId}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(resposta.ok(), await resposta.text()).toBeTruthy();
}

/**
 * A kitchen with nothing waiting: earlier journeys' pending orders are taken to preparando and
 * pending calls answered, so the alerts a journey checks are its own.
 */
export async function cozinhaSemPendencias(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const pedidos = (await (
    await request.get('/api/pedidos?status=pendente', { headers })
  ).json()) as Pedido[];
  for (const pedido of pedidos) await mudarStatusPelaApi(request, token, pedido.id, 'preparando');
  const chamadas = (await (
    await request.get('/api/chamar-garcom/1', { headers })
  ).json()) as ChamadaEvento[];
  for (const chamada of chamadas) {
    const resposta = await request.put(`/api/chamar-garcom/${chamada.id}/status`, {
      headers,
      data: { status: 'atendida' },
    });
    expect(resposta.ok(), await resposta.text()).toBeTruthy();
  }
}
