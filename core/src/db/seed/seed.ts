import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { hashPassword } from '../../auth/password';
import { gravarCategorias } from '../../cardapio/carga';
import { comandasFisicas } from '../../comandas/schema';
import { empresas } from '../../empresas/schema';
import { bairrosFrete } from '../../frete/schema';
import { registrarLoginGarcom } from '../../garcons/login-garcom';
import { garcons } from '../../garcons/schema';
import { horariosFuncionamento } from '../../horarios/schema';
import { mesas } from '../../mesas/schema';
import { registrarLoginEquipe } from '../../usuarios/login-equipe';
import { usuarios } from '../../usuarios/schema';
import { DEMO_TENANTS, type SeedTenant } from './demo-data';

const SEED_LOCK_KEY = 7_300_002;

/**
 * Seeds the demo tenants. Idempotent: a tenant whose empresa row exists is left untouched,
 * so restarts (and several gateways starting together) never duplicate or overwrite data.
 */
export async function seedDemo(db: Db, tenants: SeedTenant[] = DEMO_TENANTS): Promise<number[]> {
  const created: number[] = [];
  for (const tenant of tenants) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const [exists] = await tx
        .select({ id: empresas.id })
        .from(empresas)
        .where(eq(empresas.id, tenant.empresa.id));
      if (exists) return false;
      await seedTenant(tx, tenant);
      return true;
    });
    if (done) created.push(tenant.empresa.id);
  }
  return created;
}

async function seedTenant(tx: Tx, tenant: SeedTenant): Promise<void> {
  const empresaId = tenant.empresa.id;
  await tx.insert(empresas).values({ ...tenant.empresa, demonstracao: true });
  // The demo rows use explicit ids; move the sequence past them.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('empresas', 'id'), (select max(id) from empresas))`,
  );

  await gravarCategorias(tx, empresaId, tenant.categorias);

  if (tenant.horarios.length)
    await tx
      .insert(horariosFuncionamento)
      .values(tenant.horarios.map((h) => ({ ...h, empresa_id: empresaId })));
  if (tenant.bairros.length)
    await tx
      .insert(bairrosFrete)
      .values(tenant.bairros.map((b) => ({ ...b, empresa_id: empresaId })));
  if (tenant.mesas.length)
    await tx.insert(mesas).values(tenant.mesas.map((m) => ({ ...m, empresa_id: empresaId })));
  if (tenant.comandasFisicas.length) {
    await tx
      .insert(comandasFisicas)
      .values(tenant.comandasFisicas.map((c) => ({ ...c, empresa_id: empresaId })));
  }

  for (const s of tenant.staff) {
    const [conta] = await tx
      .insert(usuarios)
      .values({
        empresa_id: empresaId,
        nivel: 'admin',
        role: s.role,
        nome: s.nome,
        sobrenome: s.sobrenome,
        email: s.email,
        senha_hash: await hashPassword(s.senha),
      })
      .returning();
    await registrarLoginEquipe(tx, conta!);
  }
  for (const c of tenant.clientes) {
    const { senha, ...campos } = c;
    await tx.insert(usuarios).values({
      ...campos,
      empresa_id: empresaId,
      nivel: 'cliente',
      senha_hash: await hashPassword(senha),
    });
  }
  for (const g of tenant.garcons) {
    const { senha, ...campos } = g;
    const [garcom] = await tx
      .insert(garcons)
      .values({ ...campos, empresa_id: empresaId, senha_hash: await hashPassword(senha) })
      .returning();
    await registrarLoginGarcom(tx, garcom!);
  }
}
