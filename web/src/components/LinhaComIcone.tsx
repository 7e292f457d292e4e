import { Box, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A line of an order's details: a muted icon and its text (phone, address, payment…). */
export function LinhaComIcone({ icone, children }: { icone: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" fontSize="sm" align="flex-start">
      <Box color="fg.subtle" mt="0.5" flexShrink={0}>
        {icone}
      </Box>
      <Box minW="0" wordBreak="break-word">
        {children}
      </Box>
    </HStack>
  );
}
