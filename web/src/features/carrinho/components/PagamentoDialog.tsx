import {
  lerDinheiro,
  MENSAGENS_PIX,
  textoDoCampoDeDinheiro,
  type MetodoNaEntrega,
  type NovoPedidoInput,
  type RespostaDoPagarPix,
  type Endereco,
  type UsuarioPublico,
} from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  RadioCard,
  Separator,
  SimpleGrid,
  Spinner,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  LuArrowLeft,
  LuBanknote,
  LuCreditCard,
  LuGlobe,
  LuHandCoins,
  LuMapPin,
  LuQrCode,
  LuWallet,
} from 'react-icons/lu';
import { formatarTelefone } from '../../../app/format';
import { mensagemDeErro } from '../../../app/http';
import { DinheiroInput } from '../../../components/DinheiroInput';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import { useClienteDaEmpresa } from '../../auth/useClienteDaEmpresa';
import { useEmpresaPublicaQuery } from '../../empresas/api';
import { AceiteDoWhatsapp } from '../../whatsapp/components/AceiteDoWhatsapp';
import { rastrear } from '../../cardapio/pixel';
import { abrirPainel } from '../../cardapio/painelDaLoja';
import { useCriarPedidoMutation } from '../../pedidos/api';
import { usePagarPixMutation } from '../../pagamentos/api';
import { PixDialog } from '../../pagamentos/components/PixDialog';
import { ehErroDoAgendamento, horaDoAgendamento } from '../../ritmo/agendamento';
import { QuandoDoPedido } from '../../ritmo/components/QuandoDoPedido';
import { carrinhoApi, useCalcularFreteMutation, useCarrinhoDaLoja } from '../api';
import {
  enderecoCompleto,
  enderecoParaApi,
  entregaGratisAtiva,
  freteCobrado,
  totalAPagar,
  type EstadoDeEntrega,
} from '../entrega';
import { formatarReais } from '../../../app/format';
import { enderecoEmTexto } from '../formatacao';
import { ERRO_DE_FRETE } from './EnderecoEFrete';
import { BotaoDaFolha } from './BotaoDaFolha';
import { LinhaDoResumo, TotalDoResumo } from './ResumoDeValores';
import { Folha } from './Folha';

export const DURACAO_TOAST_PEDIDO = 6000;

type Modo = 'entrega' | 'site';

const METODOS: { valor: MetodoNaEntrega; rotulo: string; descricao: string; icone: ReactNode }[] = [
  { valor: 'dinheiro', rotulo: 'Dinheiro', descricao: 'Troco na hora', icone: <LuBanknote /> },
  { valor: 'cartao', rotulo: 'Cartão', descricao: 'Crédito ou débito', icone: <LuCreditCard /> },
  { valor: 'pix', rotulo: 'PIX', descricao: 'QR Code na entrega', icone: <LuQrCode /> },
];

interface PagamentoDialogProps {
  empresaId: number;
  aberto: boolean;
  onFechar: () => void;
  entrega: EstadoDeEntrega;
}

/** Payment modal (customer-side §2, §4): on delivery (dinheiro, cartão, PIX) or on the site. */
export function PagamentoDialog({ empresaId, aberto, onFechar, entrega }: PagamentoDialogProps) {
  const dispatch = useAppDispatch();
  const usuario = useClienteDaEmpresa(empresaId);
  const { data: carrinho } = useCarrinhoDaLoja(empresaId);
  const [criarPedido, { isLoading: enviandoPedido }] = useCriarPedidoMutation();
  const [pagarPix, { isLoading: gerandoPix }] = usePagarPixMutation();
  const enviando = enviandoPedido || gerandoPix;
  const [pix, setPix] = useState<RespostaDoPagarPix | null>(null);
  const [calcular, { isLoading: calculandoFrete }] = useCalcularFreteMutation();
  const { data: loja } = useEmpresaPublicaQuery(empresaId);

  const [modo, setModo] = useState<Modo | null>(null);
  const [metodo, setMetodo] = useState<MetodoNaEntrega | null>(null);
  const [precisaTroco, setPrecisaTroco] = useState(false);
  const [textoTroco, setTextoTroco] = useState('');
  const [trocoRecusado, setTrocoRecusado] = useState<string | null>(null);
  const [erroFrete, setErroFrete] = useState<string | null>(null);
  // 'Quando?' (issue 31 §3): null as soon as possible, else the chosen time for later today.
  const [agendadoPara, setAgendadoPara] = useState<string | null>(null);
  const [erroAgendamento, setErroAgendamento] = useState<string | null>(null);
  // WhatsApp messages about the order (issue 32 §2): asked when the store sends them and the
  // customer has a phone; left out otherwise (nothing is sent).
  const [whatsappAceito, setWhatsappAceito] = useState(true);
  const [abertoAntes, setAbertoAntes] = useState(aberto);

  // Every opening starts from the first step.
  if (aberto !== abertoAntes) {
    setAbertoAntes(aberto);
    if (aberto) {
      setModo(null);
      setMetodo(null);
      setPrecisaTroco(false);
      setTextoTroco('');
      setTrocoRecusado(null);
      setErroFrete(null);
      setAgendadoPara(null);
      setErroAgendamento(null);
      setPix(null);
      setWhatsappAceito(true);
    }
  }

  const { endereco, frete: resultadoFrete, definirFrete, retirada } = entrega;
  const temEndereco = retirada || enderecoCompleto(endereco);
  const gratis = !retirada && entregaGratisAtiva(carrinho);
  const frete = retirada ? 0 : freteCobrado(carrinho, resultadoFrete);
  const foraDaArea = !retirada && Boolean(resultadoFrete?.foraDaArea);
  // The earliest a delivery can arrive is its quote (preparation, busy minutes and the trip).
  const preparoMin = (!retirada && !foraDaArea && resultadoFrete?.tempoEstimado) || null;
  const agendamento = agendadoPara ? { agendado_para: new Date(agendadoPara) } : {};
  const telefoneDoCliente = usuario?.telefone?.trim() || null;
  const perguntaWhatsapp = Boolean(loja?.mensagens_whatsapp && telefoneDoCliente);
  const aceite = perguntaWhatsapp ? { whatsapp_aceito: whatsappAceito } : {};
  const tipoPedido = retirada ? 'retirada' : 'entrega';
  const enderecoDoPedido = retirada ? undefined : enderecoParaApi(endereco);
  const subtotal = carrinho?.total ?? 0;
  // The coupon's discount as the server computed it for this cart; the order recomputes it.
  const cupom = carrinho?.cupom && carrinho.cupom.desconto > 0 ? carrinho.cupom : null;
  const desconto = cupom?.desconto ?? 0;
  const total = totalAPagar(subtotal, desconto, frete);
  // A 100 % coupon with pickup: nothing to pay, so no QR code (the server decides, on its total).
  const nadaAPagar = Boolean(carrinho) && total === 0 && frete !== null;
  // Nothing to pay, no change to bring.
  const comTroco = precisaTroco && !nadaAPagar;

  // The fee is part of what the customer pays: calculated here when the cart did not.
  const precisaCalcular = aberto && !retirada && temEndereco && !resultadoFrete && !erroFrete;
  useEffect(() => {
    if (!precisaCalcular) return;
    let ativo = true;
    calcular({ ...enderecoParaApi(endereco), empresa_id: empresaId })
      .unwrap()
      .then((r) => {
        if (!ativo) return;
        if (r.sucesso && r.dados) definirFrete(r.dados);
        else setErroFrete(r.erro || ERRO_DE_FRETE);
      })
      .catch((e: unknown) => {
        if (ativo) setErroFrete(mensagemDeErro(e, ERRO_DE_FRETE));
      });
    return () => {
      ativo = false;
    };
    // The address is read once per need: its identity changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [precisaCalcular, calcular, definirFrete, empresaId]);

  // Read like every money field ('50', '54,80', 'R$ 100'); ambiguous text does not read.
  const lidoTroco = lerDinheiro(textoTroco);
  const valorTroco = lidoTroco.ok ? lidoTroco.centavos / 100 : Number.NaN;
  const trocoInformado = lidoTroco.ok && valorTroco > 0;
  const trocoInsuficiente = comTroco && trocoInformado && valorTroco < total;
  const troco = comTroco && trocoInformado && !trocoInsuficiente ? valorTroco - total : null;
  const dinheiroOk = metodo !== 'dinheiro' || !comTroco || (trocoInformado && !trocoInsuficiente);
  const freteOk = retirada || (gratis ? !foraDaArea : frete !== null);
  const podeConfirmar =
    ((modo === 'entrega' && metodo !== null && dinheiroOk) || modo === 'site') &&
    freteOk &&
    !enviando &&
    !!carrinho;

  async function confirmar() {
    if (!usuario) {
      notify.error('Você precisa estar logado para finalizar o pedido', {
        acao: 'finalizar-pedido',
      });
      return;
    }
    if (!temEndereco) {
      notify.error('Configure o endereço de entrega antes de finalizar o pedido', {
        acao: 'finalizar-pedido',
      });
      return;
    }
    if (!carrinho?.itens.length) {
      notify.error('Adicione itens ao carrinho', { acao: 'finalizar-pedido' });
      return;
    }
    if (modo === 'site') {
      await gerarPix();
      return;
    }
    if (modo !== 'entrega' || !metodo || !dinheiroOk) return;

    const corpo: NovoPedidoInput & { empresa_id: number } = {
      empresa_id: empresaId,
      mesa: retirada ? 'Retirada' : 'Entrega',
      tipo_pedido: tipoPedido,
      itens: carrinho.itens.map((i) => ({
        produto_id: i.produto_id,
        produto_nome: i.produto_nome,
        produto_descricao: i.descricao,
        quantidade: i.quantidade,
        preco_unitario: i.preco_unitario,
        observacoes: i.observacoes,
        // Only real choices go into the order (§5), each with its tipo and a quantity.
        personalizacoes: i.personalizacoes
          .filter((p) => p.opcao_id > 0 && p.item_id > 0)
          .map((p) => ({ ...p, quantidade: p.quantidade || 1 })),
      })),
      observacoes: carrinho.carrinho.observacoes,
      dados_cliente: dadosDoCliente(usuario, enderecoDoPedido),
      valor_frete: frete ?? 0,
      metodo_pagamento: 'entrega',
      detalhes_pagamento: {
        metodo,
        precisaTroco: metodo === 'dinheiro' && comTroco,
        valorTroco: metodo === 'dinheiro' && comTroco ? valorTroco : null,
      },
      ...agendamento,
      ...aceite,
    };

    try {
      const pedido = await criarPedido(corpo).unwrap();
      notify.resolvido('finalizar-pedido');
      notify.success({
        title: 'Pedido realizado com sucesso!',
        description: pedido.agendado_para
          ? `Pedido #${pedido.id} agendado para ${horaDoAgendamento(pedido.agendado_para)}. Acompanhe em Meus Pedidos.`
          : `Pedido #${pedido.id} recebido. Acompanhe o preparo em Meus Pedidos.`,
        duration: DURACAO_TOAST_PEDIDO,
      });
      rastrear('Purchase', { value: pedido.total ?? total, currency: 'BRL' });
      // The server emptied the cart with the order; the cache follows at once.
      dispatch(carrinhoApi.util.updateQueryData('carrinho', empresaId, () => null));
      dispatch(abrirPainel('pedidos'));
    } catch (erro) {
      recusado(mensagemDeErro(erro, 'Erro ao finalizar pedido'), 'finalizar-pedido');
    }
  }

  /** A refusal: a toast, and beside 'Quando?' when it is about the chosen time. */
  function recusado(mensagem: string, acao?: string) {
    notify.error(mensagem, acao ? { acao } : undefined);
    if (ehErroDoAgendamento(mensagem)) setErroAgendamento(mensagem);
  }

  /** On site: the order and its PIX are created together by the server; the QR code opens. */
  async function gerarPix() {
    if (!usuario || !carrinho) return;
    try {
      const resposta = await pagarPix({
        empresa_id: empresaId,
        dadosPagamento: {
          transaction_amount: total,
          description: `Pedido em ${empresaId}`,
          payer: { email: usuario.email },
        },
        observacoes: carrinho.carrinho.observacoes,
        dados_cliente: dadosDoCliente(usuario, enderecoDoPedido),
        tipo_pedido: tipoPedido,
        ...agendamento,
        ...aceite,
      }).unwrap();
      setPix(resposta);
      // The server turned the cart into the order.
      dispatch(carrinhoApi.util.updateQueryData('carrinho', empresaId, () => null));
      // Nothing to pay: the order is already confirmed (a charge is tracked once it is paid).
      if (!resposta.pagamento_necessario) rastrear('Purchase', { value: 0, currency: 'BRL' });
    } catch (erro) {
      recusado(mensagemDeErro(erro, MENSAGENS_PIX.erroGerar));
    }
  }

  if (pix) return <PixDialog empresaId={empresaId} pix={pix} aberto={aberto} onFechar={onFechar} />;

  return (
    <Folha
      aberto={aberto}
      onFechar={onFechar}
      titulo="Pagamento"
      subtitulo="Como você prefere pagar?"
      icone={<LuWallet />}
      testId="pagamento"
      rodape={
        <>
          <BotaoDaFolha
            disabled={!podeConfirmar}
            loading={enviando}
            loadingText={
              modo === 'site' && !nadaAPagar ? 'Gerando QR Code...' : 'Enviando pedido...'
            }
            onClick={() => void confirmar()}
          >
            {modo === 'site' && !nadaAPagar ? 'Gerar QR Code PIX' : 'Confirmar Pedido'} ·{' '}
            {formatarReais(total)}
          </BotaoDaFolha>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => dispatch(abrirPainel('carrinho'))}
            disabled={enviando}
          >
            <LuArrowLeft /> Voltar ao carrinho
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Box rounded="2xl" borderWidth="1px" borderColor="border.subtle" bg="bg.subtle" p="4">
          <Stack gap="1.5" fontSize="sm">
            <LinhaDoResumo rotulo="Subtotal" valor={formatarReais(subtotal)} />
            {cupom && (
              <LinhaDoResumo
                rotulo={`Desconto (${cupom.codigo})`}
                valor={
                  <Text as="span" color="green.fg" data-testid="desconto-do-pagamento">
                    − {formatarReais(desconto)}
                  </Text>
                }
              />
            )}
            <LinhaDoResumo
              rotulo="Entrega"
              valor={
                gratis ? (
                  <Badge colorPalette="green" rounded="full">
                    Grátis
                  </Badge>
                ) : calculandoFrete ? (
                  <Spinner size="xs" />
                ) : frete !== null ? (
                  formatarReais(frete)
                ) : (
                  '—'
                )
              }
            />
            <Separator my="1" />
            <TotalDoResumo total={total} testId="total-do-pagamento" />
          </Stack>
          <HStack mt="3" gap="2" align="flex-start" color="fg.muted" fontSize="xs">
            <Box mt="0.5">
              <LuMapPin />
            </Box>
            <Text>
              {retirada ? 'Retirar no local' : enderecoEmTexto(enderecoParaApi(endereco))}
            </Text>
          </HStack>
          {(erroFrete || foraDaArea) && (
            <Text mt="2" fontSize="sm" color="red.fg" fontWeight="semibold">
              {foraDaArea ? 'Fora da Área de Entrega' : erroFrete}
            </Text>
          )}
        </Box>

        <QuandoDoPedido
          empresaId={empresaId}
          valor={agendadoPara}
          onMudar={(valor) => {
            setAgendadoPara(valor);
            setErroAgendamento(null);
          }}
          preparoMin={preparoMin}
          erro={erroAgendamento}
          desabilitado={enviando}
        />

        <GrupoDeOpcoes
          rotulo="Onde você quer pagar?"
          valor={modo}
          onMudar={(valor) => setModo(valor as Modo)}
        >
          <SimpleGrid columns={2} gap="3">
            <Opcao
              valor="entrega"
              rotulo="Pagar na Entrega"
              descricao="Dinheiro, cartão ou PIX"
              icone={<LuHandCoins />}
            />
            <Opcao
              valor="site"
              rotulo="Pagar pelo Site"
              descricao="PIX na hora, com QR Code"
              icone={<LuGlobe />}
            />
          </SimpleGrid>
        </GrupoDeOpcoes>

        {modo === 'entrega' && (
          <GrupoDeOpcoes
            rotulo="Forma de pagamento na entrega"
            valor={metodo}
            onMudar={(valor) => setMetodo(valor as MetodoNaEntrega)}
          >
            <SimpleGrid columns={3} gap="2">
              {METODOS.map((m) => (
                <Opcao
                  key={m.valor}
                  valor={m.valor}
                  rotulo={m.rotulo}
                  descricao={m.descricao}
                  icone={m.icone}
                  compacto
                />
              ))}
            </SimpleGrid>
          </GrupoDeOpcoes>
        )}

        {modo === 'site' && (
          <HStack
            gap="3"
            p="4"
            rounded="2xl"
            borderWidth="1px"
            borderColor="brand.muted"
            bg="brand.subtle"
            align="flex-start"
            data-testid="pix-explicacao"
          >
            <Box fontSize="xl" color="brand.fg" mt="0.5">
              <LuQrCode />
            </Box>
            <Text fontSize="sm">
              {nadaAPagar
                ? 'O total ficou em R$ 0,00: não há nada a pagar. O pedido é confirmado na hora, sem QR Code.'
                : 'Você paga agora com PIX: o QR Code e o código copia e cola aparecem na próxima tela e o pedido é confirmado assim que o pagamento for aprovado.'}
            </Text>
          </HStack>
        )}

        {modo === 'entrega' && metodo === 'dinheiro' && !nadaAPagar && (
          <Stack gap="3" p="4" rounded="2xl" borderWidth="1px" borderColor="border.subtle">
            <Switch.Root
              checked={precisaTroco}
              onCheckedChange={(e) => setPrecisaTroco(e.checked)}
              colorPalette="brand"
              size="lg"
              justifyContent="space-between"
              w="full"
            >
              <Switch.Label fontWeight="semibold">Precisa de troco?</Switch.Label>
              <Switch.HiddenInput />
              <Switch.Control />
            </Switch.Root>
            {precisaTroco && (
              <Field.Root invalid={trocoInsuficiente || trocoRecusado !== null}>
                <Field.Label fontSize="sm" fontWeight="semibold">
                  Troco para quanto?
                </Field.Label>
                <DinheiroInput
                  value={textoTroco}
                  onValueChange={(texto) => {
                    setTextoTroco(texto);
                    setTrocoRecusado(null);
                  }}
                  onErro={setTrocoRecusado}
                  placeholder={`Ex.: ${textoDoCampoDeDinheiro((Math.ceil(total / 10) * 10 + 50) * 100)}`}
                  size="lg"
                  rounded="xl"
                  autoFocus
                />
                {trocoRecusado !== null ? (
                  <Field.ErrorText>{trocoRecusado}</Field.ErrorText>
                ) : trocoInsuficiente ? (
                  <Field.ErrorText>
                    O valor deve ser igual ou maior que o total ({formatarReais(total)})
                  </Field.ErrorText>
                ) : troco !== null ? (
                  <Field.HelperText color="green.fg" fontWeight="semibold" data-testid="troco">
                    Seu troco: {formatarReais(troco)}
                  </Field.HelperText>
                ) : (
                  <Field.HelperText>Informe a nota com que vai pagar.</Field.HelperText>
                )}
              </Field.Root>
            )}
          </Stack>
        )}

        {perguntaWhatsapp && (
          <Box p="4" rounded="2xl" borderWidth="1px" borderColor="border.subtle">
            <AceiteDoWhatsapp
              aceito={whatsappAceito}
              onAceito={setWhatsappAceito}
              descricao={`As mensagens vão para o número ${formatarTelefone(telefoneDoCliente ?? '')}.`}
              desabilitado={enviando}
            />
          </Box>
        )}
      </Stack>
    </Folha>
  );
}

/** A titled group of option cards (one choice). */
function GrupoDeOpcoes({
  rotulo,
  valor,
  onMudar,
  children,
}: {
  rotulo: string;
  valor: string | null;
  onMudar: (valor: string | null) => void;
  children: ReactNode;
}) {
  return (
    <RadioCard.Root
      value={valor}
      onValueChange={(e) => onMudar(e.value)}
      colorPalette="brand"
      size="sm"
    >
      <RadioCard.Label fontWeight="bold" fontSize="sm" mb="1">
        {rotulo}
      </RadioCard.Label>
      {children}
    </RadioCard.Root>
  );
}

function Opcao({
  valor,
  rotulo,
  descricao,
  icone,
  desativado,
  selo,
  compacto,
}: {
  valor: string;
  rotulo: string;
  descricao: string;
  icone: ReactNode;
  desativado?: boolean;
  selo?: string;
  compacto?: boolean;
}) {
  return (
    <RadioCard.Item value={valor} disabled={desativado} rounded="xl" opacity={desativado ? 0.6 : 1}>
      <RadioCard.ItemHiddenInput />
      <RadioCard.ItemControl
        flexDirection="column"
        alignItems={compacto ? 'center' : 'flex-start'}
        textAlign={compacto ? 'center' : 'start'}
        gap="1.5"
        p={compacto ? '3' : '4'}
        minH={compacto ? '24' : undefined}
        position="relative"
      >
        <Box fontSize="xl" color="brand.fg">
          {icone}
        </Box>
        <RadioCard.ItemContent
          gap="0.5"
          flex="initial"
          justifyContent="flex-start"
          alignItems={compacto ? 'center' : 'flex-start'}
        >
          <RadioCard.ItemText fontWeight="bold" fontSize={compacto ? 'sm' : 'md'}>
            {rotulo}
          </RadioCard.ItemText>
          <RadioCard.ItemDescription fontSize="xs" color="fg.muted" opacity="1">
            {descricao}
          </RadioCard.ItemDescription>
        </RadioCard.ItemContent>
        {selo && (
          <Badge position="absolute" top="2" insetEnd="2" size="sm" rounded="full">
            {selo}
          </Badge>
        )}
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}

/** Who orders and where to: the order's and the PIX's dados_cliente. */
function dadosDoCliente(usuario: UsuarioPublico, endereco: Endereco | undefined) {
  return {
    nome: usuario.nome,
    sobrenome: usuario.sobrenome,
    telefone: usuario.telefone ?? undefined,
    email: usuario.email,
    endereco,
  };
}
