import request from 'supertest';
import { and, desc, eq } from 'drizzle-orm';
import type { CadastroEmpresaResposta } from '@cardapio/shared-events';
import { emailOutbox, waitFor } from '@cardapio/core/testing';
import type { Db } from '@cardapio/core';
import { autorizado, definirLoja, type Alvo } from './loja';

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
  http: Alvo,
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
export async function confirmarCadastro(http: Alvo, db: Db, empresaId: number): Promise<void> {
  const { empresa_id, token } = await linkDeConfirmacao(db, empresaId);
  const res = await request(http)
    .post('/api/empresas/cadastro/confirmar')
    .send({ empresa_id, token });
  if (res.status !== 200)
    throw new Error(`confirmação: ${res.status} ${JSON.stringify(res.body as unknown)}`);
}

/**
 * A restaurant that signed itself up and opened through the API, the way its owner would:
 * e-mail confirmed, address, hours around the clock, pickup, the sample menu, 'Abrir a loja'.
 */
export async function restauranteAberto(
  http: Alvo,
  db: Db,
): Promise<CadastroEmpresaResposta & { email: string; senha: string }> {
  const dono = await cadastrarRestaurante(http);
  const id = dono.empresa.id;
  const comDono = (r: request.Test) => r.set(autorizado(dono.token));
  await confirmarCadastro(http, db, id);
  await definirLoja(http, dono.token, true);
  const passos: [string, () => request.Test][] = [
    [
      'endereço',
      () =>
        comDono(request(http).put(`/api/empresas/${id}`)).send({
          nome: dono.empresa.nome,
          email: dono.email,
          endereco: 'Rua das Palmeiras',
          numero: '10',
        }),
    ],
    [
      'retirada',
      () =>
        comDono(request(http).put('/api/frete/config')).send({
          valor_frete_minimo: 5,
          valor_por_km: 1,
          raio_entrega: 10,
          tempo_preparo_padrao: 30,
          tempo_por_km: 2,
          aceita_retirada: true,
        }),
    ],
    ['cardápio', () => comDono(request(http).post(`/api/empresas/${id}/cardapio-exemplo`))],
    ['abrir', () => comDono(request(http).post(`/api/empresas/${id}/abrir`))],
  ];
  for (const [passo, enviar] of passos) {
    const res = await enviar();
    if (res.status >= 300)
      throw new Error(`${passo}: ${res.status} ${JSON.stringify(res.body as unknown)}`);
  }
  return dono;
}
