import {
  Avatar,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuConciergeBell, LuExternalLink, LuShieldCheck, LuStore } from 'react-icons/lu';
import { useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { primeiroNome } from '../../auth/retorno';
import { selectUsuario } from '../../auth/slice';
import { ROTULO_DO_PAPEL } from '../telas';

function AtalhoCard({
  icon,
  titulo,
  descricao,
  acao,
  href,
}: {
  icon: ReactNode;
  titulo: string;
  descricao: string;
  acao: string;
  href: string;
}) {
  return (
    <Stack
      gap="4"
      p="6"
      rounded="2xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.subtle"
      shadow="card"
      justify="space-between"
    >
      <Stack gap="3">
        <Box
          boxSize="12"
          rounded="xl"
          bg="brand.subtle"
          color="brand.fg"
          display="grid"
          placeItems="center"
          fontSize="2xl"
        >
          {icon}
        </Box>
        <Heading as="h3" fontSize="lg" fontWeight="bold">
          {titulo}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {descricao}
        </Text>
      </Stack>
      <Button asChild variant="outline" rounded="xl" alignSelf="flex-start">
        <a href={href} target="_blank" rel="noopener noreferrer">
          {acao} <LuExternalLink />
        </a>
      </Button>
    </Stack>
  );
}

const PERMISSOES: Record<string, string> = {
  gestao: 'Acesso completo ao painel, incluindo Usuários e Relatórios.',
  colaborador: 'Acesso à operação do dia a dia: pedidos, cardápio, estoque e atendimento.',
};

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const usuario = useAppSelector(selectUsuario);
  if (!usuario) return null;
  const papel = usuario.role ? (ROTULO_DO_PAPEL[usuario.role] ?? usuario.role) : 'Administrador';
  const nomeCompleto = `${usuario.nome} ${usuario.sobrenome}`.trim();

  return (
    <>
      <Stack gap={{ base: '5', md: '8' }} maxW="6xl">
        <Stack gap="1">
          <Heading
            as="h1"
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="800"
            letterSpacing="-0.02em"
          >
            Olá, {primeiroNome(usuario.nome)}!
          </Heading>
          <Text color="fg.muted">Aqui você acompanha e gerencia o seu estabelecimento.</Text>
        </Stack>

        <HStack
          gap="4"
          p={{ base: '5', md: '6' }}
          rounded="2xl"
          bgGradient="to-br"
          gradientFrom="brand.500"
          gradientTo="brand.700"
          color="white"
          shadow="card"
          align={{ base: 'flex-start', sm: 'center' }}
          flexDirection={{ base: 'column', sm: 'row' }}
        >
          <Avatar.Root size="xl" bg="whiteAlpha.300" color="white">
            <Avatar.Fallback name={nomeCompleto} />
          </Avatar.Root>
          <Box flex="1" minW="0">
            <Text fontSize="xl" fontWeight="800" truncate>
              {nomeCompleto}
            </Text>
            <Text color="whiteAlpha.900" fontSize="sm" truncate>
              {usuario.email}
            </Text>
          </Box>
          <Stack gap="1.5" align={{ base: 'flex-start', sm: 'flex-end' }} maxW={{ sm: 'xs' }}>
            <Badge bg="whiteAlpha.300" color="white" rounded="full" px="3" py="1" fontSize="sm">
              <LuShieldCheck /> {papel}
            </Badge>
            <Text fontSize="xs" color="whiteAlpha.900" textAlign={{ sm: 'end' }}>
              {usuario.role ? PERMISSOES[usuario.role] : PERMISSOES.colaborador}
            </Text>
          </Stack>
        </HStack>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <AtalhoCard
            icon={<LuStore />}
            titulo="Cardápio do cliente"
            descricao="Veja a loja exatamente como seus clientes veem, em uma nova aba."
            acao="Abrir cardápio"
            href={`/menu/${usuario.empresa_id}`}
          />
          <AtalhoCard
            icon={<LuConciergeBell />}
            titulo="Área do garçom"
            descricao="Acesso da equipe de salão para mesas, comandas e envio à cozinha."
            acao="Abrir área do garçom"
            href="/garcom/login"
          />
        </SimpleGrid>
      </Stack>
    </>
  );
}
