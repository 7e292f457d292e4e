import type { Mesa } from '@cardapio/shared-events';
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { LuQrCode, LuReceiptText, LuUsers } from 'react-icons/lu';
import { Link } from 'react-router';
import { formatarReais } from '../../../app/format';
import { IconeEmDestaque } from '../../../components/IconeEmDestaque';
import { Painel } from '../../../components/Painel';
import { COR_STATUS_MESA, rotuloDoStatus } from '../../mesas/status';
import { mesaOcupada, statusNoSalao } from '../aoVivo';
import { TOQUE_NO_CARTAO } from './toqueNoCartao';

export const pessoas = (n: number) => (n === 1 ? '1 pessoa' : `${n} pessoas`);

function textoDasComandas(mesa: Mesa): string | null {
  const fechadas = mesa.contas_fechadas ?? 0;
  if (fechadas > 0)
    return mesa.comandas_ativas === 0
      ? 'Conta fechada'
      : `${mesa.comandas_ativas + fechadas} comandas · conta fechada`;
  if (mesa.comandas_ativas === 0) return null;
  if (mesa.comandas_ativas === 1 && mesa.comanda_numero) return `Comanda ${mesa.comanda_numero}`;
  return mesa.comandas_ativas === 1 ? '1 comanda' : `${mesa.comandas_ativas} comandas`;
}

/** Below a table without a tab: free, or why it is not (set by the staff). */
const SEM_COMANDA = {
  livre: 'Disponível',
  ocupada: 'Disponível',
  reservada: 'Reservada',
  manutencao: 'Em manutenção',
} as const;

/**
 * A table on the waiter dashboard: number - name, its status, capacity, open total, and
 * 'Pedido pelo QR' while guests' QR orders wait for confirmation.
 */
export const MesaCard = memo(function MesaCard({ mesa }: { mesa: Mesa }) {
  // QR lines waiting for a waiter's confirmation on the table's tabs (issue 31 §2).
  const pedidosDoQr = mesa.qr_aguardando;
  const ocupada = mesaOcupada(mesa);
  const status = statusNoSalao(mesa);
  const cor = COR_STATUS_MESA[status];
  const comandas = textoDasComandas(mesa);
  return (
    <Painel
      asChild
      gap="3"
      p="4"
      minH="36"
      borderColor={ocupada ? 'orange.emphasized' : 'border.subtle'}
      borderTopWidth="4px"
      borderTopColor={`${cor}.solid`}
      shadow="xs"
      {...TOQUE_NO_CARTAO}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
    >
      <Link
        to={`/garcom/mesa/${mesa.id}`}
        aria-label={`${mesa.numero} - ${mesa.nome}, ${rotuloDoStatus(status)}${pedidosDoQr > 0 ? ', pedido pelo QR esperando confirmação' : ''}`}
      >
        <HStack gap="1.5" flexWrap="wrap">
          <Badge colorPalette={cor} variant="subtle" rounded="full" px="2">
            {rotuloDoStatus(status)}
          </Badge>
          {pedidosDoQr > 0 && (
            <Badge
              colorPalette="purple"
              variant="solid"
              rounded="full"
              px="2"
              data-testid="mesa-pedido-qr"
            >
              <LuQrCode /> Pedido pelo QR
            </Badge>
          )}
        </HStack>
        <Stack gap="0.5">
          <Text fontWeight="800" fontSize="md" lineHeight="1.25" lineClamp={2}>
            {mesa.numero} - {mesa.nome}
          </Text>
          <HStack gap="1" color="fg.muted" fontSize="xs">
            <LuUsers />
            <Text>{pessoas(mesa.capacidade)}</Text>
          </HStack>
        </Stack>
        <Stack gap="0.5" mt="auto">
          {ocupada ? (
            <>
              <Text fontWeight="800" fontSize="lg" letterSpacing="-0.01em">
                {formatarReais(mesa.total_ativo)}
              </Text>
              {comandas && (
                <HStack gap="1.5" color="fg.muted" fontSize="xs" fontWeight="medium">
                  <LuReceiptText />
                  <Text>{comandas}</Text>
                </HStack>
              )}
            </>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {SEM_COMANDA[status]}
            </Text>
          )}
        </Stack>
      </Link>
    </Painel>
  );
});

interface StatCardProps {
  rotulo: string;
  valor: number;
  icone: React.ReactNode;
  cor: string;
}

export function StatCard({ rotulo, valor, icone, cor }: StatCardProps) {
  return (
    <Painel direction="row" align="center" gap="3" p={{ base: '3', md: '4' }} shadow="xs" minW="0">
      <IconeEmDestaque
        cor={cor}
        boxSize={{ base: '9', md: '11' }}
        flexShrink={0}
        rounded="xl"
        fontSize={{ base: 'md', md: 'lg' }}
      >
        {icone}
      </IconeEmDestaque>
      <Box minW="0" lineHeight="1.2">
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="800" data-testid={`stat-${rotulo}`}>
          {valor}
        </Text>
        <Text fontSize="xs" color="fg.muted" lineHeight="1.2">
          {rotulo}
        </Text>
      </Box>
    </Painel>
  );
}
