import type { ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { LuLock } from 'react-icons/lu';
import { Link as RouterLink, Navigate } from 'react-router';
import { EstadoDaLista } from '../components/EstadoDaLista';
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
 * another staff member reached it by URL and is told so, inside the shell (the server refuses
 * its calls anyway).
 */
export function RequireGestao({ children }: { children: ReactNode }) {
  const role = useAppSelector((state) => state.sessao.usuario?.role);
  if (role === 'gestao') return children;
  return (
    <Box data-testid="acesso-negado">
      <EstadoDaLista
        icone={<LuLock />}
        titulo="Acesso restrito à gestão"
        descricao="Esta tela é só para usuários com a função Gestão. Peça acesso a um gestor da empresa."
      >
        <Button asChild colorPalette="brand" rounded="xl" minH="11">
          <RouterLink to="/dashboard">Voltar ao início</RouterLink>
        </Button>
      </EstadoDaLista>
    </Box>
  );
}
