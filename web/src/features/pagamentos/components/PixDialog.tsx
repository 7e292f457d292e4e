import {
  intervaloDaConsultaPix,
  MENSAGENS_PIX,
  type PagarPixResposta,
  type PagarPixSemCobranca,
  type PixStatus,
  type PixStatusEvento,
  type RespostaDoPagarPix,
} from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  Center,
  Code,
  HStack,
  Image,
  Progress,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LuCircleCheck, LuCircleX, LuClock, LuCopy, LuQrCode, LuReceipt } from 'react-icons/lu';
import { api } from '../../../app/api';
import { ouvirEventos, useAoVivo } from '../../../app/aoVivo';
import { formatarReais } from '../../../app/format';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import { selectSessao } from '../../auth/slice';
import { rastrear } from '../../cardapio/pixel';
import { carrinhoApi } from '../../carrinho/api';
import { BotaoDaFolha } from '../../carrinho/components/BotaoDaFolha';
import { Folha } from '../../carrinho/components/Folha';
import { abrirPainel } from '../../cardapio/painelDaLoja';
import { useLazyStatusPixQuery } from '../api';
import { formatarContagem, useTempoRestante } from '../../../app/contagem';
import { CaixaDeIcone } from '../../../components/CaixaDeIcone';

export const DURACAO_TOAST_APROVADO = 6000;

interface PixDialogProps<R extends RespostaDoPagarPix = RespostaDoPagarPix> {
  empresaId: number;
  pix: R;
  aberto: boolean;
  onFechar: () => void;
  /**
   * Staff showing the QR code on their screen to a customer at the counter (issue 31 §1): none
   * of the storefront's steps (cart, 'Meus Pedidos', pixel); the order's own push on the staff
   * room settles it; `extras` go under the code (the demo store's 'Simular pagamento').
   */
  equipe?: { extras?: ReactNode };
}

/** After the expiry, how long to wait for the server's word before calling it expired here. */
const ESPERA_APOS_EXPIRAR_MS = 30_000;

/**
 * How the charge ended for the customer. 'pago_na_loja': the store marked the order paid by
 * hand (the charge was cancelled, the order is paid); the QR code must not be paid any more.
 */
type Desfecho = PixStatus | 'pago_na_loja';

/** The charge's status and the order's payment, as the push and the status query bring them. */
function desfechoDe(r: Pick<PixStatusEvento, 'status' | 'status_pagamento'>): Desfecho {
  if (r.status_pagamento !== 'pago') return r.status;
  return r.status === 'approved' ? 'approved' : 'pago_na_loja';
}

/**
 * The dialog after 'Gerar QR Code PIX': the charge to pay, or, when the order's total is
 * R$ 0,00, the order confirmed with nothing to pay (no QR code).
 */
export function PixDialog({ pix, ...props }: PixDialogProps) {
  return pix.pagamento_necessario ? (
    <CobrancaPix pix={pix} {...props} />
  ) : (
    <PedidoSemPagamento pix={pix} {...props} />
  );
}

/** Total R$ 0,00: the server placed the order paid; there is nothing to pay and no QR code. */
function PedidoSemPagamento({
  pix,
  aberto,
  onFechar,
  equipe,
}: PixDialogProps<PagarPixSemCobranca>) {
  const dispatch = useAppDispatch();
  return (
    <Folha
      aberto={aberto}
      onFechar={onFechar}
      titulo="Pedido confirmado"
      subtitulo={`Pedido #${pix.pedido_id} · ${formatarReais(0)}`}
      icone={<LuReceipt />}
      testId="pedido-sem-pagamento"
      tamanho="sm"
      fecharAoInteragirFora={false}
      rodape={
        equipe ? (
          <BotaoDaFolha onClick={onFechar}>
            <LuReceipt /> Voltar aos pedidos
          </BotaoDaFolha>
        ) : (
          <BotaoDaFolha onClick={() => dispatch(abrirPainel('pedidos'))}>
            <LuReceipt /> Ver meus pedidos
          </BotaoDaFolha>
        )
      }
    >
      <Resultado
        cor="green"
        icone={<LuCircleCheck />}
        titulo="Pedido confirmado!"
        texto={
          equipe
            ? 'O total ficou em R$ 0,00: não há nada a pagar, nem PIX para gerar.'
            : 'O total ficou em R$ 0,00: não há nada a pagar, nem PIX para gerar. Acompanhe o preparo em Meus Pedidos.'
        }
      />
    </Folha>
  );
}

/**
 * The PIX modal (customer-side §2, §4): QR code and copia-e-cola, then waiting for the payment
 * with a countdown to the charge's expira_em. The answer comes by push ('pix:status' in the
 * customer's room); polling on the server's schedule (5 s, then 15 s, then 30 s) stays as the
 * fallback. At the expiry the server is asked once more: it settles the charge and answers why.
 */
function CobrancaPix({
  empresaId,
  pix,
  aberto,
  onFechar,
  equipe,
}: PixDialogProps<PagarPixResposta>) {
  const dispatch = useAppDispatch();
  const { token } = useAppSelector(selectSessao);
  const [consultar] = useLazyStatusPixQuery();
  const [status, setStatus] = useState<Desfecho>(pix.status);
  const [copiado, setCopiado] = useState(false);
  const aguardando = status === 'pending';
  const base = RESULTADOS[status];
  const resultado = base && equipe ? { ...base, ...NA_EQUIPE[status] } : base;
  const pago = status === 'approved' || status === 'pago_na_loja';
  const restanteMs = useTempoRestante(pix.expira_em, aguardando);
  const validadeMs = Math.max(1, Date.parse(pix.expira_em) - Date.parse(pix.updated_at));
  const venceu = restanteMs <= 0;

  // The first final answer wins, whichever channel brings it.
  const [concluir] = useState(
    () => (novo: Pick<PixStatusEvento, 'status' | 'status_pagamento'>) =>
      setStatus((atual) =>
        atual === 'pending' && desfechoDe(novo) !== 'pending' ? desfechoDe(novo) : atual,
      ),
  );

  // Pushed news of this charge (the payer's 'pix:status'; on the staff's screen, the order's
  // 'pedido:atualizado', and then the charge is read); a reconnection may have missed it, so the
  // server is asked.
  useAoVivo(
    token,
    (socket) => {
      const aoMudar = (evento: PixStatusEvento) => {
        if (evento.payment_id === pix.payment_id) concluir(evento);
      };
      const aoMudarOPedido = (pedido: { id: number; status_pagamento: string }) => {
        if (pedido.id === pix.pedido_id && pedido.status_pagamento !== 'pendente')
          void consultar(pix.payment_id)
            .unwrap()
            .then(concluir)
            .catch(() => undefined);
      };
      return ouvirEventos(
        socket,
        equipe
          ? { 'pix:status': aoMudar, 'pedido:atualizado': aoMudarOPedido }
          : { 'pix:status': aoMudar },
      );
    },
    () => {
      void consultar(pix.payment_id)
        .unwrap()
        .then(concluir)
        .catch(() => undefined);
    },
    pix.payment_id,
  );

  // The fallback poll until the expiry, on the same schedule as the server's.
  useEffect(() => {
    if (!aguardando || venceu) return;
    const criadoEm = Date.parse(pix.updated_at);
    let falhou = false;
    let timer: number | undefined;
    const agendar = () => {
      const passo = intervaloDaConsultaPix(Date.now() - criadoEm);
      timer = window.setTimeout(() => {
        void consultar(pix.payment_id)
          .unwrap()
          .then(concluir)
          .catch(() => {
            if (!falhou) notify.error(MENSAGENS_PIX.erroVerificar);
            falhou = true;
          });
        agendar();
      }, passo);
    };
    agendar();
    return () => window.clearTimeout(timer);
  }, [aguardando, concluir, consultar, pix.payment_id, pix.updated_at, venceu]);

  // At the expiry the server settles the charge when asked; until it answers, ask every 5 s.
  useEffect(() => {
    if (!aguardando || !venceu) return;
    const perguntar = () =>
      void consultar(pix.payment_id)
        .unwrap()
        .then(concluir)
        .catch(() => undefined);
    perguntar();
    const repetir = window.setInterval(perguntar, 5000);
    const desistir = window.setTimeout(
      () => concluir({ status: 'expired', status_pagamento: 'cancelado' }),
      ESPERA_APOS_EXPIRAR_MS,
    );
    return () => {
      window.clearInterval(repetir);
      window.clearTimeout(desistir);
    };
  }, [aguardando, concluir, consultar, pix.payment_id, venceu]);

  // Paid (by the PIX, or by hand at the store): the spec's toast, the cart gone, the order
  // list read again.
  const avisado = useRef(false);
  useEffect(() => {
    if (!pago || avisado.current) return;
    avisado.current = true;
    // The staff's sheet says it itself (and 'Simular pagamento' has its own toast).
    if (equipe) return;
    notify.success({
      title: status === 'approved' ? MENSAGENS_PIX.aprovado : MENSAGENS_PIX.pagoNaLoja,
      duration: DURACAO_TOAST_APROVADO,
    });
    rastrear('Purchase', { value: pix.valor, currency: 'BRL' });
    dispatch(carrinhoApi.util.updateQueryData('carrinho', empresaId, () => null));
    dispatch(api.util.invalidateTags([{ type: 'Pedido', id: 'DO_CLIENTE' }]));
  }, [dispatch, empresaId, equipe, pix.valor, pago, status]);

  async function copiar() {
    try {
      await navigator.clipboard.writeText(pix.qr_code);
      setCopiado(true);
      notify.success(MENSAGENS_PIX.copiado);
      window.setTimeout(() => setCopiado(false), 2500);
    } catch {
      notify.error(MENSAGENS_PIX.erroCopiar);
    }
  }

  return (
    <Folha
      aberto={aberto}
      onFechar={onFechar}
      titulo="Pagamento PIX"
      subtitulo={`Pedido #${pix.pedido_id} · ${formatarReais(pix.valor)}`}
      icone={<LuQrCode />}
      testId="pix"
      tamanho="sm"
      // It replaces the payment dialog in place: the focus that dialog gives back on its way out
      // must not close the QR code the customer is paying.
      fecharAoInteragirFora={false}
      rodape={
        equipe ? (
          pago ? (
            <BotaoDaFolha onClick={onFechar}>
              <LuReceipt /> Voltar aos pedidos
            </BotaoDaFolha>
          ) : (
            <Button variant="ghost" size="sm" onClick={onFechar}>
              Fechar
            </Button>
          )
        ) : pago ? (
          <BotaoDaFolha onClick={() => dispatch(abrirPainel('pedidos'))}>
            <LuReceipt /> Ver meus pedidos
          </BotaoDaFolha>
        ) : (
          <Button variant="ghost" size="sm" onClick={onFechar}>
            {aguardando ? 'Fechar' : 'Voltar ao cardápio'}
          </Button>
        )
      }
    >
      {resultado ? (
        <Resultado {...resultado} />
      ) : (
        <Stack gap="4" align="stretch">
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            Abra o app do seu banco, escolha pagar com PIX e leia o QR Code ou use o código copia e
            cola.
          </Text>
          <Center>
            <Box
              bg="white"
              p="3"
              rounded="2xl"
              borderWidth="1px"
              borderColor="border.subtle"
              shadow="sm"
            >
              <Image
                src={`data:image/png;base64,${pix.qr_code_base64}`}
                alt="QR Code PIX"
                boxSize={{ base: '52', md: '56' }}
                data-testid="pix-qrcode"
              />
            </Box>
          </Center>
          <Stack gap="2">
            <Text fontSize="xs" fontWeight="bold" color="fg.muted" textTransform="uppercase">
              PIX copia e cola
            </Text>
            <Code
              display="block"
              p="3"
              rounded="xl"
              fontSize="xs"
              wordBreak="break-all"
              whiteSpace="normal"
              maxH="24"
              overflowY="auto"
              data-testid="pix-codigo"
            >
              {pix.qr_code}
            </Code>
            <Button
              colorPalette="brand"
              variant={copiado ? 'subtle' : 'solid'}
              rounded="xl"
              onClick={() => void copiar()}
            >
              <LuCopy /> {copiado ? 'Código copiado' : 'Copiar código PIX'}
            </Button>
          </Stack>
          <Stack
            gap="2"
            p="3"
            rounded="xl"
            bg="bg.subtle"
            borderWidth="1px"
            borderColor="border.subtle"
            data-testid="pix-aguardando"
          >
            <HStack gap="2" rowGap="1" flexWrap="wrap">
              <Spinner size="sm" color="brand.solid" flexShrink={0} />
              <Text fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">
                Aguardando pagamento...
              </Text>
              <Text
                ms="auto"
                fontSize="sm"
                color={restanteMs < 60_000 ? 'orange.fg' : 'fg.muted'}
                whiteSpace="nowrap"
                data-testid="pix-contagem"
              >
                Expira em{' '}
                <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
                  {formatarContagem(restanteMs)}
                </Text>
              </Text>
            </HStack>
            <Progress.Root
              value={Math.max(0, Math.min(100, (restanteMs / validadeMs) * 100))}
              size="xs"
              colorPalette={restanteMs < 60_000 ? 'orange' : 'brand'}
              rounded="full"
              aria-label="Tempo restante para pagar"
            >
              <Progress.Track rounded="full">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
          {pix.provedor === 'local' && (
            <HStack justify="center">
              <Badge colorPalette="gray" variant="surface" rounded="full">
                PIX de demonstração: a loja confirma o pagamento
              </Badge>
            </HStack>
          )}
          {equipe?.extras}
        </Stack>
      )}
    </Folha>
  );
}

interface ResultadoProps {
  cor: string;
  icone: ReactNode;
  titulo: string;
  texto: string;
}

/** What the sheet shows once the PIX is settled, one way or another. */
const RESULTADOS: Partial<Record<Desfecho, ResultadoProps>> = {
  approved: {
    cor: 'green',
    icone: <LuCircleCheck />,
    titulo: MENSAGENS_PIX.aprovado,
    texto: 'Acompanhe o preparo em Meus Pedidos.',
  },
  pago_na_loja: {
    cor: 'green',
    icone: <LuCircleCheck />,
    titulo: MENSAGENS_PIX.pagoNaLoja,
    texto:
      'A loja registrou o seu pagamento e cancelou este PIX: não pague o QR Code. Acompanhe o preparo em Meus Pedidos.',
  },
  rejected: {
    cor: 'red',
    icone: <LuCircleX />,
    titulo: MENSAGENS_PIX.rejeitado,
    texto: 'O pedido foi cancelado. Monte o carrinho de novo para gerar outro PIX.',
  },
  expired: {
    cor: 'orange',
    icone: <LuClock />,
    titulo: MENSAGENS_PIX.expirado,
    texto: `${MENSAGENS_PIX.expiradoExplicacao} Se você já pagou, fale com a loja.`,
  },
};

/** The same ends told to the staff at the counter (no 'Meus Pedidos', no cart). */
const NA_EQUIPE: Partial<Record<Desfecho, Pick<ResultadoProps, 'titulo' | 'texto'>>> = {
  approved: { titulo: 'Pagamento aprovado!', texto: 'O pedido segue para o preparo.' },
  pago_na_loja: {
    titulo: 'Pagamento registrado pela loja',
    texto: 'O PIX foi cancelado: o cliente não deve pagar este QR Code.',
  },
  rejected: {
    titulo: 'Pagamento rejeitado',
    texto: 'O pedido foi cancelado. Crie o pedido de novo para gerar outro PIX.',
  },
  expired: { titulo: MENSAGENS_PIX.expirado, texto: MENSAGENS_PIX.expiradoExplicacao },
};

function Resultado({ cor, icone, titulo, texto }: ResultadoProps) {
  return (
    <Stack gap="3" align="center" textAlign="center" py="6" data-testid="pix-resultado">
      <CaixaDeIcone boxSize="16" rounded="full" paleta={cor} fontSize="3xl">
        {icone}
      </CaixaDeIcone>
      <Text fontSize="lg" fontWeight="800" role="status">
        {titulo}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {texto}
      </Text>
    </Stack>
  );
}
