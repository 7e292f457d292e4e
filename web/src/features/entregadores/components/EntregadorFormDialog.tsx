import {
  campoDeDinheiro,
  entregadorCriacaoSchema,
  entregadorEdicaoSchema,
  MENSAGENS_ENTREGADORES,
  NOME_DO_VEICULO,
  VEICULOS,
  type EntregadorAdmin,
  type Veiculo,
} from '@cardapio/shared-events';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { comAviso } from '../../../app/comAviso';
import { mascararTelefone } from '../../../app/format';
import { CampoDeDinheiro } from '../../../components/CampoDeDinheiro';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { Selecao } from '../../../components/Selecao';
import { useCampos } from '../../../components/useCampos';
import { Interruptor } from '../../cardapio/gestao/components/Interruptor';
import { useAtualizarEntregadorMutation, useCriarEntregadorMutation } from '../api';

interface EntregadorFormDialogProps {
  /** null: a new courier. */
  entregador: EntregadorAdmin | null;
  onFechar: () => void;
}

/** Create or edit a courier, validated by the shared schemas (the fee typed as '7,50'). */
export function EntregadorFormDialog({ entregador, onFechar }: EntregadorFormDialogProps) {
  const { valores, erros, mudar, campo, dinheiro, interruptor, validar } = useCampos({
    nome: entregador?.nome ?? '',
    telefone: entregador ? mascararTelefone(entregador.telefone) : '',
    veiculo: entregador?.veiculo ?? ('moto' as Veiculo),
    taxa_por_entrega: campoDeDinheiro(entregador?.taxa_por_entrega),
    ativo: entregador?.ativo ?? true,
  });
  const [criar] = useCriarEntregadorMutation();
  const [atualizar] = useAtualizarEntregadorMutation();

  async function salvar() {
    let executar: () => Promise<unknown>;
    if (entregador) {
      const dados = validar(entregadorEdicaoSchema);
      if (!dados) return false;
      executar = () => atualizar({ id: entregador.id, dados }).unwrap();
    } else {
      const dados = validar(entregadorCriacaoSchema);
      if (!dados) return false;
      executar = () => criar(dados).unwrap();
    }
    return comAviso('salvar-entregador', executar, {
      sucesso: entregador
        ? MENSAGENS_ENTREGADORES.entregadorAtualizado
        : MENSAGENS_ENTREGADORES.entregadorCriado,
      erro: 'Erro ao salvar entregador',
    });
  }

  return (
    <FormDialog
      titulo={entregador ? 'Editar Entregador' : 'Novo Entregador'}
      descricao={
        entregador
          ? entregador.nome
          : 'O entregador recebe um link para ver as entregas no celular, sem senha'
      }
      onSalvar={salvar}
      onFechar={onFechar}
      testId="entregador-form"
    >
      <Stack gap="4">
        <CampoDeTexto
          rotulo="Nome"
          {...campo('nome')}
          autoComplete="off"
          placeholder="Ex.: João da Silva"
        />
        <CampoDeTexto
          rotulo="Telefone (WhatsApp)"
          {...campo('telefone')}
          onValor={(texto) => mudar('telefone', mascararTelefone(texto))}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(00) 00000-0000"
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Veículo" error={erros.veiculo}>
            <Selecao
              name="veiculo"
              valor={valores.veiculo}
              onValor={(v) => mudar('veiculo', v as Veiculo)}
            >
              {VEICULOS.map((v) => (
                <option key={v} value={v}>
                  {NOME_DO_VEICULO[v]}
                </option>
              ))}
            </Selecao>
          </FormField>
          <CampoDeDinheiro
            rotulo="Taxa por entrega"
            {...dinheiro('taxa_por_entrega')}
            placeholder="7,50"
          />
        </SimpleGrid>
        <Interruptor
          rotulo="Ativo"
          descricao="Só entregadores ativos recebem pedidos no despacho"
          {...interruptor('ativo')}
        />
      </Stack>
    </FormDialog>
  );
}
