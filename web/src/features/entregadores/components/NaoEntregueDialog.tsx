import { MOTIVOS_NAO_ENTREGUE, naoEntregueSchema } from '@cardapio/shared-events';
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuPackageX } from 'react-icons/lu';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';

const LIMITE = 200;

/**
 * 'Não entregue': why, picked from the usual reasons or typed. The order goes back to the store,
 * which dispatches it again or cancels it.
 */
export function NaoEntregueDialog({
  pedidoId,
  onConfirmar,
  onFechar,
}: {
  /** null: closed. */
  pedidoId: number | null;
  onConfirmar: (motivo: string) => void;
  onFechar: () => void;
}) {
  const [texto, setTexto] = useState('');
  const lido = naoEntregueSchema.safeParse({ motivo: texto });
  const fechar = () => {
    setTexto('');
    onFechar();
  };

  return (
    <ConfirmarDialog
      aberto={pedidoId !== null}
      titulo={pedidoId ? `Não entregou o #${pedidoId}?` : ''}
      mensagem="O pedido volta para a loja, que decide se sai de novo ou é cancelado."
      icone={<LuPackageX />}
      cor="red"
      confirmar="Não entregue"
      desistir="Voltar"
      podeConfirmar={lido.success}
      onConfirmar={() => {
        if (!lido.success) return;
        onConfirmar(lido.data.motivo);
        setTexto('');
      }}
      onFechar={fechar}
    >
      <Field.Root required gap="2">
        <Field.Label fontWeight="semibold" fontSize="sm">
          Motivo
          <Field.RequiredIndicator />
        </Field.Label>
        <Stack gap="2" role="group" aria-label="Motivos frequentes" w="full">
          {MOTIVOS_NAO_ENTREGUE.map((motivo) => {
            const escolhido = texto.trim() === motivo;
            return (
              <Button
                key={motivo}
                type="button"
                minH="12"
                rounded="xl"
                justifyContent="flex-start"
                // Subtle when picked: white on the solid red reads below 4.5:1 at this size.
                variant={escolhido ? 'subtle' : 'outline'}
                colorPalette={escolhido ? 'red' : 'gray'}
                borderWidth="1px"
                borderColor={escolhido ? 'red.emphasized' : undefined}
                aria-pressed={escolhido}
                onClick={() => setTexto(motivo)}
              >
                {escolhido && <LuCheck />}
                {motivo}
              </Button>
            );
          })}
        </Stack>
        <Textarea
          rounded="xl"
          rows={2}
          minH="12"
          maxLength={LIMITE}
          placeholder="Ou escreva o motivo"
          aria-label="Motivo da não entrega"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
      </Field.Root>
    </ConfirmarDialog>
  );
}
