import type { Comanda } from '@cardapio/shared-events';
import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { LuChefHat, LuPencil, LuQrCode, LuReceiptText, LuTrash2, LuUser } from 'react-icons/lu';
import { Link } from 'react-router';
import { formatarReais } from '../../../app/format';
import { IconeEmDestaque } from '../../../components/IconeEmDestaque';
import { Painel } from '../../../components/Painel';
import { tituloDaComanda } from '../aoVivo';
import { aguardandoConfirmacao, quantosItens } from '../pedidoDoQr';
import { AvisoDaCozinha } from './AvisoDaCozinha';
import { TOQUE_NO_CARTAO } from './toqueNoCartao';

const ROTULO_DA_COMANDA: Record<Comanda['status'], { rotulo: string; cor: string }> = {
  ativa: { rotulo: 'Ativa', cor: 'green' },
  fechada: { rotulo: 'Conta fechada', cor: 'orange' },
  paga: { rotulo: 'Paga', cor: 'blue' },
};

/** The card's two side-by-side actions: 44 px tall on phones, 36 px from tablets up. */
const BOTAO_DO_CARTAO = {
  flex: '1',
  size: 'sm',
  h: { base: '11', md: '9' },
  rounded: 'lg',
} as const;

const itensEnviados = (n: number) =>
  n === 1 ? '1 item enviado para a cozinha' : `${n} itens enviados para a cozinha`;

function NumeroDaComanda({ numero }: { numero: string }) {
  return (
    <IconeEmDestaque
      minW="12"
      h="12"
      px="2"
      rounded="xl"
      fontWeight="800"
      fontSize="md"
      flexShrink={0}
    >
      {numero}
    </IconeEmDestaque>
  );
}

/** Number, name, waiter and total: the line every tab card starts with. */
function ResumoDaComanda({ comanda }: { comanda: Comanda }) {
  return (
    <>
      <NumeroDaComanda numero={comanda.comanda_numero} />
      <Box flex="1" minW="0">
        <Text fontWeight="800" truncate>
          {comanda.comanda_nome}
        </Text>
        <HStack gap="1.5" color="fg.muted" fontSize="xs">
          <LuUser />
          <Text truncate>{comanda.garcom_nome ?? '—'}</Text>
        </HStack>
      </Box>
      <Text fontWeight="800" fontSize="lg" flexShrink={0}>
        {formatarReais(comanda.total)}
      </Text>
    </>
  );
}

interface ComandaAtivaCardProps {
  comanda: Comanda;
  removendo?: boolean;
  onRemover: (comanda: Comanda) => void;
  /** 'Fechar Conta' (issue 13), shown when the tab has items. */
  onFecharConta?: (comanda: Comanda) => void;
}

/** An active tab on the table screen: who, how much, what went to the kitchen, edit or remove. */
export function ComandaAtivaCard({
  comanda,
  removendo,
  onRemover,
  onFecharConta,
}: ComandaAtivaCardProps) {
  const enviados = comanda.itens_enviados_cozinha;
  const doQr = aguardandoConfirmacao(comanda).length;
  return (
    <Painel
      as="article"
      gap="3"
      p="4"
      shadow="xs"
      data-testid="comanda-ativa"
      aria-label={`${comanda.comanda_nome} ${comanda.comanda_numero}`}
    >
      <HStack gap="3" align="center">
        <ResumoDaComanda comanda={comanda} />
      </HStack>
      {doQr > 0 && (
        <AvisoDaCozinha bg="purple.subtle" color="purple.fg" data-testid="comanda-pedido-qr">
          <LuQrCode />
          <Text>Pedido pelo QR: {quantosItens(doQr)} aguardando confirmação</Text>
        </AvisoDaCozinha>
      )}
      {enviados > 0 && (
        <AvisoDaCozinha>
          <LuChefHat />
          <Text>{itensEnviados(enviados)}</Text>
        </AvisoDaCozinha>
      )}
      <HStack gap="2">
        <Button asChild {...BOTAO_DO_CARTAO} colorPalette="brand" variant="subtle">
          <Link to={`/garcom/comanda/${comanda.id}`}>
            <LuPencil /> Editar Comanda
          </Link>
        </Button>
        <Button
          {...BOTAO_DO_CARTAO}
          variant="outline"
          colorPalette="red"
          disabled={enviados > 0}
          loading={removendo}
          title={enviados > 0 ? 'Comandas com itens enviados não podem ser removidas' : undefined}
          onClick={() => onRemover(comanda)}
        >
          <LuTrash2 /> Remover Comanda
        </Button>
      </HStack>
      {onFecharConta && comanda.itens.length > 0 && (
        <Button
          size="md"
          minH="11"
          rounded="lg"
          colorPalette="brand"
          onClick={() => onFecharConta(comanda)}
        >
          <LuReceiptText /> Fechar Conta
        </Button>
      )}
    </Painel>
  );
}

/** A closed or paid tab: a compact line that opens its bill. */
export function ComandaEncerradaLinha({ comanda }: { comanda: Comanda }) {
  const { rotulo, cor } = ROTULO_DA_COMANDA[comanda.status];
  return (
    <HStack
      asChild
      gap="3"
      px="4"
      py="3"
      minH="11"
      rounded="xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.subtle"
      _hover={{ borderColor: 'border' }}
    >
      <Link to={`/garcom/comanda/${comanda.id}`} aria-label={`Ver conta ${comanda.comanda_numero}`}>
        <Box color="fg.muted">
          <LuReceiptText />
        </Box>
        <Text flex="1" minW="0" truncate fontWeight="semibold">
          {tituloDaComanda(comanda)}
        </Text>
        <Badge colorPalette={cor} variant="subtle" rounded="full">
          {rotulo}
        </Badge>
        <Text fontWeight="bold">{formatarReais(comanda.total)}</Text>
      </Link>
    </HStack>
  );
}

/** A standalone tab on the dashboard: number, total, waiter; opens the tab. */
export function ComandaAvulsaCard({ comanda }: { comanda: Comanda }) {
  return (
    <Painel asChild direction="row" align="center" gap="3" p="4" shadow="xs" {...TOQUE_NO_CARTAO}>
      <Link to={`/garcom/comanda/${comanda.id}`}>
        <ResumoDaComanda comanda={comanda} />
        {comanda.status === 'fechada' && (
          <Badge colorPalette="orange" variant="subtle" rounded="full" flexShrink={0}>
            Conta fechada
          </Badge>
        )}
      </Link>
    </Painel>
  );
}
