import type { QrDaMesa } from '@cardapio/shared-events';
import { Badge, Box, Button, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { LuLock, LuLockOpen, LuRefreshCw, LuWrench } from 'react-icons/lu';

interface CartaoDoQrProps {
  empresa: string;
  mesa: QrDaMesa;
  bloqueando: boolean;
  onBloquear: (mesa: QrDaMesa, bloqueado: boolean) => void;
  onRenovar: (mesa: QrDaMesa) => void;
}

/** The card's actions: 44 px tall on phones, 40 px from tablets up; never printed. */
const ACAO = {
  size: 'sm',
  minH: { base: '11', md: '10' },
  rounded: 'lg',
  flex: '1 1 auto',
} as const;

/**
 * One table's QR card (issue 31 §2): the company, 'Mesa 12', the code and what to do with it,
 * as it prints; below, on screen only, its state and 'Bloquear QR' / 'Gerar novo QR Code'. The
 * data-qr-* marks are what the print rules size (folha.ts).
 */
export const CartaoDoQr = memo(function CartaoDoQr({
  empresa,
  mesa,
  bloqueando,
  onBloquear,
  onRenovar,
}: CartaoDoQrProps) {
  const titulo = `Mesa ${mesa.numero}`;
  return (
    <Stack
      as="article"
      aria-label={titulo}
      data-cartao-qr=""
      data-testid="qr-cartao-mesa"
      data-numero={mesa.numero}
      data-bloqueado={mesa.bloqueado}
      align="center"
      textAlign="center"
      gap="3"
      p={{ base: '4', md: '5' }}
      rounded="2xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={mesa.bloqueado ? 'red.muted' : 'border.subtle'}
      shadow="card"
      minW="0"
    >
      <Text
        data-qr-empresa=""
        fontSize="sm"
        fontWeight="semibold"
        color="fg.muted"
        lineClamp={1}
        maxW="full"
      >
        {empresa}
      </Text>
      <Text
        data-qr-numero=""
        as="h2"
        fontSize="3xl"
        fontWeight="800"
        lineHeight="1.1"
        letterSpacing="-0.01em"
      >
        {titulo}
      </Text>
      {/* The code stays black on white in dark mode: a phone reads it either way. */}
      <Box
        data-qr-moldura=""
        bg="white"
        p="3"
        rounded="xl"
        borderWidth="1px"
        borderColor="gray.200"
      >
        <Image
          data-qr-imagem=""
          src={mesa.qr_imagem}
          alt={`QR Code da ${titulo}`}
          boxSize={{ base: '48', md: '52' }}
          maxW="full"
          draggable={false}
        />
      </Box>
      <Text data-qr-dica="" fontSize="sm" fontWeight="medium" maxW="64" lineHeight="1.4">
        Aponte a câmera do celular para ver o cardápio e pedir
      </Text>

      <Stack
        data-nao-imprimir=""
        gap="3"
        w="full"
        pt="3"
        borderTopWidth="1px"
        borderColor="border.subtle"
      >
        {(mesa.bloqueado || mesa.status === 'manutencao') && (
          <Flex gap="1.5" justify="center" wrap="wrap">
            {mesa.bloqueado && (
              <Badge colorPalette="red" variant="subtle" rounded="full" px="2">
                <LuLock /> QR bloqueado: não recebe pedidos
              </Badge>
            )}
            {mesa.status === 'manutencao' && (
              <Badge colorPalette="gray" variant="subtle" rounded="full" px="2">
                <LuWrench /> Mesa em manutenção
              </Badge>
            )}
          </Flex>
        )}
        <Link
          href={mesa.url}
          target="_blank"
          rel="noreferrer"
          fontSize="xs"
          color="fg.muted"
          alignSelf="center"
          maxW="full"
          truncate
          title="Abrir a página da mesa em outra aba"
        >
          {mesa.url}
        </Link>
        <Flex gap="2" wrap="wrap">
          <Button
            {...ACAO}
            variant="outline"
            colorPalette={mesa.bloqueado ? 'green' : 'red'}
            loading={bloqueando}
            data-testid="qr-bloquear"
            onClick={() => onBloquear(mesa, !mesa.bloqueado)}
          >
            {mesa.bloqueado ? <LuLockOpen /> : <LuLock />}
            {mesa.bloqueado ? 'Liberar QR' : 'Bloquear QR'}
          </Button>
          <Button
            {...ACAO}
            variant="outline"
            data-testid="qr-renovar"
            onClick={() => onRenovar(mesa)}
          >
            <LuRefreshCw /> Gerar novo QR Code
          </Button>
        </Flex>
      </Stack>
    </Stack>
  );
});
