import { Box, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { CaixaDeIcone } from '../../../components/CaixaDeIcone';

const CHAVE = 'dicaCategoriasVista';
const ATRASO_MS = 3000;

function jaVista(): boolean {
  try {
    return window.sessionStorage.getItem(CHAVE) === '1';
  } catch {
    return false;
  }
}

function marcarVista(): void {
  try {
    window.sessionStorage.setItem(CHAVE, '1');
  } catch {
    // Without storage the hint may show again on the next visit.
  }
}

/** On screens narrower than 1024 px, a hint about the category menu 3 s after load. */
export function DicaCategorias({ onAbrir }: { onAbrir: () => void }) {
  const [visivel, setVisivel] = useState(false);

  useEffect(() => {
    if (window.innerWidth >= 1024 || jaVista()) return;
    const id = window.setTimeout(() => {
      if (window.innerWidth < 1024) setVisivel(true);
    }, ATRASO_MS);
    return () => window.clearTimeout(id);
  }, []);

  if (!visivel) return null;

  const fechar = () => {
    marcarVista();
    setVisivel(false);
  };

  return (
    <Box
      position="fixed"
      left="4"
      right={{ base: '20', md: '24' }}
      bottom={{ base: 'max(1rem, env(safe-area-inset-bottom))', md: '6' }}
      zIndex="docked"
      maxW="sm"
      role="status"
      data-avisos-acima=""
      data-testid="dica-categorias"
      animation="slide-from-bottom 0.3s ease-out, fade-in 0.3s ease-out"
    >
      <HStack
        gap="3"
        p="3"
        pe="2"
        rounded="2xl"
        bg="gray.900"
        color="white"
        shadow="lg"
        _dark={{ bg: 'gray.100', color: 'gray.900' }}
      >
        <CaixaDeIcone boxSize="9" flexShrink={0} bg="brand.solid" color="brand.contrast">
          <LuMenu />
        </CaixaDeIcone>
        <Text fontSize="sm" lineHeight="1.35" flex="1">
          Toque no menu para navegar pelas categorias.
        </Text>
        <Button
          size="xs"
          colorPalette="brand"
          rounded="full"
          onClick={() => {
            fechar();
            onAbrir();
          }}
        >
          Ver
        </Button>
        <CloseButton
          size="xs"
          rounded="full"
          aria-label="Dispensar dica"
          color="inherit"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={fechar}
        />
      </HStack>
    </Box>
  );
}
