import { eq, sql } from 'drizzle-orm';
import type { HorarioDia } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { empresaNoAr } from '../empresas/no-ar';
import { empresas } from '../empresas/schema';
import { horariosFuncionamento } from '../horarios/schema';
import { fimDoTrechoAberto } from '../horarios/status';
import { colunasDoRitmo, ritmoNoInstante } from './janelas';

/**
 * A company's week, whether it is on the air and opened by its owner, and its flow of orders at
 * `agora`, in one query: what the store's status (horarios) and the staff's flow screen (ritmo)
 * both answer from. Null when the company does not exist.
 */
export async function lerLojaNoInstante(db: Db, empresaId: number, agora: Date) {
  const [empresa] = await db
    .select({
      timezone: empresas.timezone,
      ativo: empresaNoAr,
      lojaAbertaEm: empresas.loja_aberta_em,
      horarios: sql<HorarioDia[]>`coalesce((
        select json_agg(json_build_object('dia', h.dia, 'abertura', h.abertura,
          'fechamento', h.fechamento, 'fechado', h.fechado))
        from ${horariosFuncionamento} h where h.empresa_id = ${empresas}.id), '[]'::json)`,
      ...colunasDoRitmo(agora),
    })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  if (!empresa) return null;
  const { timezone, horarios } = empresa;
  const lojaAberta = empresa.lojaAbertaEm !== null;
  const ritmo = ritmoNoInstante(
    empresa,
    agora,
    timezone,
    fimDoTrechoAberto(horarios, timezone, agora, lojaAberta),
  );
  return { empresa, lojaAberta, ritmo };
}
