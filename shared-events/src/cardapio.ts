/** The public menu (customer-side §3): what GET /api/menu/:empresaId and friends answer. */
export interface CategoriaMenu {
  id: number;
  nome: string;
  imagem_url: string | null;
  ordem: number;
  ativo: boolean;
}

export interface ProdutoMenu {
  id: number;
  nome: string;
  descricao: string;
  preco: number;
  imagem_url: string | null;
  categoria_id: number | null;
  categoria_nome: string | null;
  tempo_preparo: number;
  destaque: boolean;
  precisa_cozinha: boolean;
  /** Whether the product has option groups (GET /api/menu/produto/:id/opcoes). */
  tem_opcoes: boolean;
  /**
   * false when a stock item linked to the product holds less than one unit of it takes: the
   * storefront shows it 'Esgotado' and the checkout refuses it.
   */
  disponivel: boolean;
}

export interface MenuResposta {
  produtos: ProdutoMenu[];
  categorias: CategoriaMenu[];
}

export const TIPOS_OPCAO = ['adicionar', 'remover'] as const;
export type TipoOpcao = (typeof TIPOS_OPCAO)[number];

export interface OpcaoItem {
  id: number;
  nome: string;
  preco_adicional: number;
}

/** An option group of a product: checkboxes when max_selecoes > 1, otherwise a radio choice. */
export interface OpcaoGrupo {
  id: number;
  nome: string;
  tipo: TipoOpcao;
  obrigatorio: boolean;
  max_selecoes: number;
  itens: OpcaoItem[];
}

/** A chosen option on a cart or order line; prices always come from the server. */
export interface Personalizacao {
  opcao_id: number;
  item_id: number;
  nome: string;
  preco_adicional: number;
  quantidade: number;
  tipo: TipoOpcao;
}

export interface MetaPixelPublico {
  pixel_id: string | null;
}
