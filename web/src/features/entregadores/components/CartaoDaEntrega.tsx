import type { EntregaDoEntregador } from '@cardapio/shared-events';
import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuCheck,
  LuCircleCheck,
  LuCircleX,
  LuCloudUpload,
  LuMapPin,
  LuPhone,
  LuWallet,
  LuX,
} from 'react-icons/lu';
import { formatarTelefone } from '../../../app/format';
import { Painel } from '../../../components/Painel';
import { cobrancaDaEntrega, resultadoDaEntrega } from '../entregas';

interface CartaoDaEntregaProps {
  entrega: EntregaDoEntregador;
  /** Tapped offline (or not answered yet): still in this phone's queue. */
  aguardandoEnvio: boolean;
  onEntregue: () => void;
  onNaoEntregue: () => void;
}

/** A big, thumb-sized link of the card (maps, the phone call). */
function LinkGrande({
  href,
  icone,
  children,
}: {
  href: string;
  icone: ReactNode;
  children: ReactNode;
}) {
  const externo = href.startsWith('http');
  return (
    <Link
      href={href}
      target={externo ? '_blank' : undefined}
      rel={externo ? 'noopener noreferrer' : undefined}
      display="flex"
      alignItems="flex-start"
      gap="2.5"
      minH="11"
      px="3"
      py="2.5"
      rounded="xl"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border.subtle"
      color="fg"
      fontWeight="semibold"
      textDecoration="none"
      _hover={{ bg: 'bg.emphasized', textDecoration: 'none' }}
    >
      <Box color="brand.fg" fontSize="lg" mt="0.5" flexShrink={0}>
        {icone}
      </Box>
      <Box minW="0" wordBreak="break-word">
        {children}
      </Box>
    </Link>
  );
}

function Cobranca({ entrega }: { entrega: EntregaDoEntregador }) {
  const { forma, linhas } = cobrancaDaEntrega(entrega);
  const pago = entrega.cobranca === 'pago';
  return (
    <Stack
      gap="0.5"
      px="3"
      py="2.5"
      rounded="xl"
      bg={pago ? 'green.subtle' : 'orange.subtle'}
      color={pago ? 'green.fg' : 'orange.fg'}
      data-testid="cobranca"
    >
      <HStack gap="2" fontSize="xs" fontWeight="bold" textTransform="uppercase">
        <LuWallet />
        <Text>{forma}</Text>
      </HStack>
      {linhas.map((linha) => (
        <Text key={linha} fontWeight="800" fontSize={pago ? 'sm' : 'md'}>
          {linha}
        </Text>
      ))}
    </Stack>
  );
}

/** One delivery on the courier's phone: where, who, what to collect, and the two buttons. */
export function CartaoDaEntrega({
  entrega,
  aguardandoEnvio,
  onEntregue,
  onNaoEntregue,
}: CartaoDaEntregaProps) {
  const emRota = entrega.status === 'em_rota';
  const id = entrega.pedido_id;
  return (
    <Painel
      as="article"
      aria-label={`Entrega #${id}`}
      data-testid={`entrega-${id}`}
      data-status={entrega.status}
      gap="3"
      p="4"
      // Finished ones are dimmed by their colours, not by opacity (their text keeps its contrast).
      bg={emRota ? 'bg.panel' : 'bg.muted'}
      color={emRota ? undefined : 'fg.muted'}
      shadow={emRota ? 'card' : 'none'}
    >
      <HStack justify="space-between" gap="2" align="flex-start">
        <HStack gap="2.5" minW="0">
          {emRota && (
            <Box
              boxSize="8"
              rounded="full"
              display="grid"
              placeItems="center"
              bg="brand.solid"
              color="brand.contrast"
              fontWeight="800"
              flexShrink={0}
              aria-label={`Parada ${entrega.ordem}`}
            >
              {entrega.ordem}
            </Box>
          )}
          <Stack gap="0" minW="0">
            <Text fontWeight="800" fontSize="lg" lineHeight="1.2">
              #{id}
            </Text>
            <Text fontWeight="semibold" lineClamp={1}>
              {entrega.cliente_nome}
            </Text>
          </Stack>
        </HStack>
      </HStack>

      {!emRota && (
        <HStack
          gap="1.5"
          fontWeight="semibold"
          color={entrega.status === 'entregue' ? 'green.fg' : 'orange.fg'}
          data-testid="resultado-da-entrega"
        >
          {entrega.status === 'entregue' ? <LuCircleCheck /> : <LuCircleX />}
          <Text>{resultadoDaEntrega(entrega)}</Text>
        </HStack>
      )}

      {aguardandoEnvio && (
        <HStack gap="1.5" fontSize="sm" color="fg.muted" data-testid="aguardando-envio">
          <LuCloudUpload />
          <Text>Aguardando envio</Text>
        </HStack>
      )}

      {emRota && (
        <>
          <LinkGrande href={entrega.mapa_url} icone={<LuMapPin />}>
            {entrega.endereco_texto}
          </LinkGrande>
          {entrega.telefone_cliente && (
            <LinkGrande href={`tel:${entrega.telefone_cliente}`} icone={<LuPhone />}>
              Ligar {formatarTelefone(entrega.telefone_cliente)}
            </LinkGrande>
          )}
          <Cobranca entrega={entrega} />
          {entrega.itens.length > 0 && (
            <Stack as="ul" gap="0.5" listStyleType="none" fontSize="sm" aria-label="Itens">
              {entrega.itens.map((item, i) => (
                <Text as="li" key={`${i}-${item}`}>
                  {item}
                </Text>
              ))}
            </Stack>
          )}
          {entrega.observacoes && (
            <Box p="2.5" rounded="lg" bg="yellow.subtle" color="yellow.fg" fontSize="sm">
              <Text fontWeight="bold">Observações</Text>
              <Text>{entrega.observacoes}</Text>
            </Box>
          )}
          <Stack gap="2.5" pt="1">
            <Button size="xl" minH="14" rounded="xl" colorPalette="green" onClick={onEntregue}>
              <LuCheck /> Entregue
            </Button>
            <Button
              size="lg"
              minH="12"
              rounded="xl"
              colorPalette="red"
              variant="outline"
              onClick={onNaoEntregue}
            >
              <LuX /> Não entregue
            </Button>
          </Stack>
        </>
      )}
    </Painel>
  );
}
