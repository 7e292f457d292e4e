import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { LuLogIn, LuMonitorSmartphone } from 'react-icons/lu';
import { RouterLink } from '../../../components/RouterLink';

/** The monitor shows customers' data: without a staff session or a display token, it asks. */
export function MonitorSemAcesso() {
  return (
    <Center minH="100dvh" bg="bg.subtle" px="4">
      <Stack
        gap="5"
        maxW="md"
        w="full"
        p={{ base: '6', md: '8' }}
        rounded="2xl"
        bg="bg.panel"
        shadow="card"
        textAlign="center"
        align="center"
      >
        <Center boxSize="16" rounded="2xl" bg="brand.subtle" color="brand.fg" fontSize="3xl">
          <LuMonitorSmartphone />
        </Center>
        <Stack gap="2">
          <Heading as="h1" fontSize="2xl" fontWeight="800">
            Monitor de Pedidos
          </Heading>
          <Text color="fg.muted">
            Esta tela mostra os pedidos e os dados dos clientes, por isso precisa de acesso da
            equipe.
          </Text>
        </Stack>
        <Button asChild colorPalette="brand" size="lg" rounded="xl" w="full">
          <RouterLink to="/admin/login">
            <LuLogIn /> Entrar como equipe
          </RouterLink>
        </Button>
        <Text fontSize="sm" color="fg.muted">
          Para uma tela fixa na cozinha, o administrador cria um acesso em{' '}
          <Text as="span" fontWeight="bold">
            Pedidos › Telas da cozinha
          </Text>{' '}
          e abre o monitor por lá: a tela fica conectada sem precisar de login.
        </Text>
      </Stack>
    </Center>
  );
}
