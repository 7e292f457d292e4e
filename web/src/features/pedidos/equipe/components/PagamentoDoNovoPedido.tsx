import {
  MENSAGENS_DA_EQUIPE,
  textoDoCampoDeDinheiro,
  type MetodoNaEntrega,
} from '@cardapio/shared-events';
import { Box, Field, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuBanknote, LuCreditCard, LuHandCoins, LuQrCode } from 'react-icons/lu';
import { formatarReais } from '../../../../app/format';
import { DinheiroInput } from '../../../../components/DinheiroInput';
import { Segmentos } from '../../../../components/Segmentos';
import {
  pagaEmDinheiro,
  trocoPara,
  type EntregaDaEquipe,
  type PagamentoDaEquipe,
} from '../novoPedido';
import type { NovoPedido } from '../useNovoPedido';

const NA_ENTREGA: { value: MetodoNaEntrega; label: string }[] = [
  { value: 'dinheiro', label: 'Dinheiro' },
  { value: 'cartao', label: 'Cartão' },
  { value: 'pix', label: 'PIX' },
];

/** 'na_entrega' as each delivery type has it: paid when the customer gets the order. */
const DEPOIS: Record<EntregaDaEquipe, string> = {
  entrega: 'Pagar na entrega',
  retirada: 'Pagar na retirada',
  balcao: 'Pagar depois',
};

/** What happens with each choice, under the choices. */
const EXPLICACAO: Record<PagamentoDaEquipe, { icone: ReactNode; texto: string }> = {
  dinheiro: { icone: <LuBanknote />, texto: 'Pago agora, em dinheiro: o pedido entra pago.' },
  cartao: { icone: <LuCreditCard />, texto: 'Pago agora, na maquininha: o pedido entra pago.' },
  pix: {
    icone: <LuQrCode />,
    texto: 'O QR Code aparece nesta tela para o cliente pagar; o pedido é confirmado ao pagar.',
  },
  na_entrega: {
    icone: <LuHandCoins />,
    texto: 'O pedido fica pendente e é pago ao receber, na forma escolhida.',
  },
};

/**
 * How the customer pays (issue 31 §1): cash (with 'Troco para'), card or PIX now, or on
 * delivery / at pickup with its method. Money is typed the Brazilian way ('100,00').
 */
export function PagamentoDoNovoPedido({ novo }: { novo: NovoPedido }) {
  const { form, mudar, erros, valores } = novo;
  const [trocoRecusado, setTrocoRecusado] = useState<string | null>(null);
  const naEntrega = DEPOIS[form.entrega];
  const metodos: { value: PagamentoDaEquipe; label: string }[] = [
    { value: 'dinheiro', label: 'Dinheiro' },
    { value: 'cartao', label: 'Cartão' },
    { value: 'pix', label: 'PIX' },
    { value: 'na_entrega', label: naEntrega },
  ];
  const troco = trocoPara(form.trocoPara, valores.total);
  const erroDoMetodo = erros['pagamento.metodo'] ?? erros.pagamento;
  // A correction cannot open a PIX charge under the order (the server refuses it too).
  const semPix = novo.corrigindo !== null;

  return (
    <Stack gap="4">
      <Field.Root invalid={Boolean(erroDoMetodo)}>
        <RadioCard.Root
          // No choice until the staff makes one.
          value={form.metodo}
          onValueChange={(e) => e.value && mudar('metodo', e.value as PagamentoDaEquipe)}
          colorPalette="brand"
          variant="surface"
          size="sm"
          w="full"
        >
          <RadioCard.Label fontWeight="semibold" fontSize="sm" mb="1">
            Forma de pagamento
          </RadioCard.Label>
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
            {metodos.map((m) => (
              <RadioCard.Item
                key={m.value}
                value={m.value}
                rounded="xl"
                disabled={semPix && m.value === 'pix'}
              >
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl
                  flexDirection="column"
                  alignItems="center"
                  textAlign="center"
                  gap="1"
                  p="2.5"
                >
                  <Box fontSize="lg" color="brand.fg">
                    {EXPLICACAO[m.value].icone}
                  </Box>
                  <RadioCard.ItemText fontWeight="bold" fontSize="sm">
                    {m.label}
                  </RadioCard.ItemText>
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
        {erroDoMetodo ? (
          <Field.ErrorText>{erroDoMetodo}</Field.ErrorText>
        ) : (
          semPix && (
            <Field.HelperText data-testid="dica-sem-pix">
              {MENSAGENS_DA_EQUIPE.correcaoParaPix}
            </Field.HelperText>
          )
        )}
      </Field.Root>

      {form.metodo && (
        <Text fontSize="sm" color="fg.muted" data-testid="explicacao-do-pagamento">
          {EXPLICACAO[form.metodo].texto}
        </Text>
      )}

      {form.metodo === 'na_entrega' && (
        <Field.Root invalid={Boolean(erros['pagamento.metodo_na_entrega'])}>
          <Field.Label fontWeight="semibold" fontSize="sm">
            Como o cliente vai pagar
          </Field.Label>
          <Segmentos
            valor={form.metodoNaEntrega ?? ('' as MetodoNaEntrega)}
            itens={NA_ENTREGA}
            onValor={(metodo) => mudar('metodoNaEntrega', metodo)}
            w="full"
            aria-label="Como o cliente vai pagar"
          />
          {erros['pagamento.metodo_na_entrega'] && (
            <Field.ErrorText>{erros['pagamento.metodo_na_entrega']}</Field.ErrorText>
          )}
        </Field.Root>
      )}

      {pagaEmDinheiro(form) && (
        <Field.Root
          invalid={
            Boolean(trocoRecusado ?? erros['pagamento.troco_para']) ||
            Boolean(troco && 'insuficiente' in troco)
          }
        >
          <Field.Label fontWeight="semibold" fontSize="sm">
            Troco para
          </Field.Label>
          <DinheiroInput
            value={form.trocoPara}
            onValueChange={(texto) => {
              mudar('trocoPara', texto);
              setTrocoRecusado(null);
            }}
            onErro={setTrocoRecusado}
            placeholder={
              valores.total === null
                ? 'Ex.: 100,00'
                : `Ex.: ${textoDoCampoDeDinheiro((Math.ceil(valores.total / 1000) * 10 + 50) * 100)}`
            }
            size="lg"
            rounded="lg"
          />
          {trocoRecusado || erros['pagamento.troco_para'] ? (
            <Field.ErrorText>{trocoRecusado ?? erros['pagamento.troco_para']}</Field.ErrorText>
          ) : troco && 'insuficiente' in troco ? (
            <Field.ErrorText>
              A nota deve cobrir o total ({formatarReais((valores.total ?? 0) / 100)})
            </Field.ErrorText>
          ) : troco ? (
            <Field.HelperText color="green.fg" fontWeight="semibold" data-testid="troco">
              Troco: {formatarReais(troco.troco / 100)}
            </Field.HelperText>
          ) : (
            <Field.HelperText>Opcional: a nota com que o cliente vai pagar.</Field.HelperText>
          )}
        </Field.Root>
      )}
    </Stack>
  );
}
