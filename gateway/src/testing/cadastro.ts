import type { Server } from 'node:http';
import request from 'supertest';
import { and, desc, eq } from 'drizzle-orm';
import type { CadastroEmpresaResposta } from '@cardapio/shared-events';
import { emailOutbox, waitFor } from '@cardapio/core/testing';
import type { Db } from '@cardapio/core';

let seq = 0;

/** A sign-up payload of a restaurant with a unique e-mail (as the page sends it: masked phone). */
export function novoRestaurante(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    nome: `Cantina da Nona ${seq}`,
    responsavel: 'Giulia Rossi',
    cnpj: '',
    email: `dona.${Date.now()}.${seq}@cantina.com.br`,
    senha: 'segredo1',
    telefone: '(48) 99123-4567',
    cidade: 'Florianópolis',
    ...overrides,
  };
}

/** Signs a restaurant up through the API; answers the owner's session and the company. */
export async function cadastrarRestaurante(
  http: Server,
  overrides: Record<string, unknown> = {},
): Promise<CadastroEmpresaResposta & { email: string; senha: string }> {
  const body = novoRestaurante(overrides);
  const res = await request(http).post('/api/empresas/cadastro').send(body);
  if (res.status !== 201)
    throw new Error(`cadastro: ${res.status} ${JSON.stringify(res.body as unknown)}`);
  return { ...(res.body as CadastroEmpresaResposta), email: body.email, senha: body.senha };
}

/** The newest confirmation e-mail of a company, once in the outbox, and its link's parameters. */
export async function linkDeConfirmacao(db: Db, empresaId: number, depoisDe = 0) {
  const mensagem = await waitFor(async () => {
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.empresa_id, empresaId)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return row && row.id > depoisDe ? row : undefined;
  });
  const link = /https?:\/\/\S+/.exec(mensagem.texto)?.[0] ?? '';
  const url = new URL(link);
  return {
    mensagem,
    link,
    empresa_id: Number(url.searchParams.get('empresa')),
    token: url.searchParams.get('token') ?? '',
  };
}

/** Confirms a sign-up by its e-mail's link (the way the confirmation page does). */
export async function confirmarCadastro(http: Server, db: Db, empresaId: number): Promise<void> {
  const { empresa_id, token } = await linkDeConfirmacao(db, empresaId);
  const res = await request(http)
    .post('/api/empresas/cadastro/confirmar')
    .send({ empresa_id, token });
  if (res.status !== 200)
    throw new Error(`confirmação: ${res.status} ${JSON.stringify(res.body as unknown)}`);
}
