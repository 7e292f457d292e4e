import { MENSAGENS_CATALOGO, type CategoriaAdmin } from '@cardapio/shared-events';
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFolderOpen, LuPlus, LuTrash2 } from 'react-icons/lu';
import { comAviso } from '../../../../app/comAviso';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { CabecalhoDaPagina } from '../../../../components/CabecalhoDaPagina';
import { ConfirmarDialog } from '../../../../components/ConfirmarDialog';
import { ListaComEstados } from '../../../../components/ListaComEstados';
import {
  useAtualizarCategoriaMutation,
  useCategoriasAdminQuery,
  useExcluirCategoriaMutation,
} from '../api';
import { CategoriaCard, type AcaoDaCategoria } from '../components/CategoriaCard';
import { CategoriaFormDialog } from '../components/CategoriaFormDialog';
import { formularioMultipart, mensagemDoErroDeSalvar } from '../formulario';

type Aberto =
  | { tipo: 'form'; categoria: CategoriaAdmin | null }
  | { tipo: 'excluir'; categoria: CategoriaAdmin }
  | null;

/** /dashboard/categorias: the menu's sections (staff-side §2 Categories, §4, §5). */
export function CategoriasPage() {
  useDocumentTitle('Categorias');
  const categorias = useCategoriasAdminQuery();
  const [aberto, setAberto] = useState<Aberto>(null);
  const [atualizar] = useAtualizarCategoriaMutation();
  const [excluir, exclusao] = useExcluirCategoriaMutation();
  const todas = categorias.data ?? [];
  const proximaOrdem = todas.reduce((maior, c) => Math.max(maior, c.ordem + 1), 0);
  const fechar = () => setAberto(null);

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

  async function confirmarExcluir(categoria: CategoriaAdmin) {
    // 409: it still holds products; the server says how many.
    await comAviso(`excluir-categoria-${categoria.id}`, () => excluir(categoria.id).unwrap(), {
      sucesso: MENSAGENS_CATALOGO.categoriaExcluida,
      erro: MENSAGENS_CATALOGO.erroExcluirCategoria,
    });
    fechar();
  }

  function agir(acao: AcaoDaCategoria, categoria: CategoriaAdmin) {
    if (acao === 'alternar') void alternar(categoria);
    else
      setAberto(acao === 'editar' ? { tipo: 'form', categoria } : { tipo: 'excluir', categoria });
  }

  const novaCategoria = (
    <Button
      colorPalette="brand"
      rounded="xl"
      minH="11"
      flex={{ base: '1', sm: 'initial' }}
      onClick={() => setAberto({ tipo: 'form', categoria: null })}
    >
      <LuPlus /> Nova Categoria
    </Button>
  );

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <CabecalhoDaPagina
        titulo="Categorias"
        descricao="As seções do cardápio, na ordem em que o cliente as vê."
        acoes={novaCategoria}
      />
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
          <CategoriaCard key={categoria.id} categoria={categoria} onAcao={agir} />
        ))}
      </ListaComEstados>
      {aberto?.tipo === 'form' && (
        <CategoriaFormDialog
          categoria={aberto.categoria}
          proximaOrdem={proximaOrdem}
          onFechar={fechar}
        />
      )}
      <ConfirmarDialog
        aberto={aberto?.tipo === 'excluir'}
        titulo="Excluir categoria?"
        mensagem={`"${aberto?.categoria?.nome ?? ''}" será excluída permanentemente. Esta ação não pode ser desfeita.`}
        confirmar="Excluir"
        cor="red"
        icone={<LuTrash2 />}
        carregando={exclusao.isLoading}
        onConfirmar={() => aberto?.tipo === 'excluir' && void confirmarExcluir(aberto.categoria)}
        onFechar={fechar}
      />
    </Stack>
  );
}
