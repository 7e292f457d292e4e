import {
  garcomCriacaoSchema,
  garcomEdicaoSchema,
  MENSAGENS_GARCONS,
  type GarcomAdmin,
} from '@cardapio/shared-events';
import { SimpleGrid, Stack, type InputProps } from '@chakra-ui/react';
import { comAviso } from '../../../app/comAviso';
import { mascararTelefone } from '../../../app/format';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { useCampos } from '../../../components/useCampos';
import { PasswordInput } from '../../../components/PasswordInput';
import { Interruptor } from '../../cardapio/gestao/components/Interruptor';
import { useAtualizarGarcomMutation, useCriarGarcomMutation } from '../api';

interface GarcomFormDialogProps {
  /** null: a new waiter. */
  garcom: GarcomAdmin | null;
  onFechar: () => void;
}

/** Create or edit a waiter (staff-side §5 Waiter form), validated by the shared schemas. */
export function GarcomFormDialog({ garcom, onFechar }: GarcomFormDialogProps) {
  const { valores, erros, mudar, campo, interruptor, validar } = useCampos({
    nome: garcom?.nome ?? '',
    sobrenome: garcom?.sobrenome ?? '',
    email: garcom?.email ?? '',
    telefone: garcom?.telefone ?? '',
    senha: '',
    ativo: garcom?.ativo ?? true,
  });
  const [criar] = useCriarGarcomMutation();
  const [atualizar] = useAtualizarGarcomMutation();

  async function salvar() {
    let executar: () => Promise<unknown>;
    if (garcom) {
      const dados = validar(garcomEdicaoSchema);
      if (!dados) return false;
      executar = () => atualizar({ id: garcom.id, dados }).unwrap();
    } else {
      const dados = validar(garcomCriacaoSchema);
      if (!dados) return false;
      executar = () => criar(dados).unwrap();
    }
    return comAviso('salvar-garcom', executar, {
      sucesso: garcom ? MENSAGENS_GARCONS.garcomAtualizado : MENSAGENS_GARCONS.garcomCriado,
      erro: MENSAGENS_GARCONS.erroSalvar,
    });
  }

  /** Name and e-mail: the browser offers none of its saved values (they are the waiter's). */
  const texto = (nome: 'nome' | 'sobrenome' | 'email', rotulo: string, props: InputProps) => (
    <CampoDeTexto rotulo={rotulo} {...campo(nome)} autoComplete="off" {...props} />
  );

  return (
    <FormDialog
      titulo={garcom ? 'Editar Garçom' : 'Novo Garçom'}
      descricao={
        garcom
          ? `${garcom.nome} ${garcom.sobrenome}`
          : 'O garçom entra em /garcom/login com este email e senha'
      }
      onSalvar={salvar}
      onFechar={onFechar}
      testId="garcom-form"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {texto('nome', 'Nome', { placeholder: 'Ex.: João' })}
          {texto('sobrenome', 'Sobrenome', { placeholder: 'Ex.: Silva' })}
        </SimpleGrid>
        {texto('email', 'Email', {
          type: 'email',
          inputMode: 'email',
          placeholder: 'garcom@restaurante.com.br',
        })}
        <CampoDeTexto
          rotulo="Telefone (opcional)"
          {...campo('telefone')}
          onValor={(texto) => mudar('telefone', mascararTelefone(texto))}
          type="tel"
          inputMode="tel"
          placeholder="(00) 00000-0000"
        />
        <FormField
          label={garcom ? 'Nova senha' : 'Senha'}
          error={erros.senha}
          helper={garcom ? 'Deixe em branco para manter a senha atual' : undefined}
        >
          <PasswordInput
            name="senha"
            value={valores.senha}
            onChange={(e) => mudar('senha', e.target.value)}
            autoComplete="new-password"
            rounded="lg"
          />
        </FormField>
        <Interruptor
          rotulo="Ativo"
          descricao="Garçons inativos não conseguem entrar e são desconectados na hora"
          {...interruptor('ativo')}
        />
      </Stack>
    </FormDialog>
  );
}
