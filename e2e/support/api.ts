import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The header of a request made with that token (a staff member's, a waiter's, a screen's). */
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The answer's JSON, once the step (named in the failure) answered 2xx. */
export async function ok<T>(passo: string, resposta: APIResponse): Promise<T> {
  expect(resposta.ok(), `${passo}: ${await resposta.text()}`).toBe(true);
  return (await resposta.json()) as T;
}

/** POSTs `data` to `url` with that token and answers the 201's JSON. */
export async function criar<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: object,
): Promise<T> {
  const resposta = await request.post(url, { headers: auth(token), data });
  expect(resposta.status(), await resposta.text()).toBe(201);
  return (await resposta.json()) as T;
}
