import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { COLUNA_DE_DISTRIBUICAO, DISTRIBUICAO, REFERENCIAS_ANULAVEIS } from '../db/distribuicao';

/**
 * Reads a migrated database's catalog (never the Drizzle declarations, so a hand-written
 * migration cannot slip past) and answers every reason its schema could not be distributed on
 * Citus as core/src/db/distribuicao.ts says. Used by db/distribuicao.test.ts.
 */

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Classe = 'referencia' | 'distribuida' | 'diretorio' | 'local';

/** The table's class and the column it would be distributed by (none for reference/local). */
function classificar(tabela: string): { classe: Classe; coluna?: string } | undefined {
  const achados: { classe: Classe; coluna?: string }[] = [];
  if ((DISTRIBUICAO.referencia as readonly string[]).includes(tabela))
    achados.push({ classe: 'referencia' });
  if ((DISTRIBUICAO.distribuidas as readonly string[]).includes(tabela))
    achados.push({ classe: 'distribuida', coluna: COLUNA_DE_DISTRIBUICAO });
  const diretorio = (DISTRIBUICAO.diretorios as Record<string, string>)[tabela];
  if (diretorio) achados.push({ classe: 'diretorio', coluna: diretorio });
  if ((DISTRIBUICAO.locais as readonly string[]).includes(tabela))
    achados.push({ classe: 'local' });
  return achados.length === 1 ? achados[0] : undefined;
}

interface IndiceUnico {
  tabela: string;
  indice: string;
  colunas: string[];
}

interface ChaveEstrangeira {
  nome: string;
  tabela: string;
  referida: string;
  colunas: string[];
  colunas_referidas: string[];
  /** pg_constraint.confdeltype: a no action, r restrict, c cascade, n set null, d set default. */
  ao_apagar: string;
  anulavel: boolean;
}

export async function problemasDeDistribuicao(database: Database): Promise<string[]> {
  const problemas: string[] = [];
  const tabelas = (
    await rows<{ tabela: string }>(
      database,
      sql`select c.relname::text as tabela from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).map((r) => r.tabela);

  const classificadas = [
    ...DISTRIBUICAO.referencia,
    ...DISTRIBUICAO.distribuidas,
    ...Object.keys(DISTRIBUICAO.diretorios),
    ...DISTRIBUICAO.locais,
  ];
  for (const tabela of tabelas)
    if (!classificar(tabela))
      problemas.push(`${tabela}: sem classe (ou em mais de uma) em core/src/db/distribuicao.ts`);
  for (const tabela of classificadas)
    if (!tabelas.includes(tabela)) problemas.push(`${tabela}: classificada mas não existe`);

  const unicos = await rows<IndiceUnico>(
    database,
    sql`select t.relname::text as tabela, i.relname::text as indice,
          array(select a.attname::text from unnest(ix.indkey::int2[]) k
                join pg_attribute a on a.attrelid = t.oid and a.attnum = k) as colunas
        from pg_index ix
        join pg_class t on t.oid = ix.indrelid
        join pg_class i on i.oid = ix.indexrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and ix.indisunique`,
  );
  const primarias = new Set(
    (
      await rows<{ tabela: string }>(
        database,
        sql`select t.relname::text as tabela from pg_constraint c
            join pg_class t on t.oid = c.conrelid
            join pg_namespace n on n.oid = t.relnamespace
            where n.nspname = 'public' and c.contype = 'p'`,
      )
    ).map((r) => r.tabela),
  );
  for (const tabela of tabelas) {
    const classe = classificar(tabela);
    if (classe?.coluna && !primarias.has(tabela)) problemas.push(`${tabela}: sem chave primária`);
  }
  for (const u of unicos) {
    const coluna = classificar(u.tabela)?.coluna;
    if (coluna && !u.colunas.includes(coluna))
      problemas.push(`${u.tabela}: o índice único ${u.indice} não contém ${coluna}`);
  }

  const fks = await rows<ChaveEstrangeira>(
    database,
    sql`select c.conname::text as nome, t.relname::text as tabela, r.relname::text as referida,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(num, ord)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num
                order by k.ord) as colunas,
          array(select a.attname::text from unnest(c.confkey) with ordinality k(num, ord)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.num
                order by k.ord) as colunas_referidas,
          c.confdeltype::text as ao_apagar,
          exists(select 1 from unnest(c.conkey) k
                 join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k
                 where not a.attnotnull) as anulavel
        from pg_constraint c
        join pg_class t on t.oid = c.conrelid
        join pg_class r on r.oid = c.confrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and c.contype = 'f'`,
  );
  for (const fk of fks) {
    const de = classificar(fk.tabela)?.classe;
    const para = classificar(fk.referida)?.classe;
    if (para === 'referencia' && de !== 'referencia') continue; // any column, any action
    if (de !== 'distribuida' || para !== 'distribuida') {
      problemas.push(`${fk.nome}: chave estrangeira de ${de} para ${para} (não co-localizadas)`);
      continue;
    }
    const posicao = fk.colunas.indexOf(COLUNA_DE_DISTRIBUICAO);
    if (posicao < 0 || fk.colunas_referidas[posicao] !== COLUNA_DE_DISTRIBUICAO)
      problemas.push(`${fk.nome}: não liga empresa_id a empresa_id`);
    if (fk.ao_apagar === 'n' || fk.ao_apagar === 'd')
      problemas.push(`${fk.nome}: ON DELETE SET NULL/DEFAULT com empresa_id (o Citus recusa)`);
    const anulavel = REFERENCIAS_ANULAVEIS.some(
      (r) => r.tabela === fk.tabela && r.pai === fk.referida && fk.colunas.includes(r.coluna),
    );
    // ON DELETE CASCADE takes the row away with its parent: nothing is left to empty.
    if (fk.anulavel && fk.ao_apagar !== 'c' && !anulavel)
      problemas.push(`${fk.nome}: opcional e fora de REFERENCIAS_ANULAVEIS (quem a esvazia?)`);
  }
  for (const r of REFERENCIAS_ANULAVEIS) {
    const existe = fks.some(
      (fk) => fk.tabela === r.tabela && fk.referida === r.pai && fk.colunas.includes(r.coluna),
    );
    if (!existe) problemas.push(`${r.tabela}.${r.coluna}: em REFERENCIAS_ANULAVEIS sem a chave`);
  }
  // Sorted: the catalogue lists tables in no fixed order.
  return problemas.sort();
}
