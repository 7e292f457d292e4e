import { Box, HStack, Text, type BoxProps, type StackProps } from '@chakra-ui/react';
import { LuUtensilsCrossed } from 'react-icons/lu';

interface BrandLogoProps extends StackProps {
  /** Hides the word mark (icon only), e.g. in a collapsed sidebar. */
  compact?: boolean;
  /** Text under the name, e.g. the area of the product. */
  tagline?: string;
  tone?: 'default' | 'inverted';
}

export function BrandMark({ size = '10', glass }: { size?: BoxProps['boxSize']; glass?: boolean }) {
  if (glass) {
    return (
      <Box
        flexShrink={0}
        boxSize={size}
        rounded="xl"
        bg="whiteAlpha.300"
        borderWidth="1px"
        borderColor="whiteAlpha.400"
        color="white"
        display="grid"
        placeItems="center"
        fontSize="lg"
        backdropFilter="blur(6px)"
      >
        <LuUtensilsCrossed />
      </Box>
    );
  }
  return (
    <Box
      flexShrink={0}
      boxSize={size}
      rounded="xl"
      bgGradient="to-br"
      gradientFrom="brand.400"
      gradientTo="brand.700"
      color="white"
      display="grid"
      placeItems="center"
      shadow="0 6px 16px -6px color-mix(in srgb, var(--chakra-colors-brand-600) 65%, transparent)"
      fontSize="lg"
    >
      <LuUtensilsCrossed />
    </Box>
  );
}

export function BrandLogo({ compact, tagline, tone = 'default', ...props }: BrandLogoProps) {
  return (
    <HStack gap="3" {...props}>
      <BrandMark glass={tone === 'inverted'} />
      {!compact && (
        <Box lineHeight="1.1">
          <Text
            fontWeight="800"
            fontSize="lg"
            letterSpacing="-0.02em"
            color={tone === 'inverted' ? 'white' : 'fg'}
          >
            Cardápio{' '}
            <Text as="span" color={tone === 'inverted' ? 'brand.100' : 'brand.fg'}>
              Vivo
            </Text>
          </Text>
          {tagline && (
            <Text
              fontSize="xs"
              fontWeight="medium"
              color={tone === 'inverted' ? 'whiteAlpha.800' : 'fg.muted'}
            >
              {tagline}
            </Text>
          )}
        </Box>
      )}
    </HStack>
  );
}
