import type {
  AlertaDaCozinha,
  EstadoDaCozinha,
  RecebimentoNaCozinha,
} from '@cardapio/shared-events';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../app/api';
import { manterNoCache, ouvirEventos } from '../../app/aoVivo';
import type { SessaoState } from '../auth/slice';

/**
 * What the staff know of the kitchen (issue 28 §3): which orders a kitchen screen has drawn
 * (the board's "✓ cozinha") and the alerts still open, kept live by the 'cozinha:*' events.
 */

const ESTADO_DA_COZINHA = { type: 'Empresa', id: 'COZINHA' } as const;

/** A confirmation: the earliest one of each order is the one shown; its order's alert ends. */
export function aplicarRecebimento(
  estado: EstadoDaCozinha,
  recebimento: RecebimentoNaCozinha,
): EstadoDaCozinha {
  const alertas = estado.alertas.filter(
    (a) => !(a.tipo === 'pedido' && a.pedido_id === recebimento.pedido_id),
  );
  const atual = estado.recebidos.find((r) => r.pedido_id === recebimento.pedido_id);
  if (atual && Date.parse(atual.recebido_em) <= Date.parse(recebimento.recebido_em))
    return alertas.length === estado.alertas.length ? estado : { ...estado, alertas };
  return {
    ...estado,
    alertas,
    recebidos: [
      ...estado.recebidos.filter((r) => r.pedido_id !== recebimento.pedido_id),
      recebimento,
    ],
  };
}

/** A new alert, once; an order's alert that lost the race with its confirmation is dropped. */
export function aplicarAlerta(estado: EstadoDaCozinha, alerta: AlertaDaCozinha): EstadoDaCozinha {
  if (estado.alertas.some((a) => a.id === alerta.id)) return estado;
  if (alerta.tipo === 'pedido' && estado.recebidos.some((r) => r.pedido_id === alerta.pedido_id))
    return estado;
  return { ...estado, alertas: [...estado.alertas, alerta] };
}

export const resolverAlerta = (estado: EstadoDaCozinha, id: number): EstadoDaCozinha =>
  estado.alertas.some((a) => a.id === id)
    ? { ...estado, alertas: estado.alertas.filter((a) => a.id !== id) }
    : estado;

export const cozinhaApi = api.injectEndpoints({
  endpoints: (build) => ({
    estadoDaCozinha: build.query<EstadoDaCozinha, number>({
      query: () => 'monitor/cozinha',
      providesTags: [ESTADO_DA_COZINHA],
      async onCacheEntryAdded(empresaId, ctx) {
        const daEmpresa = (evento: { empresa_id: number }) => evento.empresa_id === empresaId;
        await manterNoCache<EstadoDaCozinha>(ctx, {
          token: (ctx.getState() as unknown as { sessao: SessaoState }).sessao.token,
          aoReconectar: () => ctx.dispatch(api.util.invalidateTags([ESTADO_DA_COZINHA])),
          ligar: (socket, aplicar) =>
            ouvirEventos(socket, {
              'cozinha:recebido': (r) => {
                if (daEmpresa(r)) aplicar((e) => aplicarRecebimento(e, r));
              },
              'cozinha:alerta': (a) => {
                if (daEmpresa(a)) aplicar((e) => aplicarAlerta(e, a));
              },
              'cozinha:alerta-resolvido': (r) => {
                if (daEmpresa(r)) aplicar((e) => resolverAlerta(e, r.id));
              },
            }),
        });
      },
    }),
  }),
});

const CHAVE_CIENTES = 'cozinhaAlertasCientes';

function cientesGuardados(): number[] {
  try {
    const lidos = JSON.parse(window.sessionStorage.getItem(CHAVE_CIENTES) ?? '[]') as unknown;
    return Array.isArray(lidos) ? lidos.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The kitchen's state for a staff page (board, dashboard): each order's first confirmation,
 * the open alerts, and which of them this person has acknowledged ('Ciente' stops the sound;
 * the banner stays until the alert resolves). Acknowledgements last for the browser tab.
 */
export function useCozinha(empresaId: number | null) {
  const consulta = cozinhaApi.useEstadoDaCozinhaQuery(empresaId ?? 0, {
    skip: !empresaId,
    pollingInterval: 30_000,
  });
  const [cientes, setCientes] = useState<number[]>(cientesGuardados);
  const estado = consulta.data;
  const recebidos = useMemo(
    () => new Map((estado?.recebidos ?? []).map((r) => [r.pedido_id, r])),
    [estado],
  );
  const alertas = estado?.alertas ?? [];
  const ciente = useCallback((id: number) => {
    setCientes((atuais) => {
      const novos = [...atuais.filter((c) => c !== id), id].slice(-200);
      try {
        window.sessionStorage.setItem(CHAVE_CIENTES, JSON.stringify(novos));
      } catch {
        // Without storage the acknowledgement lasts while the page is open.
      }
      return novos;
    });
  }, []);
  return {
    alertas,
    /** Alerts nobody on this page acknowledged yet: they ring. */
    tocando: alertas.filter((a) => !cientes.includes(a.id)).length,
    ehCiente: (id: number) => cientes.includes(id),
    ciente,
    recebidoDe: (pedidoId: number) => recebidos.get(pedidoId),
    alertaDe: (pedidoId: number) =>
      alertas.find((a) => a.tipo === 'pedido' && a.pedido_id === pedidoId),
  };
}

export type Cozinha = ReturnType<typeof useCozinha>;
