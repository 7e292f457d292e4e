import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCalendarClock, LuCirclePause, LuFlame } from 'react-icons/lu';
import { useAoFimDaPausa } from '../../ritmo/fimDaPausa';
import { useStatusDaLojaQuery } from '../api';

function Faixa({
  icone,
  titulo,
  texto,
  palette,
  testId,
}: {
  icone: ReactNode;
  titulo: string;
  texto: string;
  palette: 'orange' | 'blue' | 'purple' | 'red';
  testId: string;
}) {
  return (
    <HStack
      role="status"
      data-testid={testId}
      gap="3"
      align="flex-start"
      px={{ base: '4', md: '5' }}
      py="3"
      rounded="2xl"
      bg={`${palette}.subtle`}
      borderWidth="1px"
      borderColor={`${palette}.muted`}
    >
      <Box color={`${palette}.fg`} fontSize="xl" mt="0.5" flexShrink={0}>
        {icone}
      </Box>
      <Stack gap="0.5" minW="0">
        <Text fontWeight="800" color={`${palette}.fg`} data-testid={`${testId}-titulo`}>
          {titulo}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {texto}
        </Text>
      </Stack>
    </HStack>
  );
}

/**
 * What the flow of orders means for a customer on the menu (issue 31 §3), from the store's
 * status: paused ('Pausado — voltamos às 20:30', ordering blocked as for a closed store), every
 * window full, the next free window ('Entrega a partir de 21:15') or a busy kitchen. Live: a
 * change is pushed (the menu reads the status again), and a pause that ends at its time is read
 * again at that time, without a reload.
 */
export function AvisoDoRitmo({ empresaId }: { empresaId: number }) {
  const consulta = useStatusDaLojaQuery(empresaId, { pollingInterval: 60_000 });
  const status = consulta.data;
  const { refetch } = consulta;
  useAoFimDaPausa(status?.pausa?.ate, consulta.fulfilledTimeStamp, () => void refetch());
  // `?.`: a gateway of the previous version (rolling deploy) answers without these fields.
  if (!status) return null;
  if (status.pausa)
    return (
      <Faixa
        testId="aviso-pausa"
        palette="orange"
        icone={<LuCirclePause />}
        titulo={status.pausa.texto}
        texto="Não estamos aceitando pedidos pelo site agora. Você pode continuar vendo o cardápio."
      />
    );
  if (status.lotado)
    return (
      <Faixa
        testId="aviso-lotado"
        palette="red"
        icone={<LuCalendarClock />}
        titulo="Sem horários disponíveis hoje"
        texto="A cozinha já está com todos os horários de hoje preenchidos."
      />
    );
  if (status.proxima_janela)
    return (
      <Faixa
        testId="aviso-janela"
        palette="blue"
        icone={<LuCalendarClock />}
        titulo={status.proxima_janela.texto}
        texto="A cozinha está cheia até lá: seu pedido entra no próximo horário livre."
      />
    );
  if ((status.ocupado_min ?? 0) > 0)
    return (
      <Faixa
        testId="aviso-ocupado"
        palette="purple"
        icone={<LuFlame />}
        titulo="Cozinha movimentada"
        texto={`Os pedidos estão levando cerca de ${status.ocupado_min} minutos a mais que o normal.`}
      />
    );
  return null;
}
