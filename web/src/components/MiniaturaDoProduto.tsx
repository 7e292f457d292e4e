import { Image, type BoxProps } from '@chakra-ui/react';
import { LuUtensilsCrossed } from 'react-icons/lu';
import { urlDaImagem } from '../app/format';
import { CaixaDeIcone } from './CaixaDeIcone';

interface MiniaturaDoProdutoProps extends BoxProps {
  /** The product's picture as the API gives it; without one, a dish icon. */
  imagemUrl: string | null | undefined;
  alt: string;
}

/** A product's small square picture in a list line (cart, order). */
export function MiniaturaDoProduto({ imagemUrl, alt, ...props }: MiniaturaDoProdutoProps) {
  const imagem = urlDaImagem(imagemUrl);
  return (
    <CaixaDeIcone flexShrink={0} overflow="hidden" {...props}>
      {imagem ? (
        <Image src={imagem} alt={alt} boxSize="full" objectFit="cover" />
      ) : (
        <LuUtensilsCrossed aria-hidden />
      )}
    </CaixaDeIcone>
  );
}
