import { MENSAGENS_DASHBOARD } from '@cardapio/shared-events';
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { LuRadio, LuTimer } from 'react-icons/lu';
import { IconeEmDestaque } from '../../../components/IconeEmDestaque';
import { Painel } from '../../../components/Painel';
import { useEstacoesQuery } from '../../estacoes/api';
import { useTemposDaCozinhaQuery } from '../../monitor/visao';
import { temposDoPainel, type LinhaDeTempo, type TempoDaEstacao } from '../tempoDePreparo';

/** The averages' fallback when a push is lost, and how 'última hora' moves without a bump. */
const POLLING_MS = 30_000;

const SEM_TEMPOS = 'Sem tempos de preparo ainda hoje';

/** One of the whole kitchen's figures. */
function Numero({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <Stack gap="0.5" minW="0" role="group" aria-label={rotulo}>
      <Text fontSize="xs" color="fg.muted" fontWeight="600">
        {rotulo}
      </Text>
      <Text
        data-valor
        fontSize={{ base: 'lg', md: '2xl' }}
        fontWeight="800"
        letterSpacing="-0.02em"
        truncate
      >
        {valor}
      </Text>
    </Stack>
  );
}

const numeroDaCelula = {
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

/**
 * 'Tempo de preparo' on the dashboard home (issue 29 §3): the whole kitchen's average ticket
 * time today and in the last hour, and each active station's, live: every bump pushes
 * 'cozinha:tempos' (the expo header's own query), the stations follow the back office's live
 * list, and a poll moves 'última hora' when no bump does.
 */
export function TempoDePreparo() {
  const tempos = useTemposDaCozinhaQuery('cliente', { pollingInterval: POLLING_MS });
  const estacoes = useEstacoesQuery();
  const painel = tempos.data ? temposDoPainel(tempos.data, estacoes.data) : null;

  return (
    <Painel
      as="section"
      aria-labelledby="titulo-tempo-de-preparo"
      gap="4"
      p={{ base: '4', md: '6' }}
      data-testid="tempo-de-preparo"
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="3">
          <IconeEmDestaque boxSize="9" flexShrink={0} rounded="lg" fontSize="lg" aria-hidden>
            <LuTimer />
          </IconeEmDestaque>
          <Text as="h2" id="titulo-tempo-de-preparo" fontSize="lg" fontWeight="800">
            Tempo de preparo
          </Text>
        </HStack>
        {painel && (
          <Badge colorPalette="green" variant="subtle" rounded="full" px="2.5" py="1">
            <LuRadio /> {MENSAGENS_DASHBOARD.tempoReal}
          </Badge>
        )}
      </HStack>

      {tempos.isError && !tempos.data ? (
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            Não foi possível carregar os tempos de preparo
          </Text>
          <Button size="xs" variant="outline" rounded="lg" onClick={() => void tempos.refetch()}>
            Tentar de novo
          </Button>
        </HStack>
      ) : !tempos.data ? (
        <Text fontSize="sm" color="fg.muted">
          Carregando…
        </Text>
      ) : !painel ? (
        <Text fontSize="sm" color="fg.muted" data-testid="sem-tempos">
          {SEM_TEMPOS}
        </Text>
      ) : (
        <>
          <SimpleGrid
            columns={{ base: 1, lg: painel.estacoes.length > 0 ? 2 : 1 }}
            gap={{ base: '4', lg: '6' }}
            alignItems="start"
          >
            <Cozinha cozinha={painel.cozinha} />
            {painel.estacoes.length > 0 && <Estacoes estacoes={painel.estacoes} />}
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted">
            Do pedido feito até o pronto na tela da cozinha.
          </Text>
        </>
      )}
    </Painel>
  );
}

/** The whole kitchen: an order counts once all of its items are done. */
function Cozinha({ cozinha }: { cozinha: LinhaDeTempo }) {
  return (
    <Box
      rounded="xl"
      borderWidth="1px"
      borderColor="border.subtle"
      bg="bg.subtle"
      px={{ base: '3', md: '4' }}
      py="3"
      data-testid="tempo-da-cozinha"
      aria-label="Cozinha toda"
      role="group"
    >
      <Text fontSize="sm" fontWeight="700" mb="2">
        Cozinha toda
      </Text>
      <SimpleGrid columns={3} gap={{ base: '3', md: '6' }}>
        <Numero rotulo="Hoje" valor={cozinha.hoje} />
        <Numero rotulo="Última hora" valor={cozinha.ultimaHora} />
        <Numero rotulo="Prontos hoje" valor={cozinha.feitosHoje.toLocaleString('pt-BR')} />
      </SimpleGrid>
    </Box>
  );
}

/** Each active station: its part of each order, from the order to its last item done. */
function Estacoes({ estacoes }: { estacoes: TempoDaEstacao[] }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Tempo de preparo por estação" bg="transparent">
        <Table.Header>
          <Table.Row bg="transparent">
            <Table.ColumnHeader color="fg.muted" ps="0">
              Estação
            </Table.ColumnHeader>
            <Table.ColumnHeader color="fg.muted" {...numeroDaCelula}>
              Hoje
            </Table.ColumnHeader>
            <Table.ColumnHeader color="fg.muted" {...numeroDaCelula}>
              Última hora
            </Table.ColumnHeader>
            <Table.ColumnHeader color="fg.muted" {...numeroDaCelula} pe="0">
              Prontos
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {estacoes.map((e) => (
            <Table.Row key={e.id} bg="transparent" data-testid={`tempo-da-estacao-${e.id}`}>
              <Table.Cell ps="0">
                <HStack gap="2" minW="0">
                  <Box boxSize="2.5" rounded="full" flexShrink={0} bg={e.cor} aria-hidden />
                  <Text fontWeight="600" lineClamp={1}>
                    {e.nome}
                  </Text>
                </HStack>
              </Table.Cell>
              <Table.Cell {...numeroDaCelula} fontWeight="700" data-testid="hoje">
                {e.hoje}
              </Table.Cell>
              <Table.Cell {...numeroDaCelula} data-testid="ultima-hora">
                {e.ultimaHora}
              </Table.Cell>
              <Table.Cell {...numeroDaCelula} color="fg.muted" pe="0" data-testid="feitos-hoje">
                {e.feitosHoje.toLocaleString('pt-BR')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
