import { MENSAGENS_CATALOGO, type CategoriaAdmin } from '@cardapio/shared-events';
import { LuFolderOpen } from 'react-icons/lu';
import { comAviso } from '../../../../app/comAviso';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { BotaoDaPagina } from '../../../../components/BotaoDaPagina';
import { PaginaDoPainel } from '../../../../components/PaginaDoPainel';
import { ConfirmarExclusao } from '../../../../components/ConfirmarExclusao';
import { ListaComEstados } from '../../../../components/ListaComEstados';
import { useCadastro } from '../../../../components/useCadastro';
import {
  useAtualizarCategoriaMutation,
  useCategoriasAdminQuery,
  useExcluirCategoriaMutation,
} from '../api';
import { CategoriaCard, type AcaoDaCategoria } from '../components/CategoriaCard';
import { CategoriaFormDialog } from '../components/CategoriaFormDialog';
import { useEstacoesQuery } from '../../../estacoes/api';
import { formularioMultipart, mensagemDoErroDeSalvar } from '../formulario';

/** /dashboard/categorias: the menu's sections (staff-side §2 Categories, §4, §5). */
export function CategoriasPage() {
  useDocumentTitle('Categorias');
  const categorias = useCategoriasAdminQuery();
  // Read with the page, so the form offers the stations as soon as it opens.
  const estacoes = useEstacoesQuery();
  const cadastro = useCadastro<CategoriaAdmin>();
  const [atualizar] = useAtualizarCategoriaMutation();
  const [excluir] = useExcluirCategoriaMutation();
  const todas = categorias.data ?? [];
  const proximaOrdem = todas.reduce((maior, c) => Math.max(maior, c.ordem + 1), 0);

  async function alternar(categoria: CategoriaAdmin) {
    const dados = formularioMultipart(
      { nome: categoria.nome, ordem: categoria.ordem, ativo: !categoria.ativo },
      null,
    );
    await comAviso(
      `alternar-categoria-${categoria.id}`,
      () => atualizar({ id: categoria.id, dados }).unwrap(),
      {
        sucesso: categoria.ativo
          ? MENSAGENS_CATALOGO.categoriaDesativada
          : MENSAGENS_CATALOGO.categoriaAtivada,
        erro: MENSAGENS_CATALOGO.erroAlterarStatus,
      },
      mensagemDoErroDeSalvar,
    );
  }

  async function excluirCategoria(categoria: CategoriaAdmin) {
    // 409: it still holds products; the server says how many. The question closes anyway.
    await comAviso(`excluir-categoria-${categoria.id}`, () => excluir(categoria.id).unwrap(), {
      sucesso: MENSAGENS_CATALOGO.categoriaExcluida,
      erro: MENSAGENS_CATALOGO.erroExcluirCategoria,
    });
    return true;
  }

  function agir(acao: AcaoDaCategoria, categoria: CategoriaAdmin) {
    if (acao === 'alternar') void alternar(categoria);
    else if (acao === 'editar') cadastro.editar(categoria);
    else cadastro.excluir(categoria);
  }

  const novaCategoria = <BotaoDaPagina onClick={cadastro.novo}>Nova Categoria</BotaoDaPagina>;

  return (
    <PaginaDoPainel
      titulo="Categorias"
      descricao="As seções do cardápio, na ordem em que o cliente as vê."
      acoes={novaCategoria}
    >
      <ListaComEstados
        consulta={categorias}
        total={todas.length}
        grade={{ colunas: { base: 1, sm: 2, xl: 3, '2xl': 4 }, gap: '5' }}
        esqueleto={{ quantos: 6, altura: '52' }}
        erro={{ titulo: MENSAGENS_CATALOGO.erroCarregarCategorias }}
        vazia={{
          icone: <LuFolderOpen />,
          titulo: 'Nenhuma categoria cadastrada',
          descricao: 'Crie categorias para organizar os produtos do cardápio.',
          acao: novaCategoria,
        }}
      >
        {todas.map((categoria) => (
          <CategoriaCard
            key={categoria.id}
            categoria={categoria}
            estacao={estacoes.data?.find((e) => e.id === categoria.estacao_id)}
            onAcao={agir}
          />
        ))}
      </ListaComEstados>
      {cadastro.noFormulario !== undefined && (
        <CategoriaFormDialog
          categoria={cadastro.noFormulario}
          proximaOrdem={proximaOrdem}
          estacoes={estacoes.data ?? []}
          onFechar={cadastro.fechar}
        />
      )}
      <ConfirmarExclusao
        item={cadastro.aExcluir}
        titulo="Excluir categoria?"
        mensagem={`"${cadastro.aExcluir?.nome ?? ''}" será excluída permanentemente. Esta ação não pode ser desfeita.`}
        excluir={excluirCategoria}
        onFechar={cadastro.fechar}
      />
    </PaginaDoPainel>
  );
}
