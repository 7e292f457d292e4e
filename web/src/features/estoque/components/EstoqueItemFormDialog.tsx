import {
  campoDeDinheiro,
  estoqueItemFormSchema,
  MENSAGENS_ESTOQUE,
  type EstoqueItem,
} from '@cardapio/shared-events';
import { Separator, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { comAviso } from '../../../app/comAviso';
import { CampoDeDinheiro } from '../../../components/CampoDeDinheiro';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import { FormDialog } from '../../../components/FormDialog';
import { useCampos } from '../../../components/useCampos';
import { useAtualizarItemEstoqueMutation, useCriarItemEstoqueMutation } from '../api';
import { ProdutosDoItem, type ProdutoDoItemNoForm } from './ProdutosDoItem';

interface Props {
  /** null: a new item. */
  item: EstoqueItem | null;
  onFechar: () => void;
}

type Campo =
  | 'nome'
  | 'quantidade'
  | 'quantidade_minima'
  | 'unidade'
  | 'preco_custo'
  | 'fornecedor'
  | 'categoria';

const CAMPOS: {
  campo: Campo;
  rotulo: string;
  placeholder?: string;
  numerico?: boolean;
  dinheiro?: boolean;
}[] = [
  { campo: 'nome', rotulo: 'Nome', placeholder: 'Ex.: Farinha de trigo' },
  { campo: 'categoria', rotulo: 'Categoria', placeholder: 'Ex.: Secos' },
  { campo: 'quantidade', rotulo: 'Quantidade', placeholder: '0', numerico: true },
  { campo: 'quantidade_minima', rotulo: 'Quantidade mínima', placeholder: '0', numerico: true },
  { campo: 'unidade', rotulo: 'Unidade', placeholder: 'Ex.: kg, L, un' },
  { campo: 'preco_custo', rotulo: 'Preço de custo (R$)', dinheiro: true },
  { campo: 'fornecedor', rotulo: 'Fornecedor', placeholder: 'Ex.: Moinho Sul' },
];

const texto = (v: number | undefined) => (v === undefined ? '' : String(v).replace('.', ','));

/** Create or edit a stock item (staff-side §5 Stock item), with the shared schema. */
export function EstoqueItemFormDialog({ item, onFechar }: Props) {
  const { valores, erros, setErros, campo, dinheiro, validar } = useCampos<Record<Campo, string>>({
    nome: item?.nome ?? '',
    quantidade: texto(item?.quantidade),
    quantidade_minima: texto(item?.quantidade_minima),
    unidade: item?.unidade ?? '',
    preco_custo: campoDeDinheiro(item?.preco_custo),
    fornecedor: item?.fornecedor ?? '',
    categoria: item?.categoria ?? '',
  });
  const [produtos, setProdutos] = useState<ProdutoDoItemNoForm[]>(
    (item?.produtos ?? []).map((p) => ({ ...p, quantidade: texto(p.quantidade) })),
  );
  const [criar] = useCriarItemEstoqueMutation();
  const [atualizar] = useAtualizarItemEstoqueMutation();

  async function salvar() {
    const dados = validar(estoqueItemFormSchema, {
      ...valores,
      produtos: produtos.map(({ produto_id, quantidade }) => ({ produto_id, quantidade })),
    });
    if (!dados) return false;
    return comAviso(
      'salvar-item-estoque',
      () => (item ? atualizar({ id: item.id, dados }) : criar(dados)).unwrap(),
      {
        sucesso: item ? MENSAGENS_ESTOQUE.itemAtualizado : MENSAGENS_ESTOQUE.itemAdicionado,
        erro: MENSAGENS_ESTOQUE.erroSalvar,
      },
    );
  }

  return (
    <FormDialog
      titulo={item ? 'Editar Item' : 'Novo Item'}
      descricao={item ? item.nome : 'Um insumo que a casa compra e consome'}
      onSalvar={salvar}
      onFechar={onFechar}
      testId="estoque-item-form"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {CAMPOS.map(({ campo: nome, rotulo, placeholder, numerico, dinheiro: emReais }) =>
            emReais ? (
              <CampoDeDinheiro key={nome} rotulo={rotulo} {...dinheiro(nome)} />
            ) : (
              <CampoDeTexto
                key={nome}
                rotulo={rotulo}
                {...campo(nome)}
                inputMode={numerico ? 'decimal' : undefined}
                placeholder={placeholder}
                autoComplete="off"
              />
            ),
          )}
        </SimpleGrid>
        <Separator />
        <ProdutosDoItem
          valor={produtos}
          onChange={(lista) => {
            setProdutos(lista);
            setErros((e) =>
              Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('produtos'))),
            );
          }}
          unidade={valores.unidade}
          erros={erros}
        />
      </Stack>
    </FormDialog>
  );
}
