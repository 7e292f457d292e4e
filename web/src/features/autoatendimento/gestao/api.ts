import type { QrDaMesa, QrDasMesasResposta } from '@cardapio/shared-events';
import { api } from '../../../app/api';

/** The sheet's read: its own tag, plus the tables' list (a table created or deleted reads it again). */
const QR_DAS_MESAS = { type: 'Mesa', id: 'QR' } as const;
const LISTA_DE_MESAS = { type: 'Mesa', id: 'LIST' } as const;

/** PUT autoatendimento/config */
export interface ConfigDoQrResposta {
  mensagem: string;
  exige_confirmacao: boolean;
}

/** POST autoatendimento/mesas/:id/renovar */
export interface RenovacaoDoQrResposta {
  mensagem: string;
  mesa: QrDaMesa;
}

/** PUT autoatendimento/mesas/:id/bloqueio */
export interface BloqueioDoQrNaGestaoResposta {
  mensagem: string;
  mesa_id: number;
  bloqueado: boolean;
}

type Dispatch = (acao: unknown) => unknown;

/** Writes one table's QR into the cached sheet (an answer, not a read later). */
function mudarMesa(dispatch: Dispatch, mesaId: number, mudar: (mesa: QrDaMesa) => void) {
  dispatch(
    qrDasMesasApi.util.updateQueryData('qrDasMesas', undefined, (folha) => {
      const mesa = folha.mesas.find((m) => m.mesa_id === mesaId);
      if (mesa) mudar(mesa);
    }),
  );
}

/**
 * The back office's side of QR ordering at the table (issue 31 §2): the tables' QR codes to
 * print, whether a waiter confirms QR orders, a table's QR blocked or replaced. A staff session
 * (the URLs carry no '/garcom/').
 */
export const qrDasMesasApi = api.injectEndpoints({
  endpoints: (build) => ({
    qrDasMesas: build.query<QrDasMesasResposta, void>({
      query: () => 'autoatendimento/mesas',
      providesTags: [QR_DAS_MESAS, LISTA_DE_MESAS],
    }),

    /** The switch: applied at once, undone if the server refuses. */
    salvarConfigDoQr: build.mutation<ConfigDoQrResposta, { exige_confirmacao: boolean }>({
      query: (body) => ({ url: 'autoatendimento/config', method: 'PUT', body }),
      async onQueryStarted({ exige_confirmacao }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          qrDasMesasApi.util.updateQueryData('qrDasMesas', undefined, (folha) => {
            folha.exige_confirmacao = exige_confirmacao;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            qrDasMesasApi.util.updateQueryData('qrDasMesas', undefined, (folha) => {
              folha.exige_confirmacao = data.exige_confirmacao;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),

    /** 'Gerar novo QR Code': the answered table (new token, url and image) replaces the old. */
    renovarQrDaMesa: build.mutation<RenovacaoDoQrResposta, number>({
      query: (mesaId) => ({ url: `autoatendimento/mesas/${mesaId}/renovar`, method: 'POST' }),
      async onQueryStarted(mesaId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          mudarMesa(dispatch, mesaId, (mesa) => Object.assign(mesa, data.mesa));
        } catch {
          // The page shows the error.
        }
      },
    }),

    /** 'Bloquear QR' / 'Liberar QR': the answer's state is written into the sheet. */
    bloquearQrNaGestao: build.mutation<
      BloqueioDoQrNaGestaoResposta,
      { mesaId: number; bloqueado: boolean }
    >({
      query: ({ mesaId, bloqueado }) => ({
        url: `autoatendimento/mesas/${mesaId}/bloqueio`,
        method: 'PUT',
        body: { bloqueado },
      }),
      async onQueryStarted({ mesaId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          mudarMesa(dispatch, mesaId, (mesa) => {
            mesa.bloqueado = data.bloqueado;
          });
        } catch {
          // The page shows the error.
        }
      },
    }),
  }),
});

export const {
  useQrDasMesasQuery,
  useSalvarConfigDoQrMutation,
  useRenovarQrDaMesaMutation,
  useBloquearQrNaGestaoMutation,
} = qrDasMesasApi;
