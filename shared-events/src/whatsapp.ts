import type { Pedido } from './pedidos';

/**
 * WhatsApp messages (issue 32 §2): the WhatsApp Business Cloud API tells the customer each step
 * of their order with the company's approved templates, and gives couriers their page's link.
 * The workers send them (one per order and step, never twice), the board shows each order's
 * last message as it goes (enviado → entregue → lido, or falhou: call the customer instead).
 */

/** What a message tells: an order's step, or a courier's link. */
export const EVENTOS_WHATSAPP = [
  'pedido_recebido',
  'pedido_em_preparo',
  'pedido_saiu_para_entrega',
  'pedido_pronto_para_retirada',
  'pedido_cancelado',
  'pix_expirado',
  'link_do_entregador',
] as const;
export type EventoWhatsapp = (typeof EVENTOS_WHATSAPP)[number];

/**
 * A message's state: written (pendente), being sent (enviando: the request left and its answer
 * is not known yet), then what WhatsApp's status webhooks say.
 */
export const STATUS_MENSAGEM = [
  'pendente',
  'enviando',
  'enviado',
  'entregue',
  'lido',
  'falhou',
] as const;
export type StatusMensagem = (typeof STATUS_MENSAGEM)[number];

/** How far each state is: a late webhook never takes a message back ('lido' stays 'lido'). */
export const ORDEM_DO_STATUS_MENSAGEM: Record<StatusMensagem, number> = {
  pendente: 0,
  enviando: 1,
  enviado: 2,
  entregue: 3,
  lido: 4,
  falhou: 5,
};

/** The board's label of each state (✓ enviado, ✓✓ entregue, lido, falhou). */
export const ROTULO_DO_STATUS_MENSAGEM: Record<StatusMensagem, string> = {
  pendente: 'Na fila',
  enviando: 'Enviando',
  enviado: '✓ enviado',
  entregue: '✓✓ entregue',
  lido: '✓✓ lido',
  falhou: 'falhou',
};

/** What each message says, as the board names it. */
export const NOME_DO_EVENTO_WHATSAPP: Record<EventoWhatsapp, string> = {
  pedido_recebido: 'Pedido recebido',
  pedido_em_preparo: 'Em preparo',
  pedido_saiu_para_entrega: 'Saiu para entrega',
  pedido_pronto_para_retirada: 'Pronto para retirada',
  pedido_cancelado: 'Pedido cancelado',
  pix_expirado: 'PIX expirado',
  link_do_entregador: 'Link do entregador',
};

/** An order's last WhatsApp message, as the board shows it (Pedido.whatsapp). */
export interface MensagemDoPedido {
  evento: EventoWhatsapp;
  status: StatusMensagem;
  /** Why it failed, in pt-BR ('Número sem WhatsApp'); null otherwise. */
  erro: string | null;
}

/**
 * The step an order's new status tells the customer, if any: a table's order (no phone) and a
 * delivered one tell nothing; a cancelled one whose PIX expired says so.
 */
export function eventoDoStatus(
  pedido: Pick<Pedido, 'status' | 'tipo_pedido' | 'motivo_cancelamento'>,
): EventoWhatsapp | null {
  if (pedido.tipo_pedido === 'mesa') return null;
  switch (pedido.status) {
    case 'pendente':
      return 'pedido_recebido';
    case 'preparando':
      return 'pedido_em_preparo';
    case 'saiu_para_entrega':
      return 'pedido_saiu_para_entrega';
    case 'pronto':
      return pedido.tipo_pedido === 'retirada' ? 'pedido_pronto_para_retirada' : null;
    case 'cancelado':
      return pedido.motivo_cancelamento === 'pix_expirado' ? 'pix_expirado' : 'pedido_cancelado';
    default:
      return null;
  }
}

/**
 * A company's WhatsApp settings as the back office reads them: the access token and the app
 * secret are write-only (whether they are set, never their value).
 */
export interface WhatsappConfigResposta {
  configurado: boolean;
  ativo: boolean;
  phone_number_id: string | null;
  /** The templates' language (pt_BR). */
  idioma: string;
  tokenConfigurado: boolean;
  appSecretConfigurado: boolean;
  /** For Meta's webhook set-up ('Verify token'), with the URL below. */
  verify_token: string | null;
  webhook_url: string;
  /** The template each message uses (names approved in the company's WhatsApp Manager). */
  modelos: Record<EventoWhatsapp, string>;
}

/** The template names the messages use unless a company names its own. */
export const MODELOS_PADRAO: Record<EventoWhatsapp, string> = {
  pedido_recebido: 'pedido_recebido',
  pedido_em_preparo: 'pedido_em_preparo',
  pedido_saiu_para_entrega: 'pedido_saiu_para_entrega',
  pedido_pronto_para_retirada: 'pedido_pronto_para_retirada',
  pedido_cancelado: 'pedido_cancelado',
  pix_expirado: 'pix_expirado',
  link_do_entregador: 'link_do_entregador',
};

/** Meta's per-number throughput (messages per second) the sending honours. */
export const MENSAGENS_POR_SEGUNDO = 80;

export const MENSAGENS_WHATSAPP = {
  phoneNumberIdInvalido: 'Phone number ID inválido: use apenas os dígitos do WhatsApp Manager',
  tokenInvalido: 'Token de acesso inválido',
  appSecretInvalido: 'App secret inválido',
  faltaConfigurar: 'Informe o phone number ID, o token de acesso e o app secret para ativar',
  ativoInvalido: 'Campo ativo deve ser verdadeiro ou falso',
  modeloInvalido: 'Nome de modelo inválido: use letras minúsculas, números e _',
  assinaturaInvalida: 'Assinatura do webhook inválida',
  verificacaoInvalida: 'Token de verificação inválido',
  naoConfigurado: 'O WhatsApp da loja não está configurado',
  configSalva: 'Configuração do WhatsApp salva!',
  linkEnviado: 'Link enviado por WhatsApp',
  entregadorSemTelefone: 'Este entregador não tem telefone',
  aceiteInvalido: 'Escolha se quer receber mensagens pelo WhatsApp',
  /** Meta's failures as the board says them. */
  erroSemWhatsapp: 'Número sem WhatsApp',
  erroForaDaJanela: 'Mensagem recusada pelo WhatsApp',
  erroToken: 'Token do WhatsApp inválido ou expirado',
  erroModelo: 'Modelo de mensagem não aprovado',
  erroIndisponivel: 'WhatsApp indisponível: não foi possível enviar',
  descadastrado: 'O cliente pediu para não receber mensagens',
} as const;

/** A customer who writes one of these words stops getting messages from the company. */
export const PALAVRAS_DE_DESCADASTRO = ['parar', 'sair', 'stop', 'cancelar mensagens'] as const;
