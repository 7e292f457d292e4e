import { Box, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { LuShoppingBag, LuTrash2 } from 'react-icons/lu';
import { formatarReais } from '../../../../app/format';
import { OpcoesDaLinha } from '../../../../components/OpcoesDaLinha';
import { SeletorDeQuantidade } from '../../../../components/SeletorDeQuantidade';
import { useOpcoesDoProdutoQuery } from '../../../cardapio/api';
import { lerLinha, QUANTIDADE_MAXIMA, type LinhaDoNovoPedido } from '../novoPedido';

interface LinhaProps {
  linha: LinhaDoNovoPedido;
  onQuantidade: (chave: string, quantidade: number) => void;
}

/** One line: name, options and notes, its amount, '− n +' and remove. */
const Linha = memo(function Linha({ linha, onQuantidade }: LinhaProps) {
  // A line with options is named and priced from its product's groups (the public menu's).
  const grupos = useOpcoesDoProdutoQuery(linha.produto.id, {
    skip: linha.personalizacoes.length === 0,
  });
  const lida = lerLinha(linha, grupos.data);
  return (
    <Stack
      as="li"
      aria-label={linha.produto.nome}
      listStyleType="none"
      gap="2"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.subtle"
      _last={{ borderBottomWidth: 0 }}
      data-testid="linha-do-novo-pedido"
    >
      <HStack align="start" gap="3">
        <Box flex="1" minW="0">
          <Text fontWeight="bold" lineHeight="1.3">
            {linha.produto.nome}
          </Text>
          {lida ? (
            <>
              <Text fontSize="xs" color="fg.muted" mt="0.5">
                {linha.quantidade} × {formatarReais(lida.unitario / 100)}
              </Text>
              <OpcoesDaLinha personalizacoes={lida.personalizacoes} />
            </>
          ) : (
            <Skeleton h="3" w="24" mt="1" />
          )}
          {linha.observacoes && (
            <Text fontSize="xs" color="fg.muted" fontStyle="italic" mt="0.5" lineClamp={3}>
              Obs.: {linha.observacoes}
            </Text>
          )}
        </Box>
        <Text fontWeight="800" flexShrink={0} data-testid="valor-da-linha">
          {lida ? formatarReais((lida.unitario * linha.quantidade) / 100) : '—'}
        </Text>
      </HStack>
      <HStack justify="space-between">
        <SeletorDeQuantidade
          quantidade={linha.quantidade}
          maximo={QUANTIDADE_MAXIMA}
          onMudar={(q) => onQuantidade(linha.chave, q)}
          rotulo={`Quantidade de ${linha.produto.nome}`}
          nome={linha.produto.nome}
          paleta="brand"
          botao={{ boxSize: { base: '11', md: '9' } }}
        />
        <IconButton
          aria-label={`Remover ${linha.produto.nome}`}
          title="Remover item"
          variant="ghost"
          rounded="full"
          size="sm"
          colorPalette="red"
          boxSize={{ base: '11', md: '9' }}
          onClick={() => onQuantidade(linha.chave, 0)}
        >
          <LuTrash2 />
        </IconButton>
      </HStack>
    </Stack>
  );
});

/** The order's lines, or what to do while there are none. */
export function ItensDoNovoPedido({
  linhas,
  erro,
  onQuantidade,
}: {
  linhas: LinhaDoNovoPedido[];
  erro?: string;
  onQuantidade: (chave: string, quantidade: number) => void;
}) {
  if (linhas.length === 0) {
    return (
      <HStack
        gap="3"
        p="4"
        rounded="xl"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor={erro ? 'red.solid' : 'border'}
        color={erro ? 'red.fg' : 'fg.muted'}
        data-testid="sem-itens"
      >
        <LuShoppingBag />
        <Text fontSize="sm">
          {erro ?? 'Nenhum item ainda: escolha os produtos no catálogo ou repita o último pedido.'}
        </Text>
      </HStack>
    );
  }
  return (
    <Stack as="ul" gap="0" aria-label="Itens do pedido">
      {linhas.map((linha) => (
        <Linha key={linha.chave} linha={linha} onQuantidade={onQuantidade} />
      ))}
    </Stack>
  );
}
