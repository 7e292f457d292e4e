import { MENSAGENS_ESTOQUE, type EstoqueItem } from '@cardapio/shared-events';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowDownUp, LuBoxes, LuPlus, LuTrash2 } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { CabecalhoDaPagina } from '../../../components/CabecalhoDaPagina';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { useEstoqueQuery, useExcluirItemEstoqueMutation, useMovimentosRecentesQuery } from '../api';
import { EstoqueItemCard, type AcaoDoItem } from '../components/EstoqueItemCard';
import { EstoqueItemFormDialog } from '../components/EstoqueItemFormDialog';
import { MovimentoFormDialog } from '../components/MovimentoFormDialog';
import { MovimentosRecentes } from '../components/MovimentosRecentes';
import { PainelDeAlertas } from '../components/PainelDeAlertas';

/** The spec's dashboard polling, as the fallback of the live updates. */
const POLLING_ESTOQUE_MS = 30_000;

type Aberto =
  | { tipo: 'form'; item: EstoqueItem | null }
  | { tipo: 'movimento'; itemId?: number }
  | { tipo: 'excluir'; item: EstoqueItem }
  | null;

/** /dashboard/estoque (staff-side §2 Stock, §4 Stock status, §5). */
export function EstoquePage() {
  useDocumentTitle('Estoque');
  const estoque = useEstoqueQuery(undefined, {
    pollingInterval: POLLING_ESTOQUE_MS,
    refetchOnMountOrArgChange: true,
  });
  const movimentos = useMovimentosRecentesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [aberto, setAberto] = useState<Aberto>(null);
  const [excluir, exclusao] = useExcluirItemEstoqueMutation();
  const itens = estoque.data ?? [];
  const fechar = () => setAberto(null);

  async function confirmarExcluir(item: EstoqueItem) {
    const excluiu = await comAviso(
      `excluir-item-estoque-${item.id}`,
      () => excluir(item.id).unwrap(),
      {
        sucesso: MENSAGENS_ESTOQUE.itemExcluido,
        erro: MENSAGENS_ESTOQUE.erroExcluir,
      },
    );
    if (excluiu) fechar();
  }

  function agir(acao: AcaoDoItem, item: EstoqueItem) {
    if (acao === 'editar') setAberto({ tipo: 'form', item });
    else if (acao === 'movimentar') setAberto({ tipo: 'movimento', itemId: item.id });
    else setAberto({ tipo: 'excluir', item });
  }

  const novoItem = (
    <Button
      colorPalette="brand"
      rounded="xl"
      minH="11"
      flex={{ base: '1', sm: 'initial' }}
      onClick={() => setAberto({ tipo: 'form', item: null })}
    >
      <LuPlus /> Novo Item
    </Button>
  );
  const acoes = (
    <HStack gap="2" w={{ base: 'full', sm: 'auto' }}>
      <Button
        variant="outline"
        rounded="xl"
        minH="11"
        flex={{ base: '1', sm: 'initial' }}
        disabled={itens.length === 0}
        onClick={() => setAberto({ tipo: 'movimento' })}
      >
        <LuArrowDownUp /> Movimento
      </Button>
      {novoItem}
    </HStack>
  );

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <CabecalhoDaPagina
        titulo="Estoque"
        descricao="Insumos, entradas e saídas, e alertas de estoque baixo."
        acoes={acoes}
      />
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
      {aberto?.tipo === 'form' && <EstoqueItemFormDialog item={aberto.item} onFechar={fechar} />}
      {aberto?.tipo === 'movimento' && (
        <MovimentoFormDialog itens={itens} itemId={aberto.itemId} onFechar={fechar} />
      )}
      <ConfirmarDialog
        aberto={aberto?.tipo === 'excluir'}
        titulo="Excluir item?"
        mensagem={MENSAGENS_ESTOQUE.confirmarExclusao}
        confirmar="Excluir"
        cor="red"
        icone={<LuTrash2 />}
        carregando={exclusao.isLoading}
        onConfirmar={() => aberto?.tipo === 'excluir' && void confirmarExcluir(aberto.item)}
        onFechar={fechar}
      />
    </Stack>
  );
}
