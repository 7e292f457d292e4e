import type { ProdutoMenu } from '@cardapio/shared-events';
import {
  EscolhaDoProdutoDialog,
  useGruposDoProduto,
} from '../../cardapio/components/EscolhaDoProdutoDialog';
import { personalizacoesComNomes, type LinhaDoCarrinho } from '../carrinho';

interface EscolherProdutoProps {
  produto: ProdutoMenu;
  onAdicionar: (linha: Omit<LinhaDoCarrinho, 'chave'>) => void;
  onFechar: () => void;
}

/** The storefront's options dialog, adding to the table's local cart instead of the server's. */
export function EscolherProduto({ produto, onAdicionar, onFechar }: EscolherProdutoProps) {
  const { grupos, carregando } = useGruposDoProduto(produto);
  return (
    <EscolhaDoProdutoDialog
      produto={produto}
      grupos={grupos}
      carregandoOpcoes={carregando}
      rotuloConfirmar="Adicionar ao pedido"
      esgotado={produto.disponivel === false}
      onFechar={onFechar}
      onConfirmar={({ quantidade, observacoes, personalizacoes, precoUnitario }) =>
        onAdicionar({
          produto_id: produto.id,
          nome: produto.nome,
          imagem_url: produto.imagem_url,
          preco_unitario: precoUnitario,
          quantidade,
          observacoes,
          personalizacoes: personalizacoesComNomes(grupos, personalizacoes),
        })
      }
    />
  );
}
