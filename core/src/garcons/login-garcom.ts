import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginGarcom } from './schema';

interface Garcom {
  id: number;
  empresa_id: number;
  email: string;
}

/**
 * The login_garcom directory: waiter e-mail → company and waiter. Its primary key is what keeps a
 * waiter's e-mail unique across companies (a repeated one fails with a unique violation), so it
 * is written in the transaction that writes the garcons row.
 */
export async function registrarLoginGarcom(tx: DbOrTx, garcom: Garcom): Promise<void> {
  await tx
    .insert(loginGarcom)
    .values({ email: garcom.email, empresa_id: garcom.empresa_id, garcom_id: garcom.id });
}

export async function removerLoginGarcom(tx: DbOrTx, garcom: Garcom): Promise<void> {
  await tx
    .delete(loginGarcom)
    .where(
      and(
        eq(loginGarcom.email, garcom.email),
        eq(loginGarcom.empresa_id, garcom.empresa_id),
        eq(loginGarcom.garcom_id, garcom.id),
      ),
    );
}

/**
 * A changed e-mail moves the entry (delete and insert: on Citus a row never changes its
 * distribution column).
 */
export async function mudarLoginGarcom(tx: DbOrTx, antes: Garcom, depois: Garcom): Promise<void> {
  if (antes.email === depois.email) return;
  await removerLoginGarcom(tx, antes);
  await registrarLoginGarcom(tx, depois);
}

/** Where the waiter of this e-mail works, if anywhere. */
export async function loginGarcomPorEmail(
  db: DbOrTx,
  email: string,
): Promise<{ empresa_id: number; garcom_id: number } | undefined> {
  const [row] = await db
    .select({ empresa_id: loginGarcom.empresa_id, garcom_id: loginGarcom.garcom_id })
    .from(loginGarcom)
    .where(eq(loginGarcom.email, email));
  return row;
}
