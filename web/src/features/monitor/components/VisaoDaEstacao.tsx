import { DESFAZER_ATE_MS, type Estacao, type Pedido } from '@cardapio/shared-events';
import { Box, Button, Center, HStack, Kbd, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuChefHat, LuUndo2 } from 'react-icons/lu';
import { useAgora } from '../../pedidos/equipe/idade';
import type { PainelDePedidos } from '../../pedidos/equipe/usePainelDePedidos';
import { contagemDoDia } from '../contagem';
import { itensDaParte, outrasPartes } from '../parteDaEstacao';
import type { BumpFeito, Preparo } from '../preparo';
import { useTecladoDaCozinha } from '../teclado';
import { ReimprimirPedido } from '../../impressoras/components/ImpressaoDoPedido';
import { ContagemDoDia } from './ContagemDoDia';
import { TicketDaEstacao } from './TicketDaEstacao';

/** How many tickets the keys 1–9 reach. */
const TECLAS = 9;

/** 'Desfazer' for the last bump, with the time left in its 2 minutes. */
function BarraDoDesfazer({ ultimo, onDesfazer }: { ultimo: BumpFeito; onDesfazer: () => void }) {
  const agora = useAgora(1_000);
  const restam = Math.max(0, Math.ceil((ultimo.em + DESFAZER_ATE_MS - agora) / 1000));
  return (
    <HStack
      position="fixed"
      // Above the page's footer (and the phone's toasts, which come in at the bottom).
      bottom={{ base: '24', md: '16' }}
      left="50%"
      transform="translateX(-50%)"
      zIndex="docked"
      gap="3"
      ps="4"
      pe="2"
      py="2"
      rounded="full"
      bg="gray.900"
      color="white"
      shadow="lg"
      maxW="calc(100vw - 1.5rem)"
      data-testid="barra-do-desfazer"
    >
      <Text fontSize="sm" truncate>
        {ultimo.rotulo} pronto
      </Text>
      <Text fontSize="sm" fontWeight="bold" flexShrink={0} title="Tempo para desfazer">
        {Math.floor(restam / 60)}:{String(restam % 60).padStart(2, '0')}
      </Text>
      <Button size="md" rounded="full" colorPalette="orange" onClick={onDesfazer} flexShrink={0}>
        <LuUndo2 /> Desfazer
      </Button>
    </HStack>
  );
}

/**
 * A station view (issue 29 §2 and §4): the tickets of the chosen stations, oldest first, each
 * item tapped done or the whole part bumped; keys 1–9 pick a ticket, Enter bumps it, Backspace
 * or D takes the last bump back.
 */
export function VisaoDaEstacao({
  painel,
  tickets,
  estacoes,
  escolhidas,
  preparo,
}: {
  painel: PainelDePedidos;
  /** This view's tickets, oldest first (parteDaEstacao's ticketsDaEstacao). */
  tickets: Pedido[];
  /** Every station of the company (names and colours of the other parts). */
  estacoes: Estacao[];
  /** The stations this screen shows. */
  escolhidas: number[];
  preparo: Preparo;
}) {
  const [selecionado, setSelecionado] = useState<number | null>(null);
  // A ticket that leaves the view (bumped, here or elsewhere) is no longer picked.
  const existe = selecionado !== null && tickets.some((p) => p.id === selecionado);
  useEffect(() => {
    if (selecionado !== null && !existe) setSelecionado(null);
  }, [selecionado, existe]);

  const prontoDaParte = (pedido: Pedido) =>
    void preparo.pronto(
      { tipo: 'pedido', id: pedido.id, estacoes: escolhidas },
      `Pedido #${pedido.id}`,
    );

  useTecladoDaCozinha(true, (comando) => {
    if (comando.tipo === 'selecionar') {
      const pedido = tickets[comando.indice];
      if (!pedido) return false;
      setSelecionado(pedido.id);
      return true;
    }
    if (comando.tipo === 'pronto') {
      const pedido = tickets.find((p) => p.id === selecionado);
      if (!pedido) return false;
      prontoDaParte(pedido);
      return true;
    }
    void preparo.desfazer();
    return true;
  });

  // Issue 29 §3: what is left to make here, by product and option, live with the tickets.
  const contagem = useMemo(() => contagemDoDia(tickets, escolhidas), [tickets, escolhidas]);

  const nomes = estacoes
    .filter((e) => escolhidas.includes(e.id))
    .map((e) => e.nome)
    .join(', ');

  return (
    <Box
      as="section"
      aria-label={`Pedidos: ${nomes}`}
      pb={{ base: '28', md: '20' }}
      // The tickets on the left, the all-day counts a column on the right (on a phone, above).
      display={{ md: 'grid' }}
      gridTemplateColumns={{ md: 'minmax(0, 1fr) 260px', xl: 'minmax(0, 1fr) 300px' }}
      columnGap="5"
      alignItems="start"
    >
      {!painel.pedidos.isLoading && (
        <ContagemDoDia
          linhas={contagem}
          gridColumn={{ md: '2' }}
          gridRow={{ md: '1 / span 2' }}
          mb={{ base: '3', md: '0' }}
        />
      )}
      {painel.pedidos.isLoading ? (
        <Center py="20">
          <Text color="fg.muted">Carregando pedidos...</Text>
        </Center>
      ) : tickets.length === 0 ? (
        <Center py="20" flexDirection="column" gap="2" color="fg.muted">
          <LuChefHat size="40" />
          <Text fontSize="lg" fontWeight="semibold">
            Nada para preparar em {nomes}
          </Text>
        </Center>
      ) : (
        // A tablet held upright (md) keeps one column: the counts' column takes the second's room.
        <SimpleGrid columns={{ base: 1, lg: 2, xl: 3, '2xl': 4 }} gap="4" alignItems="start">
          {tickets.map((pedido, i) => (
            <TicketDaEstacao
              key={pedido.id}
              pedido={pedido}
              itens={itensDaParte(pedido, escolhidas)}
              outras={outrasPartes(pedido, escolhidas, estacoes)}
              estacoes={estacoes}
              numero={i < TECLAS ? i + 1 : null}
              selecionado={pedido.id === selecionado}
              idade={painel.idade(pedido)}
              agora={painel.agora}
              toleranciaMin={painel.limites.tolerancia_atraso_min}
              enviandoItem={(item) =>
                preparo.enviando({ tipo: 'item', id: item.id, pedidoId: pedido.id })
              }
              enviandoParte={preparo.enviando({ tipo: 'pedido', id: pedido.id })}
              onItem={(item) =>
                void preparo.pronto(
                  { tipo: 'item', id: item.id, pedidoId: pedido.id },
                  `#${pedido.id} · ${item.quantidade}x ${item.produto_nome}`,
                )
              }
              onPronto={() => prontoDaParte(pedido)}
              onSelecionar={() => setSelecionado(pedido.id)}
              impressao={
                painel.acesso && (
                  <ReimprimirPedido
                    pedido={pedido}
                    sessao={painel.acesso.sessao}
                    h="14"
                    minW="14"
                    variant="outline"
                    rounded="xl"
                    fontSize="xl"
                  />
                )
              }
            />
          ))}
        </SimpleGrid>
      )}
      <Text
        display={{ base: 'none', md: 'block' }}
        mt="4"
        fontSize="sm"
        color="fg.muted"
        textAlign="center"
      >
        Teclado: <Kbd>1</Kbd>–<Kbd>9</Kbd> escolhe o pedido, <Kbd>Enter</Kbd> marca pronto,{' '}
        <Kbd>Backspace</Kbd> desfaz
      </Text>
      {preparo.ultimo && (
        <BarraDoDesfazer ultimo={preparo.ultimo} onDesfazer={() => void preparo.desfazer()} />
      )}
    </Box>
  );
}
