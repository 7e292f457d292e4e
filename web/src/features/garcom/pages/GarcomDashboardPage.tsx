import { Avatar, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuConciergeBell, LuLogOut, LuMail, LuPhone } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { formatarTelefone } from '../../../app/format';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BrandMark } from '../../../components/BrandLogo';
import { ColorModeButton } from '../../../components/color-mode';
import { primeiroNome } from '../../auth/retorno';
import { encerrarSessaoGarcom } from '../../auth/session';
import { selectGarcom } from '../../auth/slice';
import { useEmpresa } from '../../empresa/api';
import { StickyHeader } from '../../../components/StickyHeader';

export function GarcomDashboardPage() {
  useDocumentTitle('Área do Garçom');
  const garcom = useAppSelector(selectGarcom);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { empresa } = useEmpresa(garcom?.empresa_id ?? 1);
  if (!garcom) return null;
  const nomeCompleto = `${garcom.nome} ${garcom.sobrenome}`.trim();

  function sair() {
    dispatch(encerrarSessaoGarcom());
    navigate('/garcom/login', { replace: true });
  }

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <StickyHeader>
        <Container maxW="5xl" px={{ base: '4', md: '6' }}>
          <HStack h="16" justify="space-between" gap="3">
            <HStack gap="3" minW="0">
              <BrandMark />
              <Box minW="0" lineHeight="1.2">
                <Text fontWeight="800" truncate>
                  Área do Garçom
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {empresa.nome}
                </Text>
              </Box>
            </HStack>
            <HStack gap={{ base: '1', md: '3' }} flexShrink={0}>
              <ColorModeButton />
              <Text
                fontSize="sm"
                fontWeight="semibold"
                display={{ base: 'none', md: 'block' }}
                data-testid="garcom-nome"
              >
                {nomeCompleto}
              </Text>
              <Button variant="outline" size="sm" rounded="lg" onClick={sair}>
                <LuLogOut /> Sair
              </Button>
            </HStack>
          </HStack>
        </Container>
      </StickyHeader>

      <Container as="main" maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="800">
              Olá, {primeiroNome(garcom.nome)}!
            </Heading>
            <Text color="fg.muted">Bom atendimento hoje.</Text>
          </Stack>
          <HStack
            gap="4"
            p={{ base: '5', md: '6' }}
            rounded="2xl"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.subtle"
            shadow="card"
            align="center"
          >
            <Avatar.Root size="xl" colorPalette="brand" variant="solid">
              <Avatar.Fallback name={nomeCompleto} />
            </Avatar.Root>
            <Stack gap="1" minW="0">
              <HStack gap="2" color="brand.fg" fontSize="xs" fontWeight="bold">
                <LuConciergeBell />
                <Text textTransform="uppercase" letterSpacing="wider">
                  Garçom
                </Text>
              </HStack>
              <Text fontSize="xl" fontWeight="800" truncate>
                {nomeCompleto}
              </Text>
              <HStack gap="4" color="fg.muted" fontSize="sm" flexWrap="wrap">
                <HStack gap="1.5" minW="0">
                  <LuMail />
                  <Text truncate>{garcom.email}</Text>
                </HStack>
                {garcom.telefone && (
                  <HStack gap="1.5">
                    <LuPhone />
                    <Text>{formatarTelefone(garcom.telefone)}</Text>
                  </HStack>
                )}
              </HStack>
            </Stack>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
