import { MENSAGENS_DA_EQUIPE, type Pedido, type ProdutoMenu } from '@cardapio/shared-events';
import {
  Alert,
  Button,
  Center,
  Dialog,
  Flex,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';
import {
  LuArrowLeft,
  LuCheck,
  LuPlus,
  LuSave,
  LuShoppingBag,
  LuTruck,
  LuWallet,
} from 'react-icons/lu';
import { Link, useNavigate, useParams } from 'react-router';
import { formatarReais } from '../../../../app/format';
import { useAppSelector } from '../../../../app/hooks';
import { mensagemDeErro } from '../../../../app/http';
import { notify } from '../../../../app/toaster';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { Dialogo } from '../../../../components/Dialogo';
import { PaginaDoPainel } from '../../../../components/PaginaDoPainel';
import { Painel } from '../../../../components/Painel';
import { SecaoComTitulo } from '../../../../components/SecaoComTitulo';
import { selectSessao } from '../../../auth/slice';
import { useMenuQuery } from '../../../cardapio/api';
import { Catalogo } from '../../../comandas/components/Catalogo';
import { ProdutoDialog, type ItemEscolhido } from '../../../comandas/components/ProdutoDialog';
import { PixDialog } from '../../../pagamentos/components/PixDialog';
import { SimularPagamento } from '../../../pagamentos/components/SimularPagamento';
import { textoDoAgendamento } from '../../../ritmo/agendamento';
import { QuandoDoPedido } from '../../../ritmo/components/QuandoDoPedido';
import { usePedidosDaEquipeQuery, type PedidoDaEquipeCriado } from '../api';
import { ClienteDoNovoPedido } from '../components/ClienteDoNovoPedido';
import { EntregaDoNovoPedido } from '../components/EntregaDoNovoPedido';
import { ItensDoNovoPedido } from '../components/ItensDoNovoPedido';
import { PagamentoDoNovoPedido } from '../components/PagamentoDoNovoPedido';
import { ResumoDoNovoPedido } from '../components/ResumoDoNovoPedido';
import { podeSerCorrigido } from '../novoPedido';
import { useNovoPedido } from '../useNovoPedido';

const QUADRO = '/dashboard/pedidos';
const SEM_OPCOES: ItemEscolhido = { quantidade: 1, observacoes: '', personalizacoes: [] };
const DURACAO_DO_AVISO = 6000;

/** The first field to fix, wherever the page is scrolled. */
function irAoPrimeiroErro() {
  window.requestAnimationFrame(() =>
    document
      .querySelector('[data-novo-pedido] [data-invalid], [data-novo-pedido] [role=alert]')
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
  );
}

/** A card of the page with its small title. */
function Bloco({
  titulo,
  icone,
  rotulo,
  children,
}: {
  titulo: string;
  icone: ReactNode;
  rotulo: string;
  children: ReactNode;
}) {
  return (
    <Painel as="section" aria-label={rotulo} p={{ base: '4', md: '5' }} gap="0">
      <SecaoComTitulo icone={icone} titulo={titulo} gap="3">
        {children}
      </SecaoComTitulo>
    </Painel>
  );
}

/**
 * /dashboard/pedidos/novo (issue 31 §1): staff take an order at the counter or on the phone. The
 * customer by phone (their last address and last order to repeat), the waiter's catalogue and
 * options dialog, delivery / pickup / counter with the menu's freight quote, a coupon, and the
 * payment: cash with change, card, PIX with its QR code on this screen, or on delivery.
 *
 * Desktop: the customer and the catalogue on the left, the order on the right. Phones: one
 * column (customer, items, delivery, payment), the catalogue in a full-screen dialog.
 */
export function NovoPedidoPage() {
  useDocumentTitle('Novo pedido');
  // The dashboard's guard lets only staff in: their company's menu and orders.
  const empresaId = useAppSelector(selectSessao).usuario?.empresa_id ?? 0;
  return <TelaDoPedido empresaId={empresaId} corrigindo={null} />;
}

/** The correction page while the order cannot be shown: loading, gone, or already started. */
function SemCorrecao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <PaginaDoPainel titulo={titulo} acoes={<VoltarAoQuadro />}>
      {children}
    </PaginaDoPainel>
  );
}

function VoltarAoQuadro() {
  return (
    <Button asChild variant="outline" rounded="xl">
      <Link to={QUADRO}>
        <LuArrowLeft /> Voltar aos pedidos
      </Link>
    </Button>
  );
}

/**
 * /dashboard/pedidos/:id/corrigir (issue 31 §1): the same screen, filled from an order the
 * kitchen has not started, to fix its items, customer, delivery or payment. The order is the
 * live board's (so a start in the kitchen shows here at once); the form is filled once the menu
 * is read, for today's prices.
 */
export function CorrigirPedidoPage() {
  const id = Number(useParams().id);
  useDocumentTitle(`Corrigir pedido #${id}`);
  const empresaId = useAppSelector(selectSessao).usuario?.empresa_id ?? 0;
  const pedidos = usePedidosDaEquipeQuery(
    { empresaId, sessao: 'cliente' },
    { skip: empresaId === 0 },
  );
  const menu = useMenuQuery(empresaId, { skip: empresaId === 0 });
  const pedido = pedidos.data?.find((p) => p.id === id);
  const titulo = `Corrigir pedido #${id}`;

  if (pedidos.isLoading || menu.isLoading)
    return (
      <SemCorrecao titulo={titulo}>
        <Center py="16" gap="3" color="fg.muted">
          <Spinner size="sm" /> <Text>Carregando pedido...</Text>
        </Center>
      </SemCorrecao>
    );
  if (!pedido)
    return (
      <SemCorrecao titulo={titulo}>
        <Alert.Root status="warning" rounded="xl">
          <Alert.Indicator />
          <Alert.Title>Pedido não encontrado entre os pedidos do quadro.</Alert.Title>
        </Alert.Root>
      </SemCorrecao>
    );
  return <TelaDoPedido key={pedido.id} empresaId={empresaId} corrigindo={pedido} />;
}

/** Why the order can no longer be corrected, in the server's words. */
function motivoSemCorrecao(pedido: Pedido): string {
  if (pedido.tipo_pedido === 'mesa') return MENSAGENS_DA_EQUIPE.correcaoDaComanda;
  if (pedido.metodo_pagamento === 'site') return MENSAGENS_DA_EQUIPE.correcaoComPix;
  return MENSAGENS_DA_EQUIPE.jaComecou;
}

/** 'Novo pedido', or with `corrigindo` the correction of that order. */
function TelaDoPedido({ empresaId, corrigindo }: { empresaId: number; corrigindo: Pedido | null }) {
  const navigate = useNavigate();
  const novo = useNovoPedido(empresaId, corrigindo);
  // Started (or refused) meanwhile: the live order says so, and there is nothing to save.
  const bloqueado = corrigindo !== null && !podeSerCorrigido(corrigindo);
  const [produtoAberto, setProdutoAberto] = useState<ProdutoMenu | null>(null);
  const [criado, setCriado] = useState<PedidoDaEquipeCriado | null>(null);
  // Phones: the catalogue is a full-screen dialog, so the order and its payment stay in reach.
  const telaPequena = useBreakpointValue({ base: true, lg: false }, { ssr: false }) ?? false;
  const [catalogoAberto, setCatalogoAberto] = useState(false);
  const { adicionar } = novo;

  const adicionarProduto = useCallback(
    (produto: ProdutoMenu, item: ItemEscolhido) => {
      adicionar(produto, item);
      setProdutoAberto(null);
      notify.success(`${produto.nome} adicionado ao pedido`);
    },
    [adicionar],
  );
  const adicionarRapido = useCallback(
    (produto: ProdutoMenu) => {
      // Products with options open the dialog; the rest go in with quantity 1.
      if (produto.tem_opcoes) setProdutoAberto(produto);
      else adicionarProduto(produto, SEM_OPCOES);
    },
    [adicionarProduto],
  );

  async function corrigir(id: number) {
    try {
      const resposta = await novo.corrigir();
      if (!resposta) {
        notify.error('Confira os campos destacados', { acao: 'corrigir-pedido' });
        irAoPrimeiroErro();
        return;
      }
      notify.success(
        {
          title: `Pedido #${id} corrigido · ${formatarReais(resposta.pedido.total)}`,
          duration: DURACAO_DO_AVISO,
        },
        { acao: 'corrigir-pedido' },
      );
      navigate(QUADRO);
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao corrigir pedido'), { acao: 'corrigir-pedido' });
    }
  }

  async function criar() {
    if (corrigindo) return corrigir(corrigindo.id);
    try {
      const resposta = await novo.criar();
      if (!resposta) {
        notify.error('Confira os campos destacados', { acao: 'criar-pedido' });
        irAoPrimeiroErro();
        return;
      }
      const { pedido, cobranca } = resposta;
      // PIX: the QR code stays on screen (titled with the order) until paid or closed.
      if (cobranca) {
        notify.resolvido('criar-pedido');
        setCriado(resposta);
        return;
      }
      // Long enough to read the number out to the customer, back on the board.
      notify.success(
        {
          title: `Pedido #${pedido.id} criado · ${formatarReais(pedido.total)}`,
          description: pedido.agendado_para ? textoDoAgendamento(pedido.agendado_para) : undefined,
          duration: DURACAO_DO_AVISO,
        },
        { acao: 'criar-pedido' },
      );
      navigate(QUADRO);
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao criar pedido'), { acao: 'criar-pedido' });
    }
  }

  const totalDeItens = novo.linhas.reduce((soma, l) => soma + l.quantidade, 0);
  const catalogo = (
    <Catalogo
      produtos={novo.menu.data?.produtos}
      categorias={novo.menu.data?.categorias}
      carregando={novo.menu.isLoading}
      desabilitado={novo.criando}
      dica="Adicionar ao pedido"
      onAbrir={setProdutoAberto}
      onAdicionar={adicionarRapido}
    />
  );

  return (
    <PaginaDoPainel
      titulo={corrigindo ? `Corrigir pedido #${corrigindo.id}` : 'Novo pedido'}
      descricao={
        corrigindo
          ? 'Só até a cozinha começar: o pedido mantém o número, e a cozinha e o quadro recebem a versão corrigida.'
          : 'Pedido do balcão ou por telefone: entra no quadro e na cozinha na hora.'
      }
      acoes={<VoltarAoQuadro />}
    >
      {corrigindo && bloqueado && (
        <Alert.Root status="error" rounded="xl" data-testid="correcao-bloqueada">
          <Alert.Indicator />
          <Alert.Title>{motivoSemCorrecao(corrigindo)}</Alert.Title>
        </Alert.Root>
      )}
      <Flex
        direction={{ base: 'column', lg: 'row' }}
        gap="5"
        align={{ lg: 'flex-start' }}
        data-novo-pedido=""
      >
        <Stack flex="1" minW="0" gap="5">
          <ClienteDoNovoPedido novo={novo} />
          {!telaPequena && (
            <Stack as="section" aria-label="Adicionar produtos" gap="3">
              <Heading as="h2" fontSize="md" fontWeight="800">
                Adicionar produtos
              </Heading>
              {catalogo}
            </Stack>
          )}
        </Stack>

        <Stack w={{ lg: '26rem', xl: '28rem' }} flexShrink={0} gap="5">
          <Bloco
            titulo={totalDeItens > 0 ? `Itens do pedido (${totalDeItens})` : 'Itens do pedido'}
            icone={<LuShoppingBag />}
            rotulo="Itens do pedido"
          >
            <ItensDoNovoPedido
              linhas={novo.linhas}
              erro={novo.erros.itens}
              onQuantidade={novo.quantidade}
            />
            {telaPequena && (
              <Button
                variant="outline"
                colorPalette="brand"
                size="lg"
                rounded="xl"
                onClick={() => setCatalogoAberto(true)}
              >
                <LuPlus /> Adicionar produtos
              </Button>
            )}
          </Bloco>
          <Bloco titulo="Entrega" icone={<LuTruck />} rotulo="Entrega">
            <Stack gap="5">
              <EntregaDoNovoPedido novo={novo} empresaId={empresaId} />
              {/* A correction keeps the order's time: only a new order is scheduled. */}
              {!corrigindo && (
                <QuandoDoPedido
                  empresaId={empresaId}
                  valor={novo.form.agendadoPara}
                  onMudar={(valor) => novo.mudar('agendadoPara', valor)}
                  preparoMin={novo.preparoMin}
                  erro={novo.erros.agendado_para ?? null}
                  equipe
                  desabilitado={novo.criando}
                />
              )}
            </Stack>
          </Bloco>
          <Bloco titulo="Pagamento" icone={<LuWallet />} rotulo="Pagamento">
            <Stack gap="5">
              <PagamentoDoNovoPedido novo={novo} />
              <ResumoDoNovoPedido novo={novo} />
              <Button
                colorPalette="brand"
                size="xl"
                rounded="2xl"
                fontWeight="bold"
                loading={novo.criando}
                loadingText={corrigindo ? 'Salvando correção...' : 'Criando pedido...'}
                disabled={bloqueado}
                onClick={() => void criar()}
              >
                {corrigindo ? (
                  <>
                    <LuSave /> Salvar correção
                  </>
                ) : (
                  <>
                    <LuCheck /> Criar pedido
                  </>
                )}
              </Button>
              <HStack justify="center">
                <Text fontSize="xs" color="fg.muted" textAlign="center">
                  Preços, frete e desconto finais são os do servidor, mostrados ao{' '}
                  {corrigindo ? 'salvar' : 'criar'}.
                </Text>
              </HStack>
            </Stack>
          </Bloco>
        </Stack>
      </Flex>

      {telaPequena && (
        <Dialogo
          aberto={catalogoAberto}
          onFechar={() => setCatalogoAberto(false)}
          size="full"
          scrollBehavior="inside"
          motionPreset="slide-in-bottom"
        >
          <Dialog.Header>
            <Dialog.Title>Adicionar produtos</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body px="4">{catalogo}</Dialog.Body>
          <Dialog.Footer>
            <Button
              colorPalette="brand"
              size="lg"
              rounded="xl"
              w="full"
              onClick={() => setCatalogoAberto(false)}
            >
              <LuCheck />
              {totalDeItens > 0
                ? `Concluir · ${totalDeItens} ${totalDeItens === 1 ? 'item' : 'itens'}`
                : 'Concluir'}
            </Button>
          </Dialog.Footer>
        </Dialogo>
      )}

      {produtoAberto && (
        <ProdutoDialog
          produto={produtoAberto}
          adicionando={false}
          rotuloConfirmar="Adicionar ao pedido"
          onAdicionar={(item) => adicionarProduto(produtoAberto, item)}
          onFechar={() => setProdutoAberto(null)}
        />
      )}
      {criado?.cobranca && (
        <PixDialog
          empresaId={empresaId}
          pix={criado.cobranca}
          aberto
          onFechar={() => navigate(QUADRO)}
          equipe={{ extras: <SimularPagamento pedido={criado.pedido} /> }}
        />
      )}
    </PaginaDoPainel>
  );
}
