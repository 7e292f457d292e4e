import type { CategoriaAdmin, Estacao } from '@cardapio/shared-events';
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { urlDaImagem } from '../../../../app/format';
import { AcoesDoCartao } from '../../../../components/AcoesDoCartao';
import { Painel } from '../../../../components/Painel';

export type AcaoDaCategoria = 'editar' | 'alternar' | 'excluir';

interface CategoriaCardProps {
  categoria: CategoriaAdmin;
  /** Its kitchen station (issue 29), when it names one. */
  estacao?: Estacao;
  onAcao: (acao: AcaoDaCategoria, categoria: CategoriaAdmin) => void;
}

/**
 * A category over its picture (staff-side §2 Categories): name, order, status, its kitchen
 * station, actions.
 */
export function CategoriaCard({ categoria, estacao, onAcao }: CategoriaCardProps) {
  const imagem = urlDaImagem(categoria.imagem_url);
  // Older servers do not count the products.
  const total = typeof categoria.total_produtos === 'number' ? categoria.total_produtos : null;
  return (
    <Painel gap="0" overflow="hidden" data-testid={`categoria-admin-${categoria.id}`}>
      <Box
        position="relative"
        h={{ base: '32', md: '40' }}
        bgImage={imagem ? `url("${imagem}")` : undefined}
        bgSize="cover"
        bgPos="center"
        bgGradient={imagem ? undefined : 'to-br'}
        gradientFrom="brand.400"
        gradientTo="brand.700"
        filter={categoria.ativo ? undefined : 'grayscale(0.8)'}
      >
        <Box
          position="absolute"
          inset="0"
          bgGradient="to-t"
          gradientFrom="blackAlpha.800"
          gradientVia="blackAlpha.200"
          gradientTo="transparent"
        />
        <Badge
          position="absolute"
          top="3"
          insetEnd="3"
          rounded="full"
          px="2.5"
          variant="solid"
          colorPalette={categoria.ativo ? 'green' : 'gray'}
        >
          {categoria.ativo ? 'Ativa' : 'Inativa'}
        </Badge>
        {estacao && (
          <Badge
            position="absolute"
            top="3"
            insetStart="3"
            maxW="60%"
            rounded="full"
            px="2.5"
            gap="1.5"
            bg="blackAlpha.700"
            color="white"
            title={`Estação da cozinha: ${estacao.nome}${estacao.ativo ? '' : ' (inativa)'}`}
            data-testid="estacao-da-categoria"
          >
            <Box boxSize="2.5" flexShrink={0} rounded="full" bg={estacao.cor} />
            <Text as="span" truncate>
              {estacao.nome}
            </Text>
          </Badge>
        )}
        <Stack position="absolute" insetX="4" bottom="3" gap="0" color="white">
          <Text fontWeight="800" fontSize="lg" lineHeight="1.2" lineClamp={1}>
            {categoria.nome}
          </Text>
          <Text fontSize="xs" color="whiteAlpha.800">
            Ordem {categoria.ordem}
            {total !== null && ` · ${total} ${total === 1 ? 'produto' : 'produtos'}`}
          </Text>
        </Stack>
      </Box>
      <AcoesDoCartao p="3" ativo={categoria.ativo} onAcao={(acao) => onAcao(acao, categoria)} />
    </Painel>
  );
}
