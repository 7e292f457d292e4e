import { MENSAGENS_EMPRESA } from '@cardapio/shared-events';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { empresas } from '../empresas/schema';
import { naoEncontrado } from './errors';

// One formatter per timezone, kept: building one costs far more than using it (the checkout
// asks for the day of every order with a coupon).
const calendarios = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (AAAA-MM-DD) of `agora` in `timezone`. */
export function diaLocal(agora: Date, timezone: string): string {
  let calendario = calendarios.get(timezone);
  if (!calendario) {
    calendario = new Intl.DateTimeFormat('en-CA', {
      // en-CA formats as AAAA-MM-DD.
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendarios.set(timezone, calendario);
  }
  return calendario.format(agora);
}

/**
 * A company's local day for a day's screen (the daily closing, the couriers' settlement): `dia`
 * when given, else today in the company's timezone; 404 for a company that does not exist.
 */
export async function diaDaEmpresa(
  db: DbOrTx,
  empresaId: number,
  agora: Date,
  dia?: string,
): Promise<{ timezone: string; dia: string }> {
  const [empresa] = await db
    .select({ timezone: empresas.timezone })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  if (!empresa) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
  return { timezone: empresa.timezone, dia: dia ?? diaLocal(agora, empresa.timezone) };
}

/** The instants that bound the local days `primeiroDia`..`ultimoDia` (inclusive) in `timezone`. */
export function limitesDosDias(
  timezone: string,
  primeiroDia: string,
  ultimoDia = primeiroDia,
): { inicio: SQL; fim: SQL } {
  return {
    inicio: sql`(${primeiroDia}::date)::timestamp at time zone ${timezone}`,
    fim: sql`(${ultimoDia}::date + 1)::timestamp at time zone ${timezone}`,
  };
}
