import type { CategoriaMenu } from '@cardapio/shared-events';
import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuChevronUp, LuLayoutGrid } from 'react-icons/lu';
import { ImagemDoProduto } from './ImagemDoProduto';
import { CaixaDeIcone } from '../../../components/CaixaDeIcone';

/** Categories shown before 'Ver Todos'. */
export const CATEGORIAS_RESUMIDAS = 4;

interface CategoriasListaProps {
  categorias: CategoriaMenu[];
  contagens: Map<number, number>;
  total: number;
  selecionada: number | null;
  onSelecionar: (id: number | null) => void;
}

const Item = chakra('button', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    p: '2',
    pe: '3',
    rounded: 'xl',
    textAlign: 'start',
    cursor: 'pointer',
    borderWidth: '1px',
    borderColor: 'transparent',
    transition: 'background 0.15s ease, border-color 0.15s ease',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
    '&[aria-pressed=true]': {
      bg: 'brand.subtle',
      borderColor: 'brand.border',
      color: 'brand.fg',
    },
  },
});

/**
 * Sidebar/drawer list: each category with its picture and product count, 'Ver Todos' / 'Voltar'.
 * The category's `ordem` only sorts the list: a customer never sees that internal number.
 */
export function CategoriasLista({
  categorias,
  contagens,
  total,
  selecionada,
  onSelecionar,
}: CategoriasListaProps) {
  const indiceSelecionada = categorias.findIndex((c) => c.id === selecionada);
  const [todas, setTodas] = useState(indiceSelecionada >= CATEGORIAS_RESUMIDAS);
  const temMais = categorias.length > CATEGORIAS_RESUMIDAS;
  const visiveis = todas || !temMais ? categorias : categorias.slice(0, CATEGORIAS_RESUMIDAS);

  return (
    <Stack gap="1" as="nav" aria-label="Categorias">
      <Item type="button" aria-pressed={selecionada === null} onClick={() => onSelecionar(null)}>
        <CaixaDeIcone
          boxSize="12"
          rounded="lg"
          flexShrink={0}
          bg="brand.solid"
          color="brand.contrast"
          fontSize="xl"
        >
          <LuLayoutGrid />
        </CaixaDeIcone>
        <NomeEContagem nome="Todas as categorias" produtos={total} />
      </Item>
      {visiveis.map((categoria) => {
        const n = contagens.get(categoria.id) ?? 0;
        return (
          <Item
            key={categoria.id}
            type="button"
            aria-pressed={selecionada === categoria.id}
            onClick={() => onSelecionar(categoria.id)}
            data-testid="categoria-item"
          >
            <ImagemDoProduto
              src={categoria.imagem_url}
              alt=""
              boxSize="12"
              rounded="lg"
              flexShrink={0}
            />
            <NomeEContagem nome={categoria.nome} produtos={n} />
          </Item>
        );
      })}
      {temMais && (
        <HStack justify="center" pt="1">
          <Button
            size="sm"
            variant="ghost"
            colorPalette="brand"
            rounded="full"
            onClick={() => setTodas((v) => !v)}
            aria-expanded={todas}
          >
            {todas ? (
              <>
                Voltar <LuChevronUp />
              </>
            ) : (
              <>
                Ver Todos <LuChevronDown />
              </>
            )}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** A category's name and how many products it has. */
function NomeEContagem({ nome, produtos }: { nome: string; produtos: number }) {
  return (
    <Box flex="1" minW="0">
      <Text fontWeight="semibold" fontSize="sm" truncate>
        {nome}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {produtos} {produtos === 1 ? 'produto' : 'produtos'}
      </Text>
    </Box>
  );
}
