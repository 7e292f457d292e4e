import { formatarContagem, useTempoRestante } from '../../../app/contagem';
import { Badge, Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { LuKeyRound, LuMonitor, LuUnplug, LuX } from 'react-icons/lu';
import { CaixaDeIcone } from '../../../components/CaixaDeIcone';
import { CartaoDoPainel } from '../../../components/CartaoDoPainel';
import { useAgora } from '../../pedidos/equipe/idade';
import {
  COR_DA_SITUACAO,
  ROTULO_DA_SITUACAO,
  situacaoDoAgente,
  textoDoSinal,
  type AgenteNaTela,
  type SituacaoDoAgente,
} from '../agentes';

/** 'Conectado' (green), 'Desconectado' (gray), 'Aguardando pareamento', 'Código expirado'. */
export function SeloDaSituacao({ situacao }: { situacao: SituacaoDoAgente }) {
  const cor = COR_DA_SITUACAO[situacao];
  return (
    <Badge
      colorPalette={cor}
      variant="subtle"
      rounded="full"
      px="2.5"
      py="1"
      gap="1.5"
      flexShrink={0}
      data-testid="situacao-do-agente"
      data-situacao={situacao}
    >
      <Box boxSize="2" rounded="full" bg={`${cor}.solid`} aria-hidden />
      {ROTULO_DA_SITUACAO[situacao]}
    </Badge>
  );
}

const COR_DO_ICONE: Record<SituacaoDoAgente, string> = {
  conectado: 'green',
  desconectado: 'gray',
  aguardando: 'orange',
  expirado: 'gray',
};

export type AcaoDoComputador = 'desconectar' | 'ver-codigo';

interface CartaoDoComputadorProps {
  agente: AgenteNaTela;
  /** The code shown when this computer was added here (the server never lists it). */
  codigo: string | undefined;
  agora: number;
  onAcao: (acao: AcaoDoComputador, agente: AgenteNaTela) => void;
}

/** One computer: its state, since when, or its code counting down while it waits. */
function CartaoDoComputador({ agente, codigo, agora, onAcao }: CartaoDoComputadorProps) {
  const esperando = !agente.pareado && agente.codigo_expira_em !== null;
  const restante = useTempoRestante(
    agente.codigo_expira_em ?? new Date(0).toISOString(),
    esperando,
  );
  // The card's own clock ticks every second while it waits: the chip turns the moment it expires.
  const situacao: SituacaoDoAgente = esperando
    ? restante > 0
      ? 'aguardando'
      : 'expirado'
    : situacaoDoAgente(agente, agora);
  const sinal = textoDoSinal(agente, agora);
  return (
    <CartaoDoPainel
      data-testid={`computador-${agente.id}`}
      shadow="xs"
      identidade={
        <HStack gap="3" minW="0">
          <CaixaDeIcone boxSize="10" rounded="xl" paleta={COR_DO_ICONE[situacao]}>
            <LuMonitor />
          </CaixaDeIcone>
          <Box minW="0">
            <Text fontWeight="800" lineClamp={1}>
              {agente.nome}
            </Text>
            {sinal && (
              <Text fontSize="sm" color="fg.muted" data-testid="sinal-do-agente">
                {sinal}
              </Text>
            )}
            {situacao === 'expirado' && (
              <Text fontSize="sm" color="fg.muted">
                Remova e adicione de novo para gerar outro código.
              </Text>
            )}
          </Box>
        </HStack>
      }
      selo={<SeloDaSituacao situacao={situacao} />}
    >
      {situacao === 'aguardando' && (
        <HStack
          gap="2"
          px="3"
          py="2"
          rounded="lg"
          bg="bg.muted"
          fontSize="sm"
          color="fg.muted"
          wrap="wrap"
          columnGap="3"
          rowGap="0"
        >
          {codigo && (
            <Text>
              Código{' '}
              <Text as="span" fontFamily="mono" fontWeight="800" color="fg" whiteSpace="nowrap">
                {codigo}
              </Text>
            </Text>
          )}
          <Text>
            {codigo ? 'Expira em ' : 'O código expira em '}
            <Text
              as="span"
              fontWeight="bold"
              color="fg"
              fontVariantNumeric="tabular-nums"
              data-testid="contagem-do-codigo"
            >
              {formatarContagem(restante)}
            </Text>
          </Text>
        </HStack>
      )}
      <HStack gap="2" justify="flex-end" wrap="wrap">
        {situacao === 'aguardando' && codigo && (
          <Button
            size="sm"
            variant="subtle"
            colorPalette="brand"
            rounded="lg"
            minH={{ base: '11', md: '9' }}
            flex={{ base: '1', md: 'initial' }}
            onClick={() => onAcao('ver-codigo', agente)}
          >
            <LuKeyRound /> Ver instruções
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          rounded="lg"
          minH={{ base: '11', md: '9' }}
          flex={{ base: '1', md: 'initial' }}
          onClick={() => onAcao('desconectar', agente)}
        >
          {agente.pareado ? (
            <>
              <LuUnplug /> Desconectar
            </>
          ) : (
            <>
              <LuX /> Remover
            </>
          )}
        </Button>
      </HStack>
    </CartaoDoPainel>
  );
}

interface ListaDeComputadoresProps {
  agentes: AgenteNaTela[];
  /** The codes generated in this tab, by computer. */
  codigos: Record<number, { codigo: string } | undefined>;
  onAcao: (acao: AcaoDoComputador, agente: AgenteNaTela) => void;
}

/** The print agents, as cards (a restaurant has one or two). */
export function ListaDeComputadores({ agentes, codigos, onAcao }: ListaDeComputadoresProps) {
  // 'Conectado desde hoje às…' turns into another day's date, and 'Último sinal' follows the clock.
  const agora = useAgora(30_000);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {agentes.map((agente) => (
        <CartaoDoComputador
          key={agente.id}
          agente={agente}
          codigo={codigos[agente.id]?.codigo}
          agora={agora}
          onAcao={onAcao}
        />
      ))}
    </SimpleGrid>
  );
}
