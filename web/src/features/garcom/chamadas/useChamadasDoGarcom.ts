import { useState } from 'react';
import { mensagemDeErro } from '../../../app/http';
import { useAppSelector } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import { selectGarcom } from '../../auth/slice';
import { useAlertaSonoro, useAvisosDeChamadas } from '../../pedidos-equipe/alertas';
import {
  useChamadasPendentesQuery,
  useResponderChamadaMutation,
  type AcessoDaEquipe,
} from '../../pedidos-equipe/api';
import { useAgora } from '../../pedidos-equipe/idade';
import { POLLING_GARCOM_MS } from '../api';

/**
 * The pending waiter calls on a waiter's phone: the staff board's live list (pushed to the
 * waiters' room, read again on reconnect, polled as the fallback), its call beep and its toast per
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
  useAvisosDeChamadas(acesso ? consulta.data : undefined);

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
