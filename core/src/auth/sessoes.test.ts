import { eq } from 'drizzle-orm';
import type { ContaSessao } from '@cardapio/shared-events';
import type { Database } from '../db/client';
import { usuarios } from '../db/schema';
import { createTestDatabase } from '../testing';
import { createSessoesService } from './sessoes';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function equipeDemo() {
  const [row] = await database.db
    .select()
    .from(usuarios)
    .where(eq(usuarios.email, 'equipe@cardapiovivo.com.br'));
  return row!;
}

test('an account is read once per few seconds; invalidar and a fresh read see a change at once', async () => {
  const avisos: ContaSessao[] = [];
  const salas: string[] = [];
  const sessoes = createSessoesService({
    db: database.db,
    monitor: { ativa: async () => true },
    anunciar: (conta) => avisos.push(conta),
    disconnectRoom: (sala) => salas.push(sala),
    memoriaMs: 60_000,
  });
  const row = await equipeDemo();
  const claims = {
    kind: 'equipe' as const,
    sub: row.id,
    empresa_id: 1,
    role: 'colaborador' as const,
    ver: row.sessao_versao,
  };
  expect(await sessoes.valida(claims)).toBe(true);

  await database.db
    .update(usuarios)
    .set({ sessao_versao: row.sessao_versao + 1 })
    .where(eq(usuarios.id, row.id));
  // Remembered: this process has not been told yet.
  expect(await sessoes.valida(claims)).toBe(true);
  // A handshake reads fresh.
  expect(await sessoes.valida(claims, { fresca: true })).toBe(false);

  await database.db
    .update(usuarios)
    .set({ sessao_versao: row.sessao_versao })
    .where(eq(usuarios.id, row.id));
  expect(await sessoes.valida(claims)).toBe(false);
  sessoes.invalidar({ kind: 'equipe', id: row.id });
  expect(await sessoes.valida(claims)).toBe(true);

  sessoes.encerradas({ kind: 'equipe', id: row.id });
  expect(avisos).toEqual([{ kind: 'equipe', id: row.id }]);
  expect(salas).toEqual([`equipe:${row.id}`]);
});

test('a newer token is accepted; an older one, an unknown account or another kind is not', async () => {
  const sessoes = createSessoesService({ db: database.db, monitor: { ativa: async () => false } });
  const row = await equipeDemo();
  await database.db.update(usuarios).set({ sessao_versao: 2 }).where(eq(usuarios.id, row.id));
  const equipe = {
    kind: 'equipe' as const,
    role: 'colaborador' as const,
    sub: row.id,
    empresa_id: 1,
  };
  expect(await sessoes.valida({ ...equipe, ver: 2 })).toBe(true);
  expect(await sessoes.valida({ ...equipe, ver: 9 })).toBe(true);
  expect(await sessoes.valida({ ...equipe, ver: 1 })).toBe(false);
  expect(await sessoes.valida({ kind: 'cliente', sub: row.id, empresa_id: 1, ver: 2 })).toBe(false);
  expect(await sessoes.valida({ kind: 'garcom', sub: 999_999, empresa_id: 1, ver: 0 })).toBe(false);
  expect(await sessoes.valida({ kind: 'monitor', sub: 1, empresa_id: 1 })).toBe(false);
});
