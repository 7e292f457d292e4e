import {
  categoriaFormSchema,
  MENSAGENS_CATALOGO,
  type CategoriaAdmin,
} from '@cardapio/shared-events';
import { Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { comAviso } from '../../../../app/comAviso';
import { validarComSchema, type ErrosDoFormulario } from '../../../../app/validacao';
import { FormDialog } from '../../../../components/FormDialog';
import { FormField } from '../../../../components/FormField';
import { useAtualizarCategoriaMutation, useCriarCategoriaMutation } from '../api';
import { formularioMultipart, mensagemDoErroDeSalvar } from '../formulario';
import { Interruptor } from './Interruptor';
import { SeletorDeImagem } from './SeletorDeImagem';

interface CategoriaFormDialogProps {
  /** null: a new category. */
  categoria: CategoriaAdmin | null;
  /** Suggested order of a new one (after the last). */
  proximaOrdem: number;
  onFechar: () => void;
}

/** Create or edit a category (staff-side §5 Category form), validated by the shared schema. */
export function CategoriaFormDialog({
  categoria,
  proximaOrdem,
  onFechar,
}: CategoriaFormDialogProps) {
  const [nome, setNome] = useState(categoria?.nome ?? '');
  const [ordem, setOrdem] = useState(String(categoria?.ordem ?? proximaOrdem));
  const [ativo, setAtivo] = useState(categoria?.ativo ?? true);
  const [imagem, setImagem] = useState<File | null>(null);
  const [removerImagem, setRemoverImagem] = useState(false);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [erroDaImagem, setErroDaImagem] = useState<string | null>(null);
  const [criar, criacao] = useCriarCategoriaMutation();
  const [atualizar, atualizacao] = useAtualizarCategoriaMutation();

  async function salvar() {
    const resultado = validarComSchema(categoriaFormSchema, {
      nome,
      ordem,
      ativo,
      remover_imagem: removerImagem && !imagem,
    });
    if (!resultado.ok) {
      setErros(resultado.erros);
      return;
    }
    const dados = formularioMultipart(resultado.dados, imagem);
    const salvou = await comAviso(
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
    if (salvou) onFechar();
  }

  return (
    <FormDialog
      aberto
      titulo={categoria ? 'Editar Categoria' : 'Nova Categoria'}
      descricao={categoria ? categoria.nome : 'Organize o cardápio em seções'}
      salvando={criacao.isLoading || atualizacao.isLoading}
      onSalvar={() => void salvar()}
      onFechar={onFechar}
      testId="categoria-form"
    >
      <Stack gap="4">
        <SeletorDeImagem
          rotulo="Imagem de fundo"
          atual={removerImagem ? null : (categoria?.imagem_url ?? null)}
          arquivo={imagem}
          erro={erroDaImagem ?? undefined}
          onArquivo={setImagem}
          onErro={setErroDaImagem}
          onRemover={() => {
            setImagem(null);
            setRemoverImagem(true);
          }}
        />
        <FormField label="Nome" invalid={Boolean(erros.nome)} error={erros.nome}>
          <Input
            value={nome}
            onChange={(e) => {
              setNome(e.target.value);
              setErros(({ nome: _nome, ...resto }) => resto);
            }}
            placeholder="Ex.: Lanches"
            rounded="lg"
          />
        </FormField>
        <FormField
          label="Ordem"
          invalid={Boolean(erros.ordem)}
          error={erros.ordem}
          helper="Menor número aparece primeiro no cardápio"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={ordem}
            onChange={(e) => {
              setOrdem(e.target.value);
              setErros(({ ordem: _ordem, ...resto }) => resto);
            }}
            rounded="lg"
          />
        </FormField>
        <Interruptor
          rotulo="Ativa"
          descricao="Categorias inativas não aparecem no cardápio"
          ligado={ativo}
          onChange={setAtivo}
        />
      </Stack>
    </FormDialog>
  );
}
