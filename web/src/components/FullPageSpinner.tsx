import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

export function FullPageSpinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <Center minH="100dvh" bg="bg">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
