import type { ProdutoMenu } from '@cardapio/shared-events';
import { Badge } from '@chakra-ui/react';
import { LuChefHat } from 'react-icons/lu';
import {
  EscolhaDoProdutoDialog,
  useGruposDoProduto,
} from '../../cardapio/components/EscolhaDoProdutoDialog';

export interface ItemEscolhido {
  quantidade: number;
  observacoes: string;
  personalizacoes: { opcao_id: number; item_id: number; quantidade: number }[];
}

interface ProdutoDialogProps {
  produto: ProdutoMenu;
  adicionando: boolean;
  /** The primary button (default 'Adicionar à Comanda'; the staff's new order: 'Adicionar ao pedido'). */
  rotuloConfirmar?: string;
  onAdicionar: (item: ItemEscolhido) => void;
  onFechar: () => void;
}

/**
 * Product dialog of the tab screen, and of the staff's new order (issue 31 §1): the shared
 * options dialog, 'Adicionar à Comanda'.
 */
export function ProdutoDialog({
  produto,
  adicionando,
  rotuloConfirmar = 'Adicionar à Comanda',
  onAdicionar,
  onFechar,
}: ProdutoDialogProps) {
  const { grupos, carregando } = useGruposDoProduto(produto);
  return (
    <EscolhaDoProdutoDialog
      produto={produto}
      grupos={grupos}
      carregandoOpcoes={carregando}
      rotuloConfirmar={rotuloConfirmar}
      confirmando={adicionando}
      placeholderObservacoes="Ex.: sem cebola, ponto da carne..."
      testId="produto-dialog"
      esgotado={produto.disponivel === false}
      selosExtras={
        produto.precisa_cozinha && (
          <Badge variant="subtle" colorPalette="orange" rounded="full" px="2" gap="1">
            <LuChefHat /> Vai para a cozinha
          </Badge>
        )
      }
      onFechar={onFechar}
      onConfirmar={({ quantidade, observacoes, personalizacoes }) =>
        onAdicionar({
          quantidade,
          observacoes,
          // The tab API takes no tipo: the server reads it from the option group.
          personalizacoes: personalizacoes.map(({ opcao_id, item_id, quantidade: q }) => ({
            opcao_id,
            item_id,
            quantidade: q,
          })),
        })
      }
    />
  );
}
