import type { ComandaItemStatus, EnvioCozinhaResposta } from './comandas';
import type { Pedido } from './pedidos';
import type { Personalizacao } from './cardapio';

/**
 * QR ordering at the table (issue 31 §2): each table's QR code opens the menu bound to that
 * table through a signed, revocable token; the customer orders with a name only, into the
 * table's open tab, and follows their items on the same page.
 */
export const MENSAGENS_AUTOATENDIMENTO = {
  /** Forged, malformed, of a table that no longer exists, or replaced by 'Gerar novo QR Code'. */
  qrInvalido: 'Este QR Code não vale mais. Peça ao garçom o QR Code atual da mesa.',
  qrBloqueado: 'Os pedidos pelo QR Code desta mesa estão bloqueados. Chame o garçom.',
  mesaEmManutencao: 'Esta mesa está em manutenção e não recebe pedidos.',
  /** The table's bill was closed (waiting to be paid): a new order needs the waiter. */
  contaFechada: 'A conta desta mesa já foi fechada. Chame o garçom para pedir mais.',
  /** How a QR guest's stock movement names them. */
  clienteNoEstoque: (nome: string, mesa: string) => `${nome} (QR Code, mesa ${mesa})`,
  nomeObrigatorio: 'Informe seu nome',
  nomeLongo: 'Nome muito longo (máximo 60 caracteres)',
  convidadoInvalido: 'Identificação do aparelho inválida. Recarregue a página.',
  semItens: 'Adicione pelo menos um item',
  muitosItens: 'Máximo de 30 itens por pedido',
  tipoDeChamadaInvalido: 'Escolha chamar o garçom ou pedir a conta',
  muitosPedidos:
    'Muitos pedidos desta mesa em pouco tempo. Aguarde alguns minutos ou chame o garçom.',
  muitasChamadas: 'Muitas chamadas desta mesa em pouco tempo. Aguarde um minuto.',
  // Answers and screens.
  pedidoEnviado: 'Pedido enviado para a cozinha!',
  pedidoAguardando: 'Pedido recebido! O garçom vai confirmar em instantes.',
  garcomChamado: 'Garçom chamado! Ele já vem.',
  contaPedida: 'Conta pedida! O garçom já traz.',
  nadaParaConfirmar: 'Não há pedido pelo QR Code esperando confirmação nesta comanda',
  confirmado: (n: number) =>
    n === 1
      ? 'Pedido do QR Code confirmado: 1 item enviado'
      : `Pedido do QR Code confirmado: ${n} itens enviados`,
  qrRenovado: 'Novo QR Code gerado. Imprima e troque o da mesa: o anterior não vale mais.',
  qrBloqueadoOk: 'Pedidos pelo QR Code bloqueados nesta mesa',
  qrDesbloqueadoOk: 'Pedidos pelo QR Code liberados nesta mesa',
  configSalva: 'Configuração salva!',
  aguardandoConfirmacao: 'Aguardando o garçom',
} as const;

/** How a tab's item came in: typed by a waiter, or ordered by a customer from the table's QR. */
export const ORIGENS_ITEM_COMANDA = ['garcom', 'mesa_qr'] as const;
export type OrigemItemComanda = (typeof ORIGENS_ITEM_COMANDA)[number];

/** A QR call: a waiter, or the bill. */
export const TIPOS_DE_CHAMADA = ['garcom', 'conta'] as const;
export type TipoDeChamada = (typeof TIPOS_DE_CHAMADA)[number];

/** The guest's device key (random, kept in the browser): whose items the page follows. */
export const CONVIDADO_REGEX = /^[A-Za-z0-9_-]{16,64}$/;

/** GET /api/autoatendimento/qr/:token — the table the code is for, and whether it takes orders. */
export interface MesaDoQr {
  empresa: { id: number; nome: string; logo_url: string | null };
  mesa: { id: number; numero: string; nome: string };
  /** Whether QR orders wait for a waiter's 'Confirmar' (the company's choice; default true). */
  exige_confirmacao: boolean;
  /** false while the table is blocked, in maintenance, or orders are paused. */
  pode_pedir: boolean;
  /** Why it cannot order now (one of the messages above, or the pause's text). */
  motivo: string | null;
}

/** One item a guest ordered from the QR, as the guest's page shows it. */
export interface ItemDoConvidado {
  id: number;
  produto_nome: string;
  quantidade: number;
  preco_unitario: number;
  observacoes: string | null;
  personalizacoes: Personalizacao[];
  /** pendente: waiting for the waiter's 'Confirmar' (or a drink not yet served). */
  status: ComandaItemStatus;
  aguardando_confirmacao: boolean;
  created_at: string;
}

/** GET /api/autoatendimento/qr/:token/pedidos?convidado= */
export interface PedidosDoConvidado {
  itens: ItemDoConvidado[];
  /** Sum of this guest's items (R$). */
  total: number;
}

/** POST /api/autoatendimento/qr/:token/pedidos */
export interface PedidoDoQrResposta extends PedidosDoConvidado {
  mensagem: string;
  /** Whether the items already went to the kitchen (company set no confirmation). */
  enviado_cozinha: boolean;
}

/** A table's QR as the back office lists it (the printable sheet). */
export interface QrDaMesa {
  mesa_id: number;
  numero: string;
  nome: string;
  status: 'livre' | 'ocupada' | 'reservada' | 'manutencao';
  bloqueado: boolean;
  token: string;
  /** The customer's page: PUBLIC_URL + '/mesa/' + token. */
  url: string;
  /** The QR code of `url` as an image (data:image/svg+xml;base64,...), to print. */
  qr_imagem: string;
}

/** GET /api/autoatendimento/mesas */
export interface QrDasMesasResposta {
  empresa_nome: string;
  exige_confirmacao: boolean;
  mesas: QrDaMesa[];
}

/** Pushed to the guests of a table (their sockets' room) when anything of it changed: read again. */
export interface AutoatendimentoMudouEvento {
  mesa_id: number;
}

/** POST /api/autoatendimento/comandas/:comandaId/confirmar (a waiter's 'Confirmar'). */
export interface ConfirmacaoDoQrResposta extends Omit<EnvioCozinhaResposta, 'pedido'> {
  /** The kitchen order the lines went into (null when they were all drinks, marked pronto). */
  pedido: Pedido | null;
}
