import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import { urlDoLogo } from '@cardapio/shared-events';

interface LogoDaLojaProps extends Omit<BoxProps, 'children'> {
  /** The company's logo_url (a picture the server stored). */
  url: string;
  /** Text for screen readers; '' when the store's name is already beside it. */
  alt?: string;
}

/**
 * A company's logo on a white tile, so a dark or transparent logo reads on any header colour,
 * in either mode. Sized like the server's first screen draws it (.pt-logo: 36 px, 44 px from md).
 */
export function LogoDaLoja({ url, alt = '', ...props }: LogoDaLojaProps) {
  return (
    <Box
      flexShrink={0}
      boxSize={{ base: '9', md: '11' }}
      p={{ base: '3px', md: '1' }}
      rounded={{ base: '10px', md: 'xl' }}
      bg="white"
      shadow="0 1px 2px rgba(0,0,0,.4)"
      overflow="hidden"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      data-testid="logo-da-loja"
      {...props}
    >
      <chakra.img
        src={urlDoLogo(url)}
        alt={alt}
        width="44"
        height="44"
        decoding="async"
        display="block"
        w="full"
        h="full"
        objectFit="contain"
      />
    </Box>
  );
}
