import type { CarrinhoItem } from '@cardapio/shared-events';
import { Box, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { LuMinus, LuPlus, LuTrash2, LuUtensilsCrossed } from 'react-icons/lu';
import { formatarReais, urlDaImagem } from '../../../app/format';
import { OpcoesDaLinha } from '../../../components/OpcoesDaLinha';

interface ItemDoCarrinhoProps {
  item: CarrinhoItem;
  ocupado: boolean;
  onQuantidade: (quantidade: number) => void;
  onRemover: () => void;
}

/** A cart line: picture, name, choices, notes, unit price, a stepper and remove. */
export function ItemDoCarrinho({ item, ocupado, onQuantidade, onRemover }: ItemDoCarrinhoProps) {
  const imagem = urlDaImagem(item.imagem_url);
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
      <Box
        flexShrink={0}
        boxSize={{ base: '16', md: '18' }}
        rounded="xl"
        overflow="hidden"
        bg="brand.subtle"
        color="brand.fg"
        display="grid"
        placeItems="center"
        fontSize="xl"
      >
        {imagem ? (
          <Image src={imagem} alt={item.produto_nome} boxSize="full" objectFit="cover" />
        ) : (
          <LuUtensilsCrossed aria-hidden />
        )}
      </Box>

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
            <HStack
              gap="0"
              rounded="full"
              borderWidth="1px"
              borderColor="border"
              bg="bg.panel"
              role="group"
              aria-label={`Quantidade de ${item.produto_nome}`}
            >
              <IconButton
                aria-label="Diminuir quantidade"
                size="sm"
                variant="ghost"
                rounded="full"
                disabled={item.quantidade <= 1}
                onClick={() => {
                  // Quantity below 1 is ignored: removing has its own button.
                  if (item.quantidade - 1 >= 1) onQuantidade(item.quantidade - 1);
                }}
              >
                <LuMinus />
              </IconButton>
              <Text
                minW="7"
                textAlign="center"
                fontWeight="bold"
                aria-live="polite"
                data-testid="quantidade"
              >
                {item.quantidade}
              </Text>
              <IconButton
                aria-label="Aumentar quantidade"
                size="sm"
                variant="ghost"
                rounded="full"
                disabled={item.quantidade >= 99}
                onClick={() => onQuantidade(item.quantidade + 1)}
              >
                <LuPlus />
              </IconButton>
            </HStack>
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
