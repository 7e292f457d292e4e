import {
  CAPACIDADE_MESA,
  MENSAGENS_MESA,
  MESA_STATUS,
  mesaFormSchema,
  type Mesa,
  type MesaStatus,
} from '@cardapio/shared-events';
import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { comAviso } from '../../../app/comAviso';
import { validarComSchema, type ErrosDoFormulario } from '../../../app/validacao';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { useAtualizarMesaMutation, useCriarMesaMutation } from '../api';
import { rotuloDoStatus } from '../status';

interface MesaFormDialogProps {
  /** null: a new table. */
  mesa: Mesa | null;
  onFechar: () => void;
}

/** Create or edit a table (staff-side §5 Table form), validated by the shared schema. */
export function MesaFormDialog({ mesa, onFechar }: MesaFormDialogProps) {
  const [numero, setNumero] = useState(mesa?.numero ?? '');
  const [nome, setNome] = useState(mesa?.nome ?? '');
  const [capacidade, setCapacidade] = useState(String(mesa?.capacidade ?? CAPACIDADE_MESA.padrao));
  const [status, setStatus] = useState<MesaStatus>(mesa?.status ?? 'livre');
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [criar, criacao] = useCriarMesaMutation();
  const [atualizar, atualizacao] = useAtualizarMesaMutation();

  const limparErro = (campo: string) => setErros(({ [campo]: _removido, ...resto }) => resto);

  async function salvar() {
    const resultado = validarComSchema(mesaFormSchema, { numero, nome, capacidade, status });
    if (!resultado.ok) {
      setErros(resultado.erros);
      return;
    }
    const dados = resultado.dados;
    const salvou = await comAviso(
      'salvar-mesa',
      () => (mesa ? atualizar({ id: mesa.id, dados }).unwrap() : criar(dados).unwrap()),
      {
        sucesso: mesa ? MENSAGENS_MESA.mesaAtualizada : MENSAGENS_MESA.mesaCriada,
        erro: MENSAGENS_MESA.erroSalvar,
      },
    );
    if (salvou) onFechar();
  }

  return (
    <FormDialog
      aberto
      titulo={mesa ? 'Editar Mesa' : 'Nova Mesa'}
      descricao={mesa ? `${mesa.numero} - ${mesa.nome}` : 'Cadastre uma mesa do salão'}
      salvando={criacao.isLoading || atualizacao.isLoading}
      onSalvar={() => void salvar()}
      onFechar={onFechar}
      testId="mesa-form"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Número" invalid={Boolean(erros.numero)} error={erros.numero}>
            <Input
              value={numero}
              onChange={(e) => {
                setNumero(e.target.value);
                limparErro('numero');
              }}
              placeholder="Ex.: 12"
              rounded="lg"
            />
          </FormField>
          <FormField
            label="Capacidade"
            invalid={Boolean(erros.capacidade)}
            error={erros.capacidade}
            helper={`De ${CAPACIDADE_MESA.minima} a ${CAPACIDADE_MESA.maxima} pessoas`}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={CAPACIDADE_MESA.minima}
              max={CAPACIDADE_MESA.maxima}
              step={1}
              value={capacidade}
              onChange={(e) => {
                setCapacidade(e.target.value);
                limparErro('capacidade');
              }}
              rounded="lg"
            />
          </FormField>
        </SimpleGrid>
        <FormField label="Nome" invalid={Boolean(erros.nome)} error={erros.nome}>
          <Input
            value={nome}
            onChange={(e) => {
              setNome(e.target.value);
              limparErro('nome');
            }}
            placeholder="Ex.: Varanda"
            rounded="lg"
          />
        </FormField>
        <FormField
          label="Status"
          invalid={Boolean(erros.status)}
          error={erros.status}
          helper="Com comanda aberta a mesa aparece Ocupada para os garçons"
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as MesaStatus)}
              rounded="lg"
            >
              {MESA_STATUS.map((s) => (
                <option key={s} value={s}>
                  {rotuloDoStatus(s)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
