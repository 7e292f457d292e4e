import {
  comandaFisicaFormSchema,
  MENSAGENS_COMANDAS_FISICAS,
  type ComandaFisicaAdmin,
} from '@cardapio/shared-events';
import { Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { comAviso } from '../../../../app/comAviso';
import { validarComSchema } from '../../../../app/validacao';
import { CampoDeTexto } from '../../../../components/CampoDeTexto';
import { FormDialog } from '../../../../components/FormDialog';
import { FormField } from '../../../../components/FormField';
import { useAtualizarComandaFisicaMutation, useCriarComandaFisicaMutation } from '../api';

interface Props {
  /** null: a new physical tab. */
  comanda: ComandaFisicaAdmin | null;
  onFechar: () => void;
}

/** Create or edit a physical tab (staff-side §5 Physical tab form), with the shared schema. */
export function ComandaFisicaFormDialog({ comanda, onFechar }: Props) {
  const [numero, setNumero] = useState(comanda?.numero ?? '');
  const [nome, setNome] = useState(comanda?.nome ?? '');
  const [descricao, setDescricao] = useState(comanda?.descricao ?? '');
  const [erro, setErro] = useState<string | null>(null);
  const [criar] = useCriarComandaFisicaMutation();
  const [atualizar] = useAtualizarComandaFisicaMutation();

  async function salvar() {
    const r = validarComSchema(comandaFisicaFormSchema, { numero, nome, descricao });
    if (!r.ok) {
      // One message for both fields (the spec's 'Número e nome são obrigatórios').
      setErro(Object.values(r.erros)[0] ?? MENSAGENS_COMANDAS_FISICAS.numeroENomeObrigatorios);
      return false;
    }
    return comAviso(
      'salvar-comanda-fisica',
      () => (comanda ? atualizar({ id: comanda.id, dados: r.dados }) : criar(r.dados)).unwrap(),
      {
        sucesso: comanda
          ? MENSAGENS_COMANDAS_FISICAS.comandaAtualizada
          : MENSAGENS_COMANDAS_FISICAS.comandaCriada,
        erro: MENSAGENS_COMANDAS_FISICAS.erroSalvar,
      },
    );
  }

  // The one message stands under Número while it is empty, else under Nome.
  const erroNoNumero = !numero.trim();
  const campo = (nome: string, valor: string, mudar: (texto: string) => void) => ({
    name: nome,
    valor,
    onValor: (texto: string) => {
      mudar(texto);
      setErro(null);
    },
    autoComplete: 'off',
  });
  return (
    <FormDialog
      titulo={comanda ? 'Editar Comanda' : 'Nova Comanda'}
      descricao={
        comanda ? `Nº ${comanda.numero}` : 'Um cartão numerado entregue à mesa ou ao cliente'
      }
      onSalvar={salvar}
      onFechar={onFechar}
      testId="comanda-fisica-form"
    >
      <Stack gap="4">
        <CampoDeTexto
          rotulo="Número"
          {...campo('numero', numero, setNumero)}
          erro={erroNoNumero ? (erro ?? undefined) : undefined}
          placeholder="Ex.: 101"
        />
        <CampoDeTexto
          rotulo="Nome"
          {...campo('nome', nome, setNome)}
          erro={erroNoNumero ? undefined : (erro ?? undefined)}
          invalido={Boolean(erro) && (Boolean(numero.trim()) || !nome.trim())}
          placeholder="Ex.: Comanda Azul"
        />
        <FormField label="Descrição (opcional)">
          <Textarea
            name="descricao"
            value={descricao}
            onChange={(e) => setDescricao(e.target.value)}
            placeholder="Ex.: Cartão azul do salão principal"
            rows={3}
            rounded="lg"
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
