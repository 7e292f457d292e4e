import { formatarTempoMedio, type RelatorioCozinha } from '@cardapio/shared-events';
import { Box, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuAlarmClock, LuCircleCheck, LuTimer } from 'react-icons/lu';
import { IconeEmDestaque } from '../../../components/IconeEmDestaque';
import { AmostraDaCor } from '../../estacoes/components/ListaDeEstacoes';
import {
  formatarInteiro,
  formatarTickets,
  linhasDasEstacoes,
  nomeDaEstacao,
  partesDoAtrasado,
  textoDoAtrasado,
} from '../formato';

/** The null group's colour ('Sem estação'): a neutral grey on both themes. */
const COR_SEM_ESTACAO = 'gray.400';

/** One figure of the panel's head (the whole kitchen's average, the late orders). */
function Destaque({
  rotulo,
  valor,
  detalhe,
  icone,
  cor,
}: {
  rotulo: string;
  valor: string;
  detalhe: string;
  icone: ReactNode;
  cor: string;
}) {
  return (
    <HStack
      role="group"
      aria-label={rotulo}
      gap="3"
      align="center"
      rounded="xl"
      bg="bg.subtle"
      px={{ base: '3', md: '4' }}
      py="3"
      minW="0"
    >
      <IconeEmDestaque
        cor={cor}
        boxSize="9"
        flexShrink={0}
        rounded="lg"
        fontSize="lg"
        aria-hidden
        display={{ base: 'none', sm: 'grid' }}
      >
        {icone}
      </IconeEmDestaque>
      <Stack gap="0" minW="0">
        <Text fontSize="xs" color="fg.muted" fontWeight="600" truncate>
          {rotulo}
        </Text>
        <Text
          fontSize={{ base: 'lg', md: 'xl' }}
          fontWeight="800"
          letterSpacing="-0.02em"
          fontVariantNumeric="tabular-nums"
          data-valor
        >
          {valor}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {detalhe}
        </Text>
      </Stack>
    </HStack>
  );
}

function Subtitulo({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Heading as="h3" id={id} fontSize="sm" fontWeight="700">
      {children}
    </Heading>
  );
}

/** What a part of the panel says when it has nothing to show. */
function Nada({ icone, texto }: { icone: ReactNode; texto: string }) {
  return (
    <HStack
      gap="2"
      rounded="lg"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      color="fg.muted"
      px="3"
      py="3"
      fontSize="sm"
    >
      <Box aria-hidden flexShrink={0}>
        {icone}
      </Box>
      <Text>{texto}</Text>
    </HStack>
  );
}

/**
 * The kitchen of the period (issue 29): the whole kitchen's average ticket and late orders, each
 * station's average with its colour, the late orders per station and the latest of them.
 */
export function RelatorioDaCozinha({
  relatorio,
  agora = new Date(),
}: {
  relatorio: RelatorioCozinha;
  agora?: Date;
}) {
  const linhas = linhasDasEstacoes(relatorio.estacoes);
  const { cozinha, atrasados } = relatorio;
  // A station's colour, as the report lists it (an idle one switched off is not there: grey).
  const corDe = (id: number | null) =>
    (id !== null && relatorio.estacoes.find((e) => e.estacao_id === id)?.cor) || COR_SEM_ESTACAO;
  const corPeloNome = (nome: string | null) =>
    (nome !== null && relatorio.estacoes.find((e) => e.nome === nome)?.cor) || COR_SEM_ESTACAO;

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Destaque
          rotulo="Tempo médio da cozinha"
          valor={formatarTempoMedio(cozinha.tempo_medio_seg)}
          detalhe={`${formatarInteiro(cozinha.tickets)} ${
            cozinha.tickets === 1 ? 'pedido pronto' : 'pedidos prontos'
          }`}
          icone={<LuTimer />}
          cor="brand"
        />
        <Destaque
          rotulo="Pedidos atrasados"
          valor={formatarInteiro(atrasados.total)}
          detalhe={atrasados.total === 0 ? 'nenhum passou do previsto' : 'passaram do previsto'}
          icone={<LuAlarmClock />}
          cor={atrasados.total > 0 ? 'red' : 'green'}
        />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', lg: '8' }} alignItems="start">
        <Stack gap="3" minW="0">
          <Subtitulo id="titulo-tempo-por-estacao">Tempo médio de preparo por estação</Subtitulo>
          {linhas.length === 0 ? (
            <Nada
              icone={<LuTimer />}
              texto="Sem estações cadastradas: vale o tempo da cozinha toda."
            />
          ) : (
            <List.Root
              as="ul"
              listStyle="none"
              gap="3"
              aria-labelledby="titulo-tempo-por-estacao"
              data-testid="tempos-por-estacao"
            >
              {linhas.map((linha) => {
                const nome = nomeDaEstacao(linha.nome);
                const cor = linha.cor ?? COR_SEM_ESTACAO;
                const media = formatarTempoMedio(linha.tempo_medio_seg);
                return (
                  <List.Item
                    key={linha.estacao_id ?? 'sem-estacao'}
                    display="block"
                    aria-label={`${nome}: ${media}, ${formatarTickets(linha.tickets)}`}
                    data-testid="estacao-no-relatorio"
                  >
                    <Stack gap="1.5" minW="0">
                      <HStack justify="space-between" gap="2" minW="0">
                        <HStack gap="2" minW="0">
                          <AmostraDaCor cor={cor} tamanho="4" />
                          <Text
                            fontWeight="700"
                            fontSize="sm"
                            truncate
                            color={linha.estacao_id === null ? 'fg.muted' : undefined}
                          >
                            {nome}
                          </Text>
                        </HStack>
                        <Text
                          fontWeight="800"
                          fontSize="sm"
                          flexShrink={0}
                          fontVariantNumeric="tabular-nums"
                          data-testid="media-da-estacao"
                        >
                          {media}
                        </Text>
                      </HStack>
                      <HStack gap="2">
                        <Box flex="1" h="1.5" rounded="full" bg="bg.emphasized" aria-hidden>
                          <Box h="full" rounded="full" bg={cor} w={`${linha.largura}%`} />
                        </Box>
                        <Text
                          fontSize="xs"
                          color="fg.muted"
                          flexShrink={0}
                          minW="16"
                          textAlign="end"
                        >
                          {formatarTickets(linha.tickets)}
                        </Text>
                      </HStack>
                    </Stack>
                  </List.Item>
                );
              })}
            </List.Root>
          )}
        </Stack>

        <Stack gap="3" minW="0" data-testid="atrasados">
          <Subtitulo id="titulo-atrasados">Atrasos por estação</Subtitulo>
          {atrasados.total === 0 ? (
            <Nada icone={<LuCircleCheck />} texto="Nenhum pedido atrasado no período" />
          ) : (
            <>
              <List.Root
                as="ul"
                listStyle="none"
                display="flex"
                flexDirection="row"
                flexWrap="wrap"
                gap="2"
                aria-labelledby="titulo-atrasados"
                data-testid="atrasos-por-estacao"
              >
                {atrasados.por_estacao.map((grupo) => (
                  <List.Item
                    key={grupo.estacao_id ?? 'sem-estacao'}
                    display="flex"
                    alignItems="center"
                    gap="2"
                    rounded="full"
                    borderWidth="1px"
                    borderColor="border"
                    ps="1.5"
                    pe="3"
                    py="1"
                    fontSize="sm"
                  >
                    <AmostraDaCor cor={corDe(grupo.estacao_id)} tamanho="4" />
                    <Text as="span" fontWeight="600" truncate maxW={{ base: '44', md: '56' }}>
                      {nomeDaEstacao(grupo.nome)}
                    </Text>
                    <Text as="span" fontWeight="800" fontVariantNumeric="tabular-nums">
                      {formatarInteiro(grupo.total)}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
              <Stack gap="1.5">
                <Text fontSize="xs" color="fg.muted" fontWeight="600">
                  {atrasados.pedidos.length < atrasados.total
                    ? `Os ${atrasados.pedidos.length} mais recentes`
                    : 'Mais recentes'}
                </Text>
                <List.Root
                  as="ul"
                  listStyle="none"
                  gap="1"
                  fontSize="sm"
                  data-testid="ultimos-atrasados"
                >
                  {atrasados.pedidos.map((pedido) => {
                    const partes = partesDoAtrasado(pedido, agora);
                    return (
                      <List.Item
                        key={pedido.pedido_id}
                        display="flex"
                        alignItems="center"
                        gap="2"
                        aria-label={textoDoAtrasado(pedido, agora)}
                        data-testid="atrasado"
                      >
                        <Box
                          boxSize="2"
                          flexShrink={0}
                          rounded="full"
                          bg={corPeloNome(pedido.estacao)}
                          aria-hidden
                        />
                        <Text flex="1" minW="0" truncate>
                          {partes.pedido}
                        </Text>
                        {partes.previsto && (
                          <Text
                            flexShrink={0}
                            color="fg.muted"
                            fontSize="xs"
                            fontVariantNumeric="tabular-nums"
                          >
                            {partes.previsto}
                          </Text>
                        )}
                      </List.Item>
                    );
                  })}
                </List.Root>
              </Stack>
            </>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
