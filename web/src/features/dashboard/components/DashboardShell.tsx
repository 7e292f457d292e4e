import { Avatar, Badge, Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChefHat, LuConciergeBell, LuKeyRound, LuLogOut, LuStore } from 'react-icons/lu';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ColorModeButton } from '../../../components/color-mode';
import { AppFrame, NavItem } from '../../../components/shell/AppFrame';
import { AlterarSenhaDialog } from '../../auth/components/AlterarSenhaDialog';
import { encerrarSessao } from '../../auth/session';
import { selectUsuario } from '../../auth/slice';
import { EMPRESA_PADRAO } from '../../empresas/api';
import { useEmpresaConfigQuery } from '../../empresas/configApi';
import { ROTULO_DO_PAPEL, telasDoPapel } from '../telas';
import { AvisosDeEstoque } from '../../estoque/components/AvisosDeEstoque';

const SIDEBAR_KEY = 'sidebarCollapsed';

interface NavegacaoProps {
  recolhida: boolean;
  empresaId: number;
  fechar: () => void;
  alterarSenha: () => void;
}

/** The other screens of the company, each opened in a tab of its own. */
const atalhos = (empresaId: number) => [
  { icone: <LuStore />, rotulo: 'Ver Cardápio', caminho: `/menu/${empresaId}` },
  { icone: <LuConciergeBell />, rotulo: 'Área do Garçom', caminho: '/garcom/login' },
  { icone: <LuChefHat />, rotulo: 'Monitor da Cozinha', caminho: '/monitor' },
];

/** The screen's entry is lit on its page and its sub-pages ('Pedidos' on /dashboard/pedidos/novo). */
function telaAtiva(pathname: string, caminho: string): boolean {
  const atual = pathname.replace(/\/+$/, '');
  return atual === caminho || (caminho !== '/dashboard' && atual.startsWith(`${caminho}/`));
}

/** A section title of the navigation (a gap when the sidebar is collapsed). */
function Secao({ recolhida, titulo }: { recolhida: boolean; titulo: string }) {
  if (recolhida) return <Box h="4" />;
  return (
    <Text
      px="3"
      pt="5"
      pb="1"
      fontSize="xs"
      fontWeight="bold"
      color="fg.muted"
      textTransform="uppercase"
      letterSpacing="wider"
    >
      {titulo}
    </Text>
  );
}

function Navegacao({ recolhida, empresaId, fechar, alterarSenha }: NavegacaoProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const usuario = useAppSelector(selectUsuario);
  const nomeCompleto = usuario ? `${usuario.nome} ${usuario.sobrenome}`.trim() : '';
  return (
    <Stack gap="1">
      {/* Phones: the header has no room for the user, the drawer shows who is signed in. */}
      {!recolhida && usuario && (
        <Flex gap="3" align="center" px="3" pb="4" display={{ base: 'flex', md: 'none' }}>
          <Avatar.Root size="sm" colorPalette="brand" variant="solid">
            <Avatar.Fallback name={nomeCompleto} />
          </Avatar.Root>
          <Box lineHeight="1.2" minW="0">
            <Text fontSize="sm" fontWeight="bold" truncate>
              {nomeCompleto}
            </Text>
            <Badge size="sm" colorPalette="brand" variant="subtle" rounded="full">
              {usuario.role ? (ROTULO_DO_PAPEL[usuario.role] ?? usuario.role) : 'Administrador'}
            </Badge>
          </Box>
        </Flex>
      )}
      {telasDoPapel(usuario?.role).map((tela) => (
        <NavItem
          key={tela.caminho}
          icone={tela.icone}
          rotulo={tela.rotulo}
          recolhida={recolhida}
          ativo={telaAtiva(pathname, tela.caminho)}
          onClick={() => {
            navigate(tela.caminho);
            fechar();
          }}
        />
      ))}
      <Secao recolhida={recolhida} titulo="Atalhos" />
      {atalhos(empresaId).map((atalho) => (
        <NavItem
          key={atalho.caminho}
          icone={atalho.icone}
          rotulo={atalho.rotulo}
          recolhida={recolhida}
          externo
          onClick={() => window.open(atalho.caminho, '_blank', 'noopener')}
        />
      ))}
      <Secao recolhida={recolhida} titulo="Sua conta" />
      <NavItem
        icone={<LuKeyRound />}
        rotulo="Alterar senha"
        recolhida={recolhida}
        onClick={() => {
          fechar();
          alterarSenha();
        }}
      />
    </Stack>
  );
}

/**
 * The staff back-office layout (staff-side §2): the shared frame around every /dashboard/* page,
 * which renders in the Outlet.
 */
export function DashboardShell() {
  const usuario = useAppSelector(selectUsuario);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const empresaId = usuario?.empresa_id ?? 1;
  // The staff's own read: it names a company the public does not see yet (a sign-up not
  // confirmed, or one its owner took off the air).
  const { data: empresa, isLoading } = useEmpresaConfigQuery(empresaId);
  const [alterandoSenha, setAlterandoSenha] = useState(false);

  const nomeCompleto = usuario ? `${usuario.nome} ${usuario.sobrenome}`.trim() : '';
  const papel = usuario?.role ? (ROTULO_DO_PAPEL[usuario.role] ?? usuario.role) : 'Administrador';

  function sair() {
    dispatch(encerrarSessao());
    navigate('/login', { replace: true });
  }

  return (
    <AppFrame
      tagline="Painel"
      chaveDaSidebar={SIDEBAR_KEY}
      rotuloDaNavegacao="Navegação do painel"
      navegacao={({ recolhida, fechar }) => (
        <Navegacao
          recolhida={recolhida}
          empresaId={empresaId}
          fechar={fechar}
          alterarSenha={() => setAlterandoSenha(true)}
        />
      )}
      titulo={
        <>
          {isLoading ? (
            <Skeleton h="5" w="40" />
          ) : (
            <Text fontWeight="800" fontSize={{ base: 'md', md: 'lg' }} truncate>
              {empresa?.nome ?? EMPRESA_PADRAO.nome}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            Painel administrativo
          </Text>
        </>
      }
      acoes={
        <>
          <ColorModeButton />
          <Flex gap="2.5" align="center" display={{ base: 'none', md: 'flex' }}>
            <Avatar.Root size="sm" colorPalette="brand" variant="solid">
              <Avatar.Fallback name={nomeCompleto} />
            </Avatar.Root>
            <Box lineHeight="1.2">
              <Text fontSize="sm" fontWeight="bold" data-testid="usuario-nome">
                {nomeCompleto}
              </Text>
              <Badge size="sm" colorPalette="brand" variant="subtle" rounded="full">
                {papel}
              </Badge>
            </Box>
          </Flex>
          <Button
            variant="outline"
            size="sm"
            rounded="lg"
            onClick={sair}
            aria-label="Sair"
            px={{ base: '2', md: '3' }}
          >
            <LuLogOut />
            <Text as="span" display={{ base: 'none', md: 'inline' }}>
              Sair
            </Text>
          </Button>
        </>
      }
    >
      <AvisosDeEstoque />
      <Outlet />
      <AlterarSenhaDialog
        aberto={alterandoSenha}
        conta="equipe"
        onFechar={() => setAlterandoSenha(false)}
      />
    </AppFrame>
  );
}
