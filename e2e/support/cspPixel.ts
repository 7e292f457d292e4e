import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { postgresUrlFor } from '@cardapio/core/testing';

/** A pixel id of the tests (its script is answered by a stand-in). */
export const PIXEL_DE_TESTE = '1234567890';

const raiz = path.resolve(__dirname, '..', '..');

/**
 * Sets a company's Meta pixel in the database of a stopped `gatewayProprio(nome)` (the staff
 * screen that sets it does not exist yet): its PostgreSQL database when DATABASE_URL is set,
 * otherwise its PGlite folder (which only one process may open at a time).
 */
export async function definirPixel(nome: string, empresaId: number, pixelId: string) {
  const run = (process.env.E2E_RUN_ID ?? '').replace(/\D/g, '');
  const sql = 'update empresas set pixel_id = $1 where id = $2';
  const base = process.env.DATABASE_URL;
  if (base) {
    const cliente = new Client({
      connectionString: postgresUrlFor(base, `cardapio_e2e_${run}_${nome}`),
    });
    await cliente.connect();
    try {
      const { rowCount } = await cliente.query(sql, [pixelId, empresaId]);
      if (rowCount !== 1) throw new Error(`empresa ${empresaId} não existe no banco de ${nome}`);
    } finally {
      await cliente.end();
    }
    return;
  }
  const banco = new PGlite(path.join(raiz, 'data', `e2e-${run}-${nome}`, 'pglite'));
  try {
    const { affectedRows } = await banco.query(sql, [pixelId, empresaId]);
    if (affectedRows !== 1) throw new Error(`empresa ${empresaId} não existe no banco de ${nome}`);
  } finally {
    await banco.close();
  }
}
