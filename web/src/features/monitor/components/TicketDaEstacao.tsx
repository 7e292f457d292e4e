import type { Estacao, Pedido, PedidoItem } from '@cardapio/shared-events';
import { Badge, Box, Button, chakra, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuBike,
  LuCheck,
  LuChevronDown,
  LuCircleCheck,
  LuMapPin,
  LuPhone,
  LuStore,
  LuTimer,
  LuUser,
  LuUtensils,
  LuWallet,
} from 'react-icons/lu';
import { formatarTelefone } from '../../../app/format';
import { enderecoEmTexto } from '../../carrinho/formatacao';
import type { IdadeDoPedido } from '../../pedidos/equipe/idade';
import { tempoDecorrido, useAgora } from '../../pedidos/equipe/idade';
import { contagem, idadeNoPrazo, prazoDoTicket } from '../alvo';
import { rotuloDoTipo } from '../../pedidos/equipe/whatsapp';
import { SeloDoAgendamento } from '../../pedidos/equipe/components/SeloDoAgendamento';
import { SeloDoCanal } from '../../pedidos/equipe/components/SeloDoCanal';
import { formaDePagamento, nomeDoCliente, ROTULO_DO_PAGAMENTO } from '../../pedidos/status';
import { LinhaComIcone } from '../../../components/LinhaComIcone';
import { opcoesDoItem, type OutraParte } from '../parteDaEstacao';
import { inicioDoPedido } from '../../ritmo/agendamento';

/** The late alert's tolerance when the company's is not known yet (shared-events' default). */
const TOLERANCIA_PADRAO_MIN = 5;

const COR_DA_FAIXA: Record<IdadeDoPedido, string> = {
  normal: 'blue.solid',
  amarelo: 'yellow.solid',
  vermelho: 'red.solid',
};

/** An item of the cook's ticket: a tap marks it done; done, it is struck through with ✓. */
function ItemDoTicket({
  item,
  enviando,
  onPronto,
}: {
  item: PedidoItem;
  enviando: boolean;
  onPronto: () => void;
}) {
  const cancelado = item.cancelado_em !== null;
  const feito = item.pronto_em !== null || cancelado;
  const novo = item.adicionado_em !== null && !feito;
  const notaAlterada = item.observacoes_alteradas_em !== null && !feito;
  const opcoes = opcoesDoItem(item.personalizacoes);
  return (
    <Box as="li" listStyleType="none">
      <chakra.button
        type="button"
        display="block"
        w="full"
        textAlign="start"
        px="3"
        py="2.5"
        rounded="xl"
        borderColor={
          cancelado ? 'red.muted' : feito ? 'transparent' : novo ? 'orange.solid' : 'border'
        }
        borderWidth={novo ? '2px' : '1px'}
        bg={cancelado ? 'red.subtle' : feito ? 'bg.muted' : 'bg.panel'}
        opacity={cancelado ? 0.85 : feito ? 0.55 : enviando ? 0.75 : 1}
        cursor={feito ? 'default' : 'pointer'}
        _hover={feito ? undefined : { bg: 'bg.subtle', borderColor: 'border.emphasized' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '1px' }}
        aria-disabled={feito || enviando}
        aria-label={
          cancelado
            ? `${item.quantidade}x ${item.produto_nome}: cancelado`
            : feito
              ? `${item.quantidade}x ${item.produto_nome}: pronto`
              : `Marcar ${item.quantidade}x ${item.produto_nome} como pronto`
        }
        data-testid={`item-${item.id}`}
        data-pronto={item.pronto_em !== null}
        data-cancelado={cancelado || undefined}
        data-novo={novo || undefined}
        onClick={() => {
          if (!feito && !enviando) onPronto();
        }}
      >
        {(novo || cancelado) && (
          <Badge colorPalette={cancelado ? 'red' : 'orange'} variant="solid" fontSize="md" mb="1">
            {cancelado ? 'CANCELADO' : '+ NOVO'}
          </Badge>
        )}
        <HStack gap="3" align="flex-start">
          <Text
            as="span"
            data-testid="nome-do-item"
            fontSize={{ base: 'xl', md: '2xl' }}
            lineHeight="1.25"
            fontWeight="800"
            flex="1"
            minW="0"
            wordBreak="break-word"
            textDecoration={feito ? 'line-through' : undefined}
          >
            <Box as="span" color={feito ? 'fg.muted' : 'brand.fg'}>
              {item.quantidade}×
            </Box>{' '}
            {item.produto_nome}
          </Text>
          {feito && !cancelado && (
            <Box as="span" color="green.fg" fontSize="2xl" flexShrink={0} aria-hidden>
              <LuCheck />
            </Box>
          )}
        </HStack>
        {cancelado && item.cancelado_motivo && (
          <Text mt="1" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" color="red.fg">
            {item.cancelado_motivo}
            {item.cancelado_por ? ` · ${item.cancelado_por}` : ''}
          </Text>
        )}
        {opcoes.length > 0 && (
          <HStack gap="1.5" wrap="wrap" mt="1.5">
            {opcoes.map((opcao) => (
              <Text
                as="span"
                key={opcao.chave}
                fontSize={{ base: 'md', md: 'lg' }}
                fontWeight="bold"
                px="2"
                py="0.5"
                rounded="md"
                bg={opcao.remover ? 'red.subtle' : 'blue.subtle'}
                color={opcao.remover ? 'red.fg' : 'blue.fg'}
                data-remover={opcao.remover || undefined}
              >
                {opcao.texto}
              </Text>
            ))}
          </HStack>
        )}
        {item.observacoes && (
          <Text
            mt="1.5"
            fontSize={{ base: 'md', md: 'lg' }}
            fontWeight="semibold"
            px="2"
            py="1"
            rounded="md"
            bg={notaAlterada ? 'yellow.solid' : 'orange.subtle'}
            color={notaAlterada ? 'yellow.contrast' : 'orange.fg'}
            data-nota-alterada={notaAlterada || undefined}
          >
            {notaAlterada ? 'Obs. alterada: ' : 'Obs: '}
            {item.observacoes}
          </Text>
        )}
      </chakra.button>
    </Box>
  );
}

/** The countdown to the ticket's target, by the second ("07:12"; "+03:05" once past it). */
function ContagemDoAlvo({ prazo, idade }: { prazo: number; idade: IdadeDoPedido }) {
  const agora = useAgora(1_000);
  const { texto, atrasado } = contagem(prazo, agora);
  return (
    <HStack
      justify="space-between"
      gap="2"
      px="3"
      py="1"
      rounded="lg"
      bg={idade === 'vermelho' ? 'red.solid' : idade === 'amarelo' ? 'yellow.solid' : 'bg.muted'}
      color={idade === 'vermelho' ? 'white' : idade === 'amarelo' ? 'yellow.contrast' : 'fg'}
      title={atrasado ? 'Passou do tempo alvo' : 'Tempo até o alvo'}
      aria-label={atrasado ? `Atrasado ${texto.slice(1)}` : `Faltam ${texto}`}
      data-testid="contagem-do-alvo"
    >
      <HStack gap="1.5" fontSize="sm" fontWeight="bold" textTransform="uppercase">
        <LuTimer />
        <Text as="span">{atrasado ? 'Atrasado' : 'Faltam'}</Text>
      </HStack>
      <Text as="span" fontSize="2xl" fontWeight="900" fontVariantNumeric="tabular-nums">
        {texto}
      </Text>
    </HStack>
  );
}

/** Who and how: the customer, phone, address and payment, folded behind 'Detalhes'. */
function Detalhes({ pedido }: { pedido: Pedido }) {
  const nome = nomeDoCliente(pedido);
  const endereco = pedido.tipo_pedido === 'entrega' ? enderecoEmTexto(pedido.endereco_entrega) : '';
  const pagamento = ROTULO_DO_PAGAMENTO[pedido.status_pagamento]?.rotulo;
  const forma = formaDePagamento(pedido);
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button size="sm" variant="ghost" color="fg.muted" alignSelf="flex-start" px="2">
          Detalhes <LuChevronDown />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="1.5" p="3" rounded="xl" bg="bg.muted" data-testid="detalhes-do-ticket">
          {nome && (
            <LinhaComIcone icone={<LuUser />}>
              <Text fontWeight="semibold">{nome}</Text>
            </LinhaComIcone>
          )}
          {pedido.telefone_cliente && (
            <LinhaComIcone icone={<LuPhone />}>
              <Text>{formatarTelefone(pedido.telefone_cliente)}</Text>
            </LinhaComIcone>
          )}
          {endereco && (
            <LinhaComIcone icone={<LuMapPin />}>
              <Text>{endereco}</Text>
            </LinhaComIcone>
          )}
          <LinhaComIcone icone={<LuWallet />}>
            <Text>
              {[forma, pagamento].filter(Boolean).join(' · ') || 'Pagamento não informado'}
            </Text>
          </LinhaComIcone>
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

export interface TicketDaEstacaoProps {
  pedido: Pedido;
  /** This screen's part of the order (its stations' items and the unrouted ones). */
  itens: PedidoItem[];
  /** "+1 item no Bar": what the other stations make. */
  outras: OutraParte[];
  /** The company's stations (the other parts' colours). */
  estacoes: Estacao[];
  /** The key that picks it (1–9), null past the ninth. */
  numero: number | null;
  selecionado: boolean;
  /** Its ageing by the company's 5/10 min thresholds: used when no target is known. */
  idade: IdadeDoPedido;
  agora: number;
  /** Minutes past its target before it turns red (the company's late-alert tolerance). */
  toleranciaMin?: number;
  enviandoItem: (item: PedidoItem) => boolean;
  enviandoParte: boolean;
  onItem: (item: PedidoItem) => void;
  onPronto: () => void;
  onSelecionar: () => void;
  /** Beside 'Pronto': 'Reimprimir' when a printer prints the kitchen's tickets (issue 30). */
  impressao?: ReactNode;
}

/**
 * A station's ticket, for cooks (issue 29 §4): quantity and name large, options and notes
 * highlighted ("SEM cebola" in red), who and how folded behind 'Detalhes'. Each item is tapped
 * done; 'Pronto' bumps the whole part.
 */
export function TicketDaEstacao({
  pedido,
  itens,
  outras,
  estacoes,
  numero,
  selecionado,
  idade: idadePeloTempo,
  agora,
  toleranciaMin = TOLERANCIA_PADRAO_MIN,
  enviandoItem,
  enviandoParte,
  onItem,
  onPronto,
  onSelecionar,
  impressao,
}: TicketDaEstacaoProps) {
  const prazo = prazoDoTicket(pedido, itens, estacoes);
  const idade = prazo === null ? idadePeloTempo : idadeNoPrazo(prazo, agora, toleranciaMin);
  return (
    <Box
      as="article"
      aria-label={`Pedido #${pedido.id}`}
      data-testid={`ticket-${pedido.id}`}
      data-status={pedido.status}
      data-idade={idade}
      data-selecionado={selecionado}
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor={idade === 'normal' ? 'border.subtle' : COR_DA_FAIXA[idade]}
      borderTopWidth="8px"
      borderTopColor={
        idade === 'normal'
          ? pedido.status === 'pendente'
            ? 'gray.emphasized'
            : 'blue.solid'
          : COR_DA_FAIXA[idade]
      }
      outline={selecionado ? '4px solid' : undefined}
      outlineColor={selecionado ? 'brand.solid' : undefined}
      outlineOffset="3px"
      shadow={selecionado ? 'lg' : 'card'}
      display="flex"
      flexDirection="column"
    >
      <Stack gap="3" p="4" flex="1">
        <HStack
          gap="3"
          align="center"
          cursor="pointer"
          onClick={onSelecionar}
          data-testid="cabecalho-do-ticket"
        >
          {numero !== null && (
            <Box
              as="span"
              data-testid="numero-do-ticket"
              aria-label={`Tecla ${numero}`}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="10"
              rounded="lg"
              fontSize="xl"
              fontWeight="900"
              flexShrink={0}
              bg={selecionado ? 'brand.solid' : 'bg.emphasized'}
              color={selecionado ? 'white' : 'fg'}
            >
              {numero}
            </Box>
          )}
          <Stack gap="0.5" minW="0" flex="1">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="900" fontSize="2xl" lineHeight="1.1">
                #{pedido.id}
              </Text>
              <Badge
                colorPalette={
                  pedido.tipo_pedido === 'mesa'
                    ? 'teal'
                    : pedido.tipo_pedido === 'retirada'
                      ? 'purple'
                      : 'brand'
                }
                variant="solid"
                rounded="full"
                px="2.5"
                fontSize="md"
              >
                {pedido.tipo_pedido === 'mesa' ? (
                  <LuUtensils />
                ) : pedido.tipo_pedido === 'retirada' ? (
                  <LuStore />
                ) : (
                  <LuBike />
                )}{' '}
                {rotuloDoTipo(pedido)}
              </Badge>
              <SeloDoCanal pedido={pedido} fontSize="md" />
              <SeloDoAgendamento pedido={pedido} fontSize="md" />
              {pedido.status === 'pendente' && (
                <Badge colorPalette="orange" variant="solid" rounded="full" fontSize="sm">
                  NOVO
                </Badge>
              )}
            </HStack>
          </Stack>
          <Text
            fontSize="lg"
            fontWeight="bold"
            flexShrink={0}
            color={
              prazo !== null
                ? 'fg.muted'
                : idade === 'vermelho'
                  ? 'red.fg'
                  : idade === 'amarelo'
                    ? 'yellow.fg'
                    : 'fg.muted'
            }
          >
            {tempoDecorrido(new Date(inicioDoPedido(pedido)).toISOString(), agora)}
          </Text>
        </HStack>
        {prazo !== null && <ContagemDoAlvo prazo={prazo} idade={idade} />}

        <Stack as="ul" gap="2" aria-label={`Itens do pedido #${pedido.id}`}>
          {itens.map((item) => (
            <ItemDoTicket
              key={item.id}
              item={item}
              enviando={enviandoItem(item)}
              onPronto={() => onItem(item)}
            />
          ))}
        </Stack>

        {pedido.observacoes && (
          <Box p="2.5" rounded="lg" bg="orange.subtle" color="orange.fg" fontSize="lg">
            <Text fontWeight="bold">Observações</Text>
            <Text>{pedido.observacoes}</Text>
          </Box>
        )}

        {outras.length > 0 && (
          <Stack gap="0.5" data-testid="outras-partes">
            {outras.map((outra) => (
              <HStack key={outra.estacaoId} gap="1.5" fontSize="sm" color="fg.muted">
                <Box
                  as="span"
                  boxSize="2"
                  rounded="full"
                  bg={estacoes.find((e) => e.id === outra.estacaoId)?.cor ?? 'gray.400'}
                />
                <Text>{outra.texto}</Text>
              </HStack>
            ))}
          </Stack>
        )}

        <Detalhes pedido={pedido} />
      </Stack>

      <HStack p="4" pt="0" gap="2">
        <Button
          flex="1"
          h="14"
          fontSize="xl"
          fontWeight="800"
          rounded="xl"
          colorPalette="green"
          loading={enviandoParte}
          aria-label={`Pronto: pedido #${pedido.id}`}
          onClick={onPronto}
        >
          <LuCircleCheck /> Pronto
        </Button>
        {impressao}
      </HStack>
    </Box>
  );
}
