import {
  MENSAGENS_AUTOATENDIMENTO,
  MENSAGENS_COMANDA,
  type Comanda,
  type ComandaFisica,
  type Mesa,
} from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import {
  LuArrowRightLeft,
  LuLock,
  LuLockOpen,
  LuPlus,
  LuReceiptText,
  LuTrash2,
  LuUsers,
} from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router';
import { formatarReais } from '../../../app/format';
import { mensagemDeErro, statusDoErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { EstadoVazio } from '../../cardapio/components/EstadoVazio';
import {
  POLLING_GARCOM_MS,
  useAbrirComandaNaMesaMutation,
  useBloquearQrDaMesaMutation,
  useComandasDoGarcomQuery,
  useMesaDoGarcomQuery,
  useRemoverComandaDaMesaMutation,
  useTransferirMesaMutation,
} from '../api';
import { COR_STATUS_MESA, rotuloDoStatus } from '../../mesas/status';
import { mesaOcupada, statusNoSalao } from '../aoVivo';
import { CabecalhoDoGarcom } from '../components/CabecalhoDoGarcom';
import { ComandaAtivaCard, ComandaEncerradaLinha } from '../components/ComandaCards';
import { FecharContaDialog } from '../conta/components/FecharContaDialog';
import { ComandaFisicaPicker } from '../components/ComandaFisicaPicker';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';
import { Painel } from '../../../components/Painel';
import { NaoEncontrada } from '../components/NaoEncontrada';
import { pessoas } from '../components/MesaCard';
import { LancarComandaDialog, TransferirMesaDialog } from '../components/MesaDialogs';
import { useGarcomAoVivo } from '../useGarcomAoVivo';

function Contador({ rotulo, valor, cor }: { rotulo: string; valor: number; cor: string }) {
  return (
    <Stack gap="0" align="center" flex="1" py="2" rounded="xl" bg={`${cor}.subtle`}>
      <Text fontWeight="800" fontSize="xl" color={`${cor}.fg`}>
        {valor}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {rotulo}
      </Text>
    </Stack>
  );
}

/** /garcom/mesa/:id (staff-side §2): the table's tabs, launch, transfer, remove. */
export function MesaPage() {
  const id = Number(useParams().id);
  const valido = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  useGarcomAoVivo();

  const mesa = useMesaDoGarcomQuery(id, { skip: !valido, pollingInterval: POLLING_GARCOM_MS });
  const comandas = useComandasDoGarcomQuery(id, {
    skip: !valido,
    pollingInterval: POLLING_GARCOM_MS,
  });
  useDocumentTitle(mesa.data ? `${mesa.data.nome} · Garçom` : 'Mesa · Garçom');

  const naoEncontrada = !valido || statusDoErro(mesa.error) === 404;
  const falhou = (mesa.isError && !naoEncontrada) || comandas.isError;
  useEffect(() => {
    if (falhou) notify.error('Erro ao carregar dados da mesa');
  }, [falhou]);

  const [lancando, setLancando] = useState(false);
  const [escolhendoFisica, setEscolhendoFisica] = useState(false);
  const [transferindo, setTransferindo] = useState(false);
  const [paraRemover, setParaRemover] = useState<Comanda | null>(null);
  const [paraFechar, setParaFechar] = useState<Comanda | null>(null);
  const [abrir, { isLoading: abrindo }] = useAbrirComandaNaMesaMutation();
  const [transferir, { isLoading: transferindoAgora }] = useTransferirMesaMutation();
  const [remover, { isLoading: removendo }] = useRemoverComandaDaMesaMutation();
  const [bloquearQr, { isLoading: bloqueandoQr }] = useBloquearQrDaMesaMutation();

  const grupos = useMemo(() => {
    const lista = comandas.data ?? [];
    return {
      ativas: lista.filter((c) => c.status === 'ativa'),
      fechadas: lista.filter((c) => c.status === 'fechada'),
      pagas: lista.filter((c) => c.status === 'paga'),
    };
  }, [comandas.data]);

  const voltar = () => navigate('/garcom/dashboard');
  if (naoEncontrada) {
    return (
      <NaoEncontrada
        titulo="Mesa não encontrada"
        descricao="Ela pode ter sido removida."
        onVoltar={voltar}
      />
    );
  }

  async function lancar(fisica?: ComandaFisica) {
    try {
      const { comanda } = await abrir({ mesa_id: id, comanda_fisica_id: fisica?.id }).unwrap();
      notify.success(
        fisica
          ? 'Comanda física adicionada à mesa com sucesso!'
          : 'Comanda criada na mesa com sucesso!',
      );
      setLancando(false);
      setEscolhendoFisica(false);
      navigate(`/garcom/comanda/${comanda.id}`);
    } catch (erro) {
      notify.error(
        mensagemDeErro(
          erro,
          fisica ? 'Erro ao adicionar comanda física à mesa' : 'Erro ao criar comanda na mesa',
        ),
      );
    }
  }

  function abrirTransferencia() {
    if (grupos.ativas.length === 0) {
      notify.error(MENSAGENS_COMANDA.semComandasParaTransferir);
      return;
    }
    setTransferindo(true);
  }

  async function transferirPara(destino: Mesa) {
    const primeira = grupos.ativas[0];
    if (!primeira) {
      notify.error(MENSAGENS_COMANDA.semComandasParaTransferir);
      return;
    }
    try {
      const resposta = await transferir({
        comandaId: primeira.id,
        novaMesaId: destino.id,
        mesaId: id,
      }).unwrap();
      const n = resposta.transferidas ?? grupos.ativas.length;
      notify.success(
        n === 1
          ? `1 comanda transferida para ${destino.nome}!`
          : `${n} comandas transferidas para ${destino.nome}!`,
      );
      setTransferindo(false);
      navigate(`/garcom/mesa/${destino.id}`);
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao transferir mesa'));
    }
  }

  /** 'Bloquear QR da mesa' / 'Liberar QR da mesa' (issue 31 §2): the answer says which. */
  async function alternarQr(bloqueado: boolean) {
    try {
      const resposta = await bloquearQr({ mesaId: id, bloqueado }).unwrap();
      notify.success(
        resposta.mensagem ||
          (bloqueado
            ? MENSAGENS_AUTOATENDIMENTO.qrBloqueadoOk
            : MENSAGENS_AUTOATENDIMENTO.qrDesbloqueadoOk),
        { acao: 'bloquear-qr' },
      );
    } catch (erro) {
      notify.error(
        mensagemDeErro(
          erro,
          bloqueado ? 'Erro ao bloquear o QR Code da mesa' : 'Erro ao liberar o QR Code da mesa',
        ),
        { acao: 'bloquear-qr' },
      );
    }
  }

  async function confirmarRemocao() {
    if (!paraRemover) return;
    try {
      await remover({ id: paraRemover.id, mesaId: id }).unwrap();
      notify.success('Comanda removida da mesa!');
      setParaRemover(null);
    } catch (erro) {
      const mensagem = mensagemDeErro(erro, 'Erro ao remover comanda da mesa');
      notify.error(mensagem);
      if (/enviad/i.test(mensagem)) {
        notify.warning('Itens já enviados para a cozinha impedem remover a comanda.');
      }
      setParaRemover(null);
    }
  }

  const dados = mesa.data;
  const ocupada = dados ? mesaOcupada(dados) : false;
  const bloqueado = dados?.qr_bloqueado ?? false;

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <CabecalhoDoGarcom
        voltarPara="/garcom/dashboard"
        rotuloVoltar="Voltar para as mesas"
        titulo={dados ? `${dados.numero} - ${dados.nome}` : 'Mesa'}
        subtitulo={dados ? pessoas(dados.capacidade) : undefined}
      />
      <Container as="main" maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
        {!dados ? (
          <Stack gap="4">
            <Skeleton h="40" rounded="2xl" />
            <Skeleton h="32" rounded="2xl" />
          </Stack>
        ) : (
          <Stack gap={{ base: '5', md: '6' }}>
            <Painel gap="4" p={{ base: '4', md: '6' }}>
              <HStack justify="space-between" align="start" gap="3">
                <Box minW="0">
                  <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="800" truncate>
                    {dados.nome}
                  </Heading>
                  <HStack gap="1.5" color="fg.muted" fontSize="sm">
                    <LuUsers />
                    <Text>Capacidade: {pessoas(dados.capacidade)}</Text>
                  </HStack>
                </Box>
                <Stack gap="1" align="end" flexShrink={0}>
                  <Badge
                    colorPalette={COR_STATUS_MESA[statusNoSalao(dados)]}
                    variant="subtle"
                    rounded="full"
                    px="2.5"
                    data-testid="mesa-status"
                  >
                    {rotuloDoStatus(statusNoSalao(dados))}
                  </Badge>
                  {bloqueado && (
                    <Badge colorPalette="red" variant="subtle" rounded="full" px="2.5">
                      <LuLock /> QR bloqueado
                    </Badge>
                  )}
                  {ocupada && (
                    <Text fontWeight="800" fontSize="lg">
                      {formatarReais(dados.total_ativo)}
                    </Text>
                  )}
                </Stack>
              </HStack>
              <HStack gap="2">
                <Contador rotulo="Ativas" valor={grupos.ativas.length} cor="green" />
                <Contador rotulo="Fechadas" valor={grupos.fechadas.length} cor="gray" />
                <Contador rotulo="Pagas" valor={grupos.pagas.length} cor="blue" />
              </HStack>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
                <Button
                  flex="1"
                  size="lg"
                  minH="11"
                  rounded="xl"
                  colorPalette="brand"
                  disabled={dados.status === 'manutencao'}
                  onClick={() => setLancando(true)}
                >
                  <LuPlus />{' '}
                  {dados.status === 'manutencao' ? 'Mesa em manutenção' : 'Lançar Comanda'}
                </Button>
                {grupos.ativas.length > 0 && (
                  <Button
                    flex="1"
                    size="lg"
                    minH="11"
                    rounded="xl"
                    variant="outline"
                    onClick={abrirTransferencia}
                  >
                    <LuArrowRightLeft /> Transferir Mesa
                  </Button>
                )}
                <Button
                  flex="1"
                  size="lg"
                  minH="11"
                  rounded="xl"
                  variant="outline"
                  colorPalette={bloqueado ? 'green' : 'red'}
                  loading={bloqueandoQr}
                  data-bloqueado={bloqueado}
                  data-testid="mesa-bloquear-qr"
                  onClick={() => void alternarQr(!bloqueado)}
                >
                  {bloqueado ? <LuLockOpen /> : <LuLock />}{' '}
                  {bloqueado ? 'Liberar QR da mesa' : 'Bloquear QR da mesa'}
                </Button>
              </Stack>
            </Painel>

            <Stack gap="3">
              <Heading as="h2" fontSize="md" fontWeight="800">
                Comandas ativas
              </Heading>
              {comandas.isLoading ? (
                <Skeleton h="32" rounded="2xl" />
              ) : grupos.ativas.length === 0 ? (
                <EstadoVazio
                  icone={<LuReceiptText />}
                  titulo="Nenhuma comanda ativa"
                  descricao="Use 'Lançar Comanda' para começar o atendimento desta mesa."
                />
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
                  {grupos.ativas.map((c) => (
                    <ComandaAtivaCard
                      key={c.id}
                      comanda={c}
                      removendo={removendo && paraRemover?.id === c.id}
                      onRemover={setParaRemover}
                      onFecharConta={setParaFechar}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>

            {grupos.fechadas.length + grupos.pagas.length > 0 && (
              <Stack gap="3">
                <Heading as="h2" fontSize="md" fontWeight="800">
                  Comandas encerradas
                </Heading>
                <Stack gap="2">
                  {[...grupos.fechadas, ...grupos.pagas].map((c) => (
                    <ComandaEncerradaLinha key={c.id} comanda={c} />
                  ))}
                </Stack>
              </Stack>
            )}
          </Stack>
        )}
      </Container>

      <FecharContaDialog
        comanda={paraFechar}
        onFechar={() => setParaFechar(null)}
        onFechada={(c) => navigate(`/garcom/comanda/${c.id}`)}
      />
      <LancarComandaDialog
        aberto={lancando && !escolhendoFisica}
        carregando={abrindo}
        onDigital={() => void lancar()}
        onFisica={() => setEscolhendoFisica(true)}
        onFechar={() => setLancando(false)}
      />
      <ComandaFisicaPicker
        aberto={escolhendoFisica}
        titulo="Lançar com Comanda Física"
        confirmar="Lançar Comanda"
        carregando={abrindo}
        onEscolher={(c) => void lancar(c)}
        onFechar={() => {
          setEscolhendoFisica(false);
          setLancando(false);
        }}
      />
      {dados && (
        <TransferirMesaDialog
          aberto={transferindo}
          mesaAtual={dados}
          carregando={transferindoAgora}
          onTransferir={(destino) => void transferirPara(destino)}
          onFechar={() => setTransferindo(false)}
        />
      )}
      <ConfirmarDialog
        aberto={paraRemover !== null}
        titulo="Remover comanda"
        mensagem="Tem certeza que deseja remover esta comanda da mesa?"
        confirmar="Remover"
        cor="red"
        icone={<LuTrash2 />}
        carregando={removendo}
        onConfirmar={() => void confirmarRemocao()}
        onFechar={() => setParaRemover(null)}
      />
    </Box>
  );
}
