import type { ComandaItem } from '@cardapio/shared-events';
import { Button, Field, HStack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuBan } from 'react-icons/lu';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useCancelarItemEnviadoMutation } from '../api';
import {
  contador,
  escolherMotivo,
  MOTIVO_MAX,
  MOTIVOS_RAPIDOS,
  validarMotivo,
} from '../acoesDoItem';
import { DialogoDoItem, enterEnvia, ItemDoDialogo } from './DialogoDoItem';

interface CancelarItemDialogProps {
  comandaId: number;
  item: ComandaItem;
  onFechar: () => void;
}

/**
 * 'Cancelar item enviado' (issue 29 §2): a sent item the kitchen is still making is cancelled
 * with a required reason (typed or a quick pick); the kitchen is told and it leaves the total.
 */
export function CancelarItemDialog({ comandaId, item, onFechar }: CancelarItemDialogProps) {
  const [motivo, setMotivo] = useState('');
  const [erroDoCampo, setErroDoCampo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const campo = useRef<HTMLTextAreaElement>(null);
  const [cancelar, { isLoading }] = useCancelarItemEnviadoMutation();

  function mudar(texto: string) {
    setMotivo(texto);
    setErroDoCampo(null);
    setErro(null);
  }

  async function confirmar() {
    const entrada = validarMotivo(motivo);
    if (!entrada.ok) {
      setErroDoCampo(entrada.erro);
      campo.current?.focus();
      return;
    }
    try {
      const resposta = await cancelar({
        comandaId,
        itemId: item.id,
        motivo: entrada.valor,
      }).unwrap();
      notify.success(resposta.mensagem, { acao: 'cancelar-item' });
      onFechar();
    } catch (falha) {
      setErro(mensagemDeErro(falha, 'Erro ao cancelar o item'));
    }
  }

  return (
    <DialogoDoItem
      titulo="Cancelar item enviado"
      descricao={
        <ItemDoDialogo item={item} nota="A cozinha é avisada na hora e o item sai da conta." />
      }
      erro={erro}
      desistir="Voltar"
      confirmar={
        <>
          <LuBan /> Cancelar item
        </>
      }
      cor="red"
      carregando={isLoading}
      campo={() => campo.current}
      onConfirmar={() => void confirmar()}
      onFechar={onFechar}
    >
      <Field.Root required invalid={erroDoCampo !== null} gap="2">
        <Field.Label fontWeight="semibold" fontSize="sm">
          Motivo
          <Field.RequiredIndicator />
        </Field.Label>
        <Wrap gap="2" role="group" aria-label="Motivos frequentes">
          {MOTIVOS_RAPIDOS.map((rapido) => {
            const escolhido = motivo.trim() === rapido;
            return (
              <Button
                key={rapido}
                type="button"
                size="sm"
                rounded="full"
                minH={{ base: '10', md: '8' }}
                variant={escolhido ? 'solid' : 'outline'}
                colorPalette={escolhido ? 'red' : 'gray'}
                aria-pressed={escolhido}
                disabled={isLoading}
                onClick={() => mudar(escolherMotivo(motivo, rapido))}
              >
                {rapido}
              </Button>
            );
          })}
        </Wrap>
        <Textarea
          ref={campo}
          rounded="xl"
          rows={2}
          autoresize
          maxH="32"
          maxLength={MOTIVO_MAX}
          placeholder="Ou escreva o motivo"
          value={motivo}
          disabled={isLoading}
          onChange={(e) => mudar(e.target.value)}
          onKeyDown={enterEnvia}
        />
        <HStack w="full" justify="space-between" align="start" gap="3">
          <Field.ErrorText mt="0">{erroDoCampo}</Field.ErrorText>
          <Text
            fontSize="xs"
            color="fg.muted"
            ms="auto"
            flexShrink={0}
            fontVariantNumeric="tabular-nums"
            data-testid="contador-do-motivo"
          >
            {contador(motivo, MOTIVO_MAX)}
          </Text>
        </HStack>
      </Field.Root>
    </DialogoDoItem>
  );
}
