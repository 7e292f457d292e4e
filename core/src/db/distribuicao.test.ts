import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing';
import { problemasDeDistribuicao } from '../testing/catalogo-distribuicao';
import type { Database } from './client';

/** The schema is ready for Citus (docs/arquitetura.md §10, core/src/db/distribuicao.ts). */
describe('the schema is ready for Citus (distribution by empresa_id)', () => {
  let database: Database;
  const executar = (comando: string) => database.db.execute(sql.raw(comando));

  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  test('every table is classified; keys, unique indexes and foreign keys fit its class', async () => {
    expect(await problemasDeDistribuicao(database)).toEqual([]);
  });

  // The check bites: each of these would be allowed by PostgreSQL and refused by Citus.
  test('a new table nobody classified fails', async () => {
    await executar('create table avaliacoes (empresa_id integer not null, id serial)');
    expect(await problemasDeDistribuicao(database)).toEqual([
      'avaliacoes: sem classe (ou em mais de uma) em core/src/db/distribuicao.ts',
    ]);
  });

  test('a distributed table whose primary key lacks empresa_id fails', async () => {
    await executar('alter table mesas drop constraint mesas_pkey cascade');
    await executar('alter table mesas add constraint mesas_pkey primary key (id)');
    expect(await problemasDeDistribuicao(database)).toContain(
      'mesas: o índice único mesas_pkey não contém empresa_id',
    );
  });

  test('a unique index without empresa_id (or without the directory key) fails', async () => {
    await executar('create unique index garcons_email_uq on garcons (email)');
    await executar('create unique index login_equipe_usuario_uq on login_equipe (usuario_id)');
    expect(await problemasDeDistribuicao(database)).toEqual([
      'garcons: o índice único garcons_email_uq não contém empresa_id',
      'login_equipe: o índice único login_equipe_usuario_uq não contém email',
    ]);
  });

  test('a foreign key between distributed tables by id alone, or SET NULL, fails', async () => {
    await executar('create unique index pedidos_id_uq on pedidos (id)');
    await executar(
      'alter table pagamentos add constraint pagamentos_pedido_so_id_fk foreign key (pedido_id) references pedidos (id)',
    );
    await executar('alter table comandas drop constraint comandas_mesa_fk');
    await executar(
      'alter table comandas add constraint comandas_mesa_fk foreign key (empresa_id, mesa_id) references mesas (empresa_id, id) on delete set null (mesa_id)',
    );
    expect(await problemasDeDistribuicao(database)).toEqual(
      expect.arrayContaining([
        'pedidos: o índice único pedidos_id_uq não contém empresa_id',
        'pagamentos_pedido_so_id_fk: não liga empresa_id a empresa_id',
        'comandas_mesa_fk: ON DELETE SET NULL/DEFAULT com empresa_id (o Citus recusa)',
      ]),
    );
  });

  test('a foreign key from a directory to a distributed table fails (not co-located)', async () => {
    await executar(
      'alter table login_garcom add constraint login_garcom_garcom_fk foreign key (empresa_id, garcom_id) references garcons (empresa_id, id)',
    );
    expect(await problemasDeDistribuicao(database)).toEqual([
      'login_garcom_garcom_fk: chave estrangeira de diretorio para distribuida (não co-localizadas)',
    ]);
  });

  test('an optional foreign key nobody empties on delete fails', async () => {
    await executar('alter table chamadas_garcom add column garcom_id integer');
    await executar(
      'alter table chamadas_garcom add constraint chamadas_garcom_garcom_fk foreign key (empresa_id, garcom_id) references garcons (empresa_id, id)',
    );
    expect(await problemasDeDistribuicao(database)).toEqual([
      'chamadas_garcom_garcom_fk: opcional e fora de REFERENCIAS_ANULAVEIS (quem a esvazia?)',
    ]);
  });
});
