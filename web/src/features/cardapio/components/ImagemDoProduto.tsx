import { Box, Image, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUtensilsCrossed } from 'react-icons/lu';
import { urlDaImagem } from '../../../app/format';

interface ImagemDoProdutoProps extends BoxProps {
  src: string | null | undefined;
  alt: string;
  /** Loads eagerly (the product modal); cards load lazily. */
  prioridade?: boolean;
}

/** A product or category picture that keeps its box and shows a soft placeholder when missing. */
export function ImagemDoProduto({ src, alt, prioridade, ...props }: ImagemDoProdutoProps) {
  const url = urlDaImagem(src);
  const [falhou, setFalhou] = useState(false);
  return (
    <Box position="relative" overflow="hidden" bg="brand.subtle" {...props}>
      {url && !falhou ? (
        <Image
          src={url}
          alt={alt}
          loading={prioridade ? 'eager' : 'lazy'}
          decoding="async"
          w="full"
          h="full"
          objectFit="cover"
          onError={() => setFalhou(true)}
        />
      ) : (
        <Box
          w="full"
          h="full"
          display="grid"
          placeItems="center"
          color="brand.fg"
          opacity={0.55}
          fontSize="2xl"
          role="img"
          aria-label={alt}
        >
          <LuUtensilsCrossed />
        </Box>
      )}
    </Box>
  );
}
