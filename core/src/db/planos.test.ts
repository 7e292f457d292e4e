import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing';
import { criarNomeador, nomeDoPlano } from './planos';

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

describe('nomeDoPlano', () => {
  it('gives one text one name, and another text another', () => {
    const a = nomeDoPlano('select $1::int as a', [1]);
    expect(a).toMatch(/^cv_[\w-]{27}$/);
    expect(nomeDoPlano('select $1::int as a', [2])).toBe(a);
    expect(nomeDoPlano('select $1::int as b', [1])).not.toBe(a);
  });

  it('leaves statements without parameters unnamed (a migration may hold several)', () => {
    expect(nomeDoPlano('create table x (id int); create table y (id int)', [])).toBeUndefined();
    expect(nomeDoPlano('select 1', undefined)).toBeUndefined();
  });

  it('names at most `maximo` texts; the ones it knows keep their names', () => {
    const nomear = criarNomeador(3);
    const primeiro = nomear('select $1::int as primeiro', [1]);
    for (let i = 0; i < 5; i++) nomear(`select $1::int as c${i}`, [i]);
    expect(nomear('select $1::int as c4', [1])).toBeUndefined();
    expect(nomear('select $1::int as primeiro', [1])).toBe(primeiro);
    expect(nomear('select $1::int as c1', [1])).toMatch(/^cv_/);
  });
});

onPostgres(
  'a parametrised statement is prepared once per connection and answers each time',
  async () => {
    // One connection, so the statement runs on the backend whose prepared statements are read.
    const database = await createTestDatabase({ poolMax: 1 });
    try {
      const consulta = (n: number) => sql`select ${n}::int + 1 as proximo`;
      const respostas = [];
      for (const n of [1, 2, 3]) respostas.push(await database.db.execute(consulta(n)));
      expect(
        respostas.map((r) => (r as unknown as { rows: { proximo: number }[] }).rows[0]!.proximo),
      ).toEqual([2, 3, 4]);
      const preparados = (await database.db.execute(
        sql`select name, statement from pg_prepared_statements where statement like '%as proximo%'`,
      )) as unknown as { rows: { name: string; statement: string }[] };
      expect(preparados.rows).toEqual([
        {
          name: nomeDoPlano('select $1::int + 1 as proximo', [1]),
          statement: 'select $1::int + 1 as proximo',
        },
      ]);
    } finally {
      await database.close();
    }
  },
);
