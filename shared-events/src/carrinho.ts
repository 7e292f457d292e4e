import type { Personalizacao } from './cardapio';
import type { CupomDoCarrinho } from './promocoes';

/** A delivery address (customer-side §3). */
export interface Endereco {
  rua: string;
  numero_casa: string;
  bairro: string;
  cep: string;
  cidade?: string;
  estado?: string;
  complemento?: string;
  referencia?: string;
}

export interface CarrinhoItem {
  id: number;
  produto_id: number;
  produto_nome: string;
  descricao: string;
  quantidade: number;
  /** Product price plus the chosen options' preco_adicional × quantidade, from the database. */
  preco_unitario: number;
  subtotal: number;
  observacoes: string | null;
  personalizacoes: Personalizacao[];
  imagem_url: string | null;
}

/** GET /api/carrinho/:empresaId (404 when the customer has no cart). */
export interface CarrinhoResposta {
  carrinho: {
    id: number;
    empresa_id: number;
    usuario_id: number;
    data_expiracao: string;
    observacoes: string | null;
    updated_at: string;
  };
  itens: CarrinhoItem[];
  total: number;
  /** The customer's saved address, when complete. */
  endereco_entrega: Endereco | null;
  /** The customer may get free delivery (first order and the company offers it); applies from R$ 50. */
  entregaGratis: boolean;
  /** The coupon applied to the cart (null when none): its discount, or why it does not apply now. */
  cupom: CupomDoCarrinho | null;
  /** total minus the coupon's discount, computed by the server. */
  total_com_desconto: number;
}

/** GET /api/carrinho/entrega-gratis/:userId */
export interface EntregaGratisResposta {
  temDireitoEntregaGratis: boolean;
  /** Cart total from which delivery is free. */
  valorMinimo: number;
}

/** The cart's refusals, with the option rules' messages (checked by core, shown by the web's dialogs too). */
export const MENSAGENS_CARRINHO = {
  vazio: 'Carrinho vazio',
  itemNaoEncontrado: 'Item não encontrado no carrinho',
  personalizacaoInvalida: 'Personalização inválida para este produto',
  tipoDePersonalizacao: 'Tipo de personalização inválido',
  remocaoSemPreco: 'Remoções não têm preço',
  escolhidoDuasVezes: (item: string) => `"${item}" foi escolhido mais de uma vez`,
  escolhaApenasUma: (grupo: string) => `Escolha apenas uma opção em "${grupo}"`,
  escolhaNoMaximo: (maximo: number, grupo: string) =>
    `Escolha no máximo ${maximo} opções em "${grupo}"`,
  escolhaUma: (grupo: string) => `Escolha uma opção em "${grupo}"`,
} as const;

export const ENTREGA_GRATIS_VALOR_MINIMO = 50;
/** A cart expires this long after its last change (configurable on the server). */
export const CARRINHO_TTL_PADRAO_MS = 2 * 60 * 60 * 1000;
