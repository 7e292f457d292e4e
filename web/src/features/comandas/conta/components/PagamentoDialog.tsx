import {
  lerDinheiro,
  METODOS_PAGAMENTO_CONTA,
  MENSAGENS_CONTA,
  pagarContaSchema,
  ROTULO_METODO_PAGAMENTO,
  trocoDe,
  type MetodoPagamentoConta,
} from '@cardapio/shared-events';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBanknote, LuCreditCard, LuQrCode } from 'react-icons/lu';
import { comAviso } from '../../../../app/comAviso';
import { formatarReais } from '../../../../app/format';
import { DinheiroInput } from '../../../../components/DinheiroInput';
import { FormDialog } from '../../../../components/FormDialog';
import { FormField } from '../../../../components/FormField';
import { usePagarContaMutation } from '../api';

const ICONE: Record<MetodoPagamentoConta, React.ReactNode> = {
  dinheiro: <LuBanknote />,
  cartao: <LuCreditCard />,
  pix: <LuQrCode />,
};

interface PagamentoDialogProps {
  aberto: boolean;
  comandaId: number;
  mesaId: number | null;
  total: number;
  cobraTaxa: boolean;
  onFechar: () => void;
}

/** 'Registrar Pagamento': the method and, for cash, what was handed over and the change. */
export function PagamentoDialog(props: PagamentoDialogProps) {
  const { aberto, comandaId, mesaId, total, cobraTaxa, onFechar } = props;
  const [metodo, setMetodo] = useState<MetodoPagamentoConta>('dinheiro');
  const [recebido, setRecebido] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [pagar, { isLoading }] = usePagarContaMutation();

  const lido = lerDinheiro(recebido);
  const troco = lido.ok ? trocoDe(total, lido.centavos / 100) : null;

  async function salvar() {
    const entrada = pagarContaSchema.safeParse({
      metodo,
      valor_recebido: metodo === 'dinheiro' ? recebido.trim() || null : null,
      taxa_servico: cobraTaxa,
    });
    if (!entrada.success) {
      setErro(entrada.error.issues[0]?.message ?? MENSAGENS_CONTA.valorRecebidoInvalido);
      return;
    }
    if (metodo === 'dinheiro' && troco === null) {
      setErro(MENSAGENS_CONTA.valorRecebidoInsuficiente);
      return;
    }
    setErro(null);
    const ok = await comAviso(
      'pagar-conta',
      () => pagar({ comandaId, mesaId, ...entrada.data }).unwrap(),
      { sucesso: MENSAGENS_CONTA.pagamentoRegistrado, erro: MENSAGENS_CONTA.erroPagar },
    );
    if (ok) onFechar();
  }

  return (
    <FormDialog
      aberto={aberto}
      titulo="Registrar Pagamento"
      descricao={`Total ${formatarReais(total)}`}
      salvar="Confirmar Pagamento"
      salvando={isLoading}
      onSalvar={() => void salvar()}
      onFechar={onFechar}
      testId="pagamento-dialog"
    >
      <Stack gap="5">
        <Stack gap="2" role="radiogroup" aria-label="Forma de pagamento">
          <Text fontWeight="semibold" fontSize="sm">
            Forma de pagamento
          </Text>
          <HStack gap="2">
            {METODOS_PAGAMENTO_CONTA.map((m) => (
              <Button
                key={m}
                type="button"
                role="radio"
                aria-checked={metodo === m}
                flex="1"
                minH="11"
                rounded="xl"
                colorPalette="brand"
                variant={metodo === m ? 'solid' : 'outline'}
                onClick={() => {
                  setMetodo(m);
                  setErro(null);
                }}
              >
                {ICONE[m]} {ROTULO_METODO_PAGAMENTO[m]}
              </Button>
            ))}
          </HStack>
        </Stack>
        {metodo === 'dinheiro' && (
          <FormField label="Valor recebido" invalid={erro !== null} error={erro}>
            <DinheiroInput
              size="lg"
              rounded="xl"
              value={recebido}
              autoFocus
              onValueChange={(texto) => {
                setRecebido(texto);
                setErro(null);
              }}
              onErro={setErro}
            />
          </FormField>
        )}
        {metodo === 'dinheiro' ? (
          <HStack
            justify="space-between"
            px="4"
            py="3"
            rounded="xl"
            bg="bg.muted"
            data-testid="troco"
          >
            <Text fontWeight="semibold">Troco</Text>
            <Text fontWeight="800" fontSize="lg">
              {troco === null ? '—' : formatarReais(troco)}
            </Text>
          </HStack>
        ) : (
          erro && (
            <Text color="red.fg" fontSize="sm">
              {erro}
            </Text>
          )
        )}
      </Stack>
    </FormDialog>
  );
}
