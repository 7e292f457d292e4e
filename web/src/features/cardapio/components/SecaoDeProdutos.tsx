import type { ProdutoMenu } from '@cardapio/shared-events';
import { Box, Button, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { ProdutoCard, type ModoDeExibicao } from './ProdutoCard';

interface GradeProps {
  produtos: ProdutoMenu[];
  modo: ModoDeExibicao;
  onAbrir: (produto: ProdutoMenu) => void;
  onAdicionar: (produto: ProdutoMenu) => void;
  /** How many of the first cards load their pictures first (the first section's first row). */
  prioritarios?: number;
}

/** 2 columns on phones, 3 at lg, 4 at xl (customer-side §2); one column in list mode. */
export function GradeDeProdutos({
  produtos,
  modo,
  onAbrir,
  onAdicionar,
  prioritarios = 0,
}: GradeProps) {
  return (
    <SimpleGrid
      columns={modo === 'lista' ? { base: 1, md: 2 } : { base: 2, lg: 3, xl: 4 }}
      gap={{ base: '3', md: '5' }}
    >
      {produtos.map((produto, i) => (
        <ProdutoCard
          key={produto.id}
          produto={produto}
          prioridade={i < prioritarios}
          modo={modo}
          onAbrir={onAbrir}
          onAdicionar={onAdicionar}
        />
      ))}
    </SimpleGrid>
  );
}

interface SecaoProps extends GradeProps {
  id: string;
  categoria: string;
  /** Products shown per step (6 or 4 depending on the width). */
  passo: number;
}

/** 'Produtos em Destaques {categoria}' with 'Ver Mais (N restantes)' (1 restante) / 'Ver Menos'. */
export function SecaoDeProdutos({ id, categoria, passo, produtos, ...grade }: SecaoProps) {
  const [passos, setPassos] = useState(1);
  const visiveis = Math.min(produtos.length, passo * passos);
  const restantes = produtos.length - visiveis;
  const recolher = () => {
    setPassos(1);
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  };
  const tituloId = `${id}-titulo`;

  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={tituloId}
      data-testid="secao-categoria"
      scrollMarginTop="24"
    >
      <HStack justify="space-between" align="baseline" mb={{ base: '3', md: '4' }} gap="3">
        <Heading
          as="h2"
          id={tituloId}
          fontSize={{ base: 'lg', md: '2xl' }}
          fontWeight="800"
          letterSpacing="-0.02em"
          lineHeight="1.2"
        >
          Produtos em Destaques {categoria}
        </Heading>
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          {produtos.length} {produtos.length === 1 ? 'item' : 'itens'}
        </Text>
      </HStack>
      <GradeDeProdutos produtos={produtos.slice(0, visiveis)} {...grade} />
      {(restantes > 0 || produtos.length > passo) && (
        <Box textAlign="center" mt={{ base: '4', md: '5' }}>
          <Button
            variant={restantes > 0 ? 'outline' : 'ghost'}
            colorPalette={restantes > 0 ? 'brand' : 'gray'}
            rounded="full"
            size={{ base: 'sm', md: 'md' }}
            px="6"
            onClick={restantes > 0 ? () => setPassos((n) => n + 1) : recolher}
          >
            {restantes > 0 ? (
              <>
                Ver Mais ({restantes} {restantes === 1 ? 'restante' : 'restantes'}){' '}
                <LuChevronDown />
              </>
            ) : (
              <>
                Ver Menos <LuChevronUp />
              </>
            )}
          </Button>
        </Box>
      )}
    </Box>
  );
}
