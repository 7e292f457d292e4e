import os from 'node:os';
import path from 'node:path';

/** The migrated-and-seeded PGlite dump of this test run (JEST_RUN_ID is set by the global setup). */
export function pgliteTemplateFile(): string {
  return path.join(os.tmpdir(), `cardapio-vivo-template-${process.env.JEST_RUN_ID ?? 'local'}.tgz`);
}

export const PG_TEMPLATE_DB = 'cardapio_vivo_test_template';

export function postgresUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
