import {
  bairroFreteSchema,
  campoDeDinheiro,
  MENSAGENS_FRETE,
  type BairroFrete,
} from '@cardapio/shared-events';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { comAviso } from '../../../app/comAviso';
import { validarComSchema, type ErrosDoFormulario } from '../../../app/validacao';
import { DinheiroInput } from '../../../components/DinheiroInput';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
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
  const [nome, setNome] = useState(bairro?.bairro ?? '');
  const [distancia, setDistancia] = useState(km(bairro?.distancia_km ?? null));
  const [valorFixo, setValorFixo] = useState(campoDeDinheiro(bairro?.valor_fixo));
  const [ativo, setAtivo] = useState(bairro?.ativo ?? true);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [criar, criacao] = useCriarBairroMutation();
  const [atualizar, atualizacao] = useAtualizarBairroMutation();

  async function salvar() {
    const resultado = validarComSchema(bairroFreteSchema, {
      bairro: nome,
      distancia_km: distancia,
      valor_fixo: valorFixo,
      ativo,
    });
    if (!resultado.ok) {
      setErros(resultado.erros);
      return;
    }
    const dados = resultado.dados;
    const salvou = await comAviso(
      'salvar-bairro',
      () => (bairro ? atualizar({ id: bairro.id, dados }).unwrap() : criar(dados).unwrap()),
      {
        sucesso: bairro ? MENSAGENS_FRETE.bairroAtualizado : MENSAGENS_FRETE.bairroCriado,
        erro: MENSAGENS_FRETE.erroSalvarBairro,
      },
    );
    if (salvou) onFechar();
  }

  const limpar = (campo: string) => setErros(({ [campo]: _, ...resto }) => resto);

  return (
    <FormDialog
      aberto
      titulo={bairro ? 'Editar Bairro' : 'Novo Bairro'}
      descricao="Um bairro fora desta lista não recebe entregas."
      salvando={criacao.isLoading || atualizacao.isLoading}
      onSalvar={() => void salvar()}
      onFechar={onFechar}
      testId="bairro-form"
    >
      <Stack gap="4">
        <FormField label="Bairro" invalid={Boolean(erros.bairro)} error={erros.bairro}>
          <Input
            value={nome}
            onChange={(e) => {
              setNome(e.target.value);
              limpar('bairro');
            }}
            placeholder="Ex.: Ingleses"
            rounded="lg"
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label="Distância (km)"
            invalid={Boolean(erros.distancia_km)}
            error={erros.distancia_km}
            helper="Cobra pela regra: mínimo até 5 km, por km além."
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={distancia}
              onChange={(e) => {
                setDistancia(e.target.value);
                limpar('distancia_km');
              }}
              rounded="lg"
            />
          </FormField>
          <FormField
            label="Valor fixo (R$)"
            invalid={Boolean(erros.valor_fixo)}
            error={erros.valor_fixo}
            helper="Opcional: substitui a regra neste bairro."
          >
            <DinheiroInput
              value={valorFixo}
              onValueChange={(texto) => {
                setValorFixo(texto);
                limpar('valor_fixo');
              }}
              onErro={(erro) => setErros((e) => ({ ...e, valor_fixo: erro }))}
              rounded="lg"
            />
          </FormField>
        </SimpleGrid>
        <Interruptor
          rotulo="Ativo"
          descricao="Bairros inativos ficam fora da área de entrega"
          ligado={ativo}
          onChange={setAtivo}
        />
      </Stack>
    </FormDialog>
  );
}
