import {
  formatarReais,
  MENSAGENS_ENTREGADORES,
  NOME_DO_VEICULO,
  type EntregadorAdmin,
} from '@cardapio/shared-events';
import {
  Avatar,
  Badge,
  HStack,
  IconButton,
  Stack,
  Switch,
  Table,
  Text,
  Button,
} from '@chakra-ui/react';
import { LuCopy, LuMessageCircle, LuPencil, LuRefreshCw, LuTrash2 } from 'react-icons/lu';
import { formatarTelefone } from '../../../app/format';
import { AcoesDoCartao } from '../../../components/AcoesDoCartao';
import { CartaoDoPainel } from '../../../components/CartaoDoPainel';
import { SeloDoWhatsapp } from '../../whatsapp/components/SeloDoWhatsapp';
import { whatsappDoEntregador } from '../formato';

export type AcaoDoEntregador =
  | 'editar'
  | 'alternar'
  | 'excluir'
  | 'copiar'
  | 'novoLink'
  /** Send the link by the store's WhatsApp (issue 32 §2). */
  | 'whatsapp';

interface Props {
  entregador: EntregadorAdmin;
  /** The store's name, in the wa.me message. */
  loja?: string;
  /**
   * The store sends WhatsApp messages itself (or it is not known yet): 'Enviar link por
   * WhatsApp' asks the server; otherwise it opens a wa.me chat as before.
   */
  pelaLoja: boolean;
  /** The link is being sent to this courier. */
  enviando?: boolean;
  onAcao: (acao: AcaoDoEntregador, entregador: EntregadorAdmin) => void;
}

/** Why a courier cannot be deleted now (deliveries out with them), or undefined. */
const semExcluir = (e: EntregadorAdmin) =>
  e.em_rota > 0 ? MENSAGENS_ENTREGADORES.comEntregasEmRota : undefined;

function Ativo({ entregador, onAcao }: Pick<Props, 'entregador' | 'onAcao'>) {
  return (
    <Switch.Root
      checked={entregador.ativo}
      onCheckedChange={() => onAcao('alternar', entregador)}
      colorPalette="brand"
      gap="2"
    >
      <Switch.HiddenInput aria-label={`${entregador.nome} ativo`} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontSize="sm" color="fg.muted" minW="12">
        {entregador.ativo ? 'Ativo' : 'Inativo'}
      </Switch.Label>
    </Switch.Root>
  );
}

function EmRota({ n }: { n: number }) {
  return (
    <Badge
      rounded="full"
      px="2.5"
      colorPalette={n > 0 ? 'cyan' : 'gray'}
      variant={n > 0 ? 'solid' : 'subtle'}
      data-testid="em-rota"
    >
      Em rota: {n}
    </Badge>
  );
}

function Identidade({ entregador }: { entregador: EntregadorAdmin }) {
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette="brand">
        <Avatar.Fallback name={entregador.nome} />
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontWeight="700" lineClamp={1}>
          {entregador.nome}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatarTelefone(entregador.telefone)}
        </Text>
      </Stack>
    </HStack>
  );
}

/** The link's actions: copy it, send it on WhatsApp, replace it (short labels on phones). */
const ACOES_DO_LINK = [
  { acao: 'copiar', rotulo: 'Copiar link', curto: 'Copiar', icone: <LuCopy /> },
  {
    acao: 'whatsapp',
    rotulo: 'Enviar link por WhatsApp',
    curto: 'WhatsApp',
    icone: <LuMessageCircle />,
  },
  { acao: 'novoLink', rotulo: 'Gerar novo link', curto: 'Novo link', icone: <LuRefreshCw /> },
] as const;

function AcoesDoLink({
  entregador,
  loja,
  pelaLoja,
  enviando,
  onAcao,
  compacto,
}: Props & { compacto: boolean }) {
  const whatsapp = whatsappDoEntregador(entregador, loja);
  return ACOES_DO_LINK.map(({ acao, rotulo, curto, icone }) => {
    const ehWhatsapp = acao === 'whatsapp';
    if (ehWhatsapp && !whatsapp) return null;
    // A wa.me chat the staff send themselves, when the store does not send messages.
    const ehChat = ehWhatsapp && !pelaLoja;
    const conteudo = ehChat ? (
      <a href={whatsapp!} target="_blank" rel="noopener noreferrer">
        {icone}
        {!compacto && curto}
      </a>
    ) : (
      <>
        {icone}
        {!compacto && curto}
      </>
    );
    const comum = {
      size: 'sm',
      rounded: 'lg',
      colorPalette: ehWhatsapp ? 'green' : undefined,
      'aria-label': rotulo,
      title: rotulo,
      asChild: ehChat,
      loading: ehWhatsapp && !ehChat && enviando,
      onClick: ehChat ? undefined : () => onAcao(acao, entregador),
    } as const;
    return compacto ? (
      <IconButton key={acao} {...comum} variant="ghost">
        {conteudo}
      </IconButton>
    ) : (
      <Button key={acao} {...comum} variant="outline" flex="1" minH="11" px="2">
        {conteudo}
      </Button>
    );
  });
}

/** The last link sent by WhatsApp and how it stands; nothing before any. */
function SeloDoLink({ entregador, compacto }: { entregador: EntregadorAdmin; compacto: boolean }) {
  if (!entregador.whatsapp_link) return null;
  return (
    <SeloDoWhatsapp
      mensagem={{ ...entregador.whatsapp_link, evento: 'link_do_entregador' }}
      compacto={compacto}
      testId="whatsapp-do-link"
    />
  );
}

/** A row of the desktop table. */
export function EntregadorLinha(props: Props) {
  const { entregador, onAcao } = props;
  const motivo = semExcluir(entregador);
  return (
    <Table.Row data-testid={`entregador-${entregador.id}`} opacity={entregador.ativo ? 1 : 0.75}>
      <Table.Cell>
        <Identidade entregador={entregador} />
      </Table.Cell>
      <Table.Cell color="fg.muted">{NOME_DO_VEICULO[entregador.veiculo]}</Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums">
        {formatarReais(entregador.taxa_por_entrega)}
      </Table.Cell>
      <Table.Cell>
        <EmRota n={entregador.em_rota} />
      </Table.Cell>
      <Table.Cell>
        <Ativo entregador={entregador} onAcao={onAcao} />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="flex-end">
          <SeloDoLink entregador={entregador} compacto />
          <AcoesDoLink {...props} compacto />
          <IconButton
            size="sm"
            variant="ghost"
            rounded="lg"
            colorPalette="brand"
            aria-label="Editar"
            title="Editar"
            onClick={() => onAcao('editar', entregador)}
          >
            <LuPencil />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            rounded="lg"
            colorPalette="red"
            aria-label="Excluir"
            title={motivo ?? 'Excluir'}
            disabled={motivo !== undefined}
            onClick={() => onAcao('excluir', entregador)}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/** The same courier as a card, on phones. */
export function EntregadorCartao(props: Props) {
  const { entregador, onAcao } = props;
  return (
    <CartaoDoPainel
      identidade={<Identidade entregador={entregador} />}
      selo={<EmRota n={entregador.em_rota} />}
      data-testid={`entregador-${entregador.id}`}
    >
      <HStack justify="space-between" gap="3" fontSize="sm">
        <Text color="fg.muted">
          {NOME_DO_VEICULO[entregador.veiculo]} · {formatarReais(entregador.taxa_por_entrega)} por
          entrega
        </Text>
        <Ativo entregador={entregador} onAcao={onAcao} />
      </HStack>
      <HStack gap="2">
        <AcoesDoLink {...props} compacto={false} />
      </HStack>
      <SeloDoLink entregador={entregador} compacto={false} />
      <AcoesDoCartao
        onAcao={(acao) => onAcao(acao, entregador)}
        motivoSemExcluir={semExcluir(entregador)}
      />
    </CartaoDoPainel>
  );
}
