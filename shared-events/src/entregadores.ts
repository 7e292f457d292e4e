import type { Endereco } from './carrinho';
import type { Pedido } from './pedidos';

/**
 * The restaurant's own couriers (issue 32 §1): registered by staff (`/dashboard/entregadores`),
 * given ready delivery orders from the board ('Despachar'), and working from a phone page opened
 * by a revocable link (`/entregador/:token`, no password), where they mark each delivery
 * 'Entregue' or 'Não entregue' with a reason. The day's settlement ('acerto do motoboy') counts
 * deliveries, fees owed and the cash they collected.
 */

export const VEICULOS = ['moto', 'bicicleta', 'carro', 'a_pe'] as const;
export type Veiculo = (typeof VEICULOS)[number];

export const NOME_DO_VEICULO: Record<Veiculo, string> = {
  moto: 'Moto',
  bicicleta: 'Bicicleta',
  carro: 'Carro',
  a_pe: 'A pé',
};

/** How many orders one 'Despachar' may give a courier at once. */
export const MAXIMO_POR_DESPACHO = 20;

export const MENSAGENS_ENTREGADORES = {
  nomeObrigatorio: 'Nome é obrigatório',
  telefoneObrigatorio: 'Telefone é obrigatório',
  telefoneInvalido: 'Telefone inválido: informe DDD e número',
  veiculoInvalido: 'Veículo inválido: escolha moto, bicicleta, carro ou a pé',
  taxaObrigatoria: 'Informe a taxa por entrega',
  taxaInvalida: 'Taxa por entrega inválida',
  taxaMuitoAlta: 'Taxa por entrega muito alta: no máximo R$ 500,00',
  ativoInvalido: 'Campo ativo deve ser verdadeiro ou falso',
  entregadorNaoEncontrado: 'Entregador não encontrado',
  telefoneEmUso: 'Já existe um entregador com este telefone',
  entregadorInativo: 'Este entregador está inativo: ative-o para despachar pedidos',
  comEntregasEmRota: 'Este entregador tem entregas em rota: conclua-as antes de excluí-lo',
  pedidosObrigatorios: 'Escolha ao menos um pedido para despachar',
  muitosPedidos: `Despache no máximo ${MAXIMO_POR_DESPACHO} pedidos de uma vez`,
  pedidosRepetidos: 'O mesmo pedido foi escolhido duas vezes',
  pedidoNaoEncontrado: (id: number) => `Pedido #${id} não encontrado`,
  pedidoNaoEhEntrega: (id: number) => `O pedido #${id} não é de entrega`,
  pedidoJaSaiu: (id: number) => `O pedido #${id} já saiu para entrega`,
  pedidoNaoPronto: (id: number) => `O pedido #${id} ainda não está pronto para sair`,
  linkInvalido: 'Este link de entregas não vale mais. Peça um novo à loja.',
  entregaNaoEncontrada: 'Esta entrega não está com você',
  motivoObrigatorio: 'Informe o motivo da não entrega',
  motivoMuitoLongo: 'Motivo muito longo: use no máximo 200 caracteres',
  jaEntregue: 'Esta entrega já foi marcada como entregue',
  jaNaoEntregue: 'Esta entrega já foi marcada como não entregue',
  entregadorCriado: 'Entregador cadastrado!',
  entregadorAtualizado: 'Entregador atualizado!',
  entregadorExcluido: 'Entregador excluído!',
  linkNovo: 'Novo link gerado: o anterior não funciona mais.',
} as const;

/** Reasons the courier's page offers (any text is accepted). */
export const MOTIVOS_NAO_ENTREGUE = [
  'Cliente ausente',
  'Endereço não encontrado',
  'Cliente recusou o pedido',
  'Sem troco / pagamento recusado',
] as const;

/** A courier as the back office lists them. */
export interface EntregadorAdmin {
  id: number;
  empresa_id: number;
  nome: string;
  /** Digits only (DDD + number). */
  telefone: string;
  veiculo: Veiculo;
  taxa_por_entrega: number;
  ativo: boolean;
  /** The phone page's address (a revocable link: 'Gerar novo link' retires it). */
  link: string;
  /** Deliveries out with them now. */
  em_rota: number;
  /** The last link sent by WhatsApp (issue 32 §2) and how it stands; null: never sent. */
  whatsapp_link: { status: import('./whatsapp').StatusMensagem; erro: string | null } | null;
  created_at: string;
  updated_at: string;
}

export interface EntregadorRemovidoEvento {
  id: number;
  empresa_id: number;
  updated_at: string;
}

export const ENTREGA_STATUS = ['em_rota', 'entregue', 'nao_entregue'] as const;
export type EntregaStatus = (typeof ENTREGA_STATUS)[number];

/** How the courier collects: cash (with change), the card machine, PIX at the door, or nothing. */
export type CobrancaNaEntrega = 'dinheiro' | 'cartao' | 'pix' | 'pago';

export const NOME_DA_COBRANCA: Record<CobrancaNaEntrega, string> = {
  dinheiro: 'Dinheiro',
  cartao: 'Cartão (maquininha)',
  pix: 'PIX na entrega',
  pago: 'Já pago',
};

/** One delivery as the courier's phone shows it. */
export interface EntregaDoEntregador {
  pedido_id: number;
  /** 1, 2, 3…: the route order staff chose when dispatching. */
  ordem: number;
  status: EntregaStatus;
  motivo: string | null;
  cliente_nome: string;
  telefone_cliente: string | null;
  endereco: Endereco | null;
  /** 'Rua das Flores, 100, Centro, Florianópolis - SC'. */
  endereco_texto: string;
  /** Opens the phone's maps app at the address. */
  mapa_url: string;
  cobranca: CobrancaNaEntrega;
  /** What to collect at the door (0 when already paid). */
  a_cobrar: number;
  /** The note the customer pays with ('troco para R$ 100,00'), or null. */
  troco_para: number | null;
  /** Change to bring (troco_para − a_cobrar), or null. */
  troco: number | null;
  observacoes: string | null;
  itens: string[];
  despachado_em: string;
  concluido_em: string | null;
}

/** GET /api/entregador/:token: the courier's page. */
export interface PaginaDoEntregador {
  entregador: { id: number; nome: string; veiculo: Veiculo };
  empresa: { id: number; nome: string; telefone: string | null };
  /** Out with them first (route order), then today's finished ones (latest first). */
  entregas: EntregaDoEntregador[];
}

/** A courier's action answered: the delivery as it stands, and whether it was a replay. */
export interface AcaoDaEntregaResposta {
  entrega: EntregaDoEntregador;
  /** The same action had already been recorded (an offline queue sending again): nothing changed. */
  repetida: boolean;
}

/** POST /api/entregadores/:id/despachar. */
export interface DespachoResposta {
  entregador: EntregadorAdmin;
  pedidos: Pedido[];
}

/** One courier's day ('acerto do motoboy'). */
export interface AcertoDoEntregador {
  entregador_id: number;
  nome: string;
  entregas: number;
  nao_entregues: number;
  em_rota: number;
  /** Fees owed to the courier: their fee for each delivered order. */
  taxas: number;
  /** Cash collected at the door: it comes back to the till. */
  dinheiro_recebido: number;
  /** Collected on the card machine or by PIX at the door (already in the company's account). */
  outros_recebidos: number;
  /** Cash to hand back minus fees owed: negative when the store owes the courier. */
  saldo: number;
}

/** GET /api/entregadores/acerto?dia=AAAA-MM-DD (today by default). */
export interface AcertoDoDia {
  dia: string;
  entregadores: AcertoDoEntregador[];
  totais: Omit<AcertoDoEntregador, 'entregador_id' | 'nome'>;
}
