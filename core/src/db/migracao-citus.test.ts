import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { problemasDeDistribuicao } from '../testing/catalogo-distribuicao';
import { postgresUrlFor } from '../testing/template';
import { withAdmin } from '../testing/test-database';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client';

/**
 * Migration 0014_citus applied to a database that already holds a company's data (written with
 * the schema of 0013): the keys are rebuilt around the rows, the directories are filled from
 * them, and the result is the same schema a fresh database gets.
 */

const ANTES_DA_CITUS = 13;

/** A copy of the migrations folder that stops at 0013. */
function pastaAte(ultima: number): string {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'migracoes-'));
  fs.cpSync(MIGRATIONS_FOLDER, pasta, { recursive: true });
  const journalFile = path.join(pasta, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= ultima);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return pasta;
}

async function migrar(database: Database, pasta: string): Promise<void> {
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: pasta });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: pasta });
}

/** An empty database (not the test template: that one is already migrated). */
async function bancoVazio(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({ dataDir: 'memory://', migrate: false });
  const name = `cardapio_vivo_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(databaseUrl, (c) => c.query(`create database ${name}`));
  const database = await openDatabase({
    databaseUrl: postgresUrlFor(databaseUrl, name),
    migrate: false,
    poolMax: 2,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(databaseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Two companies with a row in every table, linked as the app links them (0013's schema). */
const DADOS_ANTIGOS = `
insert into empresas (id, nome) values (1, 'Empresa A'), (2, 'Empresa B');
insert into usuarios (id, empresa_id, nivel, role, nome, email, senha_hash) values
  (1, 1, 'admin', 'gestao', 'Ana', 'ana@a.com.br', 'x'),
  (2, 1, 'cliente', null, 'Caio', 'caio@a.com.br', 'x'),
  (3, 2, 'admin', 'gestao', 'Bia', 'bia@b.com.br', 'x'),
  (4, 2, 'cliente', null, 'Caio', 'caio@a.com.br', 'x');
insert into garcons (id, empresa_id, nome, email, senha_hash) values
  (1, 1, 'Gil', 'gil@a.com.br', 'x'), (2, 2, 'Gus', 'gus@b.com.br', 'x');
insert into password_resets (id, empresa_id, usuario_id, token_hash, expires_at) values
  (1, 1, 1, 'hash-ana', now()), (2, 2, 4, 'hash-caio-b', now());
insert into email_outbox (empresa_id, para, assunto, texto) values (1, 'ana@a.com.br', 'a', 'b');
insert into mesas (id, empresa_id, numero, nome) values (1, 1, '1', 'Mesa 1');
insert into comandas_fisicas (id, empresa_id, numero, nome) values (1, 1, '10', 'Comanda 10');
insert into categorias (id, empresa_id, nome) values (1, 1, 'Lanches');
insert into produtos (id, empresa_id, categoria_id, nome, preco) values (1, 1, 1, 'X-Salada', 20);
insert into produto_opcoes (id, empresa_id, produto_id, nome, tipo) values (1, 1, 1, 'Extras', 'adicionar');
insert into produto_opcao_itens (empresa_id, opcao_id, nome) values (1, 1, 'Queijo');
insert into horarios_funcionamento (empresa_id, dia, abertura, fechamento) values (1, 'segunda', '08:00', '18:00');
insert into bairros_frete (empresa_id, bairro, distancia_km) values (1, 'Centro', 2);
insert into imagens (empresa_id, hash, content_type, largura, altura, tamanho, dados)
  values (1, 'abc', 'image/webp', 1, 1, 1, '\\x00');
insert into pedidos (id, empresa_id, usuario_id, tipo_pedido, total, total_sem_frete)
  values (1, 1, 2, 'delivery', 20, 20);
insert into pedido_itens (empresa_id, pedido_id, produto_id, produto_nome, quantidade, preco_unitario)
  values (1, 1, 1, 'X-Salada', 1, 20);
insert into pedido_status_historico (empresa_id, pedido_id, para, autor_tipo) values (1, 1, 'pendente', 'cliente');
insert into pagamentos (empresa_id, pedido_id, usuario_id, provedor, payment_id, valor, qr_code,
  qr_code_base64, expira_em, idempotency_key)
  values (1, 1, 2, 'mercadopago', '9001', 20, 'qr', 'b64', now(), 'carrinho-1');
insert into empresa_pagamento_config (empresa_id) values (1);
insert into comandas (id, empresa_id, mesa_id, comanda_fisica_id, garcom_id) values (1, 1, 1, 1, 1);
insert into comanda_itens (empresa_id, comanda_id, produto_id, produto_nome, quantidade, preco_unitario, pedido_id)
  values (1, 1, 1, 'X-Salada', 1, 20, 1);
insert into carrinhos (id, empresa_id, usuario_id, data_expiracao) values (1, 1, 2, now());
insert into carrinho_itens (empresa_id, carrinho_id, produto_id, quantidade, preco_unitario) values (1, 1, 1, 1, 20);
insert into chamadas_garcom (empresa_id, mesa) values (1, '1');
insert into telas_monitor (empresa_id, nome, criada_por) values (1, 'Cozinha', 1);
insert into estoque_itens (id, empresa_id, nome, unidade, fornecedor, categoria) values (1, 1, 'Pão', 'un', 'F', 'C');
insert into estoque_movimentos (empresa_id, item_id, tipo, quantidade, motivo, usuario_id, usuario_nome, pedido_id)
  values (1, 1, 'saida', 1, 'Pedido #1', 1, 'Ana', 1);
insert into estoque_produtos (empresa_id, item_id, produto_id, quantidade) values (1, 1, 1, 1);
insert into promocoes (empresa_id, nome, tipo, valor, codigo, data_inicio, data_fim, uso_maximo)
  values (1, 'Dez', 'percentual', 10, 'DEZ', '2026-01-01', '2026-12-31', 5);
insert into relatorio_diario (empresa_id, dia, pedidos) values (1, '2026-11-25', 1);
insert into relatorio_produto_diario (empresa_id, dia, produto_id, produto_nome, quantidade)
  values (1, '2026-11-25', 1, 'X-Salada', 1);
insert into relatorio_exportacoes (id, empresa_id, usuario_id, tipo, periodo, arquivo_nome)
  values ('00000000-0000-4000-8000-000000000001', 1, 1, 'vendas', '7d', 'relatorio_vendas_7d.xlsx');
insert into relatorio_exportacao_partes (exportacao_id, empresa_id, parte, dados)
  values ('00000000-0000-4000-8000-000000000001', 1, 0, '\\x00');
`;

async function linhas<T>(database: Database, consulta: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(consulta))) as unknown as { rows: T[] }).rows;
}

async function contagens(database: Database): Promise<Record<string, number>> {
  const tabelas = await linhas<{ t: string }>(
    database,
    `select tablename::text as t from pg_tables where schemaname = 'public' order by 1`,
  );
  const resultado: Record<string, number> = {};
  for (const { t } of tabelas)
    resultado[t] = Number(
      (await linhas<{ n: number }>(database, `select count(*) as n from "${t}"`))[0]!.n,
    );
  return resultado;
}

test('0014_citus rebuilds the keys around existing rows and fills the directories', async () => {
  const database = await bancoVazio();
  const pasta = pastaAte(ANTES_DA_CITUS);
  try {
    await migrar(database, pasta);
    for (const comando of DADOS_ANTIGOS.split(';\n').filter((c) => c.trim()))
      await database.db.execute(sql.raw(comando));
    const antes = await contagens(database);
    expect(Object.values(antes).every((n) => n > 0)).toBe(true); // every table has a row

    await migrar(database, MIGRATIONS_FOLDER);

    const depois = await contagens(database);
    const diretorios = {
      login_equipe: 2,
      login_garcom: 2,
      recuperacao_token: 2,
      pagamento_provedor: 1,
    };
    // Tables later migrations add (eventos_pendentes…) start empty.
    const novas = Object.keys(depois).filter((t) => !(t in antes) && !(t in diretorios));
    expect(depois).toEqual({
      ...antes,
      ...diretorios,
      ...Object.fromEntries(novas.map((t) => [t, 0])),
      // Except the sales by channel, backfilled from the order above (0031_relatorio_por_canal).
      relatorio_canal_diario: 1,
    });
    expect(novas).toEqual(expect.arrayContaining(['eventos_pendentes', 'cozinha_alertas']));
    expect(
      await linhas(database, 'select email, empresa_id, usuario_id from login_equipe order by 1'),
    ).toEqual([
      { email: 'ana@a.com.br', empresa_id: 1, usuario_id: 1 },
      { email: 'bia@b.com.br', empresa_id: 2, usuario_id: 3 },
    ]);
    expect(
      await linhas(database, 'select email, empresa_id, garcom_id from login_garcom order by 1'),
    ).toEqual([
      { email: 'gil@a.com.br', empresa_id: 1, garcom_id: 1 },
      { email: 'gus@b.com.br', empresa_id: 2, garcom_id: 2 },
    ]);
    expect(
      await linhas(
        database,
        'select token_hash, empresa_id, reset_id from recuperacao_token order by 1',
      ),
    ).toEqual([
      { token_hash: 'hash-ana', empresa_id: 1, reset_id: 1 },
      { token_hash: 'hash-caio-b', empresa_id: 2, reset_id: 2 },
    ]);
    expect(await linhas(database, 'select * from pagamento_provedor')).toEqual([
      { provedor: 'mercadopago', payment_id: '9001', empresa_id: 1, pagamento_id: 1 },
    ]);
    // The same schema as a fresh database: every key fits the distribution.
    expect(await problemasDeDistribuicao(database)).toEqual([]);
    // And the composite keys hold: an item of empresa 2 cannot point at empresa 1's order.
    await expect(
      database.db.execute(
        sql`insert into pedido_itens (empresa_id, pedido_id, produto_nome, quantidade, preco_unitario)
            values (2, 1, 'X', 1, 1)`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23503' }) });
  } finally {
    await database.close();
    fs.rmSync(pasta, { recursive: true, force: true });
  }
});
