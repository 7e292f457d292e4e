import { MENSAGENS_ESTOQUE, type EstoqueItem } from '@cardapio/shared-events';
import { HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowDownUp, LuBoxes } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BotaoDaPagina } from '../../../components/BotaoDaPagina';
import { PaginaDoPainel } from '../../../components/PaginaDoPainel';
import { ConfirmarExclusao } from '../../../components/ConfirmarExclusao';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { useCadastro } from '../../../components/useCadastro';
import { useEstoqueQuery, useExcluirItemEstoqueMutation, useMovimentosRecentesQuery } from '../api';
import { EstoqueItemCard, type AcaoDoItem } from '../components/EstoqueItemCard';
import { EstoqueItemFormDialog } from '../components/EstoqueItemFormDialog';
import { MovimentoFormDialog } from '../components/MovimentoFormDialog';
import { MovimentosRecentes } from '../components/MovimentosRecentes';
import { PainelDeAlertas } from '../components/PainelDeAlertas';

/** The spec's dashboard polling, as the fallback of the live updates. */
const POLLING_ESTOQUE_MS = 30_000;

/** The movement form, on the item of its card (or, from the header, on the first one). */
type Movimento = { itemId?: number } | null;

/** /dashboard/estoque (staff-side §2 Stock, §4 Stock status, §5). */
export function EstoquePage() {
  useDocumentTitle('Estoque');
  const estoque = useEstoqueQuery(undefined, {
    pollingInterval: POLLING_ESTOQUE_MS,
    refetchOnMountOrArgChange: true,
  });
  const movimentos = useMovimentosRecentesQuery(undefined, { refetchOnMountOrArgChange: true });
  const cadastro = useCadastro<EstoqueItem>();
  const [movimento, setMovimento] = useState<Movimento>(null);
  const [excluir] = useExcluirItemEstoqueMutation();
  const itens = estoque.data ?? [];

  const excluirItem = (item: EstoqueItem) =>
    comAviso(`excluir-item-estoque-${item.id}`, () => excluir(item.id).unwrap(), {
      sucesso: MENSAGENS_ESTOQUE.itemExcluido,
      erro: MENSAGENS_ESTOQUE.erroExcluir,
    });

  function agir(acao: AcaoDoItem, item: EstoqueItem) {
    if (acao === 'editar') cadastro.editar(item);
    else if (acao === 'movimentar') setMovimento({ itemId: item.id });
    else cadastro.excluir(item);
  }

  const novoItem = <BotaoDaPagina onClick={cadastro.novo}>Novo Item</BotaoDaPagina>;
  const acoes = (
    <HStack gap="2" w={{ base: 'full', sm: 'auto' }}>
      <BotaoDaPagina
        icone={<LuArrowDownUp />}
        variant="outline"
        colorPalette="gray"
        disabled={itens.length === 0}
        onClick={() => setMovimento({})}
      >
        Movimento
      </BotaoDaPagina>
      {novoItem}
    </HStack>
  );

  return (
    <PaginaDoPainel
      titulo="Estoque"
      descricao="Insumos, entradas e saídas, e alertas de estoque baixo."
      acoes={acoes}
    >
      <PainelDeAlertas itens={itens} />
      <ListaComEstados
        consulta={estoque}
        total={itens.length}
        grade={{ colunas: { base: 1, sm: 2, xl: 3 }, gap: '4' }}
        esqueleto={{ quantos: 6, altura: '44' }}
        erro={{ titulo: MENSAGENS_ESTOQUE.erroCarregar }}
        vazia={{
          icone: <LuBoxes />,
          titulo: 'Nenhum item no estoque',
          descricao:
            'Cadastre os insumos para acompanhar entradas, saídas e alertas de estoque baixo.',
          acao: novoItem,
        }}
      >
        {itens.map((item) => (
          <EstoqueItemCard key={item.id} item={item} onAcao={agir} />
        ))}
      </ListaComEstados>
      <MovimentosRecentes
        movimentos={movimentos.data}
        carregando={movimentos.isLoading}
        falhou={movimentos.isError}
      />
      {cadastro.noFormulario !== undefined && (
        <EstoqueItemFormDialog item={cadastro.noFormulario} onFechar={cadastro.fechar} />
      )}
      {movimento && (
        <MovimentoFormDialog
          itens={itens}
          itemId={movimento.itemId}
          onFechar={() => setMovimento(null)}
        />
      )}
      <ConfirmarExclusao
        item={cadastro.aExcluir}
        titulo="Excluir item?"
        mensagem={MENSAGENS_ESTOQUE.confirmarExclusao}
        excluir={excluirItem}
        onFechar={cadastro.fechar}
      />
    </PaginaDoPainel>
  );
}
