import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { iniciarSessaoMonitor } from '../auth/session';
import { selectSessao } from '../auth/slice';
import type { AcessoDaEquipe } from '../pedidos/equipe/api';

/** The empresa a token speaks for (read, not verified: the server verifies every call). */
export function empresaDoToken(token: string): number | null {
  try {
    const parte = token.split('.')[1];
    if (!parte) return null;
    const json = atob(parte.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { empresa_id?: unknown };
    return typeof claims.empresa_id === 'number' ? claims.empresa_id : null;
  } catch {
    return null;
  }
}

/** The link an admin opens for a kitchen screen: the token travels in the fragment, never to a server. */
export function linkDaTela(token: string): string {
  return `/monitor#tela=${encodeURIComponent(token)}`;
}

/**
 * Who the monitor works for: a kitchen display (its token arrives once in the URL fragment and is
 * kept), otherwise a signed-in staff member; null asks for a sign-in (the monitor shows customer
 * data, DESIGN §4).
 */
export function useAcessoDoMonitor(): { carregando: boolean; acesso: AcessoDaEquipe | null } {
  const dispatch = useAppDispatch();
  const sessao = useAppSelector(selectSessao);

  useEffect(() => {
    const lerDoEndereco = () => {
      const tela = new URLSearchParams(window.location.hash.slice(1)).get('tela');
      if (!tela) return;
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      dispatch(iniciarSessaoMonitor(tela));
    };
    lerDoEndereco();
    window.addEventListener('hashchange', lerDoEndereco);
    return () => window.removeEventListener('hashchange', lerDoEndereco);
  }, [dispatch]);

  if (sessao.carregando) return { carregando: true, acesso: null };
  if (sessao.monitorToken) {
    const empresaId = empresaDoToken(sessao.monitorToken);
    if (empresaId !== null) return { carregando: false, acesso: { empresaId, sessao: 'monitor' } };
  }
  if (sessao.token && sessao.usuario?.nivel === 'admin') {
    return {
      carregando: false,
      acesso: { empresaId: sessao.usuario.empresa_id, sessao: 'cliente' },
    };
  }
  return { carregando: false, acesso: null };
}
