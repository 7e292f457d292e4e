import type { ComandaItem } from '@cardapio/shared-events';
import { Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { itemEnviado } from '../aoVivo';
import { useMudarObservacoesMutation } from '../api';
import { contador, OBSERVACOES_MAX, validarObservacoes } from '../acoesDoItem';
import { DialogoDoItem, ItemDoDialogo } from './DialogoDoItem';

interface ObservacaoDoItemDialogProps {
  comandaId: number;
  item: ComandaItem;
  onFechar: () => void;
}

/**
 * 'Editar observação': a line's note, unsent or still in the kitchen (issue 29 §2). The toast is
 * the server's: 'Observação alterada.', plus 'A cozinha já foi avisada.' for a sent item.
 */
export function ObservacaoDoItemDialog({ comandaId, item, onFechar }: ObservacaoDoItemDialogProps) {
  const [texto, setTexto] = useState(item.observacoes ?? '');
  const [erroDoCampo, setErroDoCampo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const campo = useRef<HTMLTextAreaElement>(null);
  const [salvar, { isLoading }] = useMudarObservacoesMutation();

  async function confirmar() {
    const entrada = validarObservacoes(texto);
    if (!entrada.ok) {
      setErroDoCampo(entrada.erro);
      return;
    }
    try {
      const resposta = await salvar({
        comandaId,
        itemId: item.id,
        observacoes: entrada.valor,
      }).unwrap();
      notify.success(resposta.mensagem, { acao: 'observacao-do-item' });
      onFechar();
    } catch (falha) {
      setErro(mensagemDeErro(falha, 'Erro ao alterar a observação'));
    }
  }

  return (
    <DialogoDoItem
      titulo="Editar observação"
      descricao={
        <ItemDoDialogo
          item={item}
          nota={
            itemEnviado(item)
              ? 'Já está na cozinha: ela é avisada da mudança.'
              : 'Vai para a cozinha com o pedido.'
          }
        />
      }
      erro={erro}
      desistir="Cancelar"
      confirmar="Salvar"
      cor="brand"
      carregando={isLoading}
      campo={() => campo.current}
      onConfirmar={() => void confirmar()}
      onFechar={onFechar}
    >
      <Field.Root invalid={erroDoCampo !== null} gap="2">
        <Field.Label fontWeight="semibold" fontSize="sm">
          Observação
        </Field.Label>
        <Textarea
          ref={campo}
          rounded="xl"
          rows={3}
          autoresize
          maxH="48"
          maxLength={OBSERVACOES_MAX}
          placeholder="Ex.: sem cebola, ponto da carne..."
          value={texto}
          disabled={isLoading}
          onChange={(e) => {
            setTexto(e.target.value);
            setErroDoCampo(null);
            setErro(null);
          }}
        />
        <HStack w="full" justify="space-between" align="start" gap="3">
          <Field.ErrorText mt="0">{erroDoCampo}</Field.ErrorText>
          <Text
            fontSize="xs"
            color="fg.muted"
            ms="auto"
            flexShrink={0}
            fontVariantNumeric="tabular-nums"
          >
            {contador(texto, OBSERVACOES_MAX)}
          </Text>
        </HStack>
      </Field.Root>
    </DialogoDoItem>
  );
}
