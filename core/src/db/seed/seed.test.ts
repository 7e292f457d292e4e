import { and, count, eq } from 'drizzle-orm';
import { createTestDatabase } from '../../testing';
import type { Database } from '../client';
import { categorias, produtoOpcoes, produtos } from '../../cardapio/schema';
import { comandasFisicas } from '../../comandas/schema';
import { empresas } from '../../empresas/schema';
import { bairrosFrete } from '../../frete/schema';
import { garcons } from '../../garcons/schema';
import { horariosFuncionamento } from '../../horarios/schema';
import { mesas } from '../../mesas/schema';
import { usuarios } from '../../usuarios/schema';
import { verifyPassword } from '../../auth/password';
import { seedDemo } from '.';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(); // created from a template that already ran seedDemo
});
afterAll(() => database.close());

const total = async (table: typeof produtos | typeof categorias, empresaId: number) =>
  (await database.db.select({ n: count() }).from(table).where(eq(table.empresa_id, empresaId)))[0]!
    .n;

test('demo empresa 1 looks like a real Brazilian menu', async () => {
  const [empresa] = await database.db.select().from(empresas).where(eq(empresas.id, 1));
  expect(empresa).toMatchObject({ nome: 'Cardápio Vivo Demo', timezone: 'America/Sao_Paulo' });
  expect(empresa!.whatsapp).toMatch(/^\d{10,13}$/);
  expect(await total(categorias, 1)).toBeGreaterThanOrEqual(5);
  expect(await total(produtos, 1)).toBeGreaterThanOrEqual(25);
  const tipos = await database.db
    .selectDistinct({ tipo: produtoOpcoes.tipo })
    .from(produtoOpcoes)
    .where(eq(produtoOpcoes.empresa_id, 1));
  expect(tipos.map((t) => t.tipo).sort()).toEqual(['adicionar', 'remover']);
  const imagens = await database.db
    .select({ url: produtos.imagem_url })
    .from(produtos)
    .where(eq(produtos.empresa_id, 1));
  for (const { url } of imagens) expect(url).toMatch(/^\/imagens\/.+\.(svg|png|jpg|webp)$/);
});

test('demo hours open around the clock (empresa 2 keeps an overnight range); freight table with Centro at 2 km and one beyond the radius', async () => {
  const horasDa = (empresaId: number) =>
    database.db
      .select()
      .from(horariosFuncionamento)
      .where(eq(horariosFuncionamento.empresa_id, empresaId));
  const horas = await horasDa(1);
  expect(horas).toHaveLength(7);
  // Whoever runs `npm start` at night can still order on the demo store.
  expect(horas.every((h) => !h.fechado && h.abertura === h.fechamento)).toBe(true);
  expect((await horasDa(2)).some((h) => !h.fechado && h.fechamento < h.abertura)).toBe(true);
  const bairros = await database.db
    .select()
    .from(bairrosFrete)
    .where(eq(bairrosFrete.empresa_id, 1));
  expect(Number(bairros.find((b) => b.bairro === 'Centro')?.distancia_km)).toBe(2);
  const [empresa] = await database.db.select().from(empresas).where(eq(empresas.id, 1));
  expect(bairros.some((b) => Number(b.distancia_km) > Number(empresa!.raio_entrega))).toBe(true);
  expect(await database.db.$count(mesas, eq(mesas.empresa_id, 1))).toBe(8);
  expect(await database.db.$count(comandasFisicas, eq(comandasFisicas.empresa_id, 1))).toBe(10);
});

test('the demo accounts exist with hashed passwords, and empresa 2 has its own menu and staff', async () => {
  const [admin] = await database.db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.email, 'admin@cardapiovivo.com.br'), eq(usuarios.nivel, 'admin')));
  expect(admin).toMatchObject({ role: 'gestao', empresa_id: 1 });
  expect(await verifyPassword('admin123', admin!.senha_hash)).toBe(true);
  const [garcom] = await database.db
    .select()
    .from(garcons)
    .where(eq(garcons.email, 'garcom@cardapiovivo.com.br'));
  expect(await verifyPassword('garcom123', garcom!.senha_hash)).toBe(true);
  expect(await total(produtos, 2)).toBeGreaterThan(0);
  expect(
    await database.db.$count(
      usuarios,
      and(eq(usuarios.empresa_id, 2), eq(usuarios.nivel, 'admin')),
    ),
  ).toBeGreaterThan(0);
});

test('seeding again changes nothing, and new rows get fresh ids', async () => {
  const counts = async () =>
    Promise.all([
      database.db.$count(produtos),
      database.db.$count(usuarios),
      database.db.$count(empresas),
    ]);
  const before = await counts();
  expect(await seedDemo(database.db)).toEqual([]);
  expect(await counts()).toEqual(before);
  const [nova] = await database.db.insert(empresas).values({ nome: 'Nova Empresa' }).returning();
  expect(nova!.id).toBeGreaterThan(2);
});
