import type { CategoriaMenu, ProdutoMenu } from '@cardapio/shared-events';
import { Box, Button, chakra, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { LuLayoutGrid, LuList, LuPlus, LuSearchX } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { Esqueletos } from '../../../components/Esqueletos';
import { Painel } from '../../../components/Painel';
import { EstadoVazio } from '../../cardapio/components/EstadoVazio';
import { ImagemDoProduto } from '../../cardapio/components/ImagemDoProduto';
import { Esgotado } from '../../cardapio/components/ProdutoCard';
import { buscarProdutos } from '../../cardapio/utils';
import { CampoDeBusca } from './CampoDeBusca';

type Modo = 'grade' | 'lista';

const MODOS: { modo: Modo; rotulo: string; icone: ReactNode }[] = [
  { modo: 'grade', rotulo: 'Ver em grade', icone: <LuLayoutGrid /> },
  { modo: 'lista', rotulo: 'Ver em lista', icone: <LuList /> },
];

const BotaoDoNome = chakra('button', {
  base: {
    textAlign: 'start',
    fontWeight: 'bold',
    fontSize: 'sm',
    lineHeight: '1.3',
    lineClamp: 2,
    // A finger's height on phones (44 px), even for a one-line name.
    minH: { base: '11', md: 'auto' },
    cursor: 'pointer',
    _disabled: { cursor: 'not-allowed' },
  },
});
const MODO_KEY = 'garcomCatalogoModo';
const GRADE = { base: 2, sm: 3, lg: 3, xl: 4 };

function modoSalvo(): Modo {
  try {
    return window.localStorage.getItem(MODO_KEY) === 'lista' ? 'lista' : 'grade';
  } catch {
    return 'grade';
  }
}

interface CartaoProps {
  produto: ProdutoMenu;
  modo: Modo;
  desabilitado: boolean;
  dica: string;
  onAbrir: (produto: ProdutoMenu) => void;
  onAdicionar: (produto: ProdutoMenu) => void;
}

const CartaoDoProduto = memo(function CartaoDoProduto({
  produto,
  modo,
  desabilitado,
  dica,
  onAbrir,
  onAdicionar,
}: CartaoProps) {
  // Sold out (the menu's disponivel, live): like the storefront, it cannot be added.
  const esgotado = produto.disponivel === false;
  const mais = (
    <IconButton
      aria-label={esgotado ? `${produto.nome} esgotado` : `Adicionar ${produto.nome}`}
      title={esgotado ? 'Esgotado' : dica}
      colorPalette={esgotado ? 'gray' : 'brand'}
      rounded="full"
      size="sm"
      boxSize={{ base: '11', md: '9' }}
      flexShrink={0}
      disabled={desabilitado || esgotado}
      onClick={() => onAdicionar(produto)}
    >
      <LuPlus strokeWidth={2.75} />
    </IconButton>
  );
  const nome = (
    <BotaoDoNome type="button" disabled={desabilitado} onClick={() => onAbrir(produto)}>
      {produto.nome}
    </BotaoDoNome>
  );
  if (modo === 'lista') {
    return (
      <Painel direction="row" align="center" gap="3" p="2.5" rounded="xl" shadow="none">
        <ImagemDoProduto
          src={produto.imagem_url}
          alt={produto.nome}
          boxSize="14"
          rounded="lg"
          opacity={esgotado ? 0.55 : 1}
        />
        <Box flex="1" minW="0">
          {nome}
          <HStack gap="2">
            <Text fontSize="sm" fontWeight="800" color="brand.fg">
              {formatarReais(produto.preco)}
            </Text>
            {esgotado && <Esgotado />}
          </HStack>
        </Box>
        {mais}
      </Painel>
    );
  }
  return (
    <Painel gap="0" rounded="xl" overflow="hidden" shadow="none">
      <Box
        aria-hidden
        cursor="pointer"
        position="relative"
        onClick={() => !desabilitado && onAbrir(produto)}
      >
        <ImagemDoProduto
          src={produto.imagem_url}
          alt=""
          aspectRatio="4 / 3"
          w="full"
          opacity={esgotado ? 0.55 : 1}
        />
        {esgotado && (
          <Box position="absolute" top="2" insetStart="2">
            <Esgotado />
          </Box>
        )}
      </Box>
      <Stack gap="1" p="2.5" flex="1">
        {nome}
        <HStack mt="auto" justify="space-between" gap="2">
          <Text fontSize="sm" fontWeight="800">
            {formatarReais(produto.preco)}
          </Text>
          {mais}
        </HStack>
      </Stack>
    </Painel>
  );
});

interface CatalogoProps {
  produtos: ProdutoMenu[] | undefined;
  categorias: CategoriaMenu[] | undefined;
  carregando: boolean;
  desabilitado: boolean;
  /** The + button's tooltip (default 'Adicionar à comanda'). */
  dica?: string;
  onAbrir: (produto: ProdutoMenu) => void;
  onAdicionar: (produto: ProdutoMenu) => void;
}

/**
 * The products a waiter can add (staff-side §2), and the staff's new order (issue 31 §1): search,
 * category filter, grid or list.
 */
export function Catalogo({
  produtos,
  categorias,
  carregando,
  desabilitado,
  dica = 'Adicionar à comanda',
  onAbrir,
  onAdicionar,
}: CatalogoProps) {
  const [busca, setBusca] = useState('');
  const [categoria, setCategoria] = useState<number | null>(null);
  const [modo, setModo] = useState<Modo>(modoSalvo);

  function trocarModo(proximo: Modo) {
    setModo(proximo);
    try {
      window.localStorage.setItem(MODO_KEY, proximo);
    } catch {
      // The choice simply is not remembered.
    }
  }

  const visiveis = useMemo(() => {
    const daCategoria =
      categoria === null
        ? (produtos ?? [])
        : (produtos ?? []).filter((p) => p.categoria_id === categoria);
    return buscarProdutos(daCategoria, busca);
  }, [produtos, categoria, busca]);

  const comProdutos = useMemo(() => {
    const ids = new Set((produtos ?? []).map((p) => p.categoria_id));
    return (categorias ?? []).filter((c) => ids.has(c.id));
  }, [produtos, categorias]);

  return (
    <Stack gap="3" as="section" aria-label="Catálogo de produtos">
      <HStack gap="2">
        <CampoDeBusca
          valor={busca}
          onChange={setBusca}
          rotulo="Buscar produto"
          placeholder="Buscar produto"
        />
        <HStack gap="0" rounded="xl" borderWidth="1px" borderColor="border" p="0.5" bg="bg.panel">
          {MODOS.map((opcao) => (
            <IconButton
              key={opcao.modo}
              aria-label={opcao.rotulo}
              aria-pressed={modo === opcao.modo}
              size="sm"
              boxSize={{ base: '11', md: '9' }}
              rounded="lg"
              variant={modo === opcao.modo ? 'subtle' : 'ghost'}
              colorPalette={modo === opcao.modo ? 'brand' : 'gray'}
              onClick={() => trocarModo(opcao.modo)}
            >
              {opcao.icone}
            </IconButton>
          ))}
        </HStack>
      </HStack>
      <HStack
        gap="2"
        overflowX="auto"
        pb="1"
        mx={{ base: '-4', md: '0' }}
        px={{ base: '4', md: '0' }}
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        role="group"
        aria-label="Filtrar por categoria"
      >
        {[{ id: null, nome: 'Todas' }, ...comProdutos].map((c) => {
          const ativa = categoria === c.id;
          return (
            <Button
              key={c.id ?? 'todas'}
              size="sm"
              h={{ base: '11', md: '9' }}
              rounded="full"
              flexShrink={0}
              variant={ativa ? 'solid' : 'outline'}
              colorPalette={ativa ? 'brand' : 'gray'}
              aria-pressed={ativa}
              onClick={() => setCategoria(c.id)}
            >
              {c.nome}
            </Button>
          );
        })}
      </HStack>
      {carregando ? (
        <Esqueletos quantos={6} colunas={GRADE} gap="3" h="44" rounded="xl" />
      ) : visiveis.length === 0 ? (
        <EstadoVazio
          icone={<LuSearchX />}
          titulo="Nenhum produto encontrado"
          descricao="Tente outra busca ou outra categoria."
        />
      ) : (
        <SimpleGrid
          columns={modo === 'grade' ? GRADE : { base: 1, xl: 2 }}
          gap={modo === 'grade' ? '3' : '2'}
        >
          {visiveis.map((p) => (
            <CartaoDoProduto
              key={p.id}
              produto={p}
              modo={modo}
              desabilitado={desabilitado}
              dica={dica}
              onAbrir={onAbrir}
              onAdicionar={onAdicionar}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
