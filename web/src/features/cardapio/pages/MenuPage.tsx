import { CARDS_PRIORITARIOS, type ProdutoMenu } from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  IconButton,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  LuChevronDown,
  LuClock,
  LuMapPin,
  LuPhone,
  LuRefreshCw,
  LuSearchX,
  LuUtensilsCrossed,
  LuX,
} from 'react-icons/lu';
import { useParams } from 'react-router';
import { formatarTelefone } from '../../../app/format';
import { statusDoErro } from '../../../app/http';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTituloDaLoja } from '../../../app/useDocumentTitle';
import { GradeOuLista } from '../../../components/GradeOuLista';
import { RouterLink } from '../../../components/RouterLink';
import { StickyHeader } from '../../../components/StickyHeader';
import { useClienteDaEmpresa } from '../../auth/useClienteDaEmpresa';
import { useLojaAberta, useMenuQuery, useStatusDaLojaQuery } from '../api';
import { AvisoDoRitmo } from '../components/AvisoDoRitmo';
import { CategoriasLista } from '../components/CategoriasLista';
import { EstadoVazio } from '../components/EstadoVazio';
import type { ModoDeExibicao } from '../components/ProdutoCard';
import { GradeDeProdutos, SecaoDeProdutos } from '../components/SecaoDeProdutos';
import {
  SECOES_DA_PRIMEIRA_PINTURA,
  useAdicionarAoCarrinho,
  useLarguraDaJanela,
  useMetaPixel,
  usePassoVisivel,
  useTodasAsSecoes,
} from '../hooks';
import { rastrear } from '../pixel';
import { useCardapioAoVivo } from '../useCardapioAoVivo';
import { agruparPorCategoria, buscarProdutos, linkDoWhatsapp, textoDeResultados } from '../utils';
import { PaineisDoCliente } from '../../carrinho/components/PaineisDoCliente';
import { empresaDaRota, useEmpresa, type EmpresaExibida } from '../../empresas/api';
import { useTemaDaLoja } from '../../empresas/marca';
import { abrirPainel, fecharPainel, selectPainel } from '../painelDaLoja';
import { BarraDeBusca } from '../components/BarraDeBusca';
import { DicaCategorias } from '../components/DicaCategorias';
import { LojaNaoEncontrada } from '../components/LojaNaoEncontrada';
import { MenuHeader } from '../components/MenuHeader';
import { WhatsAppFlutuante } from '../components/WhatsAppFlutuante';
import { FaixaDaMarca } from '../../../components/FaixaDaMarca';

const ProdutoModal = lazy(() =>
  import('../components/ProdutoModal').then((m) => ({ default: m.ProdutoModal })),
);
const CategoriasDrawer = lazy(() =>
  import('../components/CategoriasDrawer').then((m) => ({ default: m.CategoriasDrawer })),
);
const LojaFechadaModal = lazy(() =>
  import('../components/LojaFechadaModal').then((m) => ({
    default: m.LojaFechadaModal,
  })),
);
const LoginNecessarioModal = lazy(() =>
  import('../components/LoginNecessarioModal').then((m) => ({
    default: m.LoginNecessarioModal,
  })),
);

const LARGURA_MOBILE = 1024;

function Vitrine({ empresa, carregando }: { empresa: EmpresaExibida; carregando: boolean }) {
  const { data: status } = useStatusDaLojaQuery(empresa.id, { pollingInterval: 60_000 });
  // `?.` on texto: a gateway of the previous version (rolling deploy) answers without it.
  const horario = status?.texto?.completo;
  return (
    <FaixaDaMarca
      overflow="hidden"
      rounded={{ base: '2xl', md: '3xl' }}
      px={{ base: '5', md: '8' }}
      py={{ base: '5', md: '7' }}
      shadow="card"
    >
      <Box
        position="absolute"
        insetEnd={{ base: '-6', md: '6' }}
        top="50%"
        transform="translateY(-50%) rotate(-12deg)"
        fontSize={{ base: '7rem', md: '10rem' }}
        color="whiteAlpha.200"
        pointerEvents="none"
        aria-hidden
      >
        <LuUtensilsCrossed />
      </Box>
      <Stack position="relative" gap={{ base: '2', md: '3' }} maxW="3xl">
        <Badge
          alignSelf="flex-start"
          bg="whiteAlpha.300"
          color="brand.contrast"
          rounded="full"
          px="2.5"
          fontWeight="semibold"
        >
          Peça online
        </Badge>
        {carregando ? (
          <Skeleton h="8" w="64" maxW="full" rounded="lg" />
        ) : (
          <Heading
            as="h2"
            fontSize={{ base: '2xl', md: '4xl' }}
            fontWeight="800"
            letterSpacing="-0.03em"
            lineHeight="1.1"
          >
            {empresa.nome}
          </Heading>
        )}
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          flexWrap="wrap"
          columnGap="5"
          rowGap="1"
          fontSize="sm"
          color="brand.contrast"
        >
          <HStack gap="1.5" minW="0">
            <LuMapPin />
            <Text truncate>{empresa.endereco}</Text>
          </HStack>
          {empresa.temTelefone && (
            <HStack gap="1.5" display={{ base: 'none', sm: 'flex' }}>
              <LuPhone />
              <Text>{formatarTelefone(empresa.telefone)}</Text>
            </HStack>
          )}
          {horario && (
            <HStack gap="1.5" minW="0">
              <LuClock />
              <Text truncate data-testid="horario-vitrine">
                {horario}
              </Text>
            </HStack>
          )}
        </Stack>
      </Stack>
    </FaixaDaMarca>
  );
}

function CarregandoProdutos() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Carregando cardápio">
      <Skeleton h="7" w="64" maxW="full" rounded="md" />
      <SimpleGrid columns={{ base: 2, lg: 3, xl: 4 }} gap={{ base: '3', md: '5' }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Stack
            key={i}
            gap="0"
            rounded="2xl"
            overflow="hidden"
            borderWidth="1px"
            borderColor="border.subtle"
          >
            <Skeleton aspectRatio="4 / 3" rounded="none" />
            <Stack p="3" gap="2">
              <Skeleton h="4" w="80%" />
              <Skeleton h="3" w="full" />
              <Skeleton h="5" w="40%" mt="2" />
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function NenhumProdutoEncontrado({ children }: { children?: ReactNode }) {
  return (
    <EstadoVazio
      icone={<LuSearchX />}
      titulo="Nenhum produto encontrado"
      descricao="Tente ajustar os filtros de busca."
    >
      {children}
    </EstadoVazio>
  );
}

/** /menu/{empresaId}: the storefront, or 'Loja não encontrada' when the path names no company. */
export function MenuPage() {
  const { empresaId: param } = useParams();
  const empresaId = empresaDaRota(param);
  if (empresaId === null) return <LojaNaoEncontrada />;
  return <Cardapio empresaId={empresaId} />;
}

function Cardapio({ empresaId }: { empresaId: number }) {
  const dispatch = useAppDispatch();
  const painel = useAppSelector(selectPainel);
  const usuario = useClienteDaEmpresa(empresaId);
  const { empresa, isLoading: carregandoEmpresa, inexistente } = useEmpresa(empresaId);
  const menu = useMenuQuery(empresaId);
  useCardapioAoVivo(empresaId, menu.data !== undefined);
  // An unknown or inactive company: no store, header, cart or waiter call with made-up details.
  const lojaInexistente = inexistente || statusDoErro(menu.error) === 404;
  const aberta = useLojaAberta(empresaId);
  const { adicionar, logado } = useAdicionarAoCarrinho(empresaId);
  const largura = useLarguraDaJanela();
  const passo = usePassoVisivel();
  useMetaPixel(empresaId);
  useTemaDaLoja(lojaInexistente ? null : empresa.cor_marca);
  useTituloDaLoja(
    lojaInexistente || carregandoEmpresa ? undefined : empresa.nome,
    lojaInexistente ? 'Loja não encontrada' : carregandoEmpresa ? 'Cardápio' : undefined,
  );

  const [busca, setBusca] = useState('');
  const [buscaAberta, setBuscaAberta] = useState(false);
  const [categoria, setCategoria] = useState<number | null>(null);
  const [modo, setModo] = useState<ModoDeExibicao>('grade');
  const [drawerAberto, setDrawerAberto] = useState(false);
  // The drawer's code loads the first time it opens (phones only).
  const [drawerMontado, setDrawerMontado] = useState(false);
  const abrirDrawer = useCallback(() => {
    setDrawerMontado(true);
    setDrawerAberto(true);
  }, []);
  const [produtoAberto, setProdutoAberto] = useState<ProdutoMenu | null>(null);

  const produtos = useMemo(() => menu.data?.produtos ?? [], [menu.data]);
  const categorias = useMemo(() => menu.data?.categorias ?? [], [menu.data]);
  const secoes = useMemo(() => agruparPorCategoria(produtos, categorias), [produtos, categorias]);
  const contagens = useMemo(() => {
    const mapa = new Map<number, number>();
    for (const c of categorias) {
      mapa.set(c.id, secoes.find((s) => s.chave === `c${c.id}`)?.produtos.length ?? 0);
    }
    return mapa;
  }, [categorias, secoes]);

  const termo = busca.trim();
  const resultados = useMemo(
    () => (termo ? buscarProdutos(produtos, termo) : []),
    [produtos, termo],
  );
  const todasAsSecoes = useTodasAsSecoes(menu.data !== undefined);
  const secoesVisiveis =
    categoria === null ? secoes : secoes.filter((s) => s.chave === `c${categoria}`);
  const secoesPintadas = todasAsSecoes
    ? secoesVisiveis
    : secoesVisiveis.slice(0, SECOES_DA_PRIMEIRA_PINTURA);
  const categoriaSelecionada = categorias.find((c) => c.id === categoria) ?? null;
  const modoEfetivo: ModoDeExibicao = largura < LARGURA_MOBILE ? modo : 'grade';
  const whatsapp = linkDoWhatsapp(
    [empresa.temWhatsapp ? empresa.whatsapp : null, empresa.temTelefone ? empresa.telefone : null],
    `Olá! Vim pelo cardápio online de ${empresa.nome}.`,
  );

  const abrirProduto = useCallback(
    (produto: ProdutoMenu) => {
      if (!aberta) {
        dispatch(abrirPainel('lojaFechada'));
        return;
      }
      rastrear('ViewContent', {
        content_ids: [produto.id],
        content_name: produto.nome,
        content_type: 'product',
        value: produto.preco,
        currency: 'BRL',
      });
      setProdutoAberto(produto);
    },
    [aberta, dispatch],
  );

  const adicionarRapido = useCallback(
    (produto: ProdutoMenu) => {
      if (produto.disponivel === false) return;
      if (produto.tem_opcoes || !aberta || !logado) {
        abrirProduto(produto);
        return;
      }
      void adicionar({
        produto,
        quantidade: 1,
        observacoes: '',
        personalizacoes: [],
        precoUnitario: produto.preco,
      });
    },
    [abrirProduto, adicionar, aberta, logado],
  );

  function selecionarCategoria(id: number | null) {
    setCategoria(id);
    setBusca('');
    document.getElementById('produtos')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function alternarBusca() {
    setBuscaAberta((aberta) => {
      if (aberta) setBusca('');
      return !aberta;
    });
  }

  const listaDeCategorias = {
    categorias,
    contagens,
    total: produtos.length,
    selecionada: categoria,
    onSelecionar: selecionarCategoria,
  };

  let conteudo;
  if (menu.isLoading) {
    conteudo = <CarregandoProdutos />;
  } else if (menu.isError && produtos.length === 0) {
    conteudo = (
      <EstadoVazio
        icone={<LuRefreshCw />}
        titulo="Não foi possível carregar o cardápio"
        descricao="Verifique sua conexão e tente novamente."
      >
        <Button mt="3" colorPalette="brand" rounded="full" onClick={() => void menu.refetch()}>
          Tentar novamente
        </Button>
      </EstadoVazio>
    );
  } else if (termo) {
    conteudo = (
      <Stack gap={{ base: '3', md: '4' }} data-testid="resultados-busca">
        <Box>
          <Heading
            as="h2"
            fontSize={{ base: 'lg', md: '2xl' }}
            fontWeight="800"
            letterSpacing="-0.02em"
          >
            Resultados para &quot;{termo}&quot;
          </Heading>
          <Text color="fg.muted" fontSize="sm" data-testid="contagem-resultados">
            {textoDeResultados(resultados.length)}
          </Text>
        </Box>
        {resultados.length > 0 ? (
          <GradeDeProdutos
            produtos={resultados}
            modo={modoEfetivo}
            onAbrir={abrirProduto}
            onAdicionar={adicionarRapido}
          />
        ) : (
          <NenhumProdutoEncontrado />
        )}
      </Stack>
    );
  } else if (produtos.length === 0) {
    conteudo = (
      <EstadoVazio
        icone={<LuUtensilsCrossed />}
        titulo="Nenhum produto disponível"
        descricao="Aguarde novos produtos serem adicionados."
      />
    );
  } else if (secoesVisiveis.length === 0) {
    conteudo = (
      <NenhumProdutoEncontrado>
        <Button mt="3" variant="outline" rounded="full" onClick={() => selecionarCategoria(null)}>
          Ver todas as categorias
        </Button>
      </NenhumProdutoEncontrado>
    );
  } else {
    conteudo = (
      <Stack gap={{ base: '8', md: '12' }}>
        {secoesPintadas.map((secao, i) => (
          <SecaoDeProdutos
            key={secao.chave}
            prioritarios={i === 0 ? CARDS_PRIORITARIOS : 0}
            id={`secao-${secao.chave}`}
            categoria={secao.nome}
            passo={passo}
            produtos={secao.produtos}
            modo={modoEfetivo}
            onAbrir={abrirProduto}
            onAdicionar={adicionarRapido}
          />
        ))}
      </Stack>
    );
  }

  if (lojaInexistente) return <LojaNaoEncontrada />;

  return (
    <Box minH="100dvh" bg="bg" display="flex" flexDirection="column">
      <MenuHeader
        empresa={empresa}
        carregando={carregandoEmpresa}
        buscaAberta={buscaAberta}
        onAlternarBusca={alternarBusca}
        onAbrirCategorias={() => abrirDrawer()}
      />
      {buscaAberta && (
        <StickyHeader
          as="div"
          display={{ base: 'block', lg: 'none' }}
          top="16"
          backdropFilter="blur(14px)"
          px="3"
          py="2.5"
        >
          <BarraDeBusca valor={busca} onChange={setBusca} focar />
        </StickyHeader>
      )}

      <Container
        flex="1"
        maxW="7xl"
        px={{ base: '3', md: '6' }}
        pt={{ base: '4', md: '6' }}
        pb={{ base: '28', md: '24' }}
      >
        <Grid templateColumns={{ base: '1fr', lg: '280px minmax(0, 1fr)' }} gap={{ lg: '8' }}>
          <Box
            as="aside"
            display={{ base: 'none', lg: 'block' }}
            position="sticky"
            top="24"
            alignSelf="start"
            maxH="calc(100dvh - 7rem)"
            overflowY="auto"
            p="3"
            rounded="2xl"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.subtle"
            shadow="xs"
            data-testid="categorias-sidebar"
          >
            <Text
              px="2"
              pt="1"
              pb="3"
              fontSize="xs"
              fontWeight="bold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wider"
            >
              Categorias
            </Text>
            {menu.isLoading ? (
              <Stack gap="2">
                {Array.from({ length: 5 }, (_, i) => (
                  <Skeleton key={i} h="14" rounded="xl" />
                ))}
              </Stack>
            ) : (
              <CategoriasLista {...listaDeCategorias} />
            )}
          </Box>

          <Stack as="main" gap={{ base: '5', md: '7' }} minW="0">
            <AvisoDoRitmo empresaId={empresaId} />
            <Box display={buscaAberta ? { base: 'none', lg: 'block' } : undefined}>
              <Vitrine empresa={empresa} carregando={carregandoEmpresa} />
            </Box>

            <Box display={{ base: 'none', lg: 'block' }}>
              <BarraDeBusca valor={busca} onChange={setBusca} />
            </Box>

            <HStack justify="space-between" gap="3" display={{ base: 'flex', lg: 'none' }}>
              <HStack gap="1.5" minW="0">
                <Button
                  variant="outline"
                  rounded="full"
                  size="sm"
                  onClick={() => abrirDrawer()}
                  minW="0"
                >
                  <Text as="span" truncate>
                    {categoriaSelecionada?.nome ?? 'Todas as categorias'}
                  </Text>
                  <LuChevronDown />
                </Button>
                {categoriaSelecionada && (
                  <IconButton
                    aria-label="Limpar categoria"
                    size="sm"
                    variant="ghost"
                    rounded="full"
                    onClick={() => selecionarCategoria(null)}
                  >
                    <LuX />
                  </IconButton>
                )}
              </HStack>
              <GradeOuLista
                modo={modo}
                onMudar={setModo}
                botao={{ size: 'xs', rounded: 'full' }}
                gap="0.5"
                p="0.5"
                rounded="full"
                bg="bg.muted"
                flexShrink={0}
                role="group"
                aria-label="Modo de exibição"
              />
            </HStack>

            <Box id="produtos" scrollMarginTop="24">
              {conteudo}
            </Box>
          </Stack>
        </Grid>
      </Container>

      <Box as="footer" borderTopWidth="1px" borderColor="border.subtle">
        <Container
          maxW="7xl"
          px={{ base: '4', md: '6' }}
          py="6"
          pb={{ base: '24', md: '6' }}
          display="flex"
          flexDirection={{ base: 'column', sm: 'row' }}
          gap="2"
          justifyContent="space-between"
          color="fg.muted"
          fontSize="sm"
        >
          <Text>
            © {new Date().getFullYear()} {empresa.nome}
            {empresa.cnpj && ` · CNPJ ${empresa.cnpj}`}
          </Text>
          <HStack gap="1.5" wrap="wrap">
            <LuUtensilsCrossed />
            <Text>
              Pedidos online com{' '}
              <Text as="span" fontWeight="bold" color="fg">
                Cardápio Vivo
              </Text>
              .
            </Text>
            <RouterLink to="/admin/cadastro" color="brand.fg" fontWeight="semibold">
              Cadastre seu restaurante
            </RouterLink>
          </HStack>
        </Container>
      </Box>

      <WhatsAppFlutuante href={whatsapp} />
      <DicaCategorias onAbrir={abrirDrawer} />

      {/* One boundary per lazy piece, so loading one never hides another. */}
      <Suspense fallback={null}>
        {drawerMontado && (
          <CategoriasDrawer
            aberto={drawerAberto}
            onFechar={() => setDrawerAberto(false)}
            nomeDaEmpresa={empresa.nome}
            {...listaDeCategorias}
            onMeusPedidos={() => dispatch(abrirPainel(usuario ? 'pedidos' : 'loginNecessario'))}
            onChamarGarcom={() => dispatch(abrirPainel('chamarGarcom'))}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {produtoAberto && (
          <ProdutoModal
            key={produtoAberto.id}
            empresaId={empresaId}
            produto={produtoAberto}
            onFechar={() => setProdutoAberto(null)}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {painel === 'lojaFechada' && (
          <LojaFechadaModal
            empresaId={empresaId}
            nomeDaEmpresa={empresa.nome}
            whatsapp={whatsapp}
            onFechar={() => dispatch(fecharPainel())}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {painel === 'loginNecessario' && (
          <LoginNecessarioModal empresaId={empresaId} onFechar={() => dispatch(fecharPainel())} />
        )}
      </Suspense>

      <PaineisDoCliente empresaId={empresaId} />
    </Box>
  );
}
