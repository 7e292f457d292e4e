import { MENSAGENS_PIX, type PixStatusResposta } from '@cardapio/shared-events';
import { conflito, proibido } from '../shared/errors';
import type { Conclusao } from './conclusao';
import type { Provedores } from './provedores';
import type { Registros } from './registros';
import { resposta } from './respostas';

/** The demo store's staff settle a local PIX by hand, as the provider would. */
export function createSimulacao(
  pecas: Pick<Provedores, 'daDemonstracao'> &
    Pick<Registros, 'doPayment' | 'recarregar' | 'statusPagamentoDo'> &
    Pick<Conclusao, 'concluir' | 'encerrarVencido'>,
) {
  const { daDemonstracao, doPayment, recarregar, statusPagamentoDo, concluir, encerrarVencido } =
    pecas;

  /**
   * Staff of the demo store approve or reject a demo (local) PIX: the same settlement as a
   * real approval. Any other company is refused: its staff would mark an unpaid order paid.
   * An expired charge (even one no job has settled yet) is refused.
   */
  async function simular(
    empresaId: number,
    paymentId: string,
    status: 'approved' | 'rejected',
  ): Promise<PixStatusResposta> {
    if (!(await daDemonstracao(empresaId))) throw proibido(MENSAGENS_PIX.simulacaoSoNaDemonstracao);
    const pag = await encerrarVencido(await doPayment(empresaId, paymentId));
    if (pag.provedor !== 'local') throw conflito(MENSAGENS_PIX.somenteLocal);
    if (pag.status === 'expired') throw conflito(MENSAGENS_PIX.expiradoRecusa);
    const feito = await concluir(pag, status, `simulado_${status}`);
    if (!feito) {
      const atual = await recarregar(pag);
      throw conflito(
        atual.status === 'expired' ? MENSAGENS_PIX.expiradoRecusa : MENSAGENS_PIX.jaConcluido,
      );
    }
    return resposta(feito, await statusPagamentoDo(feito));
  }

  return { simular };
}
