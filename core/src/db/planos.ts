import { createHash } from 'node:crypto';
import { Client, type QueryConfig } from 'pg';

/**
 * Distinct statement texts that get a name. Drizzle builds a query's text from its shape, so an
 * app has a few hundred; past the cap (an `IN` list of every length, say) texts run unnamed, as
 * before, so no connection keeps an unbounded number of plans.
 */
export const MAXIMO_DE_PLANOS = 1000;

/**
 * Names parametrised statements' texts for prepared statements: the same text always gets the
 * same name, so each connection parses and plans it once and then only binds and executes it.
 * Statements without parameters keep the simple protocol (a migration may hold several
 * statements, which a prepared statement cannot). Past `maximo` texts, new ones run unnamed.
 */
export function criarNomeador(maximo = MAXIMO_DE_PLANOS) {
  const nomes = new Map<string, string>();
  return (texto: string, valores: unknown): string | undefined => {
    if (!Array.isArray(valores) || valores.length === 0) return undefined;
    const conhecido = nomes.get(texto);
    if (conhecido || nomes.size >= maximo) return conhecido;
    const nome = `cv_${createHash('sha1').update(texto).digest('base64url')}`;
    nomes.set(texto, nome);
    return nome;
  };
}

/** The process's namer: every pool of the process shares it (the names depend on text only). */
export const nomeDoPlano = criarNomeador();

type ConfigDaConsulta = QueryConfig & { submit?: unknown };

/**
 * A pg client whose parametrised queries are named prepared statements (see `nomeDoPlano`). The
 * order path runs the same few statements thousands of times; without names PostgreSQL parses
 * and plans every one of them again. Unsafe behind a transaction-pooling proxy (PgBouncer in
 * transaction mode), which this deployment does not use.
 */
export class ClienteComPlanos extends Client {
  override query(...args: unknown[]): never {
    const [config, valores] = args as [ConfigDaConsulta | string, unknown];
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      !config.name &&
      typeof config.submit !== 'function'
    ) {
      const nome = nomeDoPlano(config.text, valores ?? config.values);
      if (nome) args[0] = { ...config, name: nome };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
