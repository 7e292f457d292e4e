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
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  LuLayoutGrid,
  LuLogOut,
  LuMenu,
  LuMoon,
  LuPanelLeftClose,
  LuPanelLeftOpen,
  LuReceiptText,
  LuSettings,
  LuSun,
} from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BrandLogo } from '../../../components/BrandLogo';
import { useColorMode } from '../../../components/color-mode';
import { StickyHeader } from '../../../components/StickyHeader';
import { encerrarSessaoGarcom } from '../../auth/session';
import { selectGarcom } from '../../auth/slice';
import { useEmpresa } from '../../empresa/api';

export type AbaDoGarcom = 'mesas' | 'avulsas';

const SIDEBAR_KEY = 'garcomSidebarCollapsed';

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

interface ItemProps {
  icone: ReactNode;
  rotulo: string;
  contagem?: number;
  ativo?: boolean;
  recolhida?: boolean;
  onClick: () => void;
}

function ItemDoMenu({ icone, rotulo, contagem, ativo, recolhida, onClick }: ItemProps) {
  const nome = contagem === undefined ? rotulo : `${rotulo} (${contagem})`;
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
      aria-label={nome}
      title={recolhida ? nome : undefined}
      onClick={onClick}
      position="relative"
    >
      <Box fontSize="lg">{icone}</Box>
      {!recolhida && (
        <Text flex="1" textAlign="start">
          {rotulo}
        </Text>
      )}
      {contagem !== undefined &&
        (recolhida ? (
          <Badge
            position="absolute"
            top="0.5"
            right="1"
            size="xs"
            rounded="full"
            colorPalette="brand"
            variant="solid"
          >
            {contagem}
          </Badge>
        ) : (
          <Badge
            rounded="full"
            px="2"
            colorPalette={ativo ? 'brand' : 'gray'}
            variant={ativo ? 'solid' : 'subtle'}
          >
            {contagem}
          </Badge>
        ))}
    </Button>
  );
}

function Configuracoes({ recolhida }: { recolhida?: boolean }) {
  const { colorMode, setColorMode } = useColorMode();
  const escuro = colorMode === 'dark';
  if (recolhida) {
    const rotulo = escuro ? 'Ativar modo claro' : 'Ativar modo escuro';
    return (
      <IconButton
        aria-label={rotulo}
        title={rotulo}
        variant="ghost"
        w="full"
        h="11"
        rounded="xl"
        onClick={() => setColorMode(escuro ? 'light' : 'dark')}
      >
        {escuro ? <LuSun /> : <LuMoon />}
      </IconButton>
    );
  }
  return (
    <Stack gap="2" px="3" py="3" rounded="xl" bg="bg.muted/60">
      <HStack gap="2" color="fg.muted" fontSize="sm" fontWeight="semibold">
        <LuSettings />
        <Text>Configurações</Text>
      </HStack>
      <Switch.Root
        checked={escuro}
        onCheckedChange={(e) => setColorMode(e.checked ? 'dark' : 'light')}
        colorPalette="brand"
        justifyContent="space-between"
        w="full"
      >
        <Switch.HiddenInput />
        <Switch.Label fontWeight="medium" display="flex" alignItems="center" gap="2">
          {escuro ? <LuMoon /> : <LuSun />} Tema escuro
        </Switch.Label>
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
    </Stack>
  );
}

interface NavegacaoProps {
  aba: AbaDoGarcom;
  contagens: { mesas: number; avulsas: number };
  recolhida?: boolean;
  onAba: (aba: AbaDoGarcom) => void;
  onSair: () => void;
}

function Navegacao({ aba, contagens, recolhida, onAba, onSair }: NavegacaoProps) {
  return (
    <Flex direction="column" flex="1" gap="1">
      <ItemDoMenu
        icone={<LuLayoutGrid />}
        rotulo="Mesas"
        contagem={contagens.mesas}
        ativo={aba === 'mesas'}
        recolhida={recolhida}
        onClick={() => onAba('mesas')}
      />
      <ItemDoMenu
        icone={<LuReceiptText />}
        rotulo="Comandas Avulsas"
        contagem={contagens.avulsas}
        ativo={aba === 'avulsas'}
        recolhida={recolhida}
        onClick={() => onAba('avulsas')}
      />
      <Box flex="1" minH="6" />
      <Configuracoes recolhida={recolhida} />
      <ItemDoMenu icone={<LuLogOut />} rotulo="Sair" recolhida={recolhida} onClick={onSair} />
    </Flex>
  );
}

interface GarcomShellProps {
  aba: AbaDoGarcom;
  contagens: { mesas: number; avulsas: number };
  onAba: (aba: AbaDoGarcom) => void;
  children: ReactNode;
}

/** The waiter dashboard frame (staff-side §2): sidebar from 1024 px, a drawer below it. */
export function GarcomShell({ aba, contagens, onAba, children }: GarcomShellProps) {
  const garcom = useAppSelector(selectGarcom);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { empresa } = useEmpresa(garcom?.empresa_id ?? 1);
  const [recolhida, setRecolhida] = useSidebarRecolhida();
  const [menuAberto, setMenuAberto] = useState(false);
  const nomeCompleto = garcom ? `${garcom.nome} ${garcom.sobrenome}`.trim() : '';

  function sair() {
    setMenuAberto(false);
    dispatch(encerrarSessaoGarcom());
    navigate('/garcom/login', { replace: true });
  }

  const escolher = (proxima: AbaDoGarcom) => {
    setMenuAberto(false);
    onAba(proxima);
  };

  return (
    <Flex minH="100dvh" bg="bg.subtle">
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
        <Box px="2" mb="8">
          <BrandLogo compact={recolhida} tagline="Área do Garçom" />
        </Box>
        <Flex as="nav" direction="column" flex="1" aria-label="Navegação do garçom">
          <Navegacao
            aba={aba}
            contagens={contagens}
            recolhida={recolhida}
            onAba={escolher}
            onSair={sair}
          />
        </Flex>
        <Box mt="2">
          <Button
            variant="ghost"
            colorPalette="gray"
            w="full"
            h="10"
            rounded="xl"
            justifyContent={recolhida ? 'center' : 'flex-start'}
            px={recolhida ? '0' : '3'}
            color="fg.muted"
            aria-label={recolhida ? 'Expandir menu' : 'Recolher menu'}
            onClick={() => setRecolhida(!recolhida)}
          >
            {recolhida ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
            {!recolhida && <Text>Recolher menu</Text>}
          </Button>
        </Box>
      </Box>

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
                <BrandLogo tagline="Área do Garçom" />
              </Drawer.Header>
              <Drawer.Body display="flex" flexDirection="column" pb="6">
                <Flex as="nav" direction="column" flex="1" aria-label="Navegação do garçom">
                  <Navegacao aba={aba} contagens={contagens} onAba={escolher} onSair={sair} />
                </Flex>
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
                <Text fontWeight="800" fontSize={{ base: 'md', md: 'lg' }} truncate>
                  {aba === 'mesas' ? 'Mesas' : 'Comandas Avulsas'}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {empresa.nome}
                </Text>
              </Box>
            </HStack>
            <HStack gap="2.5" flexShrink={0}>
              <Box lineHeight="1.2" textAlign="end" display={{ base: 'none', sm: 'block' }}>
                <Text fontSize="sm" fontWeight="bold" data-testid="garcom-nome">
                  {nomeCompleto}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  Garçom
                </Text>
              </Box>
              <Avatar.Root size="sm" colorPalette="brand" variant="solid">
                <Avatar.Fallback name={nomeCompleto} />
              </Avatar.Root>
              <IconButton
                aria-label="Sair"
                title="Sair"
                variant="ghost"
                size="sm"
                display={{ base: 'inline-flex', lg: 'none' }}
                onClick={sair}
              >
                <LuLogOut />
              </IconButton>
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
