import { useEffect, useState } from 'react';
import { useSocketDaSessao } from '../../app/socketCompartilhado';

/** How often the monitor checks that it has every event of its rooms. */
const A_CADA_MS = 30_000;
/** How long the screen says it caught up. */
const AVISO_MS = 20_000;

/**
 * The kitchen screen's own check for a sequence gap (issue 28 §3): while connected, it asks the
 * server every 30 s for its rooms' events of the last minute and applies any it never received
 * (a message lost between gateways, say). Answers how many it recovered, while that is news, so
 * the screen can say so; when the server can no longer tell, the screen reads everything again.
 */
export function useConferenciaDoFluxo(token: string | null): { recuperados: number } | null {
  const [aviso, setAviso] = useState<{ recuperados: number } | null>(null);
  const uso = useSocketDaSessao(token);
  useEffect(() => {
    if (!uso) return;
    const { socket, fluxo } = uso;
    let ativo = true;
    let apagar: number | undefined;
    const conferir = async () => {
      if (!socket.connected) return;
      try {
        const resultado = await fluxo.conferir(async (desde) => {
          const resposta = await socket.timeout(10_000).emitWithAck('fluxo:conferir', { desde });
          if (!resposta.ok) throw new Error('conferência recusada');
          return resposta.eventos;
        });
        if (!ativo || resultado === 'ler' || resultado === 0) return;
        console.warn(`[monitor] ${resultado} atualização(ões) recuperada(s) na conferência`);
        setAviso({ recuperados: resultado });
        window.clearTimeout(apagar);
        apagar = window.setTimeout(() => setAviso(null), AVISO_MS);
      } catch {
        // No answer: the next check, or the reconnection's replay, covers it.
      }
    };
    const id = window.setInterval(() => void conferir(), A_CADA_MS);
    return () => {
      ativo = false;
      window.clearInterval(id);
      window.clearTimeout(apagar);
    };
  }, [uso]);
  return aviso;
}
