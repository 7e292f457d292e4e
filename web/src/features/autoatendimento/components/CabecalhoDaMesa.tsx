import type { MesaDoQr } from '@cardapio/shared-events';
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuUtensilsCrossed, LuWifiOff } from 'react-icons/lu';
import { FaixaDaMarca } from '../../../components/FaixaDaMarca';
import { LogoDaLoja } from '../../../components/LogoDaLoja';

interface CabecalhoDaMesaProps {
  mesa: MesaDoQr;
  /** The live connection dropped and is being retried. */
  reconectando: boolean;
}

/** The restaurant and, large, the table the guest is sitting at. */
export function CabecalhoDaMesa({ mesa, reconectando }: CabecalhoDaMesaProps) {
  const { empresa } = mesa;
  const titulo = `Mesa ${mesa.mesa.numero}`;
  const nome = mesa.mesa.nome.trim();
  const mostrarNome = nome !== '' && nome !== mesa.mesa.numero && nome !== titulo;
  return (
    <FaixaDaMarca
      as="header"
      overflow="hidden"
      rounded={{ base: '0', md: '3xl' }}
      px={{ base: '5', md: '8' }}
      pt={{ base: '5', md: '7' }}
      pb={{ base: '6', md: '7' }}
      shadow={{ md: 'card' }}
    >
      <Box
        position="absolute"
        insetEnd="-4"
        top="50%"
        transform="translateY(-50%) rotate(-12deg)"
        fontSize="8rem"
        color="whiteAlpha.200"
        pointerEvents="none"
        aria-hidden
      >
        <LuUtensilsCrossed />
      </Box>
      <Stack position="relative" gap="3" data-testid="mesa-qr-titulo">
        <HStack gap="3" minW="0">
          {empresa.logo_url && <LogoDaLoja url={empresa.logo_url} />}
          <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} truncate>
            {empresa.nome}
          </Text>
          {reconectando && (
            <Badge
              ms="auto"
              flexShrink={0}
              bg="whiteAlpha.300"
              color="brand.contrast"
              rounded="full"
              px="2"
              gap="1"
              data-testid="mesa-qr-reconectando"
            >
              <LuWifiOff /> Reconectando…
            </Badge>
          )}
        </HStack>
        <Stack gap="0.5">
          <Heading
            as="h1"
            fontSize={{ base: '4xl', md: '5xl' }}
            fontWeight="800"
            letterSpacing="-0.03em"
            lineHeight="1"
          >
            {titulo}
          </Heading>
          {mostrarNome && (
            <Text fontSize="sm" opacity={0.9}>
              {nome}
            </Text>
          )}
        </Stack>
      </Stack>
    </FaixaDaMarca>
  );
}
