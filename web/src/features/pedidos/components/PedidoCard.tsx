import { valorDaLinha, type Pedido, type PedidoItem } from '@cardapio/shared-events';
import { Badge, Box, Button, Collapsible, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type {} from 'react';
import {
  LuBike,
  LuCalendarClock,
  LuChevronDown,
  LuChevronUp,
  LuMapPin,
  LuMessageSquareText,
  LuUtensilsCrossed,
  LuWallet,
  LuX,
} from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import {
  enderecoEmTexto,
  formatarDataHora,
  textoDaPersonalizacao,
} from '../../carrinho/formatacao';
import {
  formaDePagamento,
  MOTIVO_DO_CANCELAMENTO,
  previsaoDoPedido,
  ROTULO_DO_PAGAMENTO,
  rotuloDoStatus,
} from '../status';
import { textoDoAgendamento } from '../../ritmo/agendamento';
import { RastreioDoPedido } from './RastreioDoPedido';
import { MiniaturaDoProduto } from '../../../components/MiniaturaDoProduto';
import { SecaoComTitulo } from '../../../components/SecaoComTitulo';

interface PedidoCardProps {
  pedido: Pedido;
  aberto: boolean;
  onAlternar: () => void;
  onCancelar?: () => void;
}

/** One order of the history (customer-side §2 'Order history cards'). */
export function PedidoCard({ pedido, aberto, onAlternar, onCancelar }: PedidoCardProps) {
  const status = rotuloDoStatus(pedido);
  const previsao = previsaoDoPedido(pedido);
  const pagamento = ROTULO_DO_PAGAMENTO[pedido.status_pagamento];
  const idDetalhes = `pedido-${pedido.id}-detalhes`;
  const forma = formaDePagamento(pedido);
  // Why it was cancelled: its PIX, or the reason staff gave once the kitchen had started it.
  const motivo =
    pedido.status !== 'cancelado'
      ? null
      : pedido.motivo_cancelamento
        ? MOTIVO_DO_CANCELAMENTO[pedido.motivo_cancelamento].titulo
        : pedido.cancelado_motivo;

  return (
    <Box
      as="article"
      rounded="2xl"
      borderWidth="1px"
      borderColor={aberto ? 'brand.border' : 'border.subtle'}
      bg="bg.panel"
      shadow={aberto ? 'card' : 'xs'}
      transition="border-color 0.2s, box-shadow 0.2s"
      overflow="hidden"
      data-testid={`pedido-${pedido.id}`}
      aria-label={`Pedido #${pedido.id}`}
    >
      <Stack gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="800" fontSize="lg" letterSpacing="-0.01em">
              Pedido #{pedido.id}
            </Text>
            {pedido.tipo_pedido === 'retirada' && (
              <Badge colorPalette="purple" variant="subtle" rounded="full" alignSelf="flex-start">
                Retirada
              </Badge>
            )}
            <Text fontSize="sm" color="fg.muted">
              {formatarDataHora(pedido.created_at)}
            </Text>
            {pedido.agendado_para && (
              <Badge
                colorPalette="blue"
                variant="subtle"
                rounded="full"
                alignSelf="flex-start"
                gap="1"
                data-testid="pedido-agendado"
              >
                <LuCalendarClock /> {textoDoAgendamento(pedido.agendado_para)}
              </Badge>
            )}
            {previsao && (
              <Stack gap="0" data-testid="previsao-do-pedido">
                <Text fontSize="sm" fontWeight="bold" color="brand.fg">
                  {previsao.rotulo}: {previsao.hora}
                </Text>
                {previsao.motivo && (
                  <Text fontSize="xs" color="fg.muted">
                    {previsao.motivo}
                  </Text>
                )}
              </Stack>
            )}
            {pedido.status === 'saiu_para_entrega' && pedido.entregador && (
              <Text
                fontSize="sm"
                fontWeight="semibold"
                color="cyan.fg"
                display="flex"
                alignItems="center"
                gap="1.5"
                data-testid="entregador-do-pedido"
              >
                <LuBike aria-hidden /> Saiu para entrega com {pedido.entregador.nome}
              </Text>
            )}
            {motivo && (
              <Text
                fontSize="sm"
                fontWeight="semibold"
                color="red.fg"
                wordBreak="break-word"
                data-testid="motivo-do-cancelamento"
              >
                Cancelado: {motivo}
              </Text>
            )}
          </Stack>
          <Badge
            colorPalette={status.cor}
            variant="subtle"
            rounded="full"
            px="2.5"
            py="1"
            fontWeight="bold"
            data-testid="status-do-pedido"
          >
            {status.rotulo}
          </Badge>
        </HStack>

        <HStack justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <Text fontSize="xs" color="fg.muted" fontWeight="semibold" textTransform="uppercase">
              Total
            </Text>
            <Text fontWeight="800" fontSize="xl" data-testid="total-do-pedido">
              {formatarReais(pedido.total)}
            </Text>
          </Stack>
          <Stack gap="1" align="flex-end">
            <Text fontSize="sm" color="fg.muted">
              {pedido.total_itens} {pedido.total_itens === 1 ? 'item' : 'itens'}
            </Text>
            {pagamento && (
              <Badge colorPalette={pagamento.cor} variant="outline" rounded="full" size="sm">
                {pagamento.rotulo}
              </Badge>
            )}
          </Stack>
        </HStack>

        <HStack gap="2">
          <Button
            flex="1"
            variant="subtle"
            colorPalette="brand"
            rounded="xl"
            aria-expanded={aberto}
            aria-controls={idDetalhes}
            onClick={onAlternar}
          >
            {aberto ? <LuChevronUp /> : <LuChevronDown />}
            {aberto ? 'Ocultar Detalhes' : 'Ver Detalhes'}
          </Button>
          {onCancelar && (
            <Button variant="outline" colorPalette="red" rounded="xl" onClick={onCancelar}>
              <LuX /> Cancelar
            </Button>
          )}
        </HStack>
      </Stack>

      <Collapsible.Root open={aberto} lazyMount unmountOnExit>
        <Collapsible.Content id={idDetalhes}>
          <Stack
            gap="5"
            px={{ base: '4', md: '5' }}
            py="5"
            borderTopWidth="1px"
            borderColor="border.subtle"
            bg="bg.subtle"
          >
            <RastreioDoPedido
              status={pedido.status}
              tipo={pedido.tipo_pedido}
              motivo={pedido.motivo_cancelamento}
            />

            {pedido.endereco_entrega && (
              <SecaoComTitulo icone={<LuMapPin />} titulo="Endereço de entrega">
                <Text fontSize="sm" lineHeight="1.6">
                  {enderecoEmTexto(pedido.endereco_entrega)}
                </Text>
              </SecaoComTitulo>
            )}

            <SecaoComTitulo icone={<LuUtensilsCrossed />} titulo="Itens">
              <Stack as="ul" gap="3" listStyleType="none">
                {pedido.itens.map((item) => (
                  <ItemDoPedido key={item.id} item={item} />
                ))}
              </Stack>
            </SecaoComTitulo>

            {pedido.observacoes && (
              <SecaoComTitulo icone={<LuMessageSquareText />} titulo="Observações">
                <Text fontSize="sm" color="fg.muted">
                  {pedido.observacoes}
                </Text>
              </SecaoComTitulo>
            )}

            <SecaoComTitulo icone={<LuWallet />} titulo="Resumo">
              <Stack gap="1.5" fontSize="sm" data-testid="resumo-financeiro">
                <HStack justify="space-between">
                  <Text color="fg.muted">Subtotal</Text>
                  <Text fontWeight="semibold">{formatarReais(pedido.total_sem_frete)}</Text>
                </HStack>
                {pedido.desconto > 0 && (
                  <HStack justify="space-between" color="green.fg">
                    <Text>Desconto{pedido.cupom_codigo ? ` (${pedido.cupom_codigo})` : ''}</Text>
                    <Text fontWeight="semibold" data-testid="desconto-do-pedido">
                      − {formatarReais(pedido.desconto)}
                    </Text>
                  </HStack>
                )}
                <HStack justify="space-between">
                  <Text color="fg.muted">
                    {pedido.tipo_pedido === 'retirada' ? 'Retirada' : 'Entrega'}
                  </Text>
                  <Text fontWeight="semibold" color={pedido.valor_frete ? undefined : 'green.fg'}>
                    {pedido.valor_frete
                      ? formatarReais(pedido.valor_frete)
                      : pedido.tipo_pedido === 'retirada'
                        ? 'Sem taxa'
                        : 'Grátis'}
                  </Text>
                </HStack>
                <Separator my="1" />
                <HStack justify="space-between" fontSize="md">
                  <Text fontWeight="bold">Total</Text>
                  <Text fontWeight="800">{formatarReais(pedido.total)}</Text>
                </HStack>
                {forma && (
                  <Text fontSize="xs" color="fg.muted" mt="1">
                    Pagamento: {forma}
                    {pedido.precisa_troco && pedido.valor_troco
                      ? ` · troco para ${formatarReais(pedido.valor_troco)}`
                      : ''}
                  </Text>
                )}
              </Stack>
            </SecaoComTitulo>
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}

function ItemDoPedido({ item }: { item: PedidoItem }) {
  return (
    <HStack as="li" align="flex-start" gap="3">
      <MiniaturaDoProduto imagemUrl={item.imagem_url} alt="" boxSize="11" rounded="lg" />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            {item.quantidade}x {item.produto_nome}
          </Text>
          <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
            {formatarReais(valorDaLinha(item).total / 100)}
          </Text>
        </HStack>
        {item.personalizacoes.map((p) => (
          <Text
            key={`${p.opcao_id}-${p.item_id}`}
            fontSize="xs"
            color={p.tipo === 'remover' ? 'red.fg' : 'green.fg'}
          >
            {textoDaPersonalizacao(p)}
          </Text>
        ))}
        {item.observacoes && (
          <Text fontSize="xs" color="fg.muted" fontStyle="italic">
            Obs.: {item.observacoes}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
