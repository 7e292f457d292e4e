import type { ProdutoAdmin } from '@cardapio/shared-events';
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { LuClock, LuSlidersHorizontal } from 'react-icons/lu';
import { formatarReais } from '../../../../app/format';
import { AcoesDoCartao } from '../../../../components/AcoesDoCartao';
import { ImagemDoProduto } from '../../components/ImagemDoProduto';
import { Painel } from '../../../../components/Painel';

export type AcaoDoProduto = 'editar' | 'personalizar' | 'alternar' | 'excluir';

interface ProdutoAdminCardProps {
  produto: ProdutoAdmin;
  onAcao: (acao: AcaoDoProduto, produto: ProdutoAdmin) => void;
}

/** A product in the staff grid (staff-side §2 Products): picture, facts, badges, actions. */
export function ProdutoAdminCard({ produto, onAcao }: ProdutoAdminCardProps) {
  return (
    <Painel
      gap="0"
      overflow="hidden"
      data-testid={`produto-admin-${produto.id}`}
      opacity={produto.ativo ? 1 : 0.75}
    >
      <Box position="relative">
        <ImagemDoProduto
          src={produto.imagem_url}
          alt={produto.nome}
          aspectRatio={{ base: '2 / 1', sm: '16 / 10' }}
        />
        <HStack position="absolute" top="3" insetStart="3" gap="1.5">
          {produto.destaque && (
            <Badge colorPalette="orange" variant="solid" rounded="full" px="2.5">
              Destaque
            </Badge>
          )}
          {!produto.ativo && (
            <Badge colorPalette="gray" variant="solid" rounded="full" px="2.5">
              Inativo
            </Badge>
          )}
        </HStack>
      </Box>
      <Stack gap="2" p="4" flex="1">
        <HStack justify="space-between" align="start" gap="3">
          <Text fontWeight="800" lineHeight="1.3" lineClamp={2}>
            {produto.nome}
          </Text>
          <Text fontWeight="800" color="brand.fg" whiteSpace="nowrap">
            {formatarReais(produto.preco)}
          </Text>
        </HStack>
        {produto.descricao && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {produto.descricao}
          </Text>
        )}
        <HStack gap="2" mt="auto" pt="1" fontSize="xs" color="fg.muted" flexWrap="wrap">
          <Badge variant="subtle" colorPalette="gray" rounded="full">
            {produto.categoria_nome ?? 'Sem categoria'}
          </Badge>
          <HStack gap="1">
            <LuClock />
            <Text>{produto.tempo_preparo} min</Text>
          </HStack>
        </HStack>
      </Stack>
      <AcoesDoCartao
        px="3"
        pb="3"
        pt="1"
        ativo={produto.ativo}
        onAcao={(acao) => onAcao(acao, produto)}
        extras={[
          {
            rotulo: 'Personalizar',
            icone: <LuSlidersHorizontal />,
            onClick: () => onAcao('personalizar', produto),
          },
        ]}
      />
    </Painel>
  );
}
