import type { GarcomLoginResposta, LoginResposta, UsuarioPublico } from '@cardapio/shared-events';
import { api } from '../../app/api';
import type { AppThunk } from '../../app/store';
import { notify } from '../../app/toaster';
import {
  clienteAutenticado,
  clienteDesconectado,
  garcomAutenticado,
  garcomDesconectado,
  monitorAutenticado,
  monitorDesconectado,
  sessaoRestaurada,
  usuarioAtualizado,
} from './slice';
import { armazenamentoDeSessao } from './storage';

/** Reads both stored sessions once, at start; the loading flag turns false afterwards. */
export const restaurarSessao = (): AppThunk => (dispatch) => {
  const cliente = armazenamentoDeSessao.restaurarCliente();
  const garcom = armazenamentoDeSessao.restaurarGarcom();
  const monitorToken = armazenamentoDeSessao.restaurarMonitor();
  dispatch(sessaoRestaurada({ cliente, garcom, monitorToken }));
};

export const iniciarSessao =
  ({ token, usuario }: LoginResposta): AppThunk =>
  (dispatch) => {
    armazenamentoDeSessao.salvarCliente(token, usuario);
    dispatch(clienteAutenticado({ token, usuario }));
  };

export const atualizarUsuarioDaSessao =
  (usuario: UsuarioPublico): AppThunk =>
  (dispatch, getState) => {
    const { token } = getState().sessao;
    if (token) armazenamentoDeSessao.salvarCliente(token, usuario);
    dispatch(usuarioAtualizado(usuario));
  };

/** Customer/staff logout: clears token and user, forgets cached private data, says goodbye. */
export const encerrarSessao =
  (opcoes: { silencioso?: boolean } = {}): AppThunk =>
  (dispatch) => {
    armazenamentoDeSessao.limparCliente();
    dispatch(clienteDesconectado());
    dispatch(api.util.invalidateTags(['Perfil', 'Carrinho', 'Pedido']));
    if (!opcoes.silencioso) notify.success('Logout realizado com sucesso!');
  };

export const iniciarSessaoGarcom =
  ({ token, garcom }: GarcomLoginResposta): AppThunk =>
  (dispatch) => {
    armazenamentoDeSessao.salvarGarcom(token, garcom);
    dispatch(garcomAutenticado({ token, garcom }));
  };

export const encerrarSessaoGarcom =
  (opcoes: { silencioso?: boolean } = {}): AppThunk =>
  (dispatch) => {
    armazenamentoDeSessao.limparGarcom();
    dispatch(garcomDesconectado());
    dispatch(api.util.invalidateTags(['Comanda', 'Mesa']));
    if (!opcoes.silencioso) notify.success('Logout realizado com sucesso!');
  };

/** A kitchen display signed in with the token an admin created for it (opened as /monitor#tela=…). */
export const iniciarSessaoMonitor =
  (token: string): AppThunk =>
  (dispatch) => {
    armazenamentoDeSessao.salvarMonitor(token);
    dispatch(monitorAutenticado(token));
  };

/** The display leaves (or its access was revoked): the monitor asks for a sign-in again. */
export const encerrarSessaoMonitor = (): AppThunk => (dispatch) => {
  armazenamentoDeSessao.limparMonitor();
  dispatch(monitorDesconectado());
};
