import type { CarrinhoItem } from '@cardapio/shared-events';
import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { MiniaturaDoProduto } from '../../../components/MiniaturaDoProduto';
import { OpcoesDaLinha } from '../../../components/OpcoesDaLinha';
import { SeletorDeQuantidade } from '../../../components/SeletorDeQuantidade';

interface ItemDoCarrinhoProps {
  item: CarrinhoItem;
  ocupado: boolean;
  onQuantidade: (quantidade: number) => void;
  onRemover: () => void;
}

/** A cart line: picture, name, choices, notes, unit price, a stepper and remove. */
export function ItemDoCarrinho({ item, ocupado, onQuantidade, onRemover }: ItemDoCarrinhoProps) {
  return (
    <HStack
      as="li"
      align="flex-start"
      gap="3"
      py="4"
      borderBottomWidth="1px"
      borderColor="border.subtle"
      _last={{ borderBottomWidth: 0 }}
      data-testid="item-do-carrinho"
    >
      <MiniaturaDoProduto
        imagemUrl={item.imagem_url}
        alt={item.produto_nome}
        boxSize={{ base: '16', md: '18' }}
        fontSize="xl"
      />

      <Stack gap="1.5" flex="1" minW="0">
        <HStack align="flex-start" justify="space-between" gap="2">
          <Text fontWeight="bold" lineHeight="1.3" lineClamp={2}>
            {item.produto_nome}
          </Text>
          <Text fontWeight="bold" whiteSpace="nowrap" data-testid="subtotal-do-item">
            {formatarReais(item.subtotal)}
          </Text>
        </HStack>

        <OpcoesDaLinha personalizacoes={item.personalizacoes} gap="0.5" fontSize="sm" />

        {item.observacoes && (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic" lineClamp={3}>
            Obs.: {item.observacoes}
          </Text>
        )}

        <HStack justify="space-between" gap="2" mt="1">
          <Text fontSize="sm" color="fg.muted" data-testid="preco-unitario">
            {formatarReais(item.preco_unitario)} cada
          </Text>
          <HStack gap="1">
            <SeletorDeQuantidade
              quantidade={item.quantidade}
              maximo={99}
              onMudar={onQuantidade}
              rotulo={`Quantidade de ${item.produto_nome}`}
              bg="bg.panel"
            />
            <IconButton
              aria-label={`Remover ${item.produto_nome}`}
              title="Remover"
              size="sm"
              variant="ghost"
              colorPalette="red"
              rounded="full"
              disabled={ocupado}
              onClick={onRemover}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        </HStack>
      </Stack>
    </HStack>
  );
}
