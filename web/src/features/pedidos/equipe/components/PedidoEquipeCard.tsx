import {
  ENTREGUE_POR_TIPO,
  valorDaLinha,
  type Pedido,
  type PedidoStatus,
} from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  Collapsible,
  HStack,
  IconButton,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuBike,
  LuChefHat,
  LuChevronDown,
  LuCircleCheck,
  LuClock,
  LuMail,
  LuMapPin,
  LuMessageCircle,
  LuPackageCheck,
  LuPhone,
  LuStore,
  LuUser,
  LuUtensils,
  LuWallet,
  LuX,
} from 'react-icons/lu';
import { formatarReais, formatarTelefone, formatarHora } from '../../../../app/format';
import { enderecoEmTexto, textoDaPersonalizacao } from '../../../carrinho/formatacao';
import {
  formaDePagamento,
  nomeDoCliente,
  ROTULO_DO_PAGAMENTO,
  rotuloDoStatusNaEquipe,
} from '../../status';
import { LinhaComIcone } from '../../../../components/LinhaComIcone';
import { statusDasAcoes } from '../cancelamento';
import type { IdadeDoPedido } from '../idade';
import { tempoDecorrido } from '../idade';
import { linkDoWhatsapp, rotuloDoTipo, trocoDoPedido } from '../whatsapp';
import { SeloDoWhatsapp } from '../../../whatsapp/components/SeloDoWhatsapp';
import { SeloDoAgendamento } from './SeloDoAgendamento';
import { SeloDoCanal } from './SeloDoCanal';
import { SeloDoEntregador } from './SeloDoEntregador';

/** Where the card is shown: the board (dashboard) or the kitchen's monitor. */
export type TelaDoPedido = 'monitor' | 'quadro';

interface Acao {
  para: PedidoStatus;
  rotulo: string;
  icone: ReactNode;
  cor: string;
  variante: 'solid' | 'outline';
}

const ACAO: Record<PedidoStatus, Omit<Acao, 'para' | 'variante'>> = {
  pendente: { rotulo: 'Pendente', icone: <LuClock />, cor: 'gray' },
  preparando: { rotulo: 'Preparar', icone: <LuChefHat />, cor: 'blue' },
  pronto: { rotulo: 'Pronto', icone: <LuCircleCheck />, cor: 'purple' },
  saiu_para_entrega: { rotulo: 'Saiu para Entrega', icone: <LuBike />, cor: 'cyan' },
  entregue: { rotulo: 'Entregue', icone: <LuPackageCheck />, cor: 'green' },
  cancelado: { rotulo: 'Cancelar', icone: <LuX />, cor: 'red' },
};

/**
 * The next steps of the order on the board and on the monitor, from the server's state machine
 * for its type (shared-events pedidos.ts): the forward step first and solid. A delivery goes
 * 'Saiu para Entrega' then 'Entregue' (its monitor's 'Entregue' on pronto stays, staff-side §4);
 * a pickup ends 'Retirado' and a table order 'Servido'. An order the kitchen started may still
 * be cancelled, with a reason (issue 31 §1): 'Cancelar' comes last.
 */
export function acoesDoPedido(pedido: Pedido): Acao[] {
  return statusDasAcoes(pedido).map((para, i) => ({
    ...ACAO[para],
    ...(para === 'entregue' ? { rotulo: ENTREGUE_POR_TIPO[pedido.tipo_pedido] } : {}),
    para,
    variante: i === 0 && para !== 'cancelado' ? 'solid' : 'outline',
  }));
}

const COR_DA_IDADE: Record<IdadeDoPedido, string> = {
  normal: 'border.subtle',
  amarelo: 'yellow.solid',
  vermelho: 'red.solid',
};

/** The card's top strip: neutral while waiting, so yellow and red mean only 'waiting too long'. */
const COR_DA_FAIXA: Record<string, string> = {
  pendente: 'gray.emphasized',
  preparando: 'blue.solid',
  pronto: 'purple.solid',
  saiu_para_entrega: 'cyan.solid',
  entregue: 'green.solid',
  cancelado: 'red.muted',
};

function Bloco({
  icone,
  titulo,
  children,
}: {
  icone: ReactNode;
  titulo: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="1.5" p="3" rounded="xl" bg="bg.muted">
      <HStack gap="1.5" color="fg.muted" fontSize="xs" fontWeight="bold" textTransform="uppercase">
        {icone}
        <Text letterSpacing="wide">{titulo}</Text>
      </HStack>
      {children}
    </Stack>
  );
}

function BlocoDeEntrega({ pedido, onSemTelefone }: { pedido: Pedido; onSemTelefone: () => void }) {
  const nome = nomeDoCliente(pedido) ?? 'Cliente';
  const whatsapp = linkDoWhatsapp(pedido);
  const endereco = enderecoEmTexto(pedido.endereco_entrega);
  return (
    <Bloco
      icone={pedido.tipo_pedido === 'retirada' ? <LuStore /> : <LuBike />}
      titulo={pedido.tipo_pedido === 'retirada' ? 'Retirar no local' : 'Entrega'}
    >
      <LinhaComIcone icone={<LuUser />}>
        <Text fontWeight="semibold">{nome}</Text>
      </LinhaComIcone>
      <HStack justify="space-between" gap="2">
        <LinhaComIcone icone={<LuPhone />}>
          <Text>
            {pedido.telefone_cliente ? formatarTelefone(pedido.telefone_cliente) : 'Sem telefone'}
          </Text>
        </LinhaComIcone>
        {whatsapp ? (
          <IconButton
            asChild
            size="xs"
            colorPalette="green"
            variant="subtle"
            rounded="full"
            aria-label={`WhatsApp do pedido #${pedido.id}`}
          >
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <LuMessageCircle />
            </a>
          </IconButton>
        ) : (
          <IconButton
            size="xs"
            colorPalette="green"
            variant="subtle"
            rounded="full"
            aria-label={`WhatsApp do pedido #${pedido.id}`}
            onClick={onSemTelefone}
          >
            <LuMessageCircle />
          </IconButton>
        )}
      </HStack>
      {/* The last automatic message (issue 32 §2); failed, staff call instead. */}
      {pedido.whatsapp && (
        <SeloDoWhatsapp
          mensagem={pedido.whatsapp}
          telefone={pedido.telefone_cliente}
          testId="whatsapp-do-pedido"
        />
      )}
      {pedido.email_cliente && (
        <LinhaComIcone icone={<LuMail />}>
          <Text>{pedido.email_cliente}</Text>
        </LinhaComIcone>
      )}
      {endereco && (
        <LinhaComIcone icone={<LuMapPin />}>
          <Text>{endereco}</Text>
        </LinhaComIcone>
      )}
    </Bloco>
  );
}

function BlocoDePagamento({ pedido, extras }: { pedido: Pedido; extras?: ReactNode }) {
  const tipo =
    pedido.metodo_pagamento === 'site'
      ? 'Pagamento pelo site'
      : pedido.metodo_pagamento === 'balcao'
        ? 'Pago no balcão'
        : pedido.metodo_pagamento === 'entrega'
          ? 'Pagamento na entrega'
          : pedido.tipo_pedido === 'mesa'
            ? 'Na conta da mesa'
            : 'Não informado';
  const status = ROTULO_DO_PAGAMENTO[pedido.status_pagamento] ?? ROTULO_DO_PAGAMENTO.pendente!;
  const troco = trocoDoPedido(pedido);
  const detalhes = Object.entries(pedido.detalhes_pagamento ?? {}).filter(
    ([, v]) => v !== null && v !== undefined && typeof v !== 'object',
  );
  return (
    <Bloco icone={<LuWallet />} titulo="Pagamento">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="semibold">
          {tipo}
        </Text>
        <Badge
          colorPalette={status.cor}
          variant="solid"
          rounded="full"
          data-testid="status-pagamento"
        >
          {status.rotulo}
        </Badge>
      </HStack>
      {formaDePagamento(pedido) && (
        <Text fontSize="sm" color="fg.muted">
          {formaDePagamento(pedido)}
        </Text>
      )}
      {troco && (
        <Text fontSize="sm" fontWeight="semibold" color="orange.fg">
          Troco para {formatarReais(troco.pagaCom)} · levar {formatarReais(troco.troco)}
        </Text>
      )}
      {extras}
      {detalhes.length > 0 && (
        <Collapsible.Root>
          <Collapsible.Trigger asChild>
            <Button size="2xs" variant="plain" px="0" color="fg.muted" alignSelf="flex-start">
              Ver detalhes do pagamento <LuChevronDown />
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Stack gap="0.5" fontSize="xs" color="fg.muted" pt="1">
              {detalhes.map(([chave, valor]) => (
                <Text key={chave}>
                  {chave}: {String(valor)}
                </Text>
              ))}
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
    </Bloco>
  );
}

function Itens({ pedido }: { pedido: Pedido }) {
  if (pedido.itens.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Detalhes dos itens não disponíveis
      </Text>
    );
  }
  return (
    <Stack gap="2" as="ul" listStyleType="none">
      {pedido.itens.map((item) => (
        <Box
          as="li"
          key={item.id}
          data-testid={`linha-${item.id}`}
          data-cancelado={item.cancelado_em !== null || undefined}
        >
          <HStack justify="space-between" align="flex-start" gap="3">
            <Text
              fontWeight="bold"
              fontSize="md"
              textDecoration={item.cancelado_em ? 'line-through' : undefined}
              color={item.cancelado_em ? 'fg.muted' : undefined}
            >
              <Box as="span" color="brand.fg">
                {item.quantidade}x
              </Box>{' '}
              {item.produto_nome}
              {item.adicionado_em && !item.cancelado_em && (
                <Badge ms="2" colorPalette="orange" variant="solid" size="sm">
                  + NOVO
                </Badge>
              )}
              {item.cancelado_em && (
                <Badge ms="2" colorPalette="red" variant="solid" size="sm">
                  CANCELADO
                </Badge>
              )}
            </Text>
            <Text
              fontSize="sm"
              color="fg.muted"
              flexShrink={0}
              textDecoration={item.cancelado_em ? 'line-through' : undefined}
            >
              {formatarReais(valorDaLinha(item).total / 100)}
            </Text>
          </HStack>
          {item.cancelado_em && item.cancelado_motivo && (
            <Text fontSize="sm" ps="5" color="red.fg" fontWeight="semibold">
              {item.cancelado_motivo}
              {item.cancelado_por ? ` · ${item.cancelado_por}` : ''}
            </Text>
          )}
          {item.personalizacoes.map((p) => (
            <Text
              key={`${p.opcao_id}-${p.item_id}`}
              fontSize="sm"
              ps="5"
              color={p.tipo === 'remover' ? 'red.fg' : 'green.fg'}
              fontWeight="medium"
            >
              {textoDaPersonalizacao(p)}
            </Text>
          ))}
          {item.observacoes &&
            (item.observacoes_alteradas_em && !item.cancelado_em ? (
              <Text
                fontSize="sm"
                ms="5"
                px="1.5"
                rounded="sm"
                fontWeight="bold"
                bg="yellow.solid"
                color="yellow.contrast"
                data-nota-alterada
              >
                Obs. alterada: {item.observacoes}
              </Text>
            ) : (
              <Text fontSize="sm" ps="5" fontStyle="italic" color="orange.fg">
                Obs: {item.observacoes}
              </Text>
            ))}
        </Box>
      ))}
    </Stack>
  );
}

interface PedidoEquipeCardProps {
  pedido: Pedido;
  agora: number;
  idade: IdadeDoPedido;
  /** The status this card is moving to while the request runs. */
  mudandoPara?: PedidoStatus | null;
  onAcao: (pedido: Pedido, para: PedidoStatus) => void;
  onSemTelefone: () => void;
  /** Payment actions placed in the payment block (e.g. the local PIX simulator). */
  extrasDoPagamento?: ReactNode;
  /** On the board: whether a kitchen screen has shown it (issue 28 §3). */
  naCozinha?: NaCozinha;
  /** Shown under the header (the expo's station chips, issue 29 §1). */
  faixa?: ReactNode;
  /** The print button (issue 30): after the status actions; on phones, beside the number. */
  impressao?: ReactNode;
  /** The board's small 'Corrigir pedido' (issue 31 §1), above the status actions. */
  correcao?: ReactNode;
  /** The board's 'Despachar' of a ready delivery (issue 32 §1), above the status actions. */
  despacho?: ReactNode;
}

/** What the board knows of an order in the kitchen. */
export interface NaCozinha {
  recebido?: { recebido_em: string; tela: string };
  alerta: boolean;
}

/** '✓ cozinha 19:42' once a kitchen screen drew it; a red mark while it is alerted. */
function SeloDaCozinha({ naCozinha }: { naCozinha: NaCozinha }) {
  if (naCozinha.recebido)
    return (
      <Badge
        colorPalette="green"
        variant="subtle"
        rounded="full"
        data-testid="selo-cozinha"
        title={`Apareceu na tela "${naCozinha.recebido.tela}"`}
      >
        ✓ cozinha {formatarHora(naCozinha.recebido.recebido_em)}
      </Badge>
    );
  if (naCozinha.alerta)
    return (
      <Badge colorPalette="red" variant="solid" rounded="full" data-testid="selo-cozinha">
        Não apareceu na cozinha
      </Badge>
    );
  return null;
}

/** One order on the board or the monitor (staff-side §2 'Each active order card'). */
export function PedidoEquipeCard({
  pedido,
  agora,
  idade,
  mudandoPara,
  onAcao,
  onSemTelefone,
  extrasDoPagamento,
  naCozinha,
  faixa,
  impressao,
  correcao,
  despacho,
}: PedidoEquipeCardProps) {
  const status = rotuloDoStatusNaEquipe(pedido);
  const acoes = acoesDoPedido(pedido);
  const tipo = rotuloDoTipo(pedido);
  const totalItens = pedido.total_itens;
  const encerrado = pedido.status === 'cancelado' || pedido.status === 'entregue';

  return (
    <Box
      as="article"
      aria-label={`Pedido #${pedido.id}`}
      data-testid={`pedido-${pedido.id}`}
      data-status={pedido.status}
      data-idade={idade}
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor={idade === 'normal' ? 'border.subtle' : COR_DA_IDADE[idade]}
      borderTopWidth="6px"
      borderTopColor={idade === 'normal' ? COR_DA_FAIXA[pedido.status] : COR_DA_IDADE[idade]}
      shadow="card"
      opacity={encerrado ? 0.8 : 1}
      display="flex"
      flexDirection="column"
    >
      <Stack gap="3" p="4" flex="1">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
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
                fontSize="sm"
              >
                {pedido.tipo_pedido === 'mesa' ? (
                  <LuUtensils />
                ) : pedido.tipo_pedido === 'retirada' ? (
                  <LuStore />
                ) : (
                  <LuBike />
                )}{' '}
                {tipo}
              </Badge>
              <Text fontWeight="800" fontSize="lg">
                #{pedido.id}
              </Text>
              <SeloDoCanal pedido={pedido} fontSize="sm" />
              <SeloDoAgendamento pedido={pedido} fontSize="sm" />
              {/* Phones: beside the number (the status buttons need the whole bottom row). */}
              {impressao && (
                <Box display={{ base: 'flex', md: 'none' }} my="-1.5">
                  {impressao}
                </Box>
              )}
            </HStack>
            <HStack gap="1.5" fontSize="sm" color="fg.muted" wrap="wrap">
              <LuClock />
              <Text>
                {formatarHora(pedido.created_at)} · {tempoDecorrido(pedido.created_at, agora)}
              </Text>
              <Text>·</Text>
              <Text>
                {totalItens > 0 ? `${totalItens} ${totalItens === 1 ? 'item' : 'itens'}` : 'N/A'}
              </Text>
            </HStack>
          </Stack>
          <Stack gap="1" align="flex-end" flexShrink={0}>
            <Badge colorPalette={status.cor} variant="subtle" rounded="full" fontSize="sm" px="2.5">
              {status.rotulo}
            </Badge>
            {naCozinha && <SeloDaCozinha naCozinha={naCozinha} />}
            <Text fontWeight="800" fontSize="lg">
              {formatarReais(pedido.total)}
            </Text>
            {pedido.desconto > 0 && (
              <Text
                fontSize="xs"
                fontWeight="semibold"
                color="green.fg"
                data-testid="desconto-do-pedido"
              >
                {pedido.cupom_codigo ? `Cupom ${pedido.cupom_codigo}` : 'Desconto'} −{' '}
                {formatarReais(pedido.desconto)}
              </Text>
            )}
          </Stack>
        </HStack>

        {faixa}

        {pedido.status === 'cancelado' && pedido.cancelado_motivo && (
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="red.fg"
            bg="red.subtle"
            px="2.5"
            py="1.5"
            rounded="lg"
            wordBreak="break-word"
            data-testid="pedido-cancelado-motivo"
          >
            Cancelado: {pedido.cancelado_motivo}
          </Text>
        )}

        <SeloDoEntregador pedido={pedido} />

        {idade !== 'normal' && (
          <Text
            fontSize="xs"
            fontWeight="bold"
            color={idade === 'vermelho' ? 'red.fg' : 'yellow.fg'}
            textTransform="uppercase"
          >
            {idade === 'vermelho' ? 'Atrasado' : 'Atenção ao tempo'}
          </Text>
        )}

        <Itens pedido={pedido} />

        {pedido.observacoes && (
          <Box p="2.5" rounded="lg" bg="orange.subtle" color="orange.fg" fontSize="sm">
            <Text fontWeight="bold">Observações</Text>
            <Text>{pedido.observacoes}</Text>
          </Box>
        )}

        <Separator />

        {pedido.tipo_pedido !== 'mesa' && (
          <BlocoDeEntrega pedido={pedido} onSemTelefone={onSemTelefone} />
        )}
        <BlocoDePagamento pedido={pedido} extras={extrasDoPagamento} />
      </Stack>

      {(correcao || despacho) && (
        <HStack px="4" pb="2" mt="-1" justify="flex-end">
          {correcao}
          {despacho}
        </HStack>
      )}
      {(acoes.length > 0 || impressao) && (
        <HStack
          gap="2"
          p="4"
          pt="0"
          justify="flex-end"
          // Phones without status buttons: the print button is in the header.
          display={acoes.length > 0 ? 'flex' : { base: 'none', md: 'flex' }}
        >
          {acoes.length > 0 && (
            // Three buttons (a ready delivery) wrap on a narrow card rather than overflow.
            <HStack gap="2" flex="1" minW="0" wrap="wrap" data-testid="acoes-do-pedido">
              {acoes.map((acao) => (
                <Button
                  key={acao.para}
                  flex={acao.variante === 'solid' ? '2' : '1'}
                  minW="max-content"
                  size="lg"
                  rounded="xl"
                  colorPalette={acao.cor}
                  variant={acao.variante}
                  loading={mudandoPara === acao.para}
                  disabled={Boolean(mudandoPara)}
                  onClick={() => onAcao(pedido, acao.para)}
                >
                  {acao.icone} {acao.rotulo}
                </Button>
              ))}
            </HStack>
          )}
          {impressao && <Box display={{ base: 'none', md: 'flex' }}>{impressao}</Box>}
        </HStack>
      )}
    </Box>
  );
}
