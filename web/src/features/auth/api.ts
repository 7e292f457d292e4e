import type {
  AlterarSenhaInput,
  ContaKind,
  GarcomLoginResposta,
  LoginResposta,
  UsuarioPublico,
} from '@cardapio/shared-events';
import { api } from '../../app/api';

export interface LoginPayload {
  email: string;
  senha: string;
  empresa_id?: number;
}

export interface RegistroPayload {
  nome: string;
  sobrenome: string;
  email: string;
  senha: string;
  telefone: string;
  rua: string;
  bairro: string;
  numero_casa: string;
  cep: string;
  empresa_id?: number;
}

export interface Mensagem {
  mensagem: string;
}

export type PerfilPayload = Partial<
  Pick<
    UsuarioPublico,
    | 'nome'
    | 'sobrenome'
    | 'telefone'
    | 'rua'
    | 'bairro'
    | 'numero_casa'
    | 'cep'
    | 'cidade'
    | 'estado'
  >
>;

/** Auth calls (customer-side §7, staff-side §7: admin and waiter logins). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResposta, LoginPayload>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    registro: build.mutation<LoginResposta, RegistroPayload>({
      query: (body) => ({ url: 'auth/registro', method: 'POST', body }),
    }),
    recuperarSenha: build.mutation<
      Mensagem,
      { email: string; empresa_id?: number; tipo: ContaKind }
    >({
      query: (body) => ({ url: 'auth/recuperar-senha', method: 'POST', body }),
    }),
    redefinirSenha: build.mutation<
      Mensagem,
      { token: string; nova_senha: string; tipo: ContaKind }
    >({
      query: (body) => ({ url: 'auth/redefinir-senha', method: 'POST', body }),
    }),
    /** 'Alterar senha' of the signed-in account of this kind: answers the session's new token. */
    alterarSenha: build.mutation<
      { token: string; mensagem: string },
      AlterarSenhaInput & { conta: ContaKind }
    >({
      query: ({ conta, ...body }) => ({
        url: 'auth/senha',
        method: 'PUT',
        body,
        sessao: conta === 'garcom' ? 'garcom' : 'cliente',
      }),
    }),
    adminLogin: build.mutation<LoginResposta, { email: string; senha: string }>({
      query: (body) => ({ url: 'admin/login', method: 'POST', body }),
    }),
    garcomLogin: build.mutation<GarcomLoginResposta, { email: string; senha: string }>({
      query: (body) => ({ url: 'garcom/login', method: 'POST', body }),
    }),
    perfil: build.query<{ usuario: UsuarioPublico }, void>({
      query: () => 'auth/perfil',
      providesTags: ['Perfil'],
    }),
    atualizarPerfil: build.mutation<{ usuario: UsuarioPublico }, PerfilPayload>({
      query: (body) => ({ url: 'auth/perfil', method: 'PUT', body }),
      invalidatesTags: ['Perfil'],
    }),
    excluirConta: build.mutation<unknown, void>({
      query: () => ({ url: 'auth/conta', method: 'DELETE' }),
      invalidatesTags: ['Perfil'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegistroMutation,
  useRecuperarSenhaMutation,
  useRedefinirSenhaMutation,
  useAlterarSenhaMutation,
  useAdminLoginMutation,
  useGarcomLoginMutation,
  usePerfilQuery,
  useAtualizarPerfilMutation,
  useExcluirContaMutation,
} = authApi;
