import { valorDaLinha, type ComandaItem } from '@cardapio/shared-events';
import {
  Badge,
  Box,
  HStack,
  IconButton,
  Stack,
  Text,
  type IconButtonProps,
} from '@chakra-ui/react';
import { memo } from 'react';
import {
  LuBan,
  LuMessageSquarePlus,
  LuMessageSquareText,
  LuMinus,
  LuPlus,
  LuQrCode,
  LuTrash2,
} from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { OpcoesDaLinha } from '../../../components/OpcoesDaLinha';
import { itemCancelado, podeCancelarItem, semEditarObservacao } from '../acoesDoItem';
import { itemEnviado } from '../aoVivo';
import { doQr, rotuloDaOrigem } from '../pedidoDoQr';
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
  /** 'Cancelar item': a sent item still in the kitchen (issue 29 §2). */
  onCancelar: (item: ComandaItem) => void;
  /** 'Editar observação': unsent, or sent and still in the kitchen. */
  onObservacao: (item: ComandaItem) => void;
}

/**
 * One line of the tab: status tag, −/+ (never below 1), note, remove; sent items are locked but
 * can be cancelled with a reason, and have their note changed, while the kitchen still has them.
 * A cancelled line is struck through, without actions (it is out of the total). The amount is
 * valorDaLinha's, the same as the tab's total, the monitor's and the bill's: the unit price
 * already holds the options.
 */
export const ItemDaComanda = memo(function ItemDaComanda({
  item,
  editavel,
  onQuantidade,
  onRemover,
  onCancelar,
  onObservacao,
}: ItemDaComandaProps) {
  const travado = !editavel || itemEnviado(item);
  const cancelado = itemCancelado(item);
  const semObservacao = semEditarObservacao(item);
  // Struck and greyed, its red 'Cancelado' tag at full strength.
  const riscado = cancelado
    ? ({ textDecoration: 'line-through', color: 'fg.muted' } as const)
    : undefined;
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
      data-cancelado={cancelado || undefined}
    >
      <HStack align="start" gap="3">
        <Box flex="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="bold" lineHeight="1.3" {...riscado}>
              {item.produto_nome}
            </Text>
            {item.aguardando_confirmacao && !cancelado ? (
              <Badge
                colorPalette="purple"
                variant="solid"
                rounded="full"
                px="2"
                fontSize="2xs"
                fontWeight="bold"
                data-status="aguardando_confirmacao"
              >
                Aguardando confirmação
              </Badge>
            ) : (
              <StatusDoItem status={item.status} />
            )}
            {doQr(item) && (
              <Badge
                colorPalette="purple"
                variant="subtle"
                rounded="full"
                px="2"
                fontSize="2xs"
                fontWeight="bold"
                maxW="full"
                title="Pedido pelo QR Code da mesa"
                data-testid="item-origem-qr"
              >
                <LuQrCode />
                <Text as="span" truncate>
                  {rotuloDaOrigem(item)}
                </Text>
              </Badge>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted" mt="0.5" data-testid="item-unitario" {...riscado}>
            {item.quantidade} × {formatarReais(valor.unitario / 100)}
          </Text>
          <OpcoesDaLinha personalizacoes={item.personalizacoes} />
          {item.observacoes && (
            <Text fontSize="xs" color="fg.muted" fontStyle="italic" mt="0.5" lineClamp={3}>
              Obs.: {item.observacoes}
            </Text>
          )}
        </Box>
        <Text fontWeight="800" flexShrink={0} data-testid="item-valor" {...riscado}>
          {formatarReais(valor.total / 100)}
        </Text>
      </HStack>
      {!cancelado && (
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
          <HStack gap="1">
            {editavel && (
              <BotaoRedondo
                aria-label={`Editar observação de ${item.produto_nome}`}
                title={semObservacao ?? 'Editar observação'}
                colorPalette="gray"
                disabled={semObservacao !== null}
                onClick={() => onObservacao(item)}
              >
                {item.observacoes ? <LuMessageSquareText /> : <LuMessageSquarePlus />}
              </BotaoRedondo>
            )}
            {editavel && podeCancelarItem(item) && (
              <BotaoRedondo
                aria-label={`Cancelar item ${item.produto_nome}`}
                title="Cancelar item"
                colorPalette="red"
                onClick={() => onCancelar(item)}
              >
                <LuBan />
              </BotaoRedondo>
            )}
            <BotaoRedondo
              aria-label={`Remover ${item.produto_nome}`}
              title={
                travado ? 'Itens enviados para a cozinha não podem ser removidos' : 'Remover item'
              }
              colorPalette="red"
              disabled={travado}
              onClick={() => onRemover(item)}
            >
              <LuTrash2 />
            </BotaoRedondo>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
});
