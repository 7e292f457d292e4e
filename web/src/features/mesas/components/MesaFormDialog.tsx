import {
  CAPACIDADE_MESA,
  MENSAGENS_MESA,
  MESA_STATUS,
  mesaFormSchema,
  type Mesa,
  type MesaStatus,
} from '@cardapio/shared-events';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { comAviso } from '../../../app/comAviso';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { useCampos } from '../../../components/useCampos';
import { Selecao } from '../../../components/Selecao';
import { useAtualizarMesaMutation, useCriarMesaMutation } from '../api';
import { rotuloDoStatus } from '../status';

interface MesaFormDialogProps {
  /** null: a new table. */
  mesa: Mesa | null;
  onFechar: () => void;
}

/** Create or edit a table (staff-side §5 Table form), validated by the shared schema. */
export function MesaFormDialog({ mesa, onFechar }: MesaFormDialogProps) {
  const { valores, erros, mudar, campo, validar } = useCampos({
    numero: mesa?.numero ?? '',
    nome: mesa?.nome ?? '',
    capacidade: String(mesa?.capacidade ?? CAPACIDADE_MESA.padrao),
    status: (mesa?.status ?? 'livre') as MesaStatus,
  });
  const [criar] = useCriarMesaMutation();
  const [atualizar] = useAtualizarMesaMutation();

  async function salvar() {
    const dados = validar(mesaFormSchema);
    if (!dados) return false;
    return comAviso(
      'salvar-mesa',
      () => (mesa ? atualizar({ id: mesa.id, dados }) : criar(dados)).unwrap(),
      {
        sucesso: mesa ? MENSAGENS_MESA.mesaAtualizada : MENSAGENS_MESA.mesaCriada,
        erro: MENSAGENS_MESA.erroSalvar,
      },
    );
  }

  return (
    <FormDialog
      titulo={mesa ? 'Editar Mesa' : 'Nova Mesa'}
      descricao={mesa ? `${mesa.numero} - ${mesa.nome}` : 'Cadastre uma mesa do salão'}
      onSalvar={salvar}
      onFechar={onFechar}
      testId="mesa-form"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <CampoDeTexto rotulo="Número" {...campo('numero')} placeholder="Ex.: 12" />
          <CampoDeTexto
            rotulo="Capacidade"
            {...campo('capacidade')}
            ajuda={`De ${CAPACIDADE_MESA.minima} a ${CAPACIDADE_MESA.maxima} pessoas`}
            type="number"
            inputMode="numeric"
            min={CAPACIDADE_MESA.minima}
            max={CAPACIDADE_MESA.maxima}
            step={1}
          />
        </SimpleGrid>
        <CampoDeTexto rotulo="Nome" {...campo('nome')} placeholder="Ex.: Varanda" />
        <FormField
          label="Status"
          error={erros.status}
          helper="Com comanda aberta a mesa aparece Ocupada para os garçons"
        >
          <Selecao valor={valores.status} onValor={(v) => mudar('status', v as MesaStatus)}>
            {MESA_STATUS.map((s) => (
              <option key={s} value={s}>
                {rotuloDoStatus(s)}
              </option>
            ))}
          </Selecao>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
