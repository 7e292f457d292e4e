import { Box, type BoxProps } from '@chakra-ui/react';

interface IconeEmDestaqueProps extends BoxProps {
  /** The colour palette of the tile (default 'brand'). */
  cor?: string;
}

/** An icon (or a short number) centred on a tinted tile: size, shape and type size are the caller's. */
export function IconeEmDestaque({ cor = 'brand', ...props }: IconeEmDestaqueProps) {
  return (
    <Box display="grid" placeItems="center" bg={`${cor}.subtle`} color={`${cor}.fg`} {...props} />
  );
}
