import {
  MENSAGENS_ESTOQUE,
  movimentoFormSchema,
  type EstoqueItem,
  type TipoMovimento,
} from '@cardapio/shared-events';
import { Input, NativeSelect, SegmentGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { comAviso } from '../../../app/comAviso';
import { validarComSchema, type ErrosDoFormulario } from '../../../app/validacao';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { useRegistrarMovimentoMutation } from '../api';
import { quantidadeComUnidade } from '../status';

interface Props {
  itens: EstoqueItem[];
  /** The item the dialog opens on (from its card); absent: the first one. */
  itemId?: number;
  onFechar: () => void;
}

const TIPOS: { value: TipoMovimento; label: string }[] = [
  { value: 'entrada', label: 'Entrada' },
  { value: 'saida', label: 'Saída' },
];

/** Records an entrada or a saída (staff-side §5 Stock movement), with the shared schema. */
export function MovimentoFormDialog({ itens, itemId, onFechar }: Props) {
  const [itemEscolhido, setItem] = useState(String(itemId ?? itens[0]?.id ?? ''));
  const [tipo, setTipo] = useState<TipoMovimento>('entrada');
  const [quantidade, setQuantidade] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [registrar, registro] = useRegistrarMovimentoMutation();
  const item = itens.find((i) => String(i.id) === itemEscolhido);

  async function salvar() {
    const r = validarComSchema(movimentoFormSchema, {
      item_id: itemEscolhido,
      tipo,
      quantidade,
      motivo,
    });
    if (!r.ok) {
      setErros(r.erros);
      return;
    }
    const salvou = await comAviso('registrar-movimento', () => registrar(r.dados).unwrap(), {
      sucesso: MENSAGENS_ESTOQUE.movimentoRegistrado,
      erro: MENSAGENS_ESTOQUE.erroMovimento,
    });
    if (salvou) onFechar();
  }

  const limpar = (campo: string) => setErros(({ [campo]: _, ...resto }) => resto);
  return (
    <FormDialog
      aberto
      titulo="Registrar Movimento"
      descricao={
        item ? `Em estoque: ${quantidadeComUnidade(item.quantidade, item.unidade)}` : undefined
      }
      salvar="Registrar"
      salvando={registro.isLoading}
      onSalvar={() => void salvar()}
      onFechar={onFechar}
      testId="movimento-form"
    >
      <Stack gap="4">
        <FormField label="Item" invalid={Boolean(erros.item_id)} error={erros.item_id}>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              name="item_id"
              value={itemEscolhido}
              onChange={(e) => {
                setItem(e.target.value);
                limpar('item_id');
              }}
              rounded="lg"
            >
              {itens.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Tipo" invalid={Boolean(erros.tipo)} error={erros.tipo}>
          <SegmentGroup.Root
            value={tipo}
            onValueChange={(e) => setTipo((e.value as TipoMovimento | null) ?? 'entrada')}
            size="lg"
            rounded="xl"
            aria-label="Tipo de movimento"
            w="full"
            css={{ '& [data-part=item]': { flex: 1, justifyContent: 'center' } }}
          >
            <SegmentGroup.Indicator rounded="lg" />
            <SegmentGroup.Items items={TIPOS} />
          </SegmentGroup.Root>
        </FormField>
        <FormField
          label={item ? `Quantidade (${item.unidade})` : 'Quantidade'}
          invalid={Boolean(erros.quantidade)}
          error={erros.quantidade}
        >
          <Input
            name="quantidade"
            inputMode="decimal"
            value={quantidade}
            onChange={(e) => {
              setQuantidade(e.target.value);
              limpar('quantidade');
            }}
            placeholder="0"
            rounded="lg"
            autoComplete="off"
          />
        </FormField>
        <FormField label="Motivo" invalid={Boolean(erros.motivo)} error={erros.motivo}>
          <Input
            name="motivo"
            value={motivo}
            onChange={(e) => {
              setMotivo(e.target.value);
              limpar('motivo');
            }}
            placeholder={
              tipo === 'entrada' ? 'Ex.: Compra do fornecedor' : 'Ex.: Consumo da cozinha'
            }
            rounded="lg"
            autoComplete="off"
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
