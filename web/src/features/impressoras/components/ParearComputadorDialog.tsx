import { novoAgenteSchema } from '@cardapio/shared-events';
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  List,
  Portal,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LuCheck, LuCircleCheck, LuCopy, LuPrinter, LuRefreshCw, LuTimerOff } from 'react-icons/lu';
import { formatarContagem, useTempoRestante } from '../../../app/contagem';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { validarComSchema } from '../../../app/validacao';
import { CaixaDeIcone } from '../../../components/CaixaDeIcone';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import {
  COMANDO_DEPOIS_DE_REINICIAR,
  comandoDoAgente,
  PASSOS_DO_PAREAMENTO,
  sistemaProvavel,
} from '../agentes';
import {
  useAdicionarComputadorMutation,
  useDesconectarComputadorMutation,
  useImpressorasQuery,
  type CodigoDePareamento,
} from '../api';
import { TEXTOS_IMPRESSORA } from '../formulario';

/** While the code waits, the list is read this often (an agent that pairs sends no event). */
const LEITURA_ENQUANTO_ESPERA_MS = 3_000;

const NUNCA = new Date(0).toISOString();

/** The footer's buttons: side by side across a phone, compact from tablets up. */
const BOTAO = {
  rounded: 'xl',
  flex: { base: '1', md: 'initial' },
  minH: { base: '11', md: '10' },
} as const;

interface ParearComputadorDialogProps {
  /** A code already generated (reopened from the list); null: asks the computer's name first. */
  inicial: CodigoDePareamento | null;
  /** A new code: the page keeps it, so the list can show it while it waits. */
  onCodigo: (codigo: CodigoDePareamento) => void;
  onAdicionarImpressora: () => void;
  onFechar: () => void;
}

/** The command, in a dark box, with its copy button. */
function Comando({ comando }: { comando: string }) {
  const [copiado, setCopiado] = useState(false);
  async function copiar() {
    try {
      await navigator.clipboard.writeText(comando);
      setCopiado(true);
      notify.success('Comando copiado');
      window.setTimeout(() => setCopiado(false), 2_000);
    } catch {
      notify.error('Não foi possível copiar. Selecione o comando e copie.');
    }
  }
  return (
    <HStack
      align="flex-start"
      gap="2"
      p="3"
      ps="4"
      rounded="xl"
      bg="gray.900"
      color="gray.50"
      _dark={{ bg: 'gray.950' }}
    >
      <Text
        as="code"
        flex="1"
        minW="0"
        py="1.5"
        fontFamily="mono"
        fontSize="sm"
        lineHeight="1.6"
        overflowWrap="anywhere"
        data-testid="comando-do-agente"
      >
        {comando}
      </Text>
      <IconButton
        aria-label={copiado ? 'Comando copiado' : 'Copiar comando'}
        title="Copiar comando"
        size="sm"
        variant="subtle"
        colorPalette="gray"
        rounded="lg"
        minH={{ base: '11', md: '9' }}
        minW={{ base: '11', md: '9' }}
        flexShrink={0}
        onClick={() => void copiar()}
      >
        {copiado ? <LuCheck /> : <LuCopy />}
      </IconButton>
    </HStack>
  );
}

/** Windows and Linux, 4 steps each. */
function Passos() {
  const sistemas = [
    { valor: 'windows', rotulo: 'Windows' },
    { valor: 'linux', rotulo: 'Linux' },
  ] as const;
  return (
    <Tabs.Root
      defaultValue={sistemaProvavel(navigator.userAgent)}
      variant="enclosed"
      size="sm"
      fitted
    >
      <Tabs.List rounded="xl" w="full">
        {sistemas.map((s) => (
          <Tabs.Trigger key={s.valor} value={s.valor} rounded="lg" minH="9">
            {s.rotulo}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sistemas.map((s) => (
        <Tabs.Content key={s.valor} value={s.valor} pt="3">
          <List.Root as="ol" gap="2" ps="5" fontSize="sm" lineHeight="1.5">
            {PASSOS_DO_PAREAMENTO[s.valor].map((passo) => (
              <List.Item key={passo} _marker={{ color: 'fg.muted', fontWeight: 'bold' }}>
                {passo}
              </List.Item>
            ))}
          </List.Root>
          <Text fontSize="xs" color="fg.muted" mt="3">
            Se o computador reiniciar, rode só{' '}
            <Text as="code" fontFamily="mono" color="fg">
              {COMANDO_DEPOIS_DE_REINICIAR}
            </Text>{' '}
            na mesma pasta: ele já está pareado.
          </Text>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The code, big, counting down. */
function CodigoGrande({ codigo, restante }: { codigo: string; restante: number }) {
  return (
    <Stack
      align="center"
      gap="1"
      py={{ base: '4', md: '5' }}
      px="4"
      rounded="2xl"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      textAlign="center"
    >
      <Text
        fontSize="xs"
        fontWeight="bold"
        color="brand.fg"
        textTransform="uppercase"
        letterSpacing="0.06em"
      >
        Código de pareamento
      </Text>
      <Text
        fontFamily="mono"
        fontWeight="800"
        fontSize={{ base: '4xl', md: '5xl' }}
        lineHeight="1.1"
        letterSpacing="0.06em"
        data-testid="codigo-de-pareamento"
      >
        {codigo}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Vale uma vez, por mais{' '}
        <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums" color="fg">
          {formatarContagem(restante)}
        </Text>
      </Text>
      <HStack gap="2" mt="2" color="fg.muted" fontSize="sm" role="status">
        <Spinner size="xs" color="brand.solid" flexShrink={0} />
        <Text>Aguardando o computador se conectar…</Text>
      </HStack>
    </Stack>
  );
}

/**
 * 'Adicionar computador' (issue 30): the computer's name, then its one-time code, big, with the
 * command to run on it and the steps for Windows and Linux. While the code waits the list is read
 * every few seconds; once the computer paired the dialog says so.
 */
export function ParearComputadorDialog({
  inicial,
  onCodigo,
  onAdicionarImpressora,
  onFechar,
}: ParearComputadorDialogProps) {
  const [codigo, setCodigo] = useState<CodigoDePareamento | null>(inicial);
  const [nome, setNome] = useState('');
  const [erro, setErro] = useState<string>();
  const [adicionar, { isLoading: gerando }] = useAdicionarComputadorMutation();
  const [remover] = useDesconectarComputadorMutation();
  const restante = useTempoRestante(codigo?.expira_em ?? NUNCA, codigo !== null);

  const { data } = useImpressorasQuery();
  const agente = codigo ? data?.agentes.find((a) => a.id === codigo.agente.id) : undefined;
  const pareado = agente?.pareado === true;
  const expirou = codigo !== null && !pareado && restante <= 0;
  useImpressorasQuery(undefined, {
    pollingInterval: codigo && !pareado && !expirou ? LEITURA_ENQUANTO_ESPERA_MS : 0,
    skipPollingIfUnfocused: false,
  });

  async function gerar(nomeDoComputador: string) {
    const validado = validarComSchema(novoAgenteSchema, { nome: nomeDoComputador });
    if (!validado.ok) {
      setErro(validado.erros.nome);
      return;
    }
    try {
      const novo = await adicionar(validado.dados).unwrap();
      setCodigo(novo);
      onCodigo(novo);
    } catch (falha) {
      notify.error(mensagemDeErro(falha, TEXTOS_IMPRESSORA.erroCodigo));
    }
  }

  async function gerarOutro() {
    if (!codigo) return;
    // The expired one leaves the list: the new code is the same computer's.
    await remover(codigo.agente.id)
      .unwrap()
      .catch(() => undefined);
    await gerar(codigo.agente.nome);
  }

  const enviarNome = (evento: FormEvent) => {
    evento.preventDefault();
    if (!gerando) void gerar(nome);
  };

  const nomeDoComputador = agente?.nome ?? codigo?.agente.nome ?? '';
  let titulo = 'Adicionar computador';
  let descricao: ReactNode = 'O computador do restaurante que fica ligado às impressoras';
  let corpo: ReactNode;
  let rodape: ReactNode;

  if (!codigo) {
    corpo = (
      <form id="form-novo-computador" onSubmit={enviarNome} noValidate>
        <CampoDeTexto
          rotulo="Nome do computador"
          name="nome"
          valor={nome}
          onValor={(texto) => {
            setNome(texto);
            setErro(undefined);
          }}
          erro={erro}
          ajuda="Como ele aparece na lista e na escolha das impressoras"
          placeholder="Ex.: Caixa, Computador da cozinha"
          autoComplete="off"
          maxLength={60}
          autoFocus
        />
      </form>
    );
    rodape = (
      <>
        <Button {...BOTAO} variant="outline" onClick={onFechar} disabled={gerando}>
          Cancelar
        </Button>
        <Button
          {...BOTAO}
          type="submit"
          form="form-novo-computador"
          colorPalette="brand"
          loading={gerando}
        >
          Gerar código
        </Button>
      </>
    );
  } else if (pareado) {
    titulo = 'Computador pareado';
    descricao = nomeDoComputador;
    corpo = (
      <Stack align="center" textAlign="center" gap="3" py={{ base: '10', md: '8' }} role="status">
        <CaixaDeIcone boxSize="16" rounded="full" paleta="green" fontSize="3xl">
          <LuCircleCheck />
        </CaixaDeIcone>
        <Text fontSize="2xl" fontWeight="800" data-testid="computador-conectado">
          Computador conectado!
        </Text>
        <Text color="fg.muted" maxW="sm">
          &quot;{nomeDoComputador}&quot; está pareado e pronto para imprimir. Agora cadastre as
          impressoras que ele alcança.
        </Text>
      </Stack>
    );
    rodape = (
      <>
        <Button {...BOTAO} variant="outline" onClick={onFechar}>
          Concluir
        </Button>
        <Button {...BOTAO} colorPalette="brand" onClick={onAdicionarImpressora}>
          <LuPrinter /> Adicionar impressora
        </Button>
      </>
    );
  } else {
    titulo = 'Parear o computador';
    descricao = nomeDoComputador;
    const comando = comandoDoAgente(window.location.origin, codigo.codigo, codigo.agente.nome);
    corpo = (
      <Stack gap="5">
        {expirou ? (
          <Stack
            align="center"
            textAlign="center"
            gap="2"
            py="5"
            px="4"
            rounded="2xl"
            bg="red.subtle"
            role="alert"
          >
            <LuTimerOff size="28" />
            <Text fontWeight="800">O código expirou</Text>
            <Text fontSize="sm" color="fg.muted">
              Gere outro e use o novo no comando.
            </Text>
            <Button
              colorPalette="brand"
              rounded="xl"
              minH="11"
              loading={gerando}
              onClick={() => void gerarOutro()}
            >
              <LuRefreshCw /> Gerar outro código
            </Button>
          </Stack>
        ) : (
          <CodigoGrande codigo={codigo.codigo} restante={restante} />
        )}
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            No computador das impressoras, rode na pasta do Cardápio Vivo:
          </Text>
          <Comando comando={comando} />
        </Stack>
        <Passos />
      </Stack>
    );
    rodape = (
      <Button {...BOTAO} variant="outline" onClick={onFechar}>
        Fechar
      </Button>
    );
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onFechar();
      }}
      onFocusOutside={(e) => e.preventDefault()}
      size={{ base: 'full', md: 'lg' }}
      placement={{ base: 'top', md: 'center' }}
      scrollBehavior="inside"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner>
          <Dialog.Content
            rounded={{ base: 'none', md: '2xl' }}
            minH={{ md: 'auto' }}
            data-testid="parear-computador"
          >
            <Dialog.Header borderBottomWidth="1px" borderColor="border.subtle" pe="14">
              <Stack gap="0.5" minW="0">
                <Dialog.Title fontSize="lg" fontWeight="800">
                  {titulo}
                </Dialog.Title>
                <Dialog.Description asChild>
                  <Text color="fg.muted" fontSize="sm" truncate>
                    {descricao}
                  </Text>
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body py="5">{corpo}</Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" borderColor="border.subtle">
              <Box
                display="flex"
                flexWrap={{ base: 'wrap', md: 'nowrap' }}
                alignItems="center"
                justifyContent="flex-end"
                gap="3"
                w="full"
              >
                {rodape}
              </Box>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
