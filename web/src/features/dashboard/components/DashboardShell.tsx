import {
  Avatar,
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  LuChefHat,
  LuConciergeBell,
  LuExternalLink,
  LuLayoutDashboard,
  LuLogOut,
  LuMenu,
  LuPanelLeftClose,
  LuPanelLeftOpen,
  LuReceipt,
  LuStore,
} from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BrandLogo } from '../../../components/BrandLogo';
import { ColorModeButton } from '../../../components/color-mode';
import { encerrarSessao } from '../../auth/session';
import { selectUsuario } from '../../auth/slice';
import { useEmpresa } from '../../empresa/api';
import { StickyHeader } from '../../../components/StickyHeader';

const SIDEBAR_KEY = 'sidebarCollapsed';

export const ROTULO_DO_PAPEL: Record<string, string> = {
  gestao: 'Gestão',
  colaborador: 'Colaborador',
};

function useSidebarRecolhida() {
  const [recolhida, setRecolhida] = useState(() => {
    try {
      return window.localStorage.getItem(SIDEBAR_KEY) === 'true';
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(SIDEBAR_KEY, String(recolhida));
    } catch {
      // Without storage the sidebar simply opens expanded next time.
    }
  }, [recolhida]);
  return [recolhida, setRecolhida] as const;
}

interface NavItemProps {
  icon: ReactNode;
  label: string;
  recolhida?: boolean;
  ativo?: boolean;
  externo?: boolean;
  onClick?: () => void;
}

function NavItem({ icon, label, recolhida, ativo, externo, onClick }: NavItemProps) {
  return (
    <Button
      variant={ativo ? 'subtle' : 'ghost'}
      colorPalette={ativo ? 'brand' : 'gray'}
      justifyContent={recolhida ? 'center' : 'flex-start'}
      w="full"
      h="11"
      px={recolhida ? '0' : '3'}
      rounded="xl"
      fontWeight={ativo ? 'bold' : 'medium'}
      aria-current={ativo ? 'page' : undefined}
      aria-label={recolhida ? label : undefined}
      title={recolhida ? label : undefined}
      onClick={onClick}
    >
      <Box fontSize="lg">{icon}</Box>
      {!recolhida && (
        <>
          <Text flex="1" textAlign="start">
            {label}
          </Text>
          {externo && (
            <Box color="fg.subtle" fontSize="sm">
              <LuExternalLink />
            </Box>
          )}
        </>
      )}
    </Button>
  );
}

/** The screens built so far (staff-side §2); entries appear as their screens exist. */
const TELAS = [
  { caminho: '/dashboard', rotulo: 'Início', icone: <LuLayoutDashboard /> },
  { caminho: '/dashboard/pedidos', rotulo: 'Pedidos', icone: <LuReceipt /> },
] as const;

function Navegacao({
  recolhida,
  empresaId,
  onNavegar,
}: {
  recolhida?: boolean;
  empresaId: number;
  onNavegar?: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const abrir = (caminho: string) => window.open(caminho, '_blank', 'noopener');
  return (
    <Stack gap="1">
      {TELAS.map((tela) => (
        <NavItem
          key={tela.caminho}
          icon={tela.icone}
          label={tela.rotulo}
          recolhida={recolhida}
          ativo={pathname === tela.caminho}
          onClick={() => {
            navigate(tela.caminho);
            onNavegar?.();
          }}
        />
      ))}
      {!recolhida && (
        <Text
          px="3"
          pt="5"
          pb="1"
          fontSize="xs"
          fontWeight="bold"
          color="fg.subtle"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          Atalhos
        </Text>
      )}
      {recolhida && <Box h="4" />}
      <NavItem
        icon={<LuChefHat />}
        label="Monitor da Cozinha"
        recolhida={recolhida}
        externo
        onClick={() => abrir('/monitor')}
      />
      <NavItem
        icon={<LuStore />}
        label="Ver Cardápio"
        recolhida={recolhida}
        externo
        onClick={() => abrir(`/menu/${empresaId}`)}
      />
      <NavItem
        icon={<LuConciergeBell />}
        label="Área do Garçom"
        recolhida={recolhida}
        externo
        onClick={() => abrir('/garcom/login')}
      />
    </Stack>
  );
}

/** Staff dashboard frame (staff-side §2): sidebar, company name, user, role, theme, logout. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const usuario = useAppSelector(selectUsuario);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const empresaId = usuario?.empresa_id ?? 1;
  const { empresa, isLoading } = useEmpresa(empresaId);
  const [recolhida, setRecolhida] = useSidebarRecolhida();
  const [menuAberto, setMenuAberto] = useState(false);

  const nomeCompleto = usuario ? `${usuario.nome} ${usuario.sobrenome}`.trim() : '';
  const papel = usuario?.role ? (ROTULO_DO_PAPEL[usuario.role] ?? usuario.role) : 'Administrador';

  function sair() {
    dispatch(encerrarSessao());
    navigate('/login', { replace: true });
  }

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      {/* Desktop sidebar */}
      <Box
        as="aside"
        display={{ base: 'none', lg: 'flex' }}
        flexDirection="column"
        w={recolhida ? '20' : '64'}
        flexShrink={0}
        bg="bg.panel"
        borderEndWidth="1px"
        borderColor="border.subtle"
        position="sticky"
        top="0"
        h="100dvh"
        px="3"
        py="5"
        transition="width 0.2s ease"
      >
        <Box px={recolhida ? '2' : '2'} mb="8">
          <BrandLogo compact={recolhida} tagline="Painel" />
        </Box>
        <Box as="nav" flex="1" aria-label="Navegação do painel">
          <Navegacao recolhida={recolhida} empresaId={empresaId} />
        </Box>
        <NavItem
          icon={recolhida ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
          label={recolhida ? 'Expandir menu' : 'Recolher menu'}
          recolhida={recolhida}
          onClick={() => setRecolhida(!recolhida)}
        />
      </Box>

      {/* Mobile navigation */}
      <Drawer.Root
        open={menuAberto}
        onOpenChange={(e) => setMenuAberto(e.open)}
        placement="start"
        size="xs"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <BrandLogo tagline="Painel" />
              </Drawer.Header>
              <Drawer.Body>
                <Navegacao empresaId={empresaId} onNavegar={() => setMenuAberto(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fechar menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Flex direction="column" flex="1" minW="0">
        <StickyHeader>
          <HStack h="16" px={{ base: '4', md: '8' }} gap="3" justify="space-between">
            <HStack gap="2" minW="0">
              <IconButton
                aria-label="Abrir menu"
                variant="ghost"
                size="sm"
                display={{ base: 'inline-flex', lg: 'none' }}
                onClick={() => setMenuAberto(true)}
              >
                <LuMenu />
              </IconButton>
              <Box minW="0" lineHeight="1.2">
                {isLoading ? (
                  <Skeleton h="5" w="40" />
                ) : (
                  <Text fontWeight="800" fontSize={{ base: 'md', md: 'lg' }} truncate>
                    {empresa.nome}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  Painel administrativo
                </Text>
              </Box>
            </HStack>
            <HStack gap={{ base: '1', md: '3' }} flexShrink={0}>
              <ColorModeButton />
              <HStack gap="2.5" display={{ base: 'none', md: 'flex' }}>
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
              </HStack>
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
            </HStack>
          </HStack>
        </StickyHeader>
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
