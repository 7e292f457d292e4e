import { TAMANHOS_DO_CARD, type ProdutoMenu } from '@cardapio/shared-events';
import { Badge, Box, chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { LuPlus, LuStar } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { ImagemDoProduto } from './ImagemDoProduto';

export type ModoDeExibicao = 'grade' | 'lista';

interface ProdutoCardProps {
  produto: ProdutoMenu;
  modo: ModoDeExibicao;
  onAbrir: (produto: ProdutoMenu) => void;
  onAdicionar: (produto: ProdutoMenu) => void;
  /** Among the first cards on screen: its picture loads eagerly and first. */
  prioridade?: boolean;
}

/**
 * The whole card opens the product (a stretched button on the name keeps it keyboard- and
 * screen-reader-friendly); the round '+' adds it (or opens it when it has options).
 */
const BotaoDoNome = chakra('button', {
  base: {
    textAlign: 'start',
    fontWeight: 'bold',
    color: 'fg',
    cursor: 'pointer',
    lineClamp: 2,
    _focusVisible: { outline: 'none' },
    _after: { content: '""', position: 'absolute', inset: 0, rounded: 'inherit' },
  },
});

function Destaque() {
  return (
    <Badge
      colorPalette="brand"
      variant="solid"
      rounded="full"
      px="2"
      gap="1"
      fontSize="2xs"
      fontWeight="bold"
      shadow="sm"
    >
      <LuStar /> Destaque
    </Badge>
  );
}

/** Out of stock: a linked stock item holds less than one unit takes (issue 15). */
export function Esgotado() {
  return (
    <Badge
      colorPalette="gray"
      variant="solid"
      rounded="full"
      px="2"
      fontSize="2xs"
      fontWeight="bold"
      shadow="sm"
      data-testid="produto-esgotado"
    >
      Esgotado
    </Badge>
  );
}

function BotaoAdicionar({
  produto,
  onAdicionar,
}: Pick<ProdutoCardProps, 'produto' | 'onAdicionar'>) {
  const esgotado = produto.disponivel === false;
  return (
    <IconButton
      aria-label={esgotado ? `${produto.nome} esgotado` : `Adicionar ${produto.nome}`}
      title={esgotado ? 'Esgotado' : 'Adicionar ao carrinho'}
      disabled={esgotado}
      colorPalette={esgotado ? 'gray' : 'brand'}
      rounded="full"
      // 44 px on touch screens (below lg), 40 px beside a mouse.
      size={{ base: 'lg', lg: 'md' }}
      position="relative"
      zIndex="1"
      flexShrink={0}
      shadow={
        esgotado
          ? 'none'
          : '0 6px 14px -6px color-mix(in srgb, var(--chakra-colors-brand-600) 70%, transparent)'
      }
      onClick={(e) => {
        e.stopPropagation();
        onAdicionar(produto);
      }}
    >
      <LuPlus strokeWidth={2.75} />
    </IconButton>
  );
}

const superficie = {
  position: 'relative',
  bg: 'bg.panel',
  rounded: '2xl',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  cursor: 'pointer',
  transition: 'transform 0.18s ease, box-shadow 0.18s ease, border-color 0.18s ease',
  _hover: { shadow: 'card', borderColor: 'brand.border', transform: 'translateY(-2px)' },
  _focusWithin: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

export const ProdutoCard = memo(function ProdutoCard({
  produto,
  modo,
  onAbrir,
  onAdicionar,
  prioridade,
}: ProdutoCardProps) {
  if (modo === 'lista') {
    return (
      <HStack
        as="article"
        data-testid="produto-card"
        {...superficie}
        align="stretch"
        gap="3"
        p="3"
        onClick={() => onAbrir(produto)}
      >
        <Stack gap="1" flex="1" minW="0">
          {(produto.destaque || produto.disponivel === false) && (
            <HStack alignSelf="flex-start" gap="1">
              {produto.destaque && <Destaque />}
              {produto.disponivel === false && <Esgotado />}
            </HStack>
          )}
          <BotaoDoNome type="button" fontSize="md" lineHeight="1.3">
            {produto.nome}
          </BotaoDoNome>
          <Text fontSize="sm" color="fg.muted" lineClamp={2} lineHeight="1.45">
            {produto.descricao}
          </Text>
          <Text mt="auto" pt="1" fontWeight="800" fontSize="md" color="fg">
            {formatarReais(produto.preco)}
          </Text>
        </Stack>
        <Box position="relative" flexShrink={0} alignSelf="center">
          <ImagemDoProduto
            src={produto.imagem_url}
            alt={produto.nome}
            prioridade={prioridade}
            tamanhos="112px"
            larguraIntrinseca={112}
            alturaIntrinseca={112}
            boxSize="28"
            rounded="xl"
            opacity={produto.disponivel === false ? 0.55 : 1}
          />
          <Box position="absolute" bottom="-2" right="-2">
            <BotaoAdicionar produto={produto} onAdicionar={onAdicionar} />
          </Box>
        </Box>
      </HStack>
    );
  }

  return (
    <Stack
      as="article"
      data-testid="produto-card"
      {...superficie}
      className="group"
      gap="0"
      overflow="hidden"
      shadow="xs"
      onClick={() => onAbrir(produto)}
    >
      <Box position="relative">
        <ImagemDoProduto
          src={produto.imagem_url}
          alt={produto.nome}
          prioridade={prioridade}
          tamanhos={TAMANHOS_DO_CARD}
          larguraIntrinseca={400}
          alturaIntrinseca={300}
          aspectRatio="4 / 3"
          w="full"
          transition="transform 0.3s ease"
          _groupHover={{ transform: 'scale(1.04)' }}
          opacity={produto.disponivel === false ? 0.55 : 1}
        />
        {produto.destaque && (
          <Box position="absolute" top="2" left="2">
            <Destaque />
          </Box>
        )}
        {produto.disponivel === false && (
          <Box position="absolute" top="2" right="2">
            <Esgotado />
          </Box>
        )}
      </Box>
      <Stack gap="1" p={{ base: '3', md: '4' }} flex="1">
        <BotaoDoNome type="button" fontSize={{ base: 'sm', md: 'md' }} lineHeight="1.3">
          {produto.nome}
        </BotaoDoNome>
        <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted" lineClamp={2} lineHeight="1.45">
          {produto.descricao}
        </Text>
        <HStack mt="auto" pt="2" justify="space-between" align="center" gap="2">
          <Text fontWeight="800" fontSize={{ base: 'md', md: 'lg' }} letterSpacing="-0.01em">
            {formatarReais(produto.preco)}
          </Text>
          <BotaoAdicionar produto={produto} onAdicionar={onAdicionar} />
        </HStack>
      </Stack>
    </Stack>
  );
});
