import type { Express } from 'express';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import * as contrato from '@cardapio/shared-events';
import type { Database } from '@cardapio/core';

/* Test support for the fuzz tests: the routes of an app, the contract's schemas and samples. */

export interface Rota {
  method: string;
  /** Express pattern, e.g. /api/carrinho/:empresaId/item/:itemId */
  path: string;
}

interface CamadaExpress {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: CamadaExpress[] };
}

/**
 * Every route of an Express 5 app, found by walking its router stack: a layer with `route` is an
 * endpoint (its path and methods), a layer whose handle has a `stack` is a mounted router (its
 * `rawPath` is the mount point) and is walked in turn. Regular-expression routes (the SPA's
 * history fallback) are left out. A route added to any router is therefore listed with no list
 * to update.
 */
export function rotasDoApp(app: Express): Rota[] {
  const raiz = (app as unknown as { router: { stack: CamadaExpress[] } }).router;
  const rotas: Rota[] = [];
  const juntar = (a: string, b: string) => `${a}/${b}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  const visitar = (stack: CamadaExpress[], prefixo: string) => {
    for (const camada of stack) {
      if (camada.route) {
        if (typeof camada.route.path !== 'string') continue;
        for (const method of Object.keys(camada.route.methods))
          if (method !== '_all') rotas.push({ method, path: juntar(prefixo, camada.route.path) });
      } else if (camada.handle?.stack && typeof camada.rawPath === 'string') {
        visitar(camada.handle.stack, juntar(prefixo, camada.rawPath));
      }
    }
  };
  visitar(raiz.stack, '');
  return rotas;
}

/** The object schemas the shared contract exports (every request payload is one of them). */
export function schemasDoContrato(): Array<[string, z.ZodObject]> {
  return Object.entries(contrato as Record<string, unknown>).filter(
    (e): e is [string, z.ZodObject] => e[1] instanceof z.ZodObject,
  );
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  values?: unknown[];
};
const defDe = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A plausible text for a field, by its name (the schemas check formats some names need). */
function textoPlausivel(nome: string): string {
  if (/email|username/i.test(nome)) return 'fuzz@exemplo.com.br';
  if (/senha|password/i.test(nome)) return 'segredo123';
  if (/cep/i.test(nome)) return '88010000';
  if (/telefone/i.test(nome)) return '48999990000';
  if (/abertura|fechamento/i.test(nome)) return '10:00';
  if (/desde|ate/i.test(nome)) return '2024-01-01';
  if (/id$/i.test(nome)) return '1';
  return 'Teste';
}

/** A value the schema accepts (or nearly): enough for a single wrong field to be what fails. */
export function amostra(schema: z.ZodType, nome = ''): unknown {
  const def = defDe(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return amostra(def.innerType!, nome);
    case 'pipe':
      return amostra(def.in!, nome);
    case 'union':
      return amostra(def.options![0]!, nome);
    case 'string':
      return textoPlausivel(nome);
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'array':
      return [amostra(def.element!, nome)];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape!).map(([chave, campo]) => [chave, amostra(campo, chave)]),
      );
    default:
      return textoPlausivel(nome);
  }
}

/** A path inside a payload: keys, and 0 for the first element of an array. */
export type Caminho = Array<string | number>;

/** Every field of a schema, nested objects and the first element of arrays included. */
export function campos(schema: z.ZodType, caminho: Caminho = []): Caminho[] {
  const def = defDe(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return campos(def.innerType!, caminho);
    case 'pipe':
      return campos(def.in!, caminho);
    case 'array':
      return [caminho, ...campos(def.element!, [...caminho, 0])];
    case 'object':
      return [
        ...(caminho.length ? [caminho] : []),
        ...Object.entries(def.shape!).flatMap(([chave, campo]) =>
          campos(campo, [...caminho, chave]),
        ),
      ];
    default:
      return [caminho];
  }
}

/** A deep copy of `base` with the value at `caminho` replaced. */
export function comValor(base: unknown, caminho: Caminho, valor: unknown): unknown {
  if (caminho.length === 0) return valor;
  const [chave, ...resto] = caminho;
  const copia = (
    Array.isArray(base) ? [...(base as unknown[])] : { ...(base as Record<string, unknown>) }
  ) as Record<string | number, unknown>;
  copia[chave!] = comValor(copia[chave!] ?? (typeof resto[0] === 'number' ? [] : {}), resto, valor);
  return copia;
}

/**
 * A fingerprint of every table in schema public: row count and a hash of every row, so an insert,
 * a delete or an update anywhere changes it.
 */
export async function impressaoDoBanco(database: Database): Promise<string> {
  const tabelas = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const nomes = linhas<{ tablename: string }>(tabelas).map((t) => t.tablename);
  const partes = nomes.map(
    (nome) =>
      sql`select ${nome} as tabela, count(*)::text as linhas, coalesce(sum(hashtext(t::text)::bigint), 0)::text as soma from ${sql.identifier(nome)} t`,
  );
  const resultado = await database.db.execute<{ tabela: string; linhas: string; soma: string }>(
    sql.join(partes, sql` union all `),
  );
  return linhas<{ tabela: string; linhas: string; soma: string }>(resultado)
    .map((r) => `${r.tabela}:${r.linhas}:${r.soma}`)
    .join('\n');
}

/** The database's write-ahead log position: it moves on every write, so equal means unchanged. */
export async function posicaoDoLog(database: Database): Promise<string> {
  const r = linhas<{ lsn: string }>(
    await database.db.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`),
  );
  return r[0]!.lsn;
}

/** Rows of a raw query, from either driver (pg answers { rows }, PGlite an array or { rows }). */
function linhas<T>(resultado: unknown): T[] {
  if (Array.isArray(resultado)) return resultado as T[];
  return ((resultado as { rows?: T[] }).rows ?? []) as T[];
}

/** zod's and Express's English messages: none may reach a client. */
export const MENSAGEM_EM_INGLES =
  /expected|invalid input|required|received|too (big|small)|must|not found|error|unexpected/i;
