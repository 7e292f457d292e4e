import { Box, Button, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { AtivarSom } from '../../pedidos/equipe/components/SomDosAlertas';
import { TituloDasChamadas } from '../../pedidos/equipe/components/TituloDasChamadas';
import { tempoDecorrido } from '../../pedidos/equipe/idade';
import { pediuAConta, tituloDaChamada } from '../../chamadas/texto';
import { useChamadasDoGarcom } from './useChamadasDoGarcom';

/**
 * Tables calling a waiter, on top of every waiter screen while any call waits: the table (and
 * 'pediu a conta' when the QR page asked for the bill), how long ago, and 'Atendida'. An answer on any screen removes the call here at once.
 */
export function ChamadasDoGarcom() {
  const { chamadas, agora, atendendo, atender, som } = useChamadasDoGarcom();
  if (chamadas.length === 0) return null;
  return (
    <Box
      as="section"
      aria-label="Chamadas de garçom"
      // Toasts on larger screens start below the strip (app/toaster.tsx).
      data-avisos-abaixo=""
      data-alerta-sonoro={som.alerta ?? 'nenhum'}
      bg="orange.subtle"
      borderBottomWidth="2px"
      borderColor="orange.solid"
      py="2"
    >
      <Container maxW="6xl" px={{ base: '3', md: '6' }}>
        <Stack gap="2">
          <HStack gap="2" color="orange.fg" justify="space-between" wrap="wrap">
            <TituloDasChamadas quantas={chamadas.length} />
            <AtivarSom som={som} size="sm" minH="11">
              Ativar som
            </AtivarSom>
          </HStack>
          <Flex gap="2" wrap="wrap">
            {chamadas.map((chamada) => (
              <HStack
                key={chamada.id}
                data-testid={`chamada-garcom-${chamada.id}`}
                flex={{ base: '1 1 100%', sm: '0 1 auto' }}
                justify="space-between"
                gap="3"
                pl="3"
                pr="1"
                py="1"
                rounded="xl"
                bg="bg.panel"
                shadow="xs"
              >
                <Box lineHeight="1.2" minW="0">
                  <Text fontWeight="800" fontSize="lg" truncate data-tipo={chamada.tipo}>
                    {tituloDaChamada(chamada)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {tempoDecorrido(chamada.created_at, agora)}
                  </Text>
                </Box>
                <Button
                  h="11"
                  px="4"
                  colorPalette="green"
                  rounded="lg"
                  flexShrink={0}
                  loading={atendendo === chamada.id}
                  aria-label={
                    pediuAConta(chamada)
                      ? `Atendida: mesa ${chamada.mesa} pediu a conta`
                      : `Atendida: mesa ${chamada.mesa}`
                  }
                  onClick={() => void atender(chamada.id)}
                >
                  <LuCheck /> Atendida
                </Button>
              </HStack>
            ))}
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
