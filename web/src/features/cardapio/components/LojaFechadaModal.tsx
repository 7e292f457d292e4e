import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FaWhatsapp } from 'react-icons/fa6';
import { LuCalendarClock, LuCirclePause, LuClock, LuStore } from 'react-icons/lu';
import { StatusDialog } from '../../../components/StatusDialog';
import { useStatusDaLojaQuery } from '../api';
import { rastrear } from '../pixel';

interface LojaFechadaModalProps {
  empresaId: number;
  nomeDaEmpresa: string;
  whatsapp: string;
  onFechar: () => void;
}

/** Store-closed notice (customer-side §2, §4) with today's hours and the next opening. */
export function LojaFechadaModal({
  empresaId,
  nomeDaEmpresa,
  whatsapp,
  onFechar,
}: LojaFechadaModalProps) {
  const { data: status } = useStatusDaLojaQuery(empresaId);
  // Paused by staff or every window full (issue 31 §3): said as such, not as a closed store.
  const pausa = status?.pausa ?? null;
  const lotado = !pausa && Boolean(status?.lotado);
  const hoje = pausa ? null : status?.texto?.hoje;
  const proxima = pausa ? pausa.texto : lotado ? null : status?.texto?.proximaAbertura;
  const titulo = pausa
    ? 'Pedidos pausados no momento'
    : lotado
      ? 'Sem horários disponíveis hoje'
      : 'Loja fechada no momento';
  const mensagem = pausa
    ? `${nomeDaEmpresa} pausou os pedidos pelo site por alguns minutos. Você pode continuar vendo o cardápio e pedir assim que voltarmos.`
    : lotado
      ? `A cozinha de ${nomeDaEmpresa} já está com todos os horários de hoje preenchidos.`
      : `${nomeDaEmpresa} não está aceitando pedidos agora. Você pode continuar vendo o cardápio e pedir assim que abrirmos.`;

  return (
    <StatusDialog
      aberto
      testId="loja-fechada-modal"
      title={titulo}
      tone={{ icon: pausa ? <LuCirclePause /> : <LuStore />, palette: 'orange' }}
      message={mensagem}
      onFechar={onFechar}
      acoes={
        <>
          <Button colorPalette="brand" rounded="full" size="lg" onClick={onFechar}>
            Continuar Navegando
          </Button>
          <Button asChild variant="outline" colorPalette="green" rounded="full" size="lg">
            <Link
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              textDecoration="none"
              onClick={() => rastrear('Contact')}
            >
              <FaWhatsapp /> Falar no WhatsApp
            </Link>
          </Button>
        </>
      }
    >
      {(hoje || proxima) && (
        <Stack
          w="full"
          gap="2"
          mt="1"
          p="3"
          rounded="xl"
          bg="bg.muted"
          fontSize="sm"
          textAlign="start"
          data-testid="horario-loja"
        >
          {hoje && (
            <HStack gap="2">
              <Box color="fg.muted">
                <LuClock />
              </Box>
              <Text>{hoje}</Text>
            </HStack>
          )}
          {proxima && (
            <HStack gap="2">
              <Box color="brand.fg">
                <LuCalendarClock />
              </Box>
              <Text fontWeight="semibold">{proxima}</Text>
            </HStack>
          )}
        </Stack>
      )}
    </StatusDialog>
  );
}
