import { MENSAGENS_CONTA, type Comanda } from '@cardapio/shared-events';
import { Stack, Text } from '@chakra-ui/react';
import { LuReceiptText } from 'react-icons/lu';
import { comAviso } from '../../../../app/comAviso';
import { ConfirmarDialog } from '../../../../components/ConfirmarDialog';
import { useFecharContaMutation } from '../api';

interface FecharContaDialogProps {
  comanda: Comanda | null;
  onFechar: () => void;
  /** After the bill closed (the table screen goes to the tab to show it). */
  onFechada?: (comanda: Comanda) => void;
}

/** 'Fechar Conta': the tab stops taking items and shows its bill (with the service charge). */
export function FecharContaDialog({ comanda, onFechar, onFechada }: FecharContaDialogProps) {
  const [fechar, { isLoading }] = useFecharContaMutation();
  const naCozinha = comanda?.itens.filter(
    (i) => i.precisa_cozinha && ['enviado', 'preparando', 'pendente'].includes(i.status),
  ).length;

  async function confirmar() {
    if (!comanda) return;
    const alvo = comanda;
    const ok = await comAviso(
      'fechar-conta',
      () => fechar({ comandaId: alvo.id, mesaId: alvo.mesa_id, taxa_servico: true }).unwrap(),
      { sucesso: MENSAGENS_CONTA.contaFechada, erro: MENSAGENS_CONTA.erroFechar },
    );
    if (!ok) return;
    onFechar();
    onFechada?.(alvo);
  }

  return (
    <ConfirmarDialog
      aberto={comanda !== null}
      titulo="Fechar Conta"
      mensagem={
        <Stack gap="2">
          <Text>
            Fechar a conta da comanda {comanda?.comanda_numero}? Novos itens não poderão ser
            lançados até ela ser reaberta.
          </Text>
          {naCozinha ? (
            <Text color="orange.fg" fontWeight="semibold" fontSize="sm">
              {naCozinha === 1 ? '1 item ainda está' : `${naCozinha} itens ainda estão`} na cozinha
              e continuam na conta.
            </Text>
          ) : null}
        </Stack>
      }
      confirmar="Fechar Conta"
      icone={<LuReceiptText />}
      carregando={isLoading}
      onConfirmar={() => void confirmar()}
      onFechar={onFechar}
    />
  );
}
