import type { ChamadaEvento } from '@cardapio/shared-events';
import { useEffect, useState } from 'react';
import { mensagemDeErro } from '../../../app/http';
import { useAppSelector } from '../../../app/hooks';
import { notify, TOAST_DURATION, toaster } from '../../../app/toaster';
import { selectGarcom } from '../../auth/slice';
import { useAlertaSonoro } from '../../pedidos/equipe/alertas';
import {
  useChamadasPendentesQuery,
  useResponderChamadaMutation,
  type AcessoDaEquipe,
} from '../../pedidos/equipe/api';
import { useAgora } from '../../pedidos/equipe/idade';
import { POLLING_GARCOM_MS } from '../api';
import { avisoDaChamada } from '../../chamadas/texto';

const idDoAviso = (id: number) => `chamada-${id}`;
/** Calls already announced in this page's life: moving between waiter screens does not repeat them. */
const anunciadas = new Set<number>();

/**
 * One toast per new call, then it goes: on a phone a toast that stayed would cover the strip and
 * its 'Atendida'; the strip and the beep stay until the call is answered, and so does nothing else.
 */
function useAvisoDeNovaChamada(chamadas: ChamadaEvento[] | undefined) {
  useEffect(() => {
    if (!chamadas) return;
    const pendentes = new Set(chamadas.map((c) => c.id));
    for (const chamada of chamadas) {
      if (anunciadas.has(chamada.id)) continue;
      anunciadas.add(chamada.id);
      toaster.create({
        id: idDoAviso(chamada.id),
        type: 'warning',
        title: avisoDaChamada(chamada),
        duration: TOAST_DURATION.default,
      });
    }
    for (const id of anunciadas) {
      if (pendentes.has(id)) continue;
      anunciadas.delete(id);
      toaster.dismiss(idDoAviso(id));
    }
  }, [chamadas]);
}

/**
 * The pending waiter calls on a waiter's phone: the staff board's live list (pushed to the
 * waiters' room, read again on reconnect, polled as the fallback), its call beep, a toast per new
 * call, and 'Atendida' through the same PUT.
 */
export function useChamadasDoGarcom() {
  const garcom = useAppSelector(selectGarcom);
  const acesso: AcessoDaEquipe | null = garcom
    ? { empresaId: garcom.empresa_id, sessao: 'garcom' }
    : null;
  const consulta = useChamadasPendentesQuery(acesso ?? { empresaId: 0, sessao: 'garcom' }, {
    skip: acesso === null,
    pollingInterval: POLLING_GARCOM_MS,
  });
  const chamadas = acesso ? (consulta.data ?? []) : [];
  const [responder] = useResponderChamadaMutation();
  const [atendendo, setAtendendo] = useState<number | null>(null);
  const agora = useAgora(30_000);
  const som = useAlertaSonoro({ pedidos: 0, chamadas: chamadas.length });
  useAvisoDeNovaChamada(acesso ? consulta.data : undefined);

  async function atender(id: number) {
    if (!acesso) return;
    setAtendendo(id);
    try {
      const resposta = await responder({ id, status: 'atendida', acesso }).unwrap();
      notify.success(resposta.mensagem || 'Status da chamada atualizado com sucesso!', {
        acao: `chamada-${id}`,
      });
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao atualizar status da chamada'), {
        acao: `chamada-${id}`,
      });
    } finally {
      setAtendendo(null);
    }
  }

  return { chamadas, agora, atendendo, atender, som };
}
