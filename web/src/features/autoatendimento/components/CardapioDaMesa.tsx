import { agruparPorCategoria, type MenuResposta, type ProdutoMenu } from '@cardapio/shared-events';
import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuRefreshCw, LuUtensilsCrossed } from 'react-icons/lu';
import { EstadoVazio } from '../../cardapio/components/EstadoVazio';
import { GradeDeProdutos } from '../../cardapio/components/SecaoDeProdutos';
import { textoDeItens } from '../regras';

interface CardapioDaMesaProps {
  menu: MenuResposta | undefined;
  carregando: boolean;
  falhou: boolean;
  onTentarDeNovo: () => void;
  onAbrir: (produto: ProdutoMenu) => void;
  onAdicionar: (produto: ProdutoMenu) => void;
}

const idDaSecao = (chave: string) => `mesa-qr-secao-${chave}`;

/** The company's menu as the storefront shows it, one section per category, with shortcuts. */
export function CardapioDaMesa({
  menu,
  carregando,
  falhou,
  onTentarDeNovo,
  onAbrir,
  onAdicionar,
}: CardapioDaMesaProps) {
  const secoes = useMemo(
    () => (menu ? agruparPorCategoria(menu.produtos, menu.categorias) : []),
    [menu],
  );

  if (carregando && !menu) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Carregando cardápio">
        <Skeleton h="7" w="48" rounded="md" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="28" rounded="2xl" />
        ))}
      </Stack>
    );
  }
  if (!menu) {
    return falhou ? (
      <EstadoVazio
        icone={<LuRefreshCw />}
        titulo="Não foi possível carregar o cardápio"
        descricao="Verifique sua conexão e tente novamente."
      >
        <Button mt="3" colorPalette="brand" rounded="full" minH="11" onClick={onTentarDeNovo}>
          Tentar novamente
        </Button>
      </EstadoVazio>
    ) : null;
  }
  if (secoes.length === 0) {
    return (
      <EstadoVazio
        icone={<LuUtensilsCrossed />}
        titulo="Nenhum produto disponível"
        descricao="Chame o garçom para fazer seu pedido."
      />
    );
  }

  return (
    <Stack gap="6" as="section" aria-labelledby="mesa-qr-cardapio">
      <Stack gap="3">
        <Heading as="h2" id="mesa-qr-cardapio" fontSize="xl" fontWeight="800">
          Cardápio
        </Heading>
        {secoes.length > 1 && (
          <HStack
            as="nav"
            aria-label="Categorias"
            gap="2"
            overflowX="auto"
            mx={{ base: '-4', md: '0' }}
            px={{ base: '4', md: '0' }}
            pb="1"
            css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
          >
            {secoes.map((secao) => (
              <Button
                key={secao.chave}
                variant="outline"
                rounded="full"
                size="sm"
                minH="11"
                flexShrink={0}
                onClick={() =>
                  document
                    .getElementById(idDaSecao(secao.chave))
                    ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                }
              >
                {secao.nome}
              </Button>
            ))}
          </HStack>
        )}
      </Stack>
      {secoes.map((secao) => (
        <Box
          key={secao.chave}
          as="section"
          id={idDaSecao(secao.chave)}
          scrollMarginTop="4"
          aria-labelledby={`${idDaSecao(secao.chave)}-titulo`}
        >
          <HStack justify="space-between" align="baseline" mb="3" gap="3">
            <Heading
              as="h3"
              id={`${idDaSecao(secao.chave)}-titulo`}
              fontSize="lg"
              fontWeight="800"
              letterSpacing="-0.01em"
            >
              {secao.nome}
            </Heading>
            <Text fontSize="sm" color="fg.muted" flexShrink={0}>
              {textoDeItens(secao.produtos.length)}
            </Text>
          </HStack>
          <GradeDeProdutos
            produtos={secao.produtos}
            modo="lista"
            onAbrir={onAbrir}
            onAdicionar={onAdicionar}
          />
        </Box>
      ))}
    </Stack>
  );
}
