import {
  bairroFreteSchema,
  campoDeDinheiro,
  MENSAGENS_FRETE,
  type BairroFrete,
} from '@cardapio/shared-events';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { comAviso } from '../../../app/comAviso';
import { CampoDeDinheiro } from '../../../components/CampoDeDinheiro';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import { FormDialog } from '../../../components/FormDialog';
import { useCampos } from '../../../components/useCampos';
import { Interruptor } from '../../cardapio/gestao/components/Interruptor';
import { useAtualizarBairroMutation, useCriarBairroMutation } from '../api';

interface BairroFormDialogProps {
  /** null: a new neighbourhood. */
  bairro: BairroFrete | null;
  onFechar: () => void;
}

const km = (valor: number | null) =>
  valor === null ? '' : valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** Create or edit a delivery neighbourhood: its distance (the fee rule) or a fixed fee. */
export function BairroFormDialog({ bairro, onFechar }: BairroFormDialogProps) {
  const { campo, dinheiro, interruptor, validar } = useCampos({
    bairro: bairro?.bairro ?? '',
    distancia_km: km(bairro?.distancia_km ?? null),
    valor_fixo: campoDeDinheiro(bairro?.valor_fixo),
    ativo: bairro?.ativo ?? true,
  });
  const [criar] = useCriarBairroMutation();
  const [atualizar] = useAtualizarBairroMutation();

  async function salvar() {
    const dados = validar(bairroFreteSchema);
    if (!dados) return false;
    return comAviso(
      'salvar-bairro',
      () => (bairro ? atualizar({ id: bairro.id, dados }) : criar(dados)).unwrap(),
      {
        sucesso: bairro ? MENSAGENS_FRETE.bairroAtualizado : MENSAGENS_FRETE.bairroCriado,
        erro: MENSAGENS_FRETE.erroSalvarBairro,
      },
    );
  }

  return (
    <FormDialog
      titulo={bairro ? 'Editar Bairro' : 'Novo Bairro'}
      descricao="Um bairro fora desta lista não recebe entregas."
      onSalvar={salvar}
      onFechar={onFechar}
      testId="bairro-form"
    >
      <Stack gap="4">
        <CampoDeTexto rotulo="Bairro" {...campo('bairro')} placeholder="Ex.: Ingleses" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <CampoDeTexto
            rotulo="Distância (km)"
            {...campo('distancia_km')}
            ajuda="Cobra pela regra: mínimo até 5 km, por km além."
            inputMode="decimal"
            autoComplete="off"
          />
          <CampoDeDinheiro
            rotulo="Valor fixo (R$)"
            {...dinheiro('valor_fixo')}
            ajuda="Opcional: substitui a regra neste bairro."
          />
        </SimpleGrid>
        <Interruptor
          rotulo="Ativo"
          descricao="Bairros inativos ficam fora da área de entrega"
          {...interruptor('ativo')}
        />
      </Stack>
    </FormDialog>
  );
}
