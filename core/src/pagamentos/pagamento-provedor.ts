import { and, eq } from 'drizzle-orm';
import type { ProvedorPix } from '@cardapio/shared-events';
import type { DbOrTx } from '../db/client';
import { pagamentoProvedor } from './schema';

/**
 * The pagamento_provedor directory: a provider's notification brings only its payment id, so this
 * answers which company's charge it is. Its primary key keeps (provedor, payment_id) unique across
 * companies; written in the checkout transaction that creates the charge.
 */
export async function registrarPagamentoProvedor(
  tx: DbOrTx,
  pag: { id: number; empresa_id: number; provedor: ProvedorPix; payment_id: string },
): Promise<void> {
  await tx.insert(pagamentoProvedor).values({
    provedor: pag.provedor,
    payment_id: pag.payment_id,
    empresa_id: pag.empresa_id,
    pagamento_id: pag.id,
  });
}

export async function pagamentoPorIdDoProvedor(
  db: DbOrTx,
  provedor: ProvedorPix,
  paymentId: string,
): Promise<{ empresa_id: number; pagamento_id: number } | undefined> {
  const [row] = await db
    .select({
      empresa_id: pagamentoProvedor.empresa_id,
      pagamento_id: pagamentoProvedor.pagamento_id,
    })
    .from(pagamentoProvedor)
    .where(
      and(eq(pagamentoProvedor.provedor, provedor), eq(pagamentoProvedor.payment_id, paymentId)),
    );
  return row;
}
