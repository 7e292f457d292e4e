import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

let contador = 0;

/** A fresh address per run, project and call, so journeys never collide. */
export function emailUnico(testInfo: TestInfo, prefixo: string): string {
  contador += 1;
  const run = process.env.E2E_RUN_ID ?? String(Date.now());
  return `${prefixo}.${run}.${testInfo.project.name}.${contador}@teste.cardapiovivo.com.br`;
}

export const SEED = {
  cliente: { email: 'cliente@cardapiovivo.com.br', senha: 'cliente123' },
  admin: { email: 'admin@cardapiovivo.com.br', senha: 'admin123' },
  garcom: { email: 'garcom@cardapiovivo.com.br', senha: 'garcom123' },
} as const;

export interface NovoCliente {
  nome: string;
  sobrenome: string;
  email: string;
  senha: string;
}

/** Registers a customer through the API (for journeys that are not about registration). */
export async function registrarPelaApi(
  request: APIRequestContext,
  cliente: NovoCliente,
): Promise<void> {
  const resposta = await request.post('/api/auth/registro', {
    data: {
      ...cliente,
      telefone: '48991234567',
      rua: 'Rua Felipe Schmidt',
      numero_casa: '100',
      bairro: 'Centro',
      cep: '88010001',
      empresa_id: 1,
    },
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
}

/** Fills the customer login form and submits it. */
export async function entrarComoCliente(page: Page, email: string, senha: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}
