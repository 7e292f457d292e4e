import {
  campoDeDinheiro,
  MENSAGENS_CATALOGO,
  produtoEdicaoSchema,
  produtoFormSchema,
  TEMPO_PREPARO_PADRAO,
  type CategoriaAdmin,
  type Estacao,
  type ProdutoAdmin,
} from '@cardapio/shared-events';
import { SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { comAviso } from '../../../../app/comAviso';
import { CampoDeDinheiro } from '../../../../components/CampoDeDinheiro';
import { CampoDeTexto } from '../../../../components/CampoDeTexto';
import { FormDialog } from '../../../../components/FormDialog';
import { FormField } from '../../../../components/FormField';
import { useCampos } from '../../../../components/useCampos';
import { Selecao } from '../../../../components/Selecao';
import { useAtualizarProdutoMutation, useCriarProdutoMutation } from '../api';
import {
  estacaoParaEnviar,
  estacoesDoFormulario,
  formularioMultipart,
  mensagemDoErroDeSalvar,
  rotuloDaEstacaoDaCategoria,
} from '../formulario';
import { useImagemDoFormulario } from '../useImagemDoFormulario';
import { Interruptor } from './Interruptor';
import { SeletorDeEstacao } from './SeletorDeEstacao';
import { SeletorDeImagem } from './SeletorDeImagem';

interface Valores {
  nome: string;
  descricao: string;
  preco: string;
  categoria_id: string;
  /** Its own kitchen station; '' follows its category's. */
  estacao_id: string;
  tempo_preparo: string;
  destaque: boolean;
  ativo: boolean;
  precisa_cozinha: boolean;
}

const valoresIniciais = (produto: ProdutoAdmin | null): Valores => ({
  nome: produto?.nome ?? '',
  descricao: produto?.descricao ?? '',
  preco: campoDeDinheiro(produto?.preco),
  categoria_id: produto?.categoria_id ? String(produto.categoria_id) : '',
  estacao_id: produto?.estacao_id ? String(produto.estacao_id) : '',
  // A new product starts with the real default (a value, not a placeholder that looks filled).
  tempo_preparo: String(produto ? produto.tempo_preparo : TEMPO_PREPARO_PADRAO),
  destaque: produto?.destaque ?? false,
  ativo: produto?.ativo ?? true,
  precisa_cozinha: produto?.precisa_cozinha ?? true,
});

interface ProdutoFormDialogProps {
  /** null: a new product. */
  produto: ProdutoAdmin | null;
  categorias: CategoriaAdmin[];
  /** The company's kitchen stations: with none, the form offers no station. */
  estacoes: Estacao[];
  onFechar: () => void;
}

/** Create or edit a product (staff-side §5 Product form), validated by the shared schema. */
export function ProdutoFormDialog({
  produto,
  categorias,
  estacoes,
  onFechar,
}: ProdutoFormDialogProps) {
  const { valores, erros, mudar, campo, dinheiro, interruptor, validar } = useCampos(() =>
    valoresIniciais(produto),
  );
  const oferecidas = estacoesDoFormulario(estacoes, produto?.estacao_id ?? null);
  const categoria = categorias.find((c) => String(c.id) === valores.categoria_id);
  const imagem = useImagemDoFormulario(produto?.imagem_url ?? null);
  const [criar] = useCriarProdutoMutation();
  const [atualizar] = useAtualizarProdutoMutation();

  async function salvar() {
    const validos = produto
      ? validar(produtoEdicaoSchema, { ...valores, remover_imagem: imagem.remover })
      : validar(produtoFormSchema);
    if (!validos) return false;
    const dados = formularioMultipart(
      {
        ...validos,
        estacao_id: estacaoParaEnviar(oferecidas.length > 0, validos.estacao_id),
        remover_imagem: produto ? imagem.remover && !imagem.arquivo : undefined,
      },
      imagem.arquivo,
    );
    return comAviso(
      'salvar-produto',
      () => (produto ? atualizar({ id: produto.id, dados }).unwrap() : criar(dados).unwrap()),
      {
        sucesso: produto ? MENSAGENS_CATALOGO.produtoAtualizado : MENSAGENS_CATALOGO.produtoCriado,
        erro: MENSAGENS_CATALOGO.erroSalvarProduto,
      },
      mensagemDoErroDeSalvar,
    );
  }

  return (
    <FormDialog
      titulo={produto ? 'Editar Produto' : 'Novo Produto'}
      descricao={produto ? produto.nome : 'Cadastre um item do cardápio'}
      tamanho="lg"
      onSalvar={salvar}
      onFechar={onFechar}
      testId="produto-form"
    >
      <Stack gap="4">
        <SeletorDeImagem rotulo="Imagem do produto" {...imagem.seletor} />
        <CampoDeTexto rotulo="Nome" {...campo('nome')} placeholder="Ex.: X-Burguer da Casa" />
        <FormField label="Descrição" error={erros.descricao}>
          <Textarea
            value={valores.descricao}
            onChange={(e) => mudar('descricao', e.target.value)}
            placeholder="Ingredientes, tamanho, acompanhamentos..."
            rows={3}
            rounded="lg"
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <CampoDeDinheiro rotulo="Preço" {...dinheiro('preco')} />
          <CampoDeTexto
            rotulo="Tempo de preparo (min)"
            {...campo('tempo_preparo')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
        </SimpleGrid>
        <FormField label="Categoria" error={erros.categoria_id}>
          <Selecao valor={valores.categoria_id} onValor={(v) => mudar('categoria_id', v)}>
            <option value="">Selecione uma categoria</option>
            {categorias.map((c) => (
              <option key={c.id} value={c.id}>
                {c.ativo ? c.nome : `${c.nome} (inativa)`}
              </option>
            ))}
          </Selecao>
        </FormField>
        {oferecidas.length > 0 && (
          <SeletorDeEstacao
            estacoes={oferecidas}
            valor={valores.estacao_id}
            onValor={(v) => mudar('estacao_id', v)}
            vazia={rotuloDaEstacaoDaCategoria(categoria, estacoes)}
            erro={erros.estacao_id}
            ajuda="Só escolha uma se este produto for feito numa estação diferente da categoria"
          />
        )}
        <Stack gap="2">
          <Interruptor
            rotulo="Destaque"
            descricao="Aparece com o selo Destaque no cardápio"
            {...interruptor('destaque')}
          />
          <Interruptor
            rotulo="Precisa de cozinha"
            descricao="Desligue para bebidas e itens prontos: o garçom os marca como prontos"
            {...interruptor('precisa_cozinha')}
          />
          <Interruptor
            rotulo="Ativo"
            descricao="Produtos inativos não aparecem no cardápio"
            {...interruptor('ativo')}
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
