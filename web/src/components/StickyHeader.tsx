import { Box, type BoxProps } from '@chakra-ui/react';

/** The translucent header that stays on top while the page scrolls (menu, dashboard, garçom). */
export function StickyHeader(props: BoxProps) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.panel/90"
      backdropFilter="blur(12px)"
      borderBottomWidth="1px"
      borderColor="border.subtle"
      {...props}
    />
  );
}
