import { api } from '../../app/api';

/** Calling a waiter to a table (customer-side §7); no login needed. */
export const chamadasApi = api.injectEndpoints({
  endpoints: (build) => ({
    chamarGarcom: build.mutation<unknown, { mesa: string; empresa_id: number }>({
      query: (body) => ({ url: 'chamar-garcom', method: 'POST', body }),
      invalidatesTags: ['Chamada'],
    }),
  }),
});

export const { useChamarGarcomMutation } = chamadasApi;
