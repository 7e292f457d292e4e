import { Box, type BoxProps } from '@chakra-ui/react';

const MARCA = {
  gradientFrom: 'brand.faixa',
  gradientVia: 'brand.faixa.meio',
  gradientTo: 'brand.faixa.fim',
  color: 'brand.contrast',
};

/** While the store (and so its colour) is still being read. */
const CINZA = {
  gradientFrom: 'gray.700',
  gradientVia: 'gray.800',
  gradientTo: 'gray.900',
  color: 'white',
};

interface FaixaDaMarcaProps extends BoxProps {
  carregando?: boolean;
}

/** A panel in the store's brand gradient, its text in the brand's contrast colour. */
export function FaixaDaMarca({ carregando = false, ...props }: FaixaDaMarcaProps) {
  return (
    <Box position="relative" bgGradient="to-br" {...(carregando ? CINZA : MARCA)} {...props} />
  );
}
