import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { selectCarregandoSessao, selectEhAdmin, selectGarcom } from '../features/auth/slice';
import { useAppSelector } from './hooks';

/** /dashboard: a customer/admin session whose user is nivel admin, otherwise /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const carregando = useAppSelector(selectCarregandoSessao);
  const ehAdmin = useAppSelector(selectEhAdmin);
  if (carregando) return <FullPageSpinner />;
  return ehAdmin ? children : <Navigate to="/login" replace />;
}

/** /garcom/*: a waiter session, otherwise /garcom/login. */
export function RequireGarcom({ children }: { children: ReactNode }) {
  const carregando = useAppSelector(selectCarregandoSessao);
  const garcom = useAppSelector(selectGarcom);
  const token = useAppSelector((state) => state.sessao.garcomToken);
  if (carregando) return <FullPageSpinner />;
  return garcom && token ? children : <Navigate to="/garcom/login" replace />;
}

/**
 * Screens for role gestao only (staff-side §6: Usuários, Relatórios). Nested inside RequireAdmin:
 * another staff member is sent back to the dashboard home.
 */
export function RequireGestao({ children }: { children: ReactNode }) {
  const role = useAppSelector((state) => state.sessao.usuario?.role);
  return role === 'gestao' ? children : <Navigate to="/dashboard" replace />;
}
