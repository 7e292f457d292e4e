import type { Dispatch } from '@reduxjs/toolkit';
import { armazenamentoDeSessao } from '../features/auth/storage';
import {
  clienteDesconectado,
  garcomDesconectado,
  monitorDesconectado,
} from '../features/auth/slice';
import { destinoDoLogin, ehPaginaDeLogin, irPara } from './http';

export type SessaoComToken = 'cliente' | 'garcom' | 'monitor';

/**
 * The server refused a session's token (a 401/403, or a socket handshake answered 'Não
 * autorizado'): the token expired, was revoked or its account ended. The session is forgotten
 * and the screen goes where that session signs in again.
 */
export function encerrarSessaoRecusada(sessao: SessaoComToken, dispatch: Dispatch): void {
  if (sessao === 'monitor') {
    // A revoked display: the monitor itself shows its sign-in screen again.
    armazenamentoDeSessao.limparMonitor();
    dispatch(monitorDesconectado());
  } else if (sessao === 'garcom') {
    armazenamentoDeSessao.limparGarcom();
    dispatch(garcomDesconectado());
    irPara('/garcom/login');
  } else {
    armazenamentoDeSessao.limparCliente();
    dispatch(clienteDesconectado());
    const { pathname } = window.location;
    if (!ehPaginaDeLogin(pathname)) irPara(destinoDoLogin(pathname));
  }
}
