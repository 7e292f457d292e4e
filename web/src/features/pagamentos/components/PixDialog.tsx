import {
  MENSAGENS_PIX,
  PIX_INTERVALO_MS,
  PIX_MAX_TENTATIVAS,
  type PagarPixResposta,
  type PixStatus,
  type PixStatusEvento,
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
import { formatarReais } from '../../../app/format';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import { selectSessao } from '../../auth/slice';
import { rastrear } from '../../cardapio/pixel';
import { carrinhoApi } from '../../carrinho/api';
import { Folha } from '../../carrinho/components/Folha';
import { abrirPainel } from '../../loja/slice';
import { usarSocketDoCliente } from '../../pedidos/socketDoCliente';
import { useLazyStatusPixQuery } from '../api';

export const DURACAO_TOAST_APROVADO = 6000;

interface PixDialogProps {
  empresaId: number;
  pix: PagarPixResposta;
  open: boolean;
  onClose: () => void;
}

/**
 * The PIX modal (customer-side §2, §4): QR code and copia-e-cola, then waiting for the payment.
 * The answer comes by push ('pix:status' in the customer's room); polling every 5 s, at most
 * 24 times, stays as the fallback, and its end is the time-out.
 */
export function PixDialog({ empresaId, pix, open, onClose }: PixDialogProps) {
  const dispatch = useAppDispatch();
  const { token } = useAppSelector(selectSessao);
  const [consultar] = useLazyStatusPixQuery();
  const [status, setStatus] = useState<PixStatus>(pix.status);
  const [tentativas, setTentativas] = useState(0);
  const [copiado, setCopiado] = useState(false);
  const aguardando = status === 'pending';

  // The first final answer wins, whichever channel brings it.
  const [concluir] = useState(
    () => (novo: PixStatus) =>
      setStatus((atual) => (atual === 'pending' && novo !== 'pending' ? novo : atual)),
  );

  useEffect(() => {
    if (!token) return;
    let ativo = true;
    let liberar: (() => void) | null = null;
    void usarSocketDoCliente(token).then(({ socket, liberar: soltar }) => {
      if (!ativo) {
        soltar();
        return;
      }
      const aoMudar = (evento: PixStatusEvento) => {
        if (evento.payment_id === pix.payment_id) concluir(evento.status);
      };
      // A reconnection may have missed the event: ask at once.
      const aoConectar = () => {
        void consultar(pix.payment_id)
          .unwrap()
          .then((r) => concluir(r.status))
          .catch(() => undefined);
      };
      socket.on('pix:status', aoMudar);
      socket.on('connect', aoConectar);
      liberar = () => {
        socket.off('pix:status', aoMudar);
        socket.off('connect', aoConectar);
        soltar();
      };
    });
    return () => {
      ativo = false;
      liberar?.();
    };
  }, [concluir, consultar, pix.payment_id, token]);

  useEffect(() => {
    if (!aguardando) return;
    let feitas = 0;
    const intervalo = window.setInterval(() => {
      feitas += 1;
      setTentativas(feitas);
      void consultar(pix.payment_id)
        .unwrap()
        .then((r) => concluir(r.status))
        .catch(() => {
          if (feitas === 1) notify.error(MENSAGENS_PIX.erroVerificar);
        });
      if (feitas >= PIX_MAX_TENTATIVAS) {
        window.clearInterval(intervalo);
        // Give the last answer a moment before calling it a time-out.
        window.setTimeout(() => concluir('expired'), 1500);
      }
    }, PIX_INTERVALO_MS);
    return () => window.clearInterval(intervalo);
  }, [aguardando, concluir, consultar, pix.payment_id]);

  // Approval: the spec's toast, the cart gone, the order list read again.
  const avisado = useRef(false);
  useEffect(() => {
    if (status !== 'approved' || avisado.current) return;
    avisado.current = true;
    notify.success({ title: MENSAGENS_PIX.aprovado, duration: DURACAO_TOAST_APROVADO });
    rastrear('Purchase', { value: pix.valor, currency: 'BRL' });
    dispatch(carrinhoApi.util.updateQueryData('carrinho', empresaId, () => null));
    dispatch(api.util.invalidateTags([{ type: 'Pedido', id: 'DO_CLIENTE' }]));
  }, [dispatch, empresaId, pix.valor, status]);

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
      open={open}
      onClose={onClose}
      titulo="Pagamento PIX"
      subtitulo={`Pedido #${pix.pedido_id} · ${formatarReais(pix.valor)}`}
      icone={<LuQrCode />}
      testId="pix"
      tamanho="sm"
      // It replaces the payment dialog in place: the focus that dialog gives back on its way out
      // must not close the QR code the customer is paying.
      fecharAoInteragirFora={false}
      rodape={
        status === 'approved' ? (
          <Button
            colorPalette="brand"
            size="xl"
            rounded="2xl"
            fontWeight="bold"
            onClick={() => dispatch(abrirPainel('pedidos'))}
          >
            <LuReceipt /> Ver meus pedidos
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={onClose}>
            {aguardando ? 'Fechar' : 'Voltar ao cardápio'}
          </Button>
        )
      }
    >
      {status === 'approved' ? (
        <Resultado
          cor="green"
          icone={<LuCircleCheck />}
          titulo={MENSAGENS_PIX.aprovado}
          texto="Acompanhe o preparo em Meus Pedidos."
        />
      ) : status === 'rejected' ? (
        <Resultado
          cor="red"
          icone={<LuCircleX />}
          titulo={MENSAGENS_PIX.rejeitado}
          texto="O pedido foi cancelado. Monte o carrinho de novo para gerar outro PIX."
        />
      ) : status === 'expired' ? (
        <Resultado
          cor="orange"
          icone={<LuClock />}
          titulo={MENSAGENS_PIX.tempoEsgotado}
          texto="O QR Code venceu e o pedido foi cancelado. Se você pagou, fale com a loja."
        />
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
            <HStack gap="2">
              <Spinner size="sm" color="brand.solid" />
              <Text fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">
                Aguardando pagamento...
              </Text>
              <Text ms="auto" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                Verificação {tentativas} de {PIX_MAX_TENTATIVAS}
              </Text>
            </HStack>
            <Progress.Root
              value={(tentativas / PIX_MAX_TENTATIVAS) * 100}
              size="xs"
              colorPalette="brand"
              rounded="full"
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
        </Stack>
      )}
    </Folha>
  );
}

function Resultado({
  cor,
  icone,
  titulo,
  texto,
}: {
  cor: string;
  icone: ReactNode;
  titulo: string;
  texto: string;
}) {
  return (
    <Stack gap="3" align="center" textAlign="center" py="6" data-testid="pix-resultado">
      <Box
        boxSize="16"
        rounded="full"
        bg={`${cor}.subtle`}
        color={`${cor}.fg`}
        display="grid"
        placeItems="center"
        fontSize="3xl"
      >
        {icone}
      </Box>
      <Text fontSize="lg" fontWeight="800" role="status">
        {titulo}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {texto}
      </Text>
    </Stack>
  );
}
