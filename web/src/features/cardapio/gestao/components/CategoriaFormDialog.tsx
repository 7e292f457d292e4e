import {
  categoriaFormSchema,
  MENSAGENS_CATALOGO,
  type CategoriaAdmin,
  type Estacao,
} from '@cardapio/shared-events';
import { Stack } from '@chakra-ui/react';
import { comAviso } from '../../../../app/comAviso';
import { CampoDeTexto } from '../../../../components/CampoDeTexto';
import { FormDialog } from '../../../../components/FormDialog';
import { useCampos } from '../../../../components/useCampos';
import { useAtualizarCategoriaMutation, useCriarCategoriaMutation } from '../api';
import {
  estacaoParaEnviar,
  estacoesDoFormulario,
  formularioMultipart,
  mensagemDoErroDeSalvar,
} from '../formulario';
import { useImagemDoFormulario } from '../useImagemDoFormulario';
import { Interruptor } from './Interruptor';
import { SeletorDeEstacao } from './SeletorDeEstacao';
import { SeletorDeImagem } from './SeletorDeImagem';

interface CategoriaFormDialogProps {
  /** null: a new category. */
  categoria: CategoriaAdmin | null;
  /** Suggested order of a new one (after the last). */
  proximaOrdem: number;
  /** The company's kitchen stations: with none, the form offers no station. */
  estacoes: Estacao[];
  onFechar: () => void;
}

/** Create or edit a category (staff-side §5 Category form), validated by the shared schema. */
export function CategoriaFormDialog({
  categoria,
  proximaOrdem,
  estacoes,
  onFechar,
}: CategoriaFormDialogProps) {
  const { valores, erros, mudar, campo, interruptor, validar } = useCampos({
    nome: categoria?.nome ?? '',
    ordem: String(categoria?.ordem ?? proximaOrdem),
    ativo: categoria?.ativo ?? true,
    estacao_id: categoria?.estacao_id ? String(categoria.estacao_id) : '',
  });
  const oferecidas = estacoesDoFormulario(estacoes, categoria?.estacao_id ?? null);
  const imagem = useImagemDoFormulario(categoria?.imagem_url ?? null);
  const [criar] = useCriarCategoriaMutation();
  const [atualizar] = useAtualizarCategoriaMutation();

  async function salvar() {
    const validos = validar(categoriaFormSchema, {
      ...valores,
      remover_imagem: imagem.remover && !imagem.arquivo,
    });
    if (!validos) return false;
    const dados = formularioMultipart(
      { ...validos, estacao_id: estacaoParaEnviar(oferecidas.length > 0, validos.estacao_id) },
      imagem.arquivo,
    );
    return comAviso(
      'salvar-categoria',
      () => (categoria ? atualizar({ id: categoria.id, dados }).unwrap() : criar(dados).unwrap()),
      {
        sucesso: categoria
          ? MENSAGENS_CATALOGO.categoriaAtualizada
          : MENSAGENS_CATALOGO.categoriaCriada,
        erro: MENSAGENS_CATALOGO.erroSalvarCategoria,
      },
      mensagemDoErroDeSalvar,
    );
  }

  return (
    <FormDialog
      titulo={categoria ? 'Editar Categoria' : 'Nova Categoria'}
      descricao={categoria ? categoria.nome : 'Organize o cardápio em seções'}
      onSalvar={salvar}
      onFechar={onFechar}
      testId="categoria-form"
    >
      <Stack gap="4">
        <SeletorDeImagem rotulo="Imagem de fundo" {...imagem.seletor} />
        <CampoDeTexto rotulo="Nome" {...campo('nome')} placeholder="Ex.: Lanches" />
        <CampoDeTexto
          rotulo="Ordem"
          {...campo('ordem')}
          ajuda="Menor número aparece primeiro no cardápio"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
        {oferecidas.length > 0 && (
          <SeletorDeEstacao
            estacoes={oferecidas}
            valor={valores.estacao_id}
            onValor={(v) => mudar('estacao_id', v)}
            vazia="Nenhuma (todas as telas)"
            erro={erros.estacao_id}
            ajuda="Os produtos desta categoria aparecem na tela desta estação"
          />
        )}
        <Interruptor
          rotulo="Ativa"
          descricao="Categorias inativas não aparecem no cardápio"
          {...interruptor('ativo')}
        />
      </Stack>
    </FormDialog>
  );
}
