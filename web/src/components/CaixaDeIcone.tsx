import { Box, type BoxProps } from '@chakra-ui/react';

interface CaixaDeIconeProps extends BoxProps {
  /** The colour palette of the soft background and the icon ('brand', 'red', 'green'…). */
  paleta?: string;
}

/** An icon centred in a tinted square (or circle, with `rounded="full"`): headers, empty states. */
export function CaixaDeIcone({ paleta = 'brand', ...props }: CaixaDeIconeProps) {
  return (
    <Box
      display="grid"
      placeItems="center"
      rounded="xl"
      bg={`${paleta}.subtle`}
      color={`${paleta}.fg`}
      {...props}
    />
  );
}
