import {
  MENSAGENS_ESTOQUE,
  movimentoFormSchema,
  type EstoqueItem,
  type TipoMovimento,
} from '@cardapio/shared-events';
import { Stack } from '@chakra-ui/react';
import { comAviso } from '../../../app/comAviso';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { Segmentos } from '../../../components/Segmentos';
import { useCampos } from '../../../components/useCampos';
import { Selecao } from '../../../components/Selecao';
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
  const { valores, erros, mudar, campo, validar } = useCampos({
    item_id: String(itemId ?? itens[0]?.id ?? ''),
    tipo: 'entrada' as TipoMovimento,
    quantidade: '',
    motivo: '',
  });
  const [registrar] = useRegistrarMovimentoMutation();
  const item = itens.find((i) => String(i.id) === valores.item_id);

  async function salvar() {
    const dados = validar(movimentoFormSchema);
    if (!dados) return false;
    return comAviso('registrar-movimento', () => registrar(dados).unwrap(), {
      sucesso: MENSAGENS_ESTOQUE.movimentoRegistrado,
      erro: MENSAGENS_ESTOQUE.erroMovimento,
    });
  }

  return (
    <FormDialog
      titulo="Registrar Movimento"
      descricao={
        item ? `Em estoque: ${quantidadeComUnidade(item.quantidade, item.unidade)}` : undefined
      }
      salvar="Registrar"
      onSalvar={salvar}
      onFechar={onFechar}
      testId="movimento-form"
    >
      <Stack gap="4">
        <FormField label="Item" error={erros.item_id}>
          <Selecao
            size="lg"
            name="item_id"
            valor={valores.item_id}
            onValor={(v) => mudar('item_id', v)}
          >
            {itens.map((i) => (
              <option key={i.id} value={i.id}>
                {i.nome}
              </option>
            ))}
          </Selecao>
        </FormField>
        <FormField label="Tipo" error={erros.tipo}>
          <Segmentos
            valor={valores.tipo}
            itens={TIPOS}
            onValor={(tipo) => mudar('tipo', tipo)}
            aria-label="Tipo de movimento"
            w="full"
          />
        </FormField>
        <CampoDeTexto
          rotulo={item ? `Quantidade (${item.unidade})` : 'Quantidade'}
          {...campo('quantidade')}
          inputMode="decimal"
          placeholder="0"
          autoComplete="off"
        />
        <CampoDeTexto
          rotulo="Motivo"
          {...campo('motivo')}
          placeholder={
            valores.tipo === 'entrada' ? 'Ex.: Compra do fornecedor' : 'Ex.: Consumo da cozinha'
          }
          autoComplete="off"
        />
      </Stack>
    </FormDialog>
  );
}
