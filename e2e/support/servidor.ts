/**
 * The app under test (Playwright's webServer, one per project). With DATABASE_URL (a PostgreSQL
 * server, as in CI) each run and project gets a database of its own, so journeys always start
 * from the demo data and never from what an earlier run left behind; databases of runs older
 * than 3 h are dropped (also those of the journeys' own gateways, support/gatewayProprio.ts).
 */
import { Client } from 'pg';
import { postgresUrlFor } from '@cardapio/core/testing';

const PREFIXO = 'cardapio_e2e_';
const ANTIGO_MS = 3 * 60 * 60 * 1000;

async function bancoDesteRun(databaseUrl: string): Promise<string> {
  const run = (process.env.E2E_RUN_ID ?? String(Date.now())).replace(/\D/g, '');
  const nome = `${PREFIXO}${run}_${process.env.E2E_PROJETO ?? 'unico'}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${PREFIXO}%`],
    );
    for (const { datname } of rows) {
      const criadoEm = Number(/^\d+/.exec(datname.slice(PREFIXO.length))?.[0]);
      if (datname !== nome && Date.now() - criadoEm > ANTIGO_MS)
        await admin.query(`drop database if exists ${datname} with (force)`);
    }
    if (!rows.some((r) => r.datname === nome)) await admin.query(`create database ${nome}`);
  } finally {
    await admin.end();
  }
  return postgresUrlFor(databaseUrl, nome);
}

async function iniciar() {
  if (process.env.DATABASE_URL)
    process.env.DATABASE_URL = await bancoDesteRun(process.env.DATABASE_URL);
  await import('../../gateway/src/main.js');
}

void iniciar();
