import type { Impressoras } from '@cardapio/core';
import type { ResultadoDaImpressao } from '@cardapio/shared-events';
import type { Socket } from 'socket.io';

/** What a gateway asks of core for the print agents' sockets (core.impressoras). */
export type PortaDaImpressao = Pick<Impressoras, 'conectou' | 'desconectou' | 'resultado'>;

const avisar = (erro: unknown) =>
  console.warn(`[impressao] falha: ${(erro as Error)?.message ?? erro}`);

const inteiroPositivo = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;

/** A job's answer as the agent sent it, or null when it is not one. */
function lerResultado(dados: unknown): ResultadoDaImpressao | null {
  if (!dados || typeof dados !== 'object') return null;
  const r = dados as Record<string, unknown>;
  if (!inteiroPositivo(r.id) || !inteiroPositivo(r.versao)) return null;
  if (r.estado !== 'impresso' && r.estado !== 'falhou') return null;
  const erro = typeof r.erro === 'string' ? r.erro.slice(0, 500) : undefined;
  return { id: r.id, versao: r.versao, estado: r.estado, ...(erro ? { erro } : {}) };
}

/**
 * A print agent's part of the socket (issue 30 §2): on connecting, every job it is owed goes out
 * again, in order; its answers ('impressao:resultado') are written and acknowledged, so the agent
 * knows it can forget them. Only an agent's session gets here.
 */
export function ligarImpressao(socket: Socket, porta: PortaDaImpressao | undefined): void {
  const session = socket.data.session as
    { kind: string; sub: number; empresa_id: number } | undefined;
  if (!porta || session?.kind !== 'impressora') return;
  const { empresa_id: empresaId, sub: agenteId } = session;

  socket.on('impressao:resultado', (dados: unknown, ack: unknown) => {
    if (typeof ack !== 'function') return;
    const responder = ack as (resposta: { ok: boolean }) => void;
    const resultado = lerResultado(dados);
    if (!resultado) {
      responder({ ok: false });
      return;
    }
    porta.resultado(empresaId, agenteId, resultado).then(
      () => responder({ ok: true }),
      (erro: unknown) => {
        avisar(erro);
        responder({ ok: false });
      },
    );
  });
  void porta.conectou(empresaId, agenteId).catch(avisar);
  socket.on('disconnect', () => void porta.desconectou(empresaId, agenteId).catch(avisar));
}
