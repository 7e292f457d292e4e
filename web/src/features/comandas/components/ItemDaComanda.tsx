import { valorDaLinha, type ComandaItem } from '@cardapio/shared-events';
import { Box, HStack, IconButton, Stack, Text, type IconButtonProps } from '@chakra-ui/react';
import { memo } from 'react';
import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { OpcoesDaLinha } from '../../../components/OpcoesDaLinha';
import { itemEnviado } from '../aoVivo';
import { StatusDoItem } from './StatusDoItem';

const QUANTIDADE_MAXIMA = 99;

/** A round icon button of the line: 44 px on phones, 36 px from tablets up. */
const REDONDO = { variant: 'ghost', rounded: 'full', size: 'sm' } as const;

function BotaoRedondo(props: IconButtonProps) {
  return <IconButton {...REDONDO} boxSize={{ base: '11', md: '9' }} {...props} />;
}

interface ItemDaComandaProps {
  item: ComandaItem;
  editavel: boolean;
  onQuantidade: (item: ComandaItem, quantidade: number) => void;
  onRemover: (item: ComandaItem) => void;
}

/**
 * One line of the tab: status tag, −/+ (never below 1), remove; sent items are locked. The
 * amount is valorDaLinha's, the same as the tab's total, the monitor's and the bill's: the unit
 * price already holds the options.
 */
export const ItemDaComanda = memo(function ItemDaComanda({
  item,
  editavel,
  onQuantidade,
  onRemover,
}: ItemDaComandaProps) {
  const travado = !editavel || itemEnviado(item);
  const valor = valorDaLinha(item);
  return (
    <Stack
      as="li"
      aria-label={item.produto_nome}
      listStyleType="none"
      gap="2"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.subtle"
      _last={{ borderBottomWidth: 0 }}
      opacity={item.status === 'cancelado' ? 0.6 : 1}
    >
      <HStack align="start" gap="3">
        <Box flex="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="bold" lineHeight="1.3">
              {item.produto_nome}
            </Text>
            <StatusDoItem status={item.status} />
          </HStack>
          <Text fontSize="xs" color="fg.muted" mt="0.5" data-testid="item-unitario">
            {item.quantidade} × {formatarReais(valor.unitario / 100)}
          </Text>
          <OpcoesDaLinha personalizacoes={item.personalizacoes} />
          {item.observacoes && (
            <Text fontSize="xs" color="fg.muted" fontStyle="italic" mt="0.5" lineClamp={3}>
              Obs.: {item.observacoes}
            </Text>
          )}
        </Box>
        <Text fontWeight="800" flexShrink={0} data-testid="item-valor">
          {formatarReais(valor.total / 100)}
        </Text>
      </HStack>
      <HStack justify="space-between">
        <HStack
          gap="0"
          rounded="full"
          borderWidth="1px"
          borderColor="border"
          role="group"
          aria-label={`Quantidade de ${item.produto_nome}`}
        >
          <BotaoRedondo
            aria-label={`Diminuir ${item.produto_nome}`}
            colorPalette="brand"
            disabled={travado || item.quantidade <= 1}
            onClick={() => onQuantidade(item, item.quantidade - 1)}
          >
            <LuMinus />
          </BotaoRedondo>
          <Text minW="7" textAlign="center" fontWeight="bold" aria-live="polite">
            {item.quantidade}
          </Text>
          <BotaoRedondo
            aria-label={`Aumentar ${item.produto_nome}`}
            colorPalette="brand"
            disabled={travado || item.quantidade >= QUANTIDADE_MAXIMA}
            onClick={() => onQuantidade(item, item.quantidade + 1)}
          >
            <LuPlus />
          </BotaoRedondo>
        </HStack>
        <BotaoRedondo
          aria-label={`Remover ${item.produto_nome}`}
          title={travado ? 'Itens enviados para a cozinha não podem ser removidos' : 'Remover item'}
          colorPalette="red"
          disabled={travado}
          onClick={() => onRemover(item)}
        >
          <LuTrash2 />
        </BotaoRedondo>
      </HStack>
    </Stack>
  );
});
