import type { HorariosConfig } from '@cardapio/shared-events';
import { api } from '../../app/api';

const CONFIG = { type: 'Horario', id: 'CONFIG' } as const;

/** The staff's weekly opening hours (staff-side §7 Opening hours). */
export const horariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    horariosConfig: build.query<HorariosConfig, void>({
      query: () => 'horario-funcionamento/config',
      providesTags: [CONFIG],
    }),
    salvarHorarios: build.mutation<HorariosConfig, { empresaId: number; config: HorariosConfig }>({
      query: ({ config }) => ({
        url: 'horario-funcionamento/config',
        method: 'POST',
        body: config,
      }),
      // The banner reads the public status of the same company: it changes with the save.
      invalidatesTags: (_r, _e, { empresaId }) => [CONFIG, { type: 'Horario', id: empresaId }],
    }),
  }),
});

export const { useHorariosConfigQuery, useSalvarHorariosMutation } = horariosApi;
