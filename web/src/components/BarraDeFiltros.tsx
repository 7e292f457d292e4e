import { Stack, type StackProps } from '@chakra-ui/react';

/** A list page's search and filters: stacked on phones, one row from tablets up. */
export function BarraDeFiltros(props: StackProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }} {...props} />
  );
}
