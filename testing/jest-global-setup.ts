import fs from 'node:fs';
import { Client } from 'pg';
import { openDatabase, seedDemo } from '@cardapio/core';
import { pgTemplateDb, pgliteTemplateFile, postgresUrlFor } from '@cardapio/core/testing';
import { isRedisReachable } from '@cardapio/workers';

/**
 * Builds, once per run, a database with the migrations and the demo seed; every test file then
 * starts from its own copy (PGlite: a data-folder dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function globalSetup(): Promise<void> {
  process.env.JEST_RUN_ID ??= `${process.pid}-${Date.now()}`;
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (process.env.REDIS_URL !== 'off' && (await isRedisReachable(redisUrl)))
    process.env.TEST_REDIS_URL = redisUrl;
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${pgTemplateDb()} with (force)`);
      await admin.query(`create database ${pgTemplateDb()}`);
    } finally {
      await admin.end();
    }
    const template = await openDatabase({
      databaseUrl: postgresUrlFor(databaseUrl, pgTemplateDb()),
      poolMax: 2,
    });
    await seedDemo(template.db);
    await template.close();
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDemo(database.db);
  const dump = await database.dumpDataDir!();
  fs.writeFileSync(pgliteTemplateFile(), Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
