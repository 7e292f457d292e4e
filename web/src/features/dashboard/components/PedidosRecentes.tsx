import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Pedido } from '@cardapio/shared-events';
import { MENSAGENS_DASHBOARD } from '@cardapio/shared-events';
import { useEffect, useState } from 'react';
import { LuInbox, LuRadio } from 'react-icons/lu';
import { EstadoDaLista } from '../../../components/EstadoDaLista';
import { Painel } from '../../../components/Painel';
import { formatarReais } from '../../../app/format';
import { NOME_DO_TIPO, rotuloDoStatusNaEquipe } from '../../pedidos/status';
import { tempoRelativo } from '../tempoRelativo';
import { nomeDoCliente } from '../../pedidos/status';

/** 'Agora mesmo' becomes '1min atrás' without a new answer from the server. */
function useAgora(intervaloMs = 30_000): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setAgora(Date.now()), intervaloMs);
    return () => clearInterval(timer);
  }, [intervaloMs]);
  return agora;
}

const quemPediu = (pedido: Pedido) =>
  pedido.tipo_pedido === 'mesa'
    ? `Mesa ${pedido.mesa ?? ''}`.trim()
    : (nomeDoCliente(pedido) ?? 'Cliente');

/** The timeline 'Pedidos Recentes' (staff-side §2), live by push. */
export function PedidosRecentes({
  pedidos,
  carregando,
  erro,
  onTentarDeNovo,
}: {
  pedidos: Pedido[] | undefined;
  carregando: boolean;
  erro: boolean;
  onTentarDeNovo: () => void;
}) {
  const agora = useAgora();
  return (
    <Painel
      as="section"
      aria-labelledby="titulo-pedidos-recentes"
      gap="4"
      p={{ base: '4', md: '6' }}
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text as="h2" id="titulo-pedidos-recentes" fontSize="lg" fontWeight="800">
          Pedidos Recentes
        </Text>
        <Badge colorPalette="green" variant="subtle" rounded="full" px="2.5" py="1">
          <LuRadio /> {MENSAGENS_DASHBOARD.tempoReal}
        </Badge>
      </HStack>
      {erro && !pedidos ? (
        <EstadoDaLista
          icone={<LuInbox />}
          titulo="Erro ao carregar pedidos"
          onTentarDeNovo={onTentarDeNovo}
        />
      ) : !carregando && (pedidos ?? []).length === 0 ? (
        <EstadoDaLista icone={<LuInbox />} titulo={MENSAGENS_DASHBOARD.semPedidosRecentes} />
      ) : (
        <Stack as="ol" aria-label="Pedidos Recentes" gap="0" listStyleType="none" m="0" p="0">
          {(pedidos ?? []).map((pedido) => {
            const status = rotuloDoStatusNaEquipe(pedido);
            return (
              <HStack
                as="li"
                key={pedido.id}
                gap="3"
                py="3"
                borderTopWidth="1px"
                borderColor="border.subtle"
                _first={{ borderTopWidth: 0 }}
                align="flex-start"
              >
                <Box
                  mt="1.5"
                  boxSize="2.5"
                  rounded="full"
                  flexShrink={0}
                  bg={`${status.cor}.solid`}
                  aria-hidden
                />
                <Stack gap="0.5" flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="700">Pedido #{pedido.id}</Text>
                    <Badge colorPalette={status.cor} variant="subtle" rounded="full">
                      {status.rotulo}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {quemPediu(pedido)} · {NOME_DO_TIPO[pedido.tipo_pedido] ?? 'Entrega'}
                  </Text>
                </Stack>
                <Stack gap="0.5" align="flex-end" flexShrink={0}>
                  <Text fontWeight="700">{formatarReais(pedido.total)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    <time dateTime={pedido.created_at}>
                      {tempoRelativo(pedido.created_at, agora)}
                    </time>
                  </Text>
                </Stack>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Painel>
  );
}
