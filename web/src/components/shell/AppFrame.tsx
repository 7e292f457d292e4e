import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Portal,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { LuExternalLink, LuMenu, LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { BrandLogo } from '../BrandLogo';
import { StickyHeader } from '../StickyHeader';

/** A boolean kept in local storage under `chave` (false when storage is unavailable). */
export function useSidebarRecolhida(chave: string) {
  const [recolhida, setRecolhida] = useState(() => {
    try {
      return window.localStorage.getItem(chave) === 'true';
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(chave, String(recolhida));
    } catch {
      // Without storage the sidebar simply opens expanded next time.
    }
  }, [chave, recolhida]);
  return [recolhida, setRecolhida] as const;
}

interface NavItemProps {
  icone: ReactNode;
  rotulo: string;
  recolhida?: boolean;
  ativo?: boolean;
  /** The accessible name when it says more than the label (a count); default: the label. */
  nomeAcessivel?: string;
  externo?: boolean;
  /** Shown after the label (or as a corner badge when collapsed). */
  extra?: ReactNode;
  onClick?: () => void;
}

/** One sidebar entry: icon and label, icon only (with a tooltip title) when collapsed. */
export function NavItem({
  icone,
  rotulo,
  recolhida,
  ativo,
  nomeAcessivel,
  externo,
  extra,
  onClick,
}: NavItemProps) {
  const nome = nomeAcessivel ?? rotulo;
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
      aria-label={recolhida ? nome : nomeAcessivel}
      title={recolhida ? nome : undefined}
      onClick={onClick}
      position="relative"
    >
      <Box fontSize="lg">{icone}</Box>
      {!recolhida && (
        // With a count beside it the label keeps its whole width (the waiter's lists).
        <Text flex="1" textAlign="start" truncate={extra === undefined}>
          {rotulo}
        </Text>
      )}
      {extra}
      {externo && !recolhida && (
        <Box color="fg.subtle" fontSize="sm">
          <LuExternalLink />
        </Box>
      )}
    </Button>
  );
}

interface AppFrameProps {
  /** Logo tagline ('Painel', 'Área do Garçom'). */
  tagline: string;
  /** Local-storage key of the collapsed state. */
  chaveDaSidebar: string;
  /** aria-label of the navigation landmark. */
  rotuloDaNavegacao: string;
  /** The navigation; `fechar` closes the phone drawer after a choice. */
  navegacao: (opcoes: { recolhida: boolean; fechar: () => void }) => ReactNode;
  /** Left side of the header (title, company name). */
  titulo: ReactNode;
  /** Right side of the header (user, theme, logout). */
  acoes: ReactNode;
  /** Under the header row, sticky with it (the waiters' pending calls). */
  aviso?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every signed-in area shares (staff-side §2): a collapsible sidebar from 1024 px
 * (state in local storage, icons only when collapsed), a drawer below it, a sticky header.
 */
export function AppFrame({
  tagline,
  chaveDaSidebar,
  rotuloDaNavegacao,
  navegacao,
  titulo,
  acoes,
  aviso,
  children,
}: AppFrameProps) {
  const [recolhida, setRecolhida] = useSidebarRecolhida(chaveDaSidebar);
  const [menuAberto, setMenuAberto] = useState(false);
  const fechar = () => setMenuAberto(false);

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
          <BrandLogo compact={recolhida} tagline={tagline} />
        </Box>
        <Flex as="nav" direction="column" flex="1" overflowY="auto" aria-label={rotuloDaNavegacao}>
          {navegacao({ recolhida, fechar })}
        </Flex>
        <Box mt="2">
          <NavItem
            icone={recolhida ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
            rotulo={recolhida ? 'Expandir menu' : 'Recolher menu'}
            recolhida={recolhida}
            onClick={() => setRecolhida(!recolhida)}
          />
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
                <BrandLogo tagline={tagline} />
              </Drawer.Header>
              <Drawer.Body display="flex" flexDirection="column" pb="6">
                <Flex as="nav" direction="column" flex="1" aria-label={rotuloDaNavegacao}>
                  {navegacao({ recolhida: false, fechar })}
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
                boxSize="11"
                display={{ base: 'inline-flex', lg: 'none' }}
                onClick={() => setMenuAberto(true)}
              >
                <LuMenu />
              </IconButton>
              <Box minW="0" lineHeight="1.2">
                {titulo}
              </Box>
            </HStack>
            <HStack gap={{ base: '1', md: '3' }} flexShrink={0}>
              {acoes}
            </HStack>
          </HStack>
          {aviso}
        </StickyHeader>
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
