import { MENSAGENS_ESTACAO, type Estacao } from '@cardapio/shared-events';
import { useMemo } from 'react';
import { LuCookingPot } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BotaoDaPagina } from '../../../components/BotaoDaPagina';
import { ConfirmarExclusao } from '../../../components/ConfirmarExclusao';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { PaginaDoPainel } from '../../../components/PaginaDoPainel';
import { useCadastro } from '../../../components/useCadastro';
import { useAtualizarEstacaoMutation, useEstacoesQuery, useExcluirEstacaoMutation } from '../api';
import { EstacaoFormDialog } from '../components/EstacaoFormDialog';
import { ListaDeEstacoes, type AcaoDaEstacao } from '../components/ListaDeEstacoes';
import { TEXTOS_ESTACAO } from '../formulario';

/**
 * /dashboard/estacoes: the kitchen's stations (issue 29 §1). Every staff member manages them;
 * categories and products name theirs in their own forms.
 */
export function EstacoesPage() {
  useDocumentTitle('Estações da cozinha');
  const estacoes = useEstacoesQuery();
  const cadastro = useCadastro<Estacao>();
  const [atualizar] = useAtualizarEstacaoMutation();
  const [excluir] = useExcluirEstacaoMutation();
  const todas = useMemo(() => estacoes.data ?? [], [estacoes.data]);

  async function alternar(estacao: Estacao) {
    const { nome, cor, ordem } = estacao;
    await comAviso(
      `alternar-estacao-${estacao.id}`,
      () =>
        atualizar({ id: estacao.id, dados: { nome, cor, ordem, ativo: !estacao.ativo } }).unwrap(),
      {
        sucesso: estacao.ativo ? TEXTOS_ESTACAO.estacaoDesativada : TEXTOS_ESTACAO.estacaoAtivada,
        erro: TEXTOS_ESTACAO.erroAlterar,
      },
    );
  }

  const excluirEstacao = (estacao: Estacao) =>
    comAviso(`excluir-estacao-${estacao.id}`, () => excluir(estacao.id).unwrap(), {
      sucesso: MENSAGENS_ESTACAO.estacaoExcluida,
      erro: TEXTOS_ESTACAO.erroExcluir,
    });

  function agir(acao: AcaoDaEstacao, estacao: Estacao) {
    if (acao === 'alternar') void alternar(estacao);
    else if (acao === 'editar') cadastro.editar(estacao);
    else cadastro.excluir(estacao);
  }

  const novaEstacao = <BotaoDaPagina onClick={cadastro.novo}>Nova estação</BotaoDaPagina>;

  return (
    <PaginaDoPainel
      titulo="Estações da cozinha"
      descricao="Onde cada item é preparado: cada tela da cozinha pode mostrar só a sua parte."
      acoes={novaEstacao}
    >
      <ListaComEstados
        consulta={estacoes}
        total={todas.length}
        esqueleto={{ quantos: 3, altura: '16' }}
        erro={{ titulo: TEXTOS_ESTACAO.erroCarregar }}
        vazia={{
          icone: <LuCookingPot />,
          titulo: 'Nenhuma estação cadastrada',
          descricao: TEXTOS_ESTACAO.vazia,
          acao: novaEstacao,
        }}
      >
        <ListaDeEstacoes estacoes={todas} onAcao={agir} />
      </ListaComEstados>
      {cadastro.noFormulario !== undefined && (
        <EstacaoFormDialog
          estacao={cadastro.noFormulario}
          estacoes={todas}
          onFechar={cadastro.fechar}
        />
      )}
      <ConfirmarExclusao
        item={cadastro.aExcluir}
        titulo="Excluir estação?"
        mensagem={TEXTOS_ESTACAO.confirmarExclusao(cadastro.aExcluir?.nome ?? '')}
        excluir={excluirEstacao}
        onFechar={cadastro.fechar}
      />
    </PaginaDoPainel>
  );
}
