import type { EstoqueAlertaEvento } from '@cardapio/shared-events';
import { ouvirEventos, useAoVivo } from '../../../app/aoVivo';
import { useAppSelector } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import { selectSessao } from '../../auth/slice';
import { textoDoAlerta } from '../status';

/**
 * Mounted by the dashboard shell: wherever the staff are in the back office, an item that
 * crosses into baixo or crítico shows a toast (the stock screen's panel updates from its cache).
 */
export function AvisosDeEstoque() {
  const token = useAppSelector(selectSessao).token;
  useAoVivo(token, (socket) => {
    const aoAlertar = ({ item }: EstoqueAlertaEvento) =>
      notify.warning({ title: textoDoAlerta(item) });
    return ouvirEventos(socket, { 'estoque:alerta': aoAlertar });
  });
  return null;
}
