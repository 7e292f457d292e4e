import type { GarcomPublico, UsuarioPublico } from '@cardapio/shared-events';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessaoState {
  /** True until the stored sessions have been read (customer-side §4). */
  carregando: boolean;
  token: string | null;
  usuario: UsuarioPublico | null;
  garcomToken: string | null;
  garcom: GarcomPublico | null;
  /** A kitchen display's token (staff-side §2 monitor), created by an admin for one screen. */
  monitorToken: string | null;
}

const initialState: SessaoState = {
  carregando: true,
  token: null,
  usuario: null,
  garcomToken: null,
  garcom: null,
  monitorToken: null,
};

interface Restaurada {
  cliente: { token: string; usuario: UsuarioPublico } | null;
  garcom: { token: string; usuario: GarcomPublico } | null;
  monitorToken?: string | null;
}

export const sessaoSlice = createSlice({
  name: 'sessao',
  initialState,
  reducers: {
    sessaoRestaurada(state, action: PayloadAction<Restaurada>) {
      const { cliente, garcom } = action.payload;
      state.token = cliente?.token ?? null;
      state.usuario = cliente?.usuario ?? null;
      state.garcomToken = garcom?.token ?? null;
      state.garcom = garcom?.usuario ?? null;
      state.monitorToken = action.payload.monitorToken ?? null;
      state.carregando = false;
    },
    clienteAutenticado(state, action: PayloadAction<{ token: string; usuario: UsuarioPublico }>) {
      state.token = action.payload.token;
      state.usuario = action.payload.usuario;
    },
    usuarioAtualizado(state, action: PayloadAction<UsuarioPublico>) {
      state.usuario = action.payload;
    },
    clienteDesconectado(state) {
      state.token = null;
      state.usuario = null;
    },
    garcomAutenticado(state, action: PayloadAction<{ token: string; garcom: GarcomPublico }>) {
      state.garcomToken = action.payload.token;
      state.garcom = action.payload.garcom;
    },
    garcomDesconectado(state) {
      state.garcomToken = null;
      state.garcom = null;
    },
    monitorAutenticado(state, action: PayloadAction<string>) {
      state.monitorToken = action.payload;
    },
    monitorDesconectado(state) {
      state.monitorToken = null;
    },
  },
});

export const {
  sessaoRestaurada,
  clienteAutenticado,
  usuarioAtualizado,
  clienteDesconectado,
  garcomAutenticado,
  garcomDesconectado,
  monitorAutenticado,
  monitorDesconectado,
} = sessaoSlice.actions;

type ComSessao = { sessao: SessaoState };
export const selectSessao = (state: ComSessao) => state.sessao;
export const selectUsuario = (state: ComSessao) => state.sessao.usuario;
export const selectGarcom = (state: ComSessao) => state.sessao.garcom;
export const selectCarregandoSessao = (state: ComSessao) => state.sessao.carregando;
export const selectEhAdmin = (state: ComSessao) =>
  Boolean(state.sessao.token && state.sessao.usuario?.nivel === 'admin');
