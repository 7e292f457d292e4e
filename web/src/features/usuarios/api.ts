import type { StaffRegisterInput, StaffUserListItem } from '@cardapio/shared-events';
import { api } from '../../app/api';

const LISTA = { type: 'Usuario', id: 'LIST' } as const;

/** Staff users of the company (staff-side §7 Users); gestao only. */
export const usuariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    usuarios: build.query<StaffUserListItem[], void>({
      query: () => 'users',
      providesTags: (usuarios = []) => [
        LISTA,
        ...usuarios.map((u) => ({ type: 'Usuario' as const, id: u.id })),
      ],
    }),
    criarUsuario: build.mutation<{ usuario: StaffUserListItem }, StaffRegisterInput>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      invalidatesTags: [LISTA, 'Dashboard'],
    }),
    excluirUsuario: build.mutation<void, number>({
      query: (id) => ({ url: `users/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Usuario', id }, LISTA, 'Dashboard'],
    }),
  }),
});

export const { useUsuariosQuery, useCriarUsuarioMutation, useExcluirUsuarioMutation } = usuariosApi;
