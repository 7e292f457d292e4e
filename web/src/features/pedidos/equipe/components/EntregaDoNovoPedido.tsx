import { NOME_DO_CANAL } from '@cardapio/shared-events';
import { Badge, Field, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuStore, LuTruck, LuUtensils } from 'react-icons/lu';
import { Segmentos } from '../../../../components/Segmentos';
import { EnderecoEFrete } from '../../../carrinho/components/EnderecoEFrete';
import type { CanalDaEquipe, EntregaDaEquipe } from '../novoPedido';
import type { NovoPedido } from '../useNovoPedido';

const CANAIS: { value: CanalDaEquipe; label: string }[] = [
  { value: 'telefone', label: NOME_DO_CANAL.telefone },
  { value: 'balcao', label: NOME_DO_CANAL.balcao },
];

const ENTREGAS: { value: EntregaDaEquipe; label: string; explicacao: string; icone: ReactNode }[] =
  [
    {
      value: 'entrega',
      label: 'Entrega',
      explicacao: 'Levamos no endereço do cliente.',
      icone: <LuTruck />,
    },
    {
      value: 'retirada',
      label: 'Retirada',
      explicacao: 'O cliente busca na loja quando estiver pronto. Sem taxa de entrega.',
      icone: <LuStore />,
    },
    {
      value: 'balcao',
      label: 'Balcão',
      explicacao: 'Servido no balcão da loja. Sem taxa de entrega.',
      icone: <LuUtensils />,
    },
  ];

/** A labelled row of exclusive choices. */
function Escolha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontWeight="semibold" fontSize="sm">
        {rotulo}
      </Field.Label>
      {children}
    </Field.Root>
  );
}

/**
 * How the order came in and how it leaves (issue 31 §1): the channel, delivery / pickup /
 * counter, and for a delivery the customer's address with its freight (the cart's card, the same
 * quote the menu shows).
 */
export function EntregaDoNovoPedido({ novo, empresaId }: { novo: NovoPedido; empresaId: number }) {
  const { form, mudar, mudarCanal, erros, busca } = novo;
  const atual = ENTREGAS.find((e) => e.value === form.entrega)!;
  return (
    <Stack gap="4">
      <Escolha rotulo="Canal">
        {novo.corrigindo ? (
          // A correction keeps how the order came in.
          <HStack gap="2" wrap="wrap" data-testid="canal-fixo">
            <Badge colorPalette="gray" variant="surface" size="lg" rounded="lg">
              {NOME_DO_CANAL[novo.corrigindo.canal]}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              O canal não muda na correção.
            </Text>
          </HStack>
        ) : (
          <Segmentos
            valor={form.canal}
            itens={CANAIS}
            onValor={mudarCanal}
            w="full"
            aria-label="Canal do pedido"
          />
        )}
      </Escolha>
      <Escolha rotulo="Tipo de pedido">
        <Segmentos
          valor={form.entrega}
          itens={ENTREGAS.map(({ value, label }) => ({ value, label }))}
          onValor={(entrega) => mudar('entrega', entrega)}
          w="full"
          aria-label="Tipo de pedido"
        />
      </Escolha>
      {form.entrega === 'entrega' ? (
        <Stack gap="2">
          <EnderecoEFrete
            // A customer found by phone starts again from their address (shown, not edited), as
            // does the corrected order's.
            key={busca.estado === 'encontrado' ? busca.cliente.telefone : 'novo'}
            empresaId={empresaId}
            carrinho={null}
            entrega={novo.entrega}
            equipe
          />
          {erros.endereco && (
            <Text fontSize="sm" color="red.fg" role="alert">
              {erros.endereco}
            </Text>
          )}
        </Stack>
      ) : (
        <HStack gap="2" fontSize="sm" color="fg.muted">
          {atual.icone}
          <Text>{atual.explicacao}</Text>
        </HStack>
      )}
    </Stack>
  );
}
