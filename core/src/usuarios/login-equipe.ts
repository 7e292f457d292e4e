import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginEquipe } from './schema';

interface ContaDeEquipe {
  id: number;
  empresa_id: number;
  email: string;
}

/**
 * The login_equipe directory: staff e-mail → company and account. Its primary key is what keeps
 * a staff e-mail unique across companies (a repeated one fails with a unique violation), so it is
 * written in the transaction that writes the usuarios row.
 */
export async function registrarLoginEquipe(tx: DbOrTx, conta: ContaDeEquipe): Promise<void> {
  await tx
    .insert(loginEquipe)
    .values({ email: conta.email, empresa_id: conta.empresa_id, usuario_id: conta.id });
}

export async function removerLoginEquipe(tx: DbOrTx, conta: ContaDeEquipe): Promise<void> {
  await tx
    .delete(loginEquipe)
    .where(
      and(
        eq(loginEquipe.email, conta.email),
        eq(loginEquipe.empresa_id, conta.empresa_id),
        eq(loginEquipe.usuario_id, conta.id),
      ),
    );
}

/** Where the staff account of this e-mail lives, if any. */
export async function loginEquipePorEmail(
  db: DbOrTx,
  email: string,
): Promise<{ empresa_id: number; usuario_id: number } | undefined> {
  const [row] = await db
    .select({ empresa_id: loginEquipe.empresa_id, usuario_id: loginEquipe.usuario_id })
    .from(loginEquipe)
    .where(eq(loginEquipe.email, email));
  return row;
}
