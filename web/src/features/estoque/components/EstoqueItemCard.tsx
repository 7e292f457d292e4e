import type { EstoqueItem } from '@cardapio/shared-events';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { LuArrowDownUp } from 'react-icons/lu';
import { AcoesDoCartao } from '../../../components/AcoesDoCartao';
import { CartaoDoPainel } from '../../../components/CartaoDoPainel';
import { formatarReais } from '../../../app/format';
import { COR_DO_STATUS, quantidadeComUnidade, ROTULO_DO_STATUS } from '../status';

export type AcaoDoItem = 'editar' | 'movimentar' | 'excluir';

interface Props {
  item: EstoqueItem;
  onAcao: (acao: AcaoDoItem, item: EstoqueItem) => void;
}

/** A stock item (staff-side §3): quantity against the minimum, the server's status, cost. */
export function EstoqueItemCard({ item, onAcao }: Props) {
  return (
    <CartaoDoPainel
      titulo={item.nome}
      subtitulo={`${item.categoria} · ${item.fornecedor}`}
      subtituloCurto
      selo={
        <Badge rounded="full" px="2.5" colorPalette={COR_DO_STATUS[item.status]}>
          {ROTULO_DO_STATUS[item.status]}
        </Badge>
      }
      borderColor={
        item.status === 'normal' ? 'border.subtle' : `${COR_DO_STATUS[item.status]}.muted`
      }
      data-testid={`estoque-item-${item.id}`}
    >
      <HStack gap="6" align="baseline">
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            Quantidade
          </Text>
          <Text fontWeight="800" fontSize="2xl" data-testid="quantidade">
            {quantidadeComUnidade(item.quantidade, item.unidade)}
          </Text>
        </Stack>
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            Mínimo
          </Text>
          <Text fontWeight="600">{quantidadeComUnidade(item.quantidade_minima, item.unidade)}</Text>
        </Stack>
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            Custo
          </Text>
          <Text fontWeight="600">{formatarReais(item.preco_custo)}</Text>
        </Stack>
      </HStack>
      {item.produtos.length > 0 && (
        <Text fontSize="sm" color="fg.muted" lineClamp={2} data-testid="produtos-do-item">
          Usado em: {item.produtos.map((p) => p.nome).join(', ')}
        </Text>
      )}
      <AcoesDoCartao
        mt="auto"
        onAcao={(acao) => onAcao(acao, item)}
        extras={[
          {
            rotulo: 'Registrar movimento',
            icone: <LuArrowDownUp />,
            onClick: () => onAcao('movimentar', item),
          },
        ]}
      />
    </CartaoDoPainel>
  );
}
