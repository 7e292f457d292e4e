import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { TabelaDaConta } from './conta-com-senha';
import { passwordResets, recuperacaoToken } from './schema';

/**
 * The recuperacao_token directory: a reset link carries only its token, so this answers which
 * company (and which password_resets row) the token's hash belongs to. Written with the reset
 * row, deleted with the account.
 */
export async function registrarRecuperacaoToken(
  tx: DbOrTx,
  reset: { id: number; empresa_id: number; token_hash: string },
): Promise<void> {
  await tx
    .insert(recuperacaoToken)
    .values({ token_hash: reset.token_hash, empresa_id: reset.empresa_id, reset_id: reset.id });
}

export async function recuperacaoPorToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ empresa_id: number; reset_id: number } | undefined> {
  const [row] = await db
    .select({ empresa_id: recuperacaoToken.empresa_id, reset_id: recuperacaoToken.reset_id })
    .from(recuperacaoToken)
    .where(eq(recuperacaoToken.token_hash, tokenHash));
  return row;
}

/** The password_resets column that names an account of this table. */
export const colunaDoReset = (tabela: TabelaDaConta) =>
  tabela === 'garcons' ? passwordResets.garcom_id : passwordResets.usuario_id;

/** Before an account is deleted (its password_resets go with it by cascade). */
export async function esquecerTokensDaConta(
  tx: DbOrTx,
  empresaId: number,
  conta: { tabela: TabelaDaConta; id: number },
): Promise<void> {
  const resets = await tx
    .select({ token_hash: passwordResets.token_hash })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.empresa_id, empresaId), eq(colunaDoReset(conta.tabela), conta.id)),
    );
  if (resets.length === 0) return;
  await tx.delete(recuperacaoToken).where(
    and(
      eq(recuperacaoToken.empresa_id, empresaId),
      inArray(
        recuperacaoToken.token_hash,
        resets.map((r) => r.token_hash),
      ),
    ),
  );
}
