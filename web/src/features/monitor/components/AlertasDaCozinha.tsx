import { textoDoAlerta, type AlertaDaCozinha } from '@cardapio/shared-events';
import { formatarHora } from '../../../app/format';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuBellOff, LuSiren } from 'react-icons/lu';
import type { Cozinha } from '../cozinha';

/**
 * The kitchen's loud alerts on the board and the dashboard (issue 28 §3): one red banner per
 * order no kitchen screen has shown and per registered screen gone silent. 'Ciente' stops the
 * siren; the banner goes by itself when the alert no longer holds.
 */
export function AlertasDaCozinha({ cozinha }: { cozinha: Cozinha }) {
  if (cozinha.alertas.length === 0) return null;
  return (
    <Stack gap="2" role="alert" aria-live="assertive">
      {cozinha.alertas.map((alerta) => (
        <HStack
          key={alerta.id}
          data-testid="alerta-cozinha"
          gap="3"
          px="4"
          py="3"
          rounded="xl"
          bg="red.solid"
          color="white"
          shadow="md"
          wrap={{ base: 'wrap', sm: 'nowrap' }}
        >
          <LuSiren size="22" />
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="bold">{textoDoAlerta(alerta)}</Text>
            <Text fontSize="sm" opacity={0.9}>
              {detalheDoAlerta(alerta)}
            </Text>
          </Stack>
          {!cozinha.ehCiente(alerta.id) && (
            <Button
              size="sm"
              minH="11"
              variant="solid"
              bg="white"
              // Fixed shades: the theme's red.fg is a light red in dark mode, unreadable on white.
              color="red.700"
              _hover={{ bg: 'red.100' }}
              onClick={() => cozinha.ciente(alerta.id)}
            >
              <LuBellOff /> Ciente
            </Button>
          )}
        </HStack>
      ))}
    </Stack>
  );
}

function detalheDoAlerta(alerta: AlertaDaCozinha): string {
  switch (alerta.tipo) {
    case 'pedido':
      return `Confira a tela da cozinha ou avise a equipe · alerta desde ${formatarHora(alerta.desde)}`;
    case 'atraso':
      return `Previsto para ${formatarHora(alerta.desde)} · fale com a cozinha e, se preciso, avise o cliente`;
    case 'tela':
      return `Último sinal às ${formatarHora(alerta.desde)} · verifique a internet e a energia do aparelho`;
    case 'impressora':
      return `Esperando desde ${formatarHora(alerta.desde)} · veja se a impressora está ligada, com papel e na rede`;
  }
}
