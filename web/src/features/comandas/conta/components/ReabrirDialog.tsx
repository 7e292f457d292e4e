import {
  MENSAGENS_CONTA,
  MOTIVO_REABERTURA_MAX,
  reabrirContaSchema,
} from '@cardapio/shared-events';
import { Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { comAviso } from '../../../../app/comAviso';
import { FormDialog } from '../../../../components/FormDialog';
import { FormField } from '../../../../components/FormField';
import { useReabrirContaMutation } from '../api';

interface ReabrirDialogProps {
  aberto: boolean;
  comandaId: number;
  mesaId: number | null;
  onFechar: () => void;
}

/** 'Reabrir': a closed, unpaid bill goes back to an active tab, with the reason kept. */
export function ReabrirDialog({ aberto, comandaId, mesaId, onFechar }: ReabrirDialogProps) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [reabrir, { isLoading }] = useReabrirContaMutation();

  async function salvar() {
    const entrada = reabrirContaSchema.safeParse({ motivo });
    if (!entrada.success) {
      setErro(entrada.error.issues[0]?.message ?? MENSAGENS_CONTA.motivoObrigatorio);
      return;
    }
    const ok = await comAviso(
      'reabrir-conta',
      () => reabrir({ comandaId, mesaId, ...entrada.data }).unwrap(),
      { sucesso: MENSAGENS_CONTA.comandaReaberta, erro: MENSAGENS_CONTA.erroReabrir },
    );
    if (ok) {
      setMotivo('');
      onFechar();
    }
  }

  return (
    <FormDialog
      aberto={aberto}
      titulo="Reabrir Comanda"
      descricao="A conta volta a aceitar itens."
      salvar="Reabrir"
      salvando={isLoading}
      onSalvar={() => void salvar()}
      onFechar={onFechar}
    >
      <FormField label="Motivo da reabertura" invalid={erro !== null} error={erro}>
        <Textarea
          rounded="xl"
          rows={3}
          maxLength={MOTIVO_REABERTURA_MAX}
          placeholder="Ex.: cliente pediu sobremesa"
          value={motivo}
          onChange={(e) => {
            setMotivo(e.target.value);
            setErro(null);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
