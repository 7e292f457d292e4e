import { and, asc, eq } from 'drizzle-orm';
import { intervaloDaConsultaPix, type JobPayloads } from '@cardapio/shared-events';
import type { Conclusao } from './conclusao';
import type { Deps } from './deps';
import type { ProvedorDePix } from './providers/types';
import type { Provedores } from './provedores';
import type { Registros } from './registros';
import { pagamentos, type PagamentoRow } from './schema';

/** The polls of a pending charge at its provider (job pix.consultar), until it is settled or expires. */
export function createConsulta(
  deps: Pick<Deps, 'db' | 'enqueue' | 'now' | 'log' | 'intervaloMs'>,
  pecas: Pick<Provedores, 'provedorDoPagamento'> &
    Pick<Registros, 'recarregar'> &
    Pick<Conclusao, 'concluir' | 'expirar'>,
) {
  const { db, log } = deps;
  const { provedorDoPagamento, recarregar, concluir, expirar } = pecas;

  /** How long until the next poll: the shared schedule, never past the expiry. */
  function atrasoDaConsulta(pag: PagamentoRow, agora: Date): number {
    const restante = pag.expira_em.getTime() - agora.getTime();
    const passo = intervaloDaConsultaPix(
      agora.getTime() - pag.created_at.getTime(),
      deps.intervaloMs,
    );
    return Math.max(0, Math.min(passo, restante));
  }

  /**
   * The job id names the attempt, so a re-scheduling at start-up (or by a second process)
   * replaces the pending job instead of starting a second chain.
   */
  async function agendarConsulta(pag: PagamentoRow, tentativa: number, agora = deps.now()) {
    await deps.enqueue(
      'pix.consultar',
      { empresaId: pag.empresa_id, pagamentoId: pag.id, tentativa },
      { delayMs: atrasoDaConsulta(pag, agora), jobId: `pix-consultar-${pag.id}-${tentativa}` },
    );
  }

  /**
   * Job pix.consultar: one poll. The next one follows the shared schedule (5 s, then 15 s,
   * then 30 s); the poll at expira_em is the last, and an unpaid charge expires there.
   */
  async function consultar(job: JobPayloads['pix.consultar']): Promise<void> {
    const [pag] = await db
      .select()
      .from(pagamentos)
      .where(and(eq(pagamentos.id, job.pagamentoId), eq(pagamentos.empresa_id, job.empresaId)));
    if (!pag || pag.status !== 'pending') return;
    await db
      .update(pagamentos)
      .set({ tentativas: job.tentativa })
      .where(
        and(
          eq(pagamentos.empresa_id, pag.empresa_id),
          eq(pagamentos.id, pag.id),
          eq(pagamentos.status, 'pending'),
        ),
      );
    let provedor: ProvedorDePix | null = null;
    try {
      provedor = await provedorDoPagamento(pag);
      const situacao = await provedor.consultar(pag.payment_id);
      if (situacao.status !== 'pending') {
        const feito = await concluir(pag, situacao.status, situacao.statusProvedor);
        // Settled, here or by someone else; otherwise a staff member is cancelling it at the
        // provider, and the chain goes on until they settle it (or it expires).
        if (feito || (await recarregar(pag)).status !== 'pending') return;
      }
    } catch (error) {
      // One failed poll is one poll missed; the chain goes on.
      log(`[pix] consulta ${job.tentativa} do pagamento ${pag.id} falhou`, error);
    }
    const agora = deps.now();
    if (agora >= pag.expira_em) {
      await expirar(pag, provedor);
      return;
    }
    await agendarConsulta(pag, job.tentativa + 1, agora);
  }

  /**
   * Start-up: every charge still pending gets its next poll again (in-process timers die with
   * the process), or its final one at once when its expiry passed while nothing ran. The job
   * ids are the ones the chain itself would use, so BullMQ keeps one chain per charge.
   */
  async function retomarPendentes(): Promise<number> {
    const pendentes = await db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.status, 'pending'))
      .orderBy(asc(pagamentos.expira_em));
    const agora = deps.now();
    for (const pag of pendentes) await agendarConsulta(pag, pag.tentativas + 1, agora);
    return pendentes.length;
  }

  return { agendarConsulta, consultar, retomarPendentes };
}

export type Consulta = ReturnType<typeof createConsulta>;
