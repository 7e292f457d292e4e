/**
 * Order and payment states, and the transitions the server allows.
 *
 * The spec's status values (staff-side §4) plus saiu_para_entrega, which the dashboard's label
 * table already names ('Saiu para Entrega'): a delivery leaves the store before it is delivered.
 * A pickup and a table order end in the same 'entregue', read as 'Retirado' and 'Servido'.
 */
export const PEDIDO_STATUS = [
  'pendente',
  'preparando',
  'pronto',
  'saiu_para_entrega',
  'entregue',
  'cancelado',
] as const;
export type PedidoStatus = (typeof PEDIDO_STATUS)[number];

export const STATUS_PAGAMENTO = ['pendente', 'pago', 'cancelado'] as const;
export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number];

/** retirada: the customer picks the order up at the store (no freight, no address). */
export const TIPOS_PEDIDO = ['entrega', 'mesa', 'retirada'] as const;
export type TipoPedido = (typeof TIPOS_PEDIDO)[number];

/**
 * How an order came in (issue 31): the public menu (`site`), a waiter's tab (`garcom`), staff at
 * the counter or on the phone (`balcao`, `telefone`), a customer at the table through its QR code
 * (`mesa_qr`). Every channel runs the one checkout pipeline.
 */
export const CANAIS_PEDIDO = ['site', 'garcom', 'balcao', 'telefone', 'mesa_qr'] as const;
export type CanalPedido = (typeof CANAIS_PEDIDO)[number];

/** Each channel as every screen, report and export names it. */
export const NOME_DO_CANAL: Record<CanalPedido, string> = {
  site: 'Site',
  garcom: 'Garçom',
  balcao: 'Balcão',
  telefone: 'Telefone',
  mesa_qr: 'QR da mesa',
};

/**
 * Orders in these states are still open: active on the board and the monitor, and a customer
 * who has any cannot delete the account.
 */
/** The statuses of an order still in the kitchen (its stations work on it; a tab adds to it). */
export const PEDIDO_STATUS_NA_COZINHA = [
  'pendente',
  'preparando',
] as const satisfies readonly PedidoStatus[];

export const PEDIDO_STATUS_EM_ABERTO: readonly PedidoStatus[] = [
  'pendente',
  'preparando',
  'pronto',
  'saiu_para_entrega',
];

const ATE_PRONTO = {
  pendente: ['preparando', 'cancelado'],
  preparando: ['pronto'],
  entregue: [],
  cancelado: [],
} as const;

/**
 * The moves of each order type, the forward step first. A delivery goes out (saiu_para_entrega)
 * and is then delivered; it may also go from pronto straight to entregue, the monitor's
 * 'Entregue' (staff-side §4). A pickup or a table order is handed over at the store: it never
 * goes out for delivery.
 */
const TRANSICOES: Record<TipoPedido, Record<PedidoStatus, readonly PedidoStatus[]>> = {
  entrega: {
    ...ATE_PRONTO,
    pronto: ['saiu_para_entrega', 'entregue'],
    saiu_para_entrega: ['entregue'],
  },
  retirada: { ...ATE_PRONTO, pronto: ['entregue'], saiu_para_entrega: [] },
  mesa: { ...ATE_PRONTO, pronto: ['entregue'], saiu_para_entrega: [] },
};

/** Where an order of that type can go from its status, the forward step first. */
export function proximosStatus(pedido: {
  status: PedidoStatus;
  tipo_pedido: TipoPedido;
}): readonly PedidoStatus[] {
  return TRANSICOES[pedido.tipo_pedido][pedido.status];
}

/** The last step's name per order type: the status stays 'entregue'. */
export const ENTREGUE_POR_TIPO: Record<TipoPedido, string> = {
  entrega: 'Entregue',
  retirada: 'Retirado',
  mesa: 'Servido',
};

/** A status as people read it (the spec's labels; 'entregue' by the order's type). */
export function nomeDoStatus(status: PedidoStatus, tipo: TipoPedido = 'entrega'): string {
  switch (status) {
    case 'pendente':
      return 'Pendente';
    case 'preparando':
      return 'Preparando';
    case 'pronto':
      return 'Pronto';
    case 'saiu_para_entrega':
      return 'Saiu para Entrega';
    case 'entregue':
      return ENTREGUE_POR_TIPO[tipo];
    case 'cancelado':
      return 'Cancelado';
  }
}

export const MENSAGENS_STATUS_PEDIDO = {
  naoSaiParaEntrega: {
    retirada: 'Pedido para retirada não sai para entrega: o cliente retira na loja',
    mesa: 'Pedido de mesa não sai para entrega: é servido na mesa',
  },
  transicao: (de: string, para: string) => `Não é possível mudar o pedido de ${de} para ${para}`,
} as const;

/**
 * Why the order cannot move to `para` (a pt-BR message for the 409), or null when it can.
 * Staying where it is is not a move: the caller answers the order as it is.
 */
export function recusaDoStatus(
  pedido: { status: PedidoStatus; tipo_pedido: TipoPedido },
  para: PedidoStatus,
): string | null {
  if (proximosStatus(pedido).includes(para)) return null;
  if (para === 'saiu_para_entrega' && pedido.tipo_pedido !== 'entrega')
    return MENSAGENS_STATUS_PEDIDO.naoSaiParaEntrega[pedido.tipo_pedido];
  const nome = (status: PedidoStatus) => nomeDoStatus(status, pedido.tipo_pedido).toLowerCase();
  return MENSAGENS_STATUS_PEDIDO.transicao(nome(pedido.status), nome(para));
}

/**
 * The order's payment (status_pagamento): it leaves pendente once, to pago or to cancelado, and
 * never comes back. There is no refund move (pago → cancelado): no provider refund exists yet,
 * and a refund must move money, not only a label. A paid order the staff cancel stays pago.
 */
const TRANSICOES_PAGAMENTO: Record<StatusPagamento, readonly StatusPagamento[]> = {
  pendente: ['pago', 'cancelado'],
  pago: [],
  cancelado: [],
};

export const MENSAGENS_STATUS_PAGAMENTO = {
  pedidoCancelado: 'Um pedido cancelado não pode ser marcado como pago',
  jaPago: 'Este pedido já foi pago: o pagamento não pode mais ser alterado',
  jaCancelado: 'O pagamento deste pedido foi cancelado e não pode mais ser alterado',
} as const;

/**
 * Why the order's payment cannot move from `de` to `para` (a pt-BR message), or null when it
 * can. Staying where it is (de === para) is always allowed and changes nothing.
 */
export function recusaDoStatusPagamento(
  pedido: { status: PedidoStatus; status_pagamento: StatusPagamento },
  para: StatusPagamento,
): string | null {
  const de = pedido.status_pagamento;
  if (de === para) return null;
  if (para === 'pago' && pedido.status === 'cancelado')
    return MENSAGENS_STATUS_PAGAMENTO.pedidoCancelado;
  if (TRANSICOES_PAGAMENTO[de].includes(para)) return null;
  return de === 'pago' ? MENSAGENS_STATUS_PAGAMENTO.jaPago : MENSAGENS_STATUS_PAGAMENTO.jaCancelado;
}

/**
 * A payment status set by hand (staff, PUT /api/pedidos/:id/status-pagamento), kept in the
 * order's detalhes_pagamento.pagamento_manual: it was no provider's approval.
 */
export interface PagamentoManual {
  status_pagamento: StatusPagamento;
  autor_tipo: AutorDaMudanca['tipo'];
  autor_id: number | null;
  autor_nome: string | null;
  /** ISO instant. */
  em: string;
}

/** Why an order was cancelled by its payment rather than by someone (null otherwise). */
export const MOTIVOS_CANCELAMENTO = ['pix_expirado', 'pix_rejeitado'] as const;
export type MotivoCancelamento = (typeof MOTIVOS_CANCELAMENTO)[number];

/**
 * The customer's progress tracker (customer-side §4): the spec's 25/50/75/100 % and, between
 * pronto and entregue, 90 % for a delivery on its way.
 */
export function progressoDoPedido(status: string): number {
  switch (status) {
    case 'pendente':
      return 25;
    case 'preparando':
      return 50;
    case 'pronto':
      return 75;
    case 'saiu_para_entrega':
      return 90;
    case 'entregue':
      return 100;
    default:
      return 0;
  }
}

/** One step of the customer's tracker: reached once the order's progress gets to its own. */
export interface EtapaDoPedido {
  status: PedidoStatus;
  nome: string;
  progresso: number;
}

/**
 * The tracker's steps per order type (customer-side §4: Pedido Recebido, Preparando, Pronto,
 * Entregue): a delivery has 'Saiu para Entrega' before 'Entregue'; a pickup ends 'Retirado' and
 * a table order 'Servido'.
 */
export function etapasDoPedido(tipo: TipoPedido): EtapaDoPedido[] {
  const caminho: PedidoStatus[] =
    tipo === 'entrega'
      ? ['pendente', 'preparando', 'pronto', 'saiu_para_entrega', 'entregue']
      : ['pendente', 'preparando', 'pronto', 'entregue'];
  return caminho.map((status) => ({
    status,
    nome: status === 'pendente' ? 'Pedido Recebido' : nomeDoStatus(status, tipo),
    progresso: progressoDoPedido(status),
  }));
}

/** How a customer pays on delivery (customer-side §3). */
export const METODOS_NA_ENTREGA = ['dinheiro', 'cartao', 'pix'] as const;
export type MetodoNaEntrega = (typeof METODOS_NA_ENTREGA)[number];

const NOMES_DOS_METODOS: Record<string, string> = {
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
  pix: 'PIX',
  pix_site: 'PIX pelo site',
  cartao_site: 'Cartão pelo site',
};

/** How a payment method reads ('dinheiro' → 'Dinheiro', 'pix_site' → 'PIX pelo site'). */
export const nomeDoMetodo = (metodo: string) => NOMES_DOS_METODOS[metodo] ?? metodo;

export interface PedidoItem {
  id: number;
  produto_id: number | null;
  produto_nome: string;
  imagem_url: string | null;
  quantidade: number;
  preco_unitario: number;
  observacoes: string | null;
  personalizacoes: import('./cardapio').Personalizacao[];
  /** The kitchen station it was routed to when the order was placed (null: every screen). */
  estacao_id: number | null;
  /** When a station marked it done (issue 29 §2), and who; null while it is being made. */
  pronto_em: string | null;
  pronto_por: string | null;
  /** Its product's tempo_preparo when ordered, in minutes: the ticket's target (issue 29 §3). */
  alvo_min: number | null;
  /** Sent to a ticket already in the kitchen: shown "+ NOVO" (issue 29 §2). */
  adicionado_em: string | null;
  /** Cancelled after reaching the kitchen: struck through, "CANCELADO", with its reason. */
  cancelado_em: string | null;
  cancelado_motivo: string | null;
  cancelado_por: string | null;
  /** Its note changed after it reached the kitchen (highlighted on the ticket). */
  observacoes_alteradas_em: string | null;
}

/** An order as the API answers it (history, board, monitor) and as events carry it. */
export interface Pedido {
  id: number;
  empresa_id: number;
  usuario_id: number | null;
  status: PedidoStatus;
  status_pagamento: StatusPagamento;
  tipo_pedido: TipoPedido;
  /** How the order came in (CANAIS_PEDIDO). */
  canal: CanalPedido;
  /** A scheduled order's chosen time (issue 31 §3): the kitchen sees it when it is time to start. */
  agendado_para: string | null;
  mesa: string | null;
  total: number;
  total_sem_frete: number;
  valor_frete: number;
  /** The coupon's discount (0 without one); total = itens + valor_frete - desconto. */
  desconto: number;
  cupom_codigo: string | null;
  total_itens: number;
  observacoes: string | null;
  nome_cliente: string | null;
  sobrenome_cliente: string | null;
  nome_completo_cliente: string | null;
  telefone_cliente: string | null;
  email_cliente: string | null;
  endereco_entrega: import('./carrinho').Endereco | null;
  /** entrega, site, or balcao (a staff order paid at the counter when placed) */
  metodo_pagamento: string | null;
  /** dinheiro, cartao, pix, pix_site, cartao_site */
  metodo_pagamento_detalhado: string | null;
  precisa_troco: boolean;
  valor_troco: number | null;
  detalhes_pagamento: Record<string, unknown> | null;
  /** The same details under the staff spec's name (staff-side §3). */
  detalhes_pagamento_json: Record<string, unknown> | null;
  /** Expected ready (or delivered) time from the kitchen's queue (issue 29 §3); null before. */
  previsao_em: string | null;
  /** Why the expected time moved later ('A cozinha está com muitos pedidos'), when it did. */
  previsao_motivo: string | null;
  /** A cancelled order whose PIX expired or was rejected says so; null otherwise. */
  motivo_cancelamento: MotivoCancelamento | null;
  /** Why staff cancelled it after the kitchen started (issue 31 §1); null otherwise. */
  cancelado_motivo: string | null;
  /** The courier it went out with (issue 32 §1); null until dispatched to one. */
  entregador: { id: number; nome: string } | null;
  /** Why the last courier brought it back ('Cliente ausente'); null otherwise. */
  entrega_motivo: string | null;
  /** Whether the customer takes WhatsApp messages about this order (issue 32 §2, asked at checkout). */
  whatsapp_aceito: boolean;
  /** The order's last WhatsApp message and how it stands; null before any. */
  whatsapp: import('./whatsapp').MensagemDoPedido | null;
  itens: PedidoItem[];
  created_at: string;
  updated_at: string;
}

/** Who changed an order's status (kept in its history). */
export interface AutorDaMudanca {
  tipo: 'cliente' | 'equipe' | 'garcom' | 'monitor' | 'sistema' | 'entregador';
  id: number | null;
}

export interface PedidoHistoricoEntrada {
  de: PedidoStatus | null;
  para: PedidoStatus;
  autor_tipo: AutorDaMudanca['tipo'];
  autor_id: number | null;
  autor_nome: string | null;
  created_at: string;
}

/** The customer-facing refusals of a checkout, in pt-BR (the spec's texts). */
export const MENSAGENS_PEDIDO = {
  naoEncontrado: 'Pedido não encontrado',
  lojaFechada: 'Estabelecimento fechado no momento. Confira nosso horário de funcionamento.',
  carrinhoVazio: 'Adicione itens ao carrinho',
  semEndereco: 'Configure o endereço de entrega',
  foraDaArea: 'Infelizmente não estamos disponíveis no seu local',
  semPagamento: 'Selecione a forma de pagamento',
  pagamentoSite: 'O pagamento pelo site ainda não está disponível. Escolha pagar na entrega.',
  trocoInsuficiente: 'O valor para troco deve ser maior ou igual ao total do pedido',
  /** A concurrent change won: the staff's screen is behind. */
  alteradoPorOutro: 'O pedido foi alterado por outra pessoa. Atualize a tela.',
  /** Cancelling an order the kitchen started needs a reason (issue 31 §1). */
  motivoDoCancelamento: 'O pedido já está em preparo: informe o motivo do cancelamento.',
  itemMudou: (produto: string, motivo: string) =>
    `"${produto}" mudou desde que entrou no carrinho (${motivo}). Personalize o item de novo ou remova-o do carrinho.`,
  /** A line staff just typed (counter and phone orders) that does not validate. */
  itemInvalido: (produto: string, motivo: string) => `"${produto}": ${motivo}`,
} as const;

/** Orders staff take at the counter or on the phone (issue 31 §1). */
export const MENSAGENS_DA_EQUIPE = {
  clienteNaoEncontrado: 'Cliente não encontrado',
  semMetodoNaEntrega: 'Informe como o cliente vai pagar na entrega',
  trocoSoEmDinheiro: 'Troco só para pagamento em dinheiro',
  /** Correcting an order (PUT /api/pedidos/:id/correcao). */
  jaComecou: 'A cozinha já começou este pedido: agora ele só pode ser cancelado, com um motivo.',
  correcaoDaComanda: 'Este pedido veio de uma comanda: corrija os itens na comanda.',
  correcaoComPix:
    'Pedido com cobrança PIX pelo site: cancele-o e faça um novo pedido para mudar os itens.',
  correcaoParaPix: 'Para cobrar por PIX, cancele este pedido e faça um novo.',
} as const;

// ── The customer's expected time from the kitchen's queue (issue 29 §3) ──

/**
 * The customer's "Previsão: 19:42" from the kitchen's real queue (issue 29 §3), pure so the
 * server computes it and a test checks it by hand.
 *
 * An order's parts (its items still to make at one station; unrouted items are a part of their
 * own) queue at their station in the order they were placed. With N parts open at a station
 * whose live average ticket time is T, the station finishes one every T/N on average (Little's
 * law: N open, each taking T from placement to done), so the part k-th in line (0 = first) is
 * expected at now + (k+1)·T/N, but no later than its order's creation + T (the average already
 * counts a normal queue) and no sooner than its creation + its own preparation target (its
 * longest item's tempo_preparo). The order's kitchen is done when its last part is; a delivery
 * adds the company's minutes per km. With no history at a station, T is the company's fixed
 * preparation time (the spec's estimate). An overdue part is expected within a minute.
 */

export interface ParteNaFila {
  /** The station (null: items routed to none). */
  estacao_id: number | null;
  /** Its longest item's tempo_preparo, in minutes. */
  alvo_min: number;
}

export interface PedidoNaFila {
  id: number;
  created_at: string;
  tipo_pedido: 'entrega' | 'mesa' | 'retirada';
  distancia_km: number | null;
  /** Its parts still in the kitchen, one per station. */
  partes: ParteNaFila[];
}

export interface RitmoDaCozinha {
  /** Average ticket time per station, in seconds (null: no history). */
  porEstacao: Map<number, number | null>;
  /** The whole kitchen's average (for unrouted items), in seconds. */
  cozinha: number | null;
  /** The company's fixed preparation minutes (freight's tempo_preparo_padrao). */
  padraoMin: number;
  /** Delivery minutes per km (freight's tempo_por_km). */
  minutosPorKm: number;
}

const chave = (estacao: number | null) => (estacao === null ? 'geral' : String(estacao));

/** Ids → expected time (ms since epoch). Orders must come in the order they were placed. */
export function preverPedidos(
  fila: PedidoNaFila[],
  ritmo: RitmoDaCozinha,
  agora: number,
): Map<number, number> {
  const abertas = new Map<string, number>();
  for (const pedido of fila)
    for (const parte of pedido.partes)
      abertas.set(chave(parte.estacao_id), (abertas.get(chave(parte.estacao_id)) ?? 0) + 1);

  const naFrente = new Map<string, number>();
  const previsoes = new Map<number, number>();
  for (const pedido of fila) {
    const criado = Date.parse(pedido.created_at);
    let cozinhaPronta = agora;
    for (const parte of pedido.partes) {
      const k = chave(parte.estacao_id);
      const media =
        ((parte.estacao_id === null ? ritmo.cozinha : ritmo.porEstacao.get(parte.estacao_id)) ??
          ritmo.padraoMin * 60) * 1000;
      const posicao = naFrente.get(k) ?? 0;
      naFrente.set(k, posicao + 1);
      const pelaFila = Math.min(criado + media, agora + ((posicao + 1) * media) / abertas.get(k)!);
      cozinhaPronta = Math.max(cozinhaPronta, pelaFila, criado + parte.alvo_min * 60_000);
    }
    // Overdue: any moment now.
    if (cozinhaPronta <= agora) cozinhaPronta = agora + 60_000;
    const entrega =
      pedido.tipo_pedido === 'entrega' && pedido.distancia_km
        ? Math.ceil(pedido.distancia_km * ritmo.minutosPorKm) * 60_000
        : 0;
    previsoes.set(pedido.id, cozinhaPronta + entrega);
  }
  return previsoes;
}

/** Shown when a new estimate is later than the one the customer saw. */
export const MOTIVO_PREVISAO_MAIS_TARDE = 'A cozinha está com muitos pedidos';

/** A new estimate replaces the shown one only when it moves by a minute or more. */
export const PREVISAO_MUDA_APOS_MS = 60_000;

/** 'pedido:previsao' (the customer's room): the order's expected time moved. */
export interface PrevisaoDoPedidoEvento {
  empresa_id: number;
  pedido_id: number;
  previsao_em: string;
  previsao_motivo: string | null;
  /** When it was computed: of two, the later one wins. */
  calculada_em: string;
}

/** A line of an earlier order, as 'Repetir pedido' puts it back in a new one. */
export interface LinhaParaRepetir {
  produto_id: number;
  produto_nome: string;
  quantidade: number;
  observacoes: string | null;
  personalizacoes: Array<
    Pick<import('./cardapio').Personalizacao, 'opcao_id' | 'item_id' | 'quantidade' | 'tipo'>
  >;
}

/** GET /api/pedidos/equipe/cliente?telefone= (issue 31 §1): who the phone belongs to. */
export interface ClienteDoTelefone {
  telefone: string;
  nome: string;
  sobrenome: string | null;
  /** Their last delivery address, for a new delivery. */
  endereco: import('./carrinho').Endereco | null;
  /** Their last order, for 'Repetir pedido' (items still on sale only are put back by the screen). */
  ultimo_pedido: {
    id: number;
    created_at: string;
    total: number;
    itens: LinhaParaRepetir[];
  } | null;
}
