import {
  MENSAGENS_CATALOGO,
  salvarOpcoesSchema,
  type ProdutoAdmin,
  type TipoOpcao,
} from '@cardapio/shared-events';
import {
  Alert,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Input,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { LuCircleMinus, LuCirclePlus, LuEye, LuPlus } from 'react-icons/lu';
import { formatarReais } from '../../../../app/format';
import { mensagemDeErro } from '../../../../app/http';
import { notify } from '../../../../app/toaster';
import { validarComSchema, type ErrosDoFormulario } from '../../../../app/validacao';
import { FormDialog } from '../../../../components/FormDialog';
import { EscolhaDoProdutoDialog } from '../../components/EscolhaDoProdutoDialog';
import {
  adicionalDasSelecoes,
  OpcoesDoProduto,
  type Selecoes,
} from '../../components/OpcoesDoProduto';
import { useOpcoesAdminQuery, useSalvarOpcoesMutation } from '../api';
import {
  corpoParaSalvar,
  editaveis,
  gruposDaPrevia,
  novaOpcao,
  type OpcaoEditavel,
} from '../personalizacao';
import { OpcaoEditor } from './OpcaoEditor';

function Secao({
  titulo,
  icone,
  acao,
  children,
}: {
  titulo: string;
  icone: ReactNode;
  acao?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="3" as="section" aria-label={titulo}>
      <HStack justify="space-between" gap="2">
        <HStack gap="2" fontWeight="800">
          <Box color="brand.fg">{icone}</Box>
          <Heading as="h3" fontSize="md">
            {titulo}
          </Heading>
        </HStack>
        {acao}
      </HStack>
      {children}
    </Stack>
  );
}

/** Errors under `opcoes.{i}.`, keyed by the rest of the path. */
function errosDaOpcao(erros: ErrosDoFormulario, indice: number): ErrosDoFormulario {
  const prefixo = `opcoes.${indice}.`;
  return Object.fromEntries(
    Object.entries(erros)
      .filter(([caminho]) => caminho.startsWith(prefixo))
      .map(([caminho, msg]) => [caminho.slice(prefixo.length), msg]),
  );
}

interface EditorProps {
  produto: ProdutoAdmin;
  inicial: OpcaoEditavel[];
  onFechar: () => void;
}

/** The editor proper, started from the saved groups. */
function EditorDePersonalizacao({ produto, inicial, onFechar }: EditorProps) {
  const [opcoes, setOpcoes] = useState(inicial);
  const [padrao, setPadrao] = useState({ obrigatorio: false, max_selecoes: '1' });
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [selecoes, setSelecoes] = useState<Selecoes>({});
  const [vendoComoCliente, setVendoComoCliente] = useState(false);
  const [salvarOpcoes, salvamento] = useSalvarOpcoesMutation();

  const grupos = useMemo(() => gruposDaPrevia(opcoes), [opcoes]);
  const adicionais = opcoes.filter((o) => o.tipo === 'adicionar');
  const remocoes = opcoes.filter((o) => o.tipo === 'remover');
  const totalDeItens = opcoes.reduce((soma, o) => soma + o.itens.length, 0);
  const obrigatorias = opcoes.filter((o) => o.obrigatorio).length;

  function adicionar(tipo: TipoOpcao) {
    setOpcoes((atuais) => [...atuais, novaOpcao(tipo, atuais, padrao)]);
    setErros({});
  }

  function mudar(chave: string, opcao: OpcaoEditavel) {
    setOpcoes((atuais) => atuais.map((o) => (o.chave === chave ? opcao : o)));
    setErros({});
  }

  async function salvar() {
    const resultado = validarComSchema(salvarOpcoesSchema, corpoParaSalvar(opcoes));
    if (!resultado.ok) {
      setErros(resultado.erros);
      const primeira = Object.values(resultado.erros)[0];
      if (primeira) notify.error(primeira, { acao: 'salvar-personalizacao' });
      return;
    }
    try {
      await salvarOpcoes({ produtoId: produto.id, dados: resultado.dados }).unwrap();
      notify.success(MENSAGENS_CATALOGO.personalizacaoSalva, { acao: 'salvar-personalizacao' });
      onFechar();
    } catch (erro) {
      notify.error(mensagemDeErro(erro, MENSAGENS_CATALOGO.erroSalvarPersonalizacao), {
        acao: 'salvar-personalizacao',
      });
    }
  }

  const lista = (tipo: TipoOpcao) =>
    opcoes.map((opcao, i) =>
      opcao.tipo === tipo ? (
        <OpcaoEditor
          key={opcao.chave}
          opcao={opcao}
          erros={errosDaOpcao(erros, i)}
          onChange={(nova) => mudar(opcao.chave, nova)}
          onRemover={() => setOpcoes((atuais) => atuais.filter((o) => o.chave !== opcao.chave))}
        />
      ) : null,
    );

  const vazio = (texto: string) => (
    <Text
      fontSize="sm"
      color="fg.muted"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderStyle="dashed"
      textAlign="center"
    >
      {texto}
    </Text>
  );

  return (
    <FormDialog
      aberto
      titulo="Personalizar produto"
      descricao={`${produto.nome} · ${formatarReais(produto.preco)}`}
      largo
      salvar="Salvar personalização"
      salvando={salvamento.isLoading}
      onSalvar={() => void salvar()}
      onFechar={onFechar}
      testId="personalizar"
    >
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <Stack gap="6">
          {erros.opcoes && (
            <Alert.Root status="error" rounded="xl">
              <Alert.Indicator />
              <Alert.Title>{erros.opcoes}</Alert.Title>
            </Alert.Root>
          )}
          <Secao
            titulo="Adicionais"
            icone={<LuCirclePlus />}
            acao={
              <Button
                type="button"
                size="sm"
                variant="outline"
                rounded="lg"
                onClick={() => adicionar('adicionar')}
              >
                <LuPlus /> Adicional
              </Button>
            }
          >
            {adicionais.length === 0 ? vazio('Nenhum adicional. Ex.: Bacon, queijo extra.') : null}
            {lista('adicionar')}
          </Secao>
          <Secao
            titulo="Remoções"
            icone={<LuCircleMinus />}
            acao={
              <Button
                type="button"
                size="sm"
                variant="outline"
                rounded="lg"
                onClick={() => adicionar('remover')}
              >
                <LuPlus /> Remoção
              </Button>
            }
          >
            {remocoes.length === 0 ? vazio('Nenhuma remoção. Ex.: Sem cebola, sem picles.') : null}
            {lista('remover')}
          </Secao>
        </Stack>

        <Stack gap="5" position={{ lg: 'sticky' }} top="0" alignSelf="start">
          <Stack gap="3" p="4" rounded="xl" bg="bg.muted">
            <Heading as="h3" fontSize="sm">
              Configurações gerais
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              Valores usados nas novas opções.
            </Text>
            <Switch.Root
              checked={padrao.obrigatorio}
              onCheckedChange={(e) => setPadrao((p) => ({ ...p, obrigatorio: e.checked }))}
              colorPalette="brand"
              size="sm"
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label fontSize="sm">Novas opções obrigatórias</Switch.Label>
            </Switch.Root>
            <HStack gap="2">
              <Text fontSize="sm">Máx. de seleções padrão</Text>
              <Input
                aria-label="Máximo de seleções padrão"
                type="number"
                min={1}
                size="sm"
                w="20"
                rounded="lg"
                bg="bg.panel"
                value={padrao.max_selecoes}
                onChange={(e) => setPadrao((p) => ({ ...p, max_selecoes: e.target.value }))}
              />
            </HStack>
          </Stack>

          <Stack gap="2" p="4" rounded="xl" borderWidth="1px" borderColor="border.subtle">
            <Heading as="h3" fontSize="sm">
              Resumo
            </Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="resumo-personalizacao">
              {adicionais.length} {adicionais.length === 1 ? 'adicional' : 'adicionais'} ·{' '}
              {remocoes.length} {remocoes.length === 1 ? 'remoção' : 'remoções'} · {totalDeItens}{' '}
              {totalDeItens === 1 ? 'item' : 'itens'} · {obrigatorias}{' '}
              {obrigatorias === 1 ? 'obrigatória' : 'obrigatórias'}
            </Text>
          </Stack>

          <Stack gap="3">
            <HStack justify="space-between">
              <Heading as="h3" fontSize="sm">
                Prévia para o cliente
              </Heading>
              <Text fontSize="sm" fontWeight="800" color="brand.fg">
                {formatarReais(produto.preco + adicionalDasSelecoes(grupos, selecoes))}
              </Text>
            </HStack>
            <Button
              type="button"
              size="sm"
              variant="subtle"
              rounded="lg"
              onClick={() => setVendoComoCliente(true)}
            >
              <LuEye /> Ver como o cliente
            </Button>
            {grupos.length === 0 ? (
              vazio('As opções aparecem aqui como o cliente verá.')
            ) : (
              <Box maxH={{ lg: '96' }} overflowY="auto" rounded="xl">
                <OpcoesDoProduto
                  grupos={grupos}
                  selecoes={selecoes}
                  faltando={new Set()}
                  onChange={(grupoId, itens) => setSelecoes((s) => ({ ...s, [grupoId]: itens }))}
                />
              </Box>
            )}
          </Stack>
        </Stack>
      </Grid>
      {vendoComoCliente && (
        <EscolhaDoProdutoDialog
          produto={produto}
          grupos={grupos}
          rotuloConfirmar="Adicionar ao Carrinho"
          testId="previa-do-cliente"
          onFechar={() => setVendoComoCliente(false)}
          onConfirmar={() => {
            notify.info('Prévia: o cliente adicionaria este item ao carrinho.');
            setVendoComoCliente(false);
          }}
        />
      )}
    </FormDialog>
  );
}

/** Customisation of a product (staff-side §2, §5): loads its groups, then edits them. */
export function PersonalizarDialog({
  produto,
  onFechar,
}: {
  produto: ProdutoAdmin;
  onFechar: () => void;
}) {
  const opcoes = useOpcoesAdminQuery(produto.id);
  if (opcoes.isLoading) {
    return (
      <FormDialog
        aberto
        titulo="Personalizar produto"
        largo
        onSalvar={() => {}}
        onFechar={onFechar}
      >
        <Stack gap="3" aria-busy="true">
          <Skeleton h="24" rounded="xl" />
          <Skeleton h="24" rounded="xl" />
        </Stack>
      </FormDialog>
    );
  }
  if (opcoes.isError && opcoes.data === undefined) {
    return (
      <FormDialog
        aberto
        titulo="Personalizar produto"
        salvar="Tentar novamente"
        onSalvar={() => void opcoes.refetch()}
        onFechar={onFechar}
      >
        <Text color="fg.error">Erro ao carregar personalização</Text>
      </FormDialog>
    );
  }
  return (
    <EditorDePersonalizacao
      produto={produto}
      inicial={editaveis(opcoes.data ?? [])}
      onFechar={onFechar}
    />
  );
}
