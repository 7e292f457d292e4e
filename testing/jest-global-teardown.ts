import fs from 'node:fs';
import { Client } from 'pg';
import { pgliteTemplateFile, pgTemplateDb } from '@cardapio/core/testing';

/** Removes this run's template: the PGlite dump, or the PostgreSQL template database. */
export default async function globalTeardown(): Promise<void> {
  fs.rmSync(pgliteTemplateFile(), { force: true });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${pgTemplateDb()} with (force)`);
  } finally {
    await admin.end();
  }
}
