import type { Mesa } from '@cardapio/shared-events';
import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { AcoesDoCartao } from '../../../components/AcoesDoCartao';
import { CartaoDoPainel } from '../../../components/CartaoDoPainel';
import { pessoas } from '../../comandas/components/MesaCard';
import { StatusDaMesa } from './StatusDaMesa';
import { TabelaDoPainel } from '../../../components/TabelaDoPainel';

export type AcaoDaMesa = 'editar' | 'excluir';

interface ListaDeMesasProps {
  mesas: Mesa[];
  onAcao: (acao: AcaoDaMesa, mesa: Mesa) => void;
}

/** Tables as a table on desktop and as cards on phones (staff-side §2 Tables). */
export function ListaDeMesas({ mesas, onAcao }: ListaDeMesasProps) {
  const acoes = (mesa: Mesa) => <AcoesDoCartao onAcao={(acao) => onAcao(acao, mesa)} />;
  return (
    <>
      <TabelaDoPainel colunas={['Mesa', 'Capacidade', 'Status', 'Ações']}>
        {mesas.map((mesa) => (
          <Table.Row key={mesa.id} data-testid={`mesa-admin-${mesa.id}`}>
            <Table.Cell>
              <Text fontWeight="700">
                {mesa.numero} - {mesa.nome}
              </Text>
            </Table.Cell>
            <Table.Cell color="fg.muted">{pessoas(mesa.capacidade)}</Table.Cell>
            <Table.Cell>
              <StatusDaMesa status={mesa.status} />
            </Table.Cell>
            <Table.Cell>
              <HStack justify="flex-end">{acoes(mesa)}</HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </TabelaDoPainel>
      <Stack hideFrom="md" gap="3">
        {mesas.map((mesa) => (
          <CartaoDoPainel
            key={mesa.id}
            data-testid={`mesa-admin-${mesa.id}`}
            shadow="xs"
            identidade={
              <Box minW="0">
                <Text fontWeight="800" lineClamp={2}>
                  {mesa.numero} - {mesa.nome}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {pessoas(mesa.capacidade)}
                </Text>
              </Box>
            }
            selo={<StatusDaMesa status={mesa.status} flexShrink={0} />}
          >
            {acoes(mesa)}
          </CartaoDoPainel>
        ))}
      </Stack>
    </>
  );
}
