import { MENSAGENS_CATALOGO, type ProdutoAdmin } from '@cardapio/shared-events';
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuEye, LuEyeOff, LuPackageOpen, LuX } from 'react-icons/lu';
import { comAviso } from '../../../../app/comAviso';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { BotaoDaPagina } from '../../../../components/BotaoDaPagina';
import { PaginaDoPainel } from '../../../../components/PaginaDoPainel';
import { ConfirmarDialog } from '../../../../components/ConfirmarDialog';
import { ConfirmarExclusao } from '../../../../components/ConfirmarExclusao';
import { ListaComEstados } from '../../../../components/ListaComEstados';
import {
  useAlterarAtivoDoProdutoMutation,
  useCategoriasAdminQuery,
  useExcluirProdutoMutation,
  useProdutosAdminQuery,
} from '../api';
import { PersonalizarDialog } from '../components/PersonalizarDialog';
import { ProdutoAdminCard, type AcaoDoProduto } from '../components/ProdutoAdminCard';
import { ProdutoFormDialog } from '../components/ProdutoFormDialog';
import { useEstacoesQuery } from '../../../estacoes/api';
import { Selecao } from '../../../../components/Selecao';

type Aberto =
  | { tipo: 'form'; produto: ProdutoAdmin | null }
  | { tipo: 'personalizar' | 'alternar' | 'excluir'; produto: ProdutoAdmin }
  | null;

/** A product card while the catalogue loads: the photo, the name and two lines. */
const CARTAO_CARREGANDO = (
  <Stack gap="0" rounded="2xl" overflow="hidden" borderWidth="1px">
    <Skeleton aspectRatio="16 / 10" rounded="none" />
    <Stack p="4" gap="2">
      <Skeleton h="5" w="70%" />
      <Skeleton h="4" w="full" />
      <Skeleton h="4" w="40%" />
    </Stack>
  </Stack>
);

/** /dashboard/produtos: the product catalogue (staff-side §2 Products, §4, §5). */
export function ProdutosPage() {
  useDocumentTitle('Produtos');
  const produtos = useProdutosAdminQuery();
  const categorias = useCategoriasAdminQuery();
  // Read with the page, so the form offers the stations as soon as it opens.
  const estacoes = useEstacoesQuery();
  const [filtro, setFiltro] = useState('');
  const [aberto, setAberto] = useState<Aberto>(null);
  const [alterarAtivo, alteracao] = useAlterarAtivoDoProdutoMutation();
  const [excluir] = useExcluirProdutoMutation();

  const todos = useMemo(() => produtos.data ?? [], [produtos.data]);
  const visiveis = useMemo(
    () => (filtro ? todos.filter((p) => String(p.categoria_id) === filtro) : todos),
    [todos, filtro],
  );
  const fechar = () => setAberto(null);

  function agir(acao: AcaoDoProduto, produto: ProdutoAdmin) {
    setAberto(acao === 'editar' ? { tipo: 'form', produto } : { tipo: acao, produto });
  }

  async function confirmarAlternar(produto: ProdutoAdmin) {
    const feito = await comAviso(
      `alternar-produto-${produto.id}`,
      () => alterarAtivo({ id: produto.id, ativo: !produto.ativo }).unwrap(),
      {
        sucesso: produto.ativo
          ? MENSAGENS_CATALOGO.produtoDesativado
          : MENSAGENS_CATALOGO.produtoAtivado,
        erro: MENSAGENS_CATALOGO.erroAlterarStatus,
      },
    );
    if (feito) fechar();
  }

  const excluirProduto = (produto: ProdutoAdmin) =>
    comAviso(`excluir-produto-${produto.id}`, () => excluir(produto.id).unwrap(), {
      sucesso: MENSAGENS_CATALOGO.produtoExcluido,
      erro: MENSAGENS_CATALOGO.erroExcluirProduto,
    });

  const novoProduto = (
    <BotaoDaPagina onClick={() => setAberto({ tipo: 'form', produto: null })}>
      Novo Produto
    </BotaoDaPagina>
  );

  return (
    <PaginaDoPainel
      titulo="Produtos"
      descricao="Os itens do seu cardápio: preços, fotos, categorias e personalizações."
      acoes={novoProduto}
    >
      {todos.length > 0 && (
        <HStack
          gap="3"
          flexWrap="wrap"
          justify="space-between"
          p="3"
          rounded="2xl"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.subtle"
        >
          <HStack gap="2" flex="1" minW="0">
            <Selecao
              size="sm"
              maxW={{ base: 'full', sm: '72' }}
              rotulo="Filtrar por categoria"
              valor={filtro}
              onValor={setFiltro}
            >
              <option value="">Todas as categorias</option>
              {(categorias.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nome}
                </option>
              ))}
            </Selecao>
            {filtro && (
              <Button size="sm" variant="ghost" rounded="lg" onClick={() => setFiltro('')}>
                <LuX /> Limpar filtro
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted" data-testid="contagem-produtos">
            {visiveis.length} de {todos.length} produtos
          </Text>
        </HStack>
      )}

      <ListaComEstados
        consulta={produtos}
        total={todos.length}
        visiveis={visiveis.length}
        grade={{ colunas: { base: 1, sm: 2, xl: 3, '2xl': 4 }, gap: '5' }}
        esqueleto={{ quantos: 6, item: CARTAO_CARREGANDO }}
        erro={{ titulo: MENSAGENS_CATALOGO.erroCarregarProdutos }}
        vazia={{
          icone: <LuPackageOpen />,
          titulo: 'Nenhum produto cadastrado',
          descricao: 'Cadastre o primeiro item do seu cardápio.',
          acao: novoProduto,
        }}
        semResultado={{
          icone: <LuPackageOpen />,
          titulo: 'Nenhum produto nesta categoria',
          descricao: 'Escolha outra categoria ou limpe o filtro.',
        }}
      >
        {visiveis.map((produto) => (
          <ProdutoAdminCard key={produto.id} produto={produto} onAcao={agir} />
        ))}
      </ListaComEstados>

      {aberto?.tipo === 'form' && (
        <ProdutoFormDialog
          produto={aberto.produto}
          categorias={categorias.data ?? []}
          estacoes={estacoes.data ?? []}
          onFechar={fechar}
        />
      )}
      {aberto?.tipo === 'personalizar' && (
        <PersonalizarDialog produto={aberto.produto} onFechar={fechar} />
      )}
      <ConfirmarDialog
        aberto={aberto?.tipo === 'alternar'}
        titulo={aberto?.produto?.ativo ? 'Desativar produto?' : 'Ativar produto?'}
        mensagem={
          aberto?.produto?.ativo
            ? `"${aberto.produto.nome}" deixará de aparecer no cardápio dos clientes.`
            : `"${aberto?.produto?.nome ?? ''}" voltará a aparecer no cardápio dos clientes.`
        }
        confirmar={aberto?.produto?.ativo ? 'Desativar' : 'Ativar'}
        icone={aberto?.produto?.ativo ? <LuEyeOff /> : <LuEye />}
        carregando={alteracao.isLoading}
        onConfirmar={() => aberto?.produto && void confirmarAlternar(aberto.produto)}
        onFechar={fechar}
      />
      <ConfirmarExclusao
        item={aberto?.tipo === 'excluir' ? aberto.produto : null}
        titulo="Excluir produto?"
        mensagem={`"${aberto?.produto?.nome ?? ''}" será excluído permanentemente. Esta ação não pode ser desfeita.`}
        excluir={excluirProduto}
        onFechar={fechar}
      />
    </PaginaDoPainel>
  );
}
