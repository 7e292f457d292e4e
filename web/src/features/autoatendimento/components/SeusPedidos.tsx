import { valorDaLinha, type ItemDoConvidado } from '@cardapio/shared-events';
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatarHora, formatarReais } from '../../../app/format';
import { OpcoesDaLinha } from '../../../components/OpcoesDaLinha';
import { textoDeItens } from '../regras';
import { statusDoItem } from '../status';

interface SeusPedidosProps {
  itens: ItemDoConvidado[];
  total: number;
}

/** This device's items at the table, newest first, each with its live state, and their total. */
export function SeusPedidos({ itens, total }: SeusPedidosProps) {
  const ordenados = [...itens].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
  );
  const unidades = itens.reduce(
    (soma, i) => (i.status === 'cancelado' ? soma : soma + i.quantidade),
    0,
  );
  return (
    <Box
      as="section"
      id="seus-pedidos"
      scrollMarginTop="4"
      aria-labelledby="seus-pedidos-titulo"
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.subtle"
      shadow="xs"
      data-testid="mesa-qr-seus-pedidos"
    >
      <HStack
        justify="space-between"
        align="baseline"
        px={{ base: '4', md: '5' }}
        pt="4"
        pb="2"
        gap="3"
      >
        <Heading as="h2" id="seus-pedidos-titulo" fontSize="xl" fontWeight="800">
          Seus pedidos
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {textoDeItens(unidades)}
        </Text>
      </HStack>
      <Stack as="ul" gap="0" listStyleType="none" px={{ base: '4', md: '5' }}>
        {ordenados.map((item) => (
          <LinhaDoPedido key={item.id} item={item} />
        ))}
      </Stack>
      <HStack
        justify="space-between"
        px={{ base: '4', md: '5' }}
        py="3"
        borderTopWidth="1px"
        borderColor="border.subtle"
        fontWeight="800"
        fontSize="lg"
      >
        <Text>Total</Text>
        <Text data-testid="mesa-qr-total">{formatarReais(total)}</Text>
      </HStack>
    </Box>
  );
}

function LinhaDoPedido({ item }: { item: ItemDoConvidado }) {
  const status = statusDoItem(item);
  const cancelado = item.status === 'cancelado';
  return (
    <Stack
      as="li"
      gap="1"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.subtle"
      _last={{ borderBottomWidth: 0 }}
      opacity={cancelado ? 0.6 : 1}
      data-testid="mesa-qr-item"
      data-status={status.chave}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Text
          fontWeight="bold"
          lineHeight="1.3"
          textDecoration={cancelado ? 'line-through' : undefined}
          minW="0"
        >
          {item.quantidade}× {item.produto_nome}
        </Text>
        <Badge
          colorPalette={status.cor}
          variant="subtle"
          rounded="full"
          px="2.5"
          py="0.5"
          fontSize="xs"
          fontWeight="bold"
          flexShrink={0}
          data-testid="mesa-qr-item-status"
        >
          {status.rotulo}
        </Badge>
      </HStack>
      <OpcoesDaLinha personalizacoes={item.personalizacoes} gap="0.5" fontSize="sm" />
      {item.observacoes && (
        <Text fontSize="sm" color="fg.muted" fontStyle="italic" lineClamp={3}>
          Obs.: {item.observacoes}
        </Text>
      )}
      <HStack justify="space-between" fontSize="sm" color="fg.muted">
        <Text>Pedido às {formatarHora(item.created_at)}</Text>
        <Text fontWeight="semibold" color={cancelado ? 'fg.muted' : 'fg'}>
          {formatarReais(valorDaLinha(item).total / 100)}
        </Text>
      </HStack>
    </Stack>
  );
}
