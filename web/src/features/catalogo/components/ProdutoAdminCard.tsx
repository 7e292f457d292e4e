import type { ProdutoAdmin } from '@cardapio/shared-events';
import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuClock, LuEye, LuEyeOff, LuPencil, LuSlidersHorizontal, LuTrash2 } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { ImagemDoProduto } from '../../cardapio/components/ImagemDoProduto';

export type AcaoDoProduto = 'editar' | 'personalizar' | 'alternar' | 'excluir';

interface ProdutoAdminCardProps {
  produto: ProdutoAdmin;
  onAcao: (acao: AcaoDoProduto, produto: ProdutoAdmin) => void;
}

/** A product in the staff grid (staff-side §2 Products): picture, facts, badges, actions. */
export function ProdutoAdminCard({ produto, onAcao }: ProdutoAdminCardProps) {
  return (
    <Stack
      gap="0"
      rounded="2xl"
      overflow="hidden"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.subtle"
      shadow="card"
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
      <HStack gap="1" px="3" pb="3" pt="1">
        <Button
          size="sm"
          variant="subtle"
          colorPalette="brand"
          rounded="lg"
          flex="1"
          minH={{ base: '11', md: '9' }}
          onClick={() => onAcao('editar', produto)}
        >
          <LuPencil /> Editar
        </Button>
        <IconButton
          size="sm"
          variant="ghost"
          rounded="lg"
          minH={{ base: '11', md: '9' }}
          aria-label="Personalizar"
          title="Personalizar"
          onClick={() => onAcao('personalizar', produto)}
        >
          <LuSlidersHorizontal />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          rounded="lg"
          minH={{ base: '11', md: '9' }}
          aria-label={produto.ativo ? 'Desativar' : 'Ativar'}
          title={produto.ativo ? 'Desativar' : 'Ativar'}
          onClick={() => onAcao('alternar', produto)}
        >
          {produto.ativo ? <LuEyeOff /> : <LuEye />}
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          rounded="lg"
          minH={{ base: '11', md: '9' }}
          aria-label="Excluir"
          title="Excluir"
          onClick={() => onAcao('excluir', produto)}
        >
          <LuTrash2 />
        </IconButton>
      </HStack>
    </Stack>
  );
}
