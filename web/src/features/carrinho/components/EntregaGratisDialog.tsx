import { Box, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { LuGift, LuTruck } from 'react-icons/lu';
import { ENTREGA_GRATIS_VALOR_MINIMO } from '../entrega';
import { formatarReais } from '../../../app/format';
import { CaixaDeIcone } from '../../../components/CaixaDeIcone';
import { FaixaDaMarca } from '../../../components/FaixaDaMarca';
import { JanelaCentral } from '../../../components/JanelaCentral';

/** Free-delivery congratulation (customer-side §2, §4). */
export function EntregaGratisDialog({
  aberto,
  onFechar,
  valorMinimo,
}: {
  aberto: boolean;
  onFechar: () => void;
  valorMinimo?: number;
}) {
  const minimo = valorMinimo || ENTREGA_GRATIS_VALOR_MINIMO;
  return (
    <JanelaCentral
      aberto={aberto}
      onFechar={onFechar}
      montarAoAbrir
      botaoFechar={{ top: '3', insetEnd: '3', color: 'brand.contrast', rotulo: 'Fechar janela' }}
      rounded="3xl"
      overflow="hidden"
      data-testid="entrega-gratis"
    >
      <FaixaDaMarca pt="10" pb="8" textAlign="center">
        <CaixaDeIcone
          mx="auto"
          boxSize="20"
          rounded="full"
          bg="whiteAlpha.300"
          color="inherit"
          borderWidth="6px"
          borderColor="whiteAlpha.300"
          fontSize="4xl"
        >
          <LuGift />
        </CaixaDeIcone>
        <Dialog.Title mt="4" fontSize="3xl" fontWeight="900" letterSpacing="0.02em">
          PARABÉNS!
        </Dialog.Title>
      </FaixaDaMarca>
      <Dialog.Body px="6" pt="6" pb="2">
        <Stack gap="3" textAlign="center" align="center">
          <Text fontSize="lg" fontWeight="bold">
            Você ganhou entrega grátis na sua primeira compra!
          </Text>
          <Dialog.Description color="fg.muted">
            Em pedidos a partir de {formatarReais(minimo)}, a entrega é por nossa conta.
          </Dialog.Description>
          <Box
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="3"
            py="1.5"
            rounded="full"
            bg="green.subtle"
            color="green.fg"
            fontSize="sm"
            fontWeight="semibold"
          >
            <LuTruck /> Frete R$ 0,00
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer px="6" pb="6" pt="4">
        <Button
          w="full"
          size="xl"
          rounded="2xl"
          colorPalette="brand"
          fontWeight="bold"
          onClick={onFechar}
        >
          Começar a Comprar
        </Button>
      </Dialog.Footer>
    </JanelaCentral>
  );
}
