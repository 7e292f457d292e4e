import { Box, HStack, Text, type StackProps } from '@chakra-ui/react';
import { LuBellRing } from 'react-icons/lu';

interface TituloDasChamadasProps extends StackProps {
  quantas: number;
  /** The board's larger title (the waiter's strip is compact). */
  grande?: boolean;
}

/** 'Chamadas de garçom (n)' next to a pulsing bell: the head of every list of waiter calls. */
export function TituloDasChamadas({ quantas, grande, ...props }: TituloDasChamadasProps) {
  return (
    <HStack gap="2" {...props}>
      <Box animation="pulse 1.2s ease-in-out infinite" fontSize={grande ? 'xl' : 'lg'}>
        <LuBellRing />
      </Box>
      <Text fontWeight="800" fontSize={grande ? 'lg' : undefined}>
        Chamadas de garçom ({quantas})
      </Text>
    </HStack>
  );
}
