import { Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { formatarReais } from '../../../../app/format';
import { CampoDeTexto } from '../../../../components/CampoDeTexto';
import { FormField } from '../../../../components/FormField';
import { LinhaDoResumo, TotalDoResumo } from '../../../carrinho/components/ResumoDeValores';
import type { NovoPedido } from '../useNovoPedido';

const reais = (centavos: number) => formatarReais(centavos / 100);

/**
 * The coupon, the order's notes and the amounts previewed: items by the menu's prices, freight
 * by the menu's quote. The coupon's discount (and any free delivery) is the server's, told when
 * the order is created.
 */
export function ResumoDoNovoPedido({ novo }: { novo: NovoPedido }) {
  const { form, mudar, erros, valores } = novo;
  const quando = novo.corrigindo ? 'ao salvar' : 'ao criar';
  const frete = !valores.entregaCobrada
    ? 'Sem taxa'
    : valores.frete === null
      ? 'Calcule o frete'
      : reais(valores.frete);
  return (
    <Stack gap="4">
      <CampoDeTexto
        rotulo="Cupom de desconto"
        valor={form.cupom}
        onValor={(texto) => mudar('cupom', texto)}
        erro={erros.cupom}
        ajuda={form.cupom.trim() ? `O desconto é conferido ${quando} o pedido.` : undefined}
        textTransform="uppercase"
        autoComplete="off"
        placeholder="Opcional"
      />
      <FormField label="Observações do pedido" error={erros.observacoes}>
        <Textarea
          value={form.observacoes}
          onChange={(e) => mudar('observacoes', e.target.value)}
          placeholder="Ex.: interfone quebrado, ligar ao chegar"
          rows={2}
          rounded="lg"
          autoresize
        />
      </FormField>
      <Separator />
      <Stack gap="1.5" fontSize="sm" data-testid="resumo-do-novo-pedido">
        <LinhaDoResumo
          rotulo="Subtotal"
          valor={valores.subtotal === null ? '—' : reais(valores.subtotal)}
          testId="subtotal"
        />
        <LinhaDoResumo rotulo="Frete" valor={frete} testId="frete" />
        {form.cupom.trim() && (
          <LinhaDoResumo
            rotulo={`Cupom ${form.cupom.trim().toUpperCase()}`}
            valor={
              <Text as="span" fontWeight="normal" color="fg.muted">
                {quando}
              </Text>
            }
          />
        )}
      </Stack>
      {valores.total !== null && <TotalDoResumo total={valores.total / 100} testId="total" />}
    </Stack>
  );
}
