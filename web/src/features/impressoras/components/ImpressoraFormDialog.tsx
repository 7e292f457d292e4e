import {
  DOCUMENTOS_DE_IMPRESSAO,
  impressoraFormSchema,
  NOME_DO_DOCUMENTO,
  type AgenteDeImpressao,
  type Estacao,
} from '@cardapio/shared-events';
import { Box, Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { comAviso } from '../../../app/comAviso';
import { mensagemDeErro } from '../../../app/http';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { Segmentos } from '../../../components/Segmentos';
import { Selecao } from '../../../components/Selecao';
import { useCampos } from '../../../components/useCampos';
import { Interruptor } from '../../cardapio/gestao/components/Interruptor';
import { useAtualizarImpressoraMutation, useCriarImpressoraMutation } from '../api';
import {
  agentesParaEscolher,
  AJUDA_DO_ENDERECO,
  alternarNaLista,
  campoDoErroDoServidor,
  entradaDoFormulario,
  estacoesParaEscolher,
  EXEMPLO_DE_ENDERECO,
  OPCOES_DE_CONEXAO,
  OPCOES_DE_LARGURA,
  TEXTOS_IMPRESSORA,
  valoresIniciais,
  type ImpressoraCadastrada,
} from '../formulario';

interface ImpressoraFormDialogProps {
  /** null: a new printer. */
  impressora: ImpressoraCadastrada | null;
  agentes: AgenteDeImpressao[];
  estacoes: Estacao[];
  onFechar: () => void;
}

/** A group of checkboxes under a legend, with its help or the schema's message. */
function Marcacoes({
  legenda,
  ajuda,
  erro,
  children,
}: {
  legenda: string;
  ajuda?: ReactNode;
  erro?: string;
  children: ReactNode;
}) {
  return (
    <Fieldset.Root invalid={Boolean(erro)} gap="1">
      <Fieldset.Legend fontWeight="semibold" fontSize="sm" color="fg">
        {legenda}
      </Fieldset.Legend>
      {ajuda && <Fieldset.HelperText mt="0">{ajuda}</Fieldset.HelperText>}
      <Fieldset.Content mt="1">
        <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4" rowGap="0">
          {children}
        </SimpleGrid>
      </Fieldset.Content>
      {erro && <Fieldset.ErrorText mt="0">{erro}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

function Marcacao({
  rotulo,
  marcado,
  onMarcar,
}: {
  rotulo: string;
  marcado: boolean;
  onMarcar: (marcado: boolean) => void;
}) {
  return (
    <Checkbox.Root
      checked={marcado}
      onCheckedChange={(e) => onMarcar(e.checked === true)}
      colorPalette="brand"
      minH="11"
      cursor="pointer"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{rotulo}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Create or edit a thermal printer (issue 30), validated by the shared schema. */
export function ImpressoraFormDialog({
  impressora,
  agentes,
  estacoes,
  onFechar,
}: ImpressoraFormDialogProps) {
  const { valores, erros, setErros, mudar, campo, interruptor, validar } = useCampos(() =>
    valoresIniciais(impressora, agentes),
  );
  const [criar] = useCriarImpressoraMutation();
  const [atualizar] = useAtualizarImpressoraMutation();
  const computadores = agentesParaEscolher(agentes, impressora?.agente_id ?? null);
  const escolhiveis = estacoesParaEscolher(estacoes, valores.estacoes);
  const rede = valores.conexao === 'rede';

  /** The server's refusal, in the toast and under its field. */
  function lerErro(erro: unknown, padrao: string) {
    const mensagem = mensagemDeErro(erro, padrao);
    const campoDoErro = campoDoErroDoServidor(mensagem);
    if (campoDoErro) setErros((atuais) => ({ ...atuais, [campoDoErro]: mensagem }));
    return mensagem;
  }

  async function salvar() {
    const dados = validar(impressoraFormSchema, entradaDoFormulario(valores));
    if (!dados) return false;
    return comAviso(
      'salvar-impressora',
      () => (impressora ? atualizar({ id: impressora.id, dados }) : criar(dados)).unwrap(),
      {
        sucesso: impressora
          ? TEXTOS_IMPRESSORA.impressoraAtualizada
          : TEXTOS_IMPRESSORA.impressoraCriada,
        erro: TEXTOS_IMPRESSORA.erroSalvar,
      },
      lerErro,
    );
  }

  return (
    <FormDialog
      titulo={impressora ? 'Editar impressora' : 'Adicionar impressora'}
      descricao={impressora ? impressora.nome : 'Térmica, na rede ou no USB'}
      tamanho="lg"
      onSalvar={salvar}
      onFechar={onFechar}
      testId="impressora-form"
    >
      <Stack gap="4">
        <CampoDeTexto
          rotulo="Nome"
          {...campo('nome')}
          placeholder="Ex.: Cozinha, Bar, Caixa"
          autoComplete="off"
        />
        <FormField
          label="Computador"
          error={erros.agente_id}
          helper={
            computadores.length === 0
              ? 'Nenhum computador pareado: adicione um em Computadores de impressão primeiro.'
              : 'O computador que manda os tickets para esta impressora'
          }
        >
          <Selecao
            name="agente_id"
            valor={valores.agente_id}
            onValor={(v) => mudar('agente_id', v)}
          >
            <option value="">
              {computadores.length === 0 ? 'Nenhum computador pareado' : 'Escolha o computador'}
            </option>
            {computadores.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.nome}
              </option>
            ))}
          </Selecao>
        </FormField>
        <FormField label="Conexão" error={erros.conexao}>
          <Segmentos
            valor={valores.conexao}
            itens={OPCOES_DE_CONEXAO}
            onValor={(conexao) => mudar('conexao', conexao)}
            aria-label="Conexão"
            size="md"
            w="full"
          />
        </FormField>
        <SimpleGrid columns={rede ? { base: 1, sm: 3 } : 1} gap="4">
          <Box gridColumn={rede ? { sm: 'span 2' } : undefined}>
            <CampoDeTexto
              rotulo="Endereço"
              {...campo('endereco')}
              placeholder={EXEMPLO_DE_ENDERECO[valores.conexao]}
              ajuda={AJUDA_DO_ENDERECO[valores.conexao]}
              autoComplete="off"
              spellCheck={false}
              fontFamily="mono"
              inputMode={rede ? 'url' : 'text'}
            />
          </Box>
          {rede && (
            <CampoDeTexto
              rotulo="Porta"
              {...campo('porta')}
              ajuda="Quase sempre 9100"
              type="number"
              inputMode="numeric"
              min={1}
              max={65535}
              step={1}
            />
          )}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Largura do papel" error={erros.largura}>
            <Segmentos
              valor={valores.largura}
              itens={OPCOES_DE_LARGURA}
              onValor={(largura) => mudar('largura', largura)}
              aria-label="Largura do papel"
              size="md"
              w="full"
            />
          </FormField>
          <CampoDeTexto
            rotulo="Cópias"
            {...campo('copias')}
            ajuda="De 1 a 5 de cada papel"
            type="number"
            inputMode="numeric"
            min={1}
            max={5}
            step={1}
          />
        </SimpleGrid>
        <Marcacoes legenda="Imprime" erro={erros.documentos} ajuda="O que sai nesta impressora">
          {DOCUMENTOS_DE_IMPRESSAO.map((documento) => (
            <Marcacao
              key={documento}
              rotulo={NOME_DO_DOCUMENTO[documento]}
              marcado={valores.documentos.includes(documento)}
              onMarcar={(marcado) =>
                mudar('documentos', alternarNaLista(valores.documentos, documento, marcado))
              }
            />
          ))}
        </Marcacoes>
        {escolhiveis.length > 0 ? (
          <Marcacoes
            legenda="Estações"
            erro={erros.estacoes}
            ajuda={
              valores.estacoes.length === 0
                ? 'Nenhuma marcada: imprime o pedido inteiro'
                : 'Imprime só os itens das estações marcadas'
            }
          >
            {escolhiveis.map((estacao) => (
              <Marcacao
                key={estacao.id}
                rotulo={estacao.ativo ? estacao.nome : `${estacao.nome} (inativa)`}
                marcado={valores.estacoes.includes(estacao.id)}
                onMarcar={(marcado) =>
                  mudar('estacoes', alternarNaLista(valores.estacoes, estacao.id, marcado))
                }
              />
            ))}
          </Marcacoes>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Sem estações da cozinha: a impressora recebe o pedido inteiro.
          </Text>
        )}
        <Interruptor
          rotulo="Automática"
          descricao="Imprime o ticket assim que o pedido chega à cozinha. Desligada, só imprime quando alguém pede (Reimprimir)"
          {...interruptor('automatica')}
        />
        <Interruptor
          rotulo="Ativa"
          descricao="Inativa, não imprime nada até ser ligada de novo"
          {...interruptor('ativo')}
        />
      </Stack>
    </FormDialog>
  );
}
