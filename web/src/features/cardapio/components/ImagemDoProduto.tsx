import { srcsetDaImagem } from '@cardapio/shared-events';
import { Box, Image, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUtensilsCrossed } from 'react-icons/lu';
import { urlDaImagem } from '../../../app/format';

interface ImagemDoProdutoProps extends BoxProps {
  src: string | null | undefined;
  alt: string;
  /**
   * Loads eagerly and first (the product modal, the first cards: the largest contentful paint);
   * other cards load lazily.
   */
  prioridade?: boolean;
  /** `sizes` of the box: the browser picks a card-sized variant of a catalogue picture. */
  tamanhos?: string;
  /** Intrinsic size hint (the box keeps its own size; this only spares a layout shift). */
  larguraIntrinseca?: number;
  alturaIntrinseca?: number;
}

/** A product or category picture that keeps its box and shows a soft placeholder when missing. */
export function ImagemDoProduto({
  src,
  alt,
  prioridade,
  tamanhos,
  larguraIntrinseca,
  alturaIntrinseca,
  ...props
}: ImagemDoProdutoProps) {
  const url = urlDaImagem(src);
  const srcset = url && tamanhos ? srcsetDaImagem(url) : undefined;
  const [falhou, setFalhou] = useState(false);
  return (
    <Box position="relative" overflow="hidden" bg="brand.subtle" {...props}>
      {url && !falhou ? (
        <Image
          src={url}
          srcSet={srcset}
          sizes={srcset ? tamanhos : undefined}
          htmlWidth={larguraIntrinseca}
          htmlHeight={alturaIntrinseca}
          alt={alt}
          loading={prioridade ? 'eager' : 'lazy'}
          fetchPriority={prioridade ? 'high' : undefined}
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
