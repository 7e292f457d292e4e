import { Box, Button, Container, HStack, IconButton, Skeleton, Text } from '@chakra-ui/react';
import {
  LuBellRing,
  LuLogIn,
  LuLogOut,
  LuMenu,
  LuReceiptText,
  LuSearch,
  LuShoppingBag,
  LuUserRound,
  LuX,
} from 'react-icons/lu';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { BrandMark } from '../../../components/BrandLogo';
import { ColorModeButton } from '../../../components/color-mode';
import { LogoDaLoja } from '../../../components/LogoDaLoja';
import { StickyHeader } from '../../../components/StickyHeader';
import { lembrarRetorno, primeiroNome } from '../../auth/retorno';
import { encerrarSessao } from '../../auth/session';
import { useClienteDaEmpresa } from '../../auth/useClienteDaEmpresa';
import { useCarrinhoDaLoja } from '../../carrinho/api';
import type { EmpresaExibida } from '../../empresas/api';
import { abrirPainel } from '../painelDaLoja';
import { StatusDaLoja } from './StatusDaLoja';

interface MenuHeaderProps {
  empresa: EmpresaExibida;
  carregando: boolean;
  buscaAberta: boolean;
  onAlternarBusca: () => void;
  onAbrirCategorias: () => void;
}

/** Item count of the cart (sum of quantidades); no call unless a customer of this company. */
function useItensNoCarrinho(empresaId: number): number {
  const { data } = useCarrinhoDaLoja(empresaId);
  if (!data) return 0;
  return data.itens.reduce((soma, item) => soma + item.quantidade, 0);
}

/** The logout question's code (Chakra's dialog) loads on the first tap on 'Sair', off the menu's budget. */
const ConfirmarDialog = lazy(() =>
  import('../../../components/ConfirmarDialog').then((m) => ({ default: m.ConfirmarDialog })),
);

/** 44 px touch targets below lg (phones, tablets), the desktop's 36 px beside its text buttons. */
const TAMANHO_DO_ICONE = { base: 'lg', lg: 'sm' } as const;

/** Fixed header of the public menu (customer-side §2). */
export function MenuHeader({
  empresa,
  carregando,
  buscaAberta,
  onAlternarBusca,
  onAbrirCategorias,
}: MenuHeaderProps) {
  const usuario = useClienteDaEmpresa(empresa.id);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const itens = useItensNoCarrinho(empresa.id);
  const [confirmandoSaida, setConfirmandoSaida] = useState(false);
  // Mounted from the first 'Sair' on, so closing the question animates.
  const [saidaMontada, setSaidaMontada] = useState(false);

  function entrar() {
    lembrarRetorno(`/menu/${empresa.id}`);
    void navigate(`/login/${empresa.id}`);
  }

  return (
    <StickyHeader bg="bg.panel/85" backdropFilter="saturate(180%) blur(14px)">
      <Container maxW="7xl" px={{ base: '3', md: '6' }}>
        <HStack h={{ base: '16', lg: '18' }} gap={{ base: '1', md: '3' }}>
          <IconButton
            aria-label="Abrir categorias"
            title="Categorias"
            variant="ghost"
            rounded="full"
            size="lg"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={onAbrirCategorias}
          >
            <LuMenu />
          </IconButton>
          {empresa.logo_url ? (
            <LogoDaLoja url={empresa.logo_url} />
          ) : (
            <Box display={{ base: 'none', lg: 'block' }}>
              <BrandMark size="11" />
            </Box>
          )}
          <Box minW="0" flex="1" lineHeight="1.2">
            {carregando ? (
              <Skeleton h="5" w="40" maxW="full" rounded="md" mb="1" />
            ) : (
              <Text
                as="h1"
                fontWeight="800"
                fontSize={{ base: 'md', md: 'lg' }}
                letterSpacing="-0.02em"
                truncate
                data-testid="empresa-nome"
              >
                {empresa.nome}
              </Text>
            )}
            <StatusDaLoja empresaId={empresa.id} />
          </Box>

          <HStack gap={{ base: '0', md: '1.5' }} flexShrink={0}>
            <IconButton
              aria-label={buscaAberta ? 'Fechar busca' : 'Buscar produtos'}
              aria-expanded={buscaAberta}
              variant={buscaAberta ? 'subtle' : 'ghost'}
              rounded="full"
              size="lg"
              display={{ base: 'inline-flex', lg: 'none' }}
              onClick={onAlternarBusca}
            >
              {buscaAberta ? <LuX /> : <LuSearch />}
            </IconButton>
            {(
              [
                { rotulo: 'Chamar Garçom', icone: <LuBellRing />, painel: 'chamarGarcom' },
                {
                  rotulo: 'Meus Pedidos',
                  icone: <LuReceiptText />,
                  painel: usuario ? 'pedidos' : 'loginNecessario',
                },
              ] as const
            ).map(({ rotulo, icone, painel }) => (
              <Button
                key={rotulo}
                variant="ghost"
                rounded="full"
                size="sm"
                display={{ base: 'none', lg: 'inline-flex' }}
                onClick={() => dispatch(abrirPainel(painel))}
              >
                {icone} {rotulo}
              </Button>
            ))}
            <ColorModeButton display={{ base: 'none', lg: 'inline-flex' }} />
            <Box position="relative">
              <IconButton
                aria-label={
                  itens > 0
                    ? `Abrir carrinho, ${itens} ${itens === 1 ? 'item' : 'itens'}`
                    : 'Abrir carrinho'
                }
                title="Seu Pedido"
                variant={{ base: 'ghost', lg: 'outline' }}
                rounded="full"
                size={TAMANHO_DO_ICONE}
                onClick={() => dispatch(abrirPainel('carrinho'))}
              >
                <LuShoppingBag />
              </IconButton>
              {itens > 0 && (
                <Box
                  position="absolute"
                  top="-1"
                  right="-1"
                  minW="5"
                  h="5"
                  px="1"
                  rounded="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  fontSize="2xs"
                  fontWeight="bold"
                  display="grid"
                  placeItems="center"
                  borderWidth="2px"
                  borderColor="bg.panel"
                  pointerEvents="none"
                  data-testid="carrinho-contador"
                >
                  {itens > 99 ? '99+' : itens}
                </Box>
              )}
            </Box>
            {usuario ? (
              <HStack gap="0" rounded="full" borderWidth="1px" borderColor="border" bg="bg.panel">
                <Button
                  variant="ghost"
                  rounded="full"
                  size="sm"
                  h={{ base: '11', lg: '9' }}
                  px={{ base: '2', md: '3' }}
                  gap="1.5"
                  onClick={() => dispatch(abrirPainel('perfil'))}
                  title="Meu perfil"
                >
                  <Box display={{ base: 'none', sm: 'block' }} color="brand.fg">
                    <LuUserRound />
                  </Box>
                  <Text
                    as="span"
                    maxW={{ base: '24', sm: '32' }}
                    truncate
                    fontWeight="semibold"
                    data-testid="saudacao"
                  >
                    Olá, {primeiroNome(usuario.nome)}
                  </Text>
                </Button>
                <IconButton
                  aria-label="Sair"
                  title="Sair"
                  size={TAMANHO_DO_ICONE}
                  variant="ghost"
                  rounded="full"
                  onClick={() => {
                    setSaidaMontada(true);
                    setConfirmandoSaida(true);
                  }}
                >
                  <LuLogOut />
                </IconButton>
                {saidaMontada && (
                  <Suspense fallback={null}>
                    <ConfirmarDialog
                      aberto={confirmandoSaida}
                      titulo="Sair da sua conta?"
                      mensagem="Para fazer pedidos e acompanhá-los, você precisará entrar de novo."
                      confirmar="Sair"
                      icone={<LuLogOut />}
                      onConfirmar={() => {
                        setConfirmandoSaida(false);
                        dispatch(encerrarSessao());
                      }}
                      onFechar={() => setConfirmandoSaida(false)}
                    />
                  </Suspense>
                )}
              </HStack>
            ) : (
              <Button
                colorPalette="brand"
                size="sm"
                h={{ base: '11', lg: '9' }}
                rounded="full"
                fontWeight="bold"
                px={{ base: '3', md: '4' }}
                onClick={entrar}
              >
                <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                  <LuLogIn />
                </Box>
                Entrar
              </Button>
            )}
          </HStack>
        </HStack>
      </Container>
    </StickyHeader>
  );
}
