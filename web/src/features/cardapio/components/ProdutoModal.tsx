import type { ProdutoMenu } from '@cardapio/shared-events';
import { useAdicionarAoCarrinho } from '../hooks';
import { EscolhaDoProdutoDialog, useGruposDoProduto } from './EscolhaDoProdutoDialog';

interface ProdutoModalProps {
  empresaId: number;
  produto: ProdutoMenu;
  onFechar: () => void;
}

/** Product detail (customer-side §2): the shared options dialog, adding to the cart. */
export function ProdutoModal({ empresaId, produto, onFechar }: ProdutoModalProps) {
  const { grupos, carregando } = useGruposDoProduto(produto);
  const { adicionar, podeAdicionar, adicionando } = useAdicionarAoCarrinho(empresaId);

  return (
    <EscolhaDoProdutoDialog
      produto={produto}
      grupos={grupos}
      carregandoOpcoes={carregando}
      rotuloConfirmar="Adicionar ao Carrinho"
      confirmando={adicionando}
      esgotado={produto.disponivel === false}
      onFechar={onFechar}
      podeConfirmar={() => {
        if (podeAdicionar()) return true;
        onFechar();
        return false;
      }}
      onConfirmar={(escolha) => {
        void adicionar({ produto, ...escolha }).then((resultado) => {
          if (resultado !== 'erro') onFechar();
        });
      }}
    />
  );
}
