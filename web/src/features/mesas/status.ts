import { ROTULO_STATUS_MESA, type Mesa, type MesaStatus } from '@cardapio/shared-events';
import { normalizarBusca } from '../comandas/aoVivo';

/** A table status's colour on every screen (dashboard, floor view, waiters' phones). */
export const COR_STATUS_MESA: Record<MesaStatus, string> = {
  livre: 'green',
  ocupada: 'orange',
  reservada: 'blue',
  manutencao: 'gray',
};

export const rotuloDoStatus = (status: MesaStatus) => ROTULO_STATUS_MESA[status];

export type FiltroDeStatus = MesaStatus | 'todas';

/** Search on number or name, then the status filter (staff-side §2 Tables). */
export function filtrarMesasAdmin(mesas: Mesa[], busca: string, status: FiltroDeStatus): Mesa[] {
  const termo = normalizarBusca(busca);
  return mesas.filter(
    (m) =>
      (status === 'todas' || m.status === status) &&
      (!termo ||
        normalizarBusca(m.numero).includes(termo) ||
        normalizarBusca(m.nome).includes(termo)),
  );
}
