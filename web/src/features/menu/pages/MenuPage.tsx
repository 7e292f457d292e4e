import {
  Badge,
  Box,
  Container,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuMapPin, LuMessageCircle, LuPhone, LuUtensilsCrossed } from 'react-icons/lu';
import { useParams } from 'react-router';
import { formatarTelefone } from '../../../app/format';
import { useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { primeiroNome } from '../../auth/retorno';
import { selectUsuario } from '../../auth/slice';
import { empresaIdDaRota, useEmpresa } from '../../empresa/api';
import { MenuHeader } from '../components/MenuHeader';

function InfoCard({
  icon,
  label,
  children,
  carregando,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  carregando: boolean;
}) {
  return (
    <HStack
      gap={{ base: '3', md: '4' }}
      p={{ base: '3', md: '4' }}
      rounded="2xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.subtle"
      shadow="card"
      align="flex-start"
    >
      <Box
        boxSize={{ base: '10', md: '11' }}
        flexShrink={0}
        rounded="xl"
        bg="brand.subtle"
        color="brand.fg"
        display="grid"
        placeItems="center"
        fontSize="xl"
      >
        {icon}
      </Box>
      <Box minW="0">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          {label}
        </Text>
        {carregando ? <Skeleton h="5" w="36" mt="1" /> : children}
      </Box>
    </HStack>
  );
}

const whatsappLink = (numero: string) => `https://wa.me/55${numero.replace(/\D/g, '')}`;

export function MenuPage() {
  const { empresaId: param } = useParams();
  const empresaId = empresaIdDaRota(param);
  const { empresa, isLoading } = useEmpresa(empresaId);
  const usuario = useAppSelector(selectUsuario);
  useDocumentTitle(isLoading ? 'Cardápio' : empresa.nome);

  return (
    <Box minH="100dvh" bg="bg" display="flex" flexDirection="column">
      <MenuHeader empresa={empresa} carregando={isLoading} />
      <Container
        as="main"
        flex="1"
        maxW="6xl"
        px={{ base: '4', md: '6' }}
        py={{ base: '5', md: '8' }}
      >
        <Box
          position="relative"
          overflow="hidden"
          rounded={{ base: '2xl', md: '3xl' }}
          bgGradient="to-br"
          gradientFrom="brand.500"
          gradientVia="brand.600"
          gradientTo="brand.800"
          color="white"
          px={{ base: '5', md: '10' }}
          py={{ base: '7', md: '12' }}
          shadow="card"
        >
          <Box
            position="absolute"
            insetEnd={{ base: '-10', md: '8' }}
            top="50%"
            transform="translateY(-50%) rotate(-12deg)"
            fontSize={{ base: '9rem', md: '13rem' }}
            color="whiteAlpha.200"
            pointerEvents="none"
            aria-hidden
          >
            <LuUtensilsCrossed />
          </Box>
          <Stack position="relative" gap="3" maxW="2xl">
            <Badge
              alignSelf="flex-start"
              bg="whiteAlpha.300"
              color="white"
              rounded="full"
              px="3"
              py="1"
              fontWeight="semibold"
            >
              Peça online
            </Badge>
            {isLoading ? (
              <Skeleton h="10" w="72" maxW="full" rounded="lg" />
            ) : (
              <Heading
                as="h1"
                fontSize={{ base: '3xl', md: '5xl' }}
                fontWeight="800"
                letterSpacing="-0.03em"
                lineHeight="1.05"
              >
                {empresa.nome}
              </Heading>
            )}
            <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
              {usuario
                ? `${primeiroNome(usuario.nome)}, que bom ver você por aqui! Escolha seus favoritos e peça sem sair de casa.`
                : 'Escolha seus pratos favoritos e peça sem sair de casa. Entre ou crie sua conta para fazer pedidos.'}
            </Text>
          </Stack>
        </Box>

        <SimpleGrid
          columns={{ base: 1, md: 3 }}
          gap={{ base: '3', md: '4' }}
          mt={{ base: '5', md: '8' }}
        >
          <InfoCard icon={<LuMapPin />} label="Endereço" carregando={isLoading}>
            <Text fontWeight="semibold">{empresa.endereco}</Text>
          </InfoCard>
          <InfoCard icon={<LuPhone />} label="Telefone" carregando={isLoading}>
            {empresa.temTelefone ? (
              <Link
                href={`tel:${empresa.telefone.replace(/\D/g, '')}`}
                fontWeight="semibold"
                color="fg"
              >
                {formatarTelefone(empresa.telefone)}
              </Link>
            ) : (
              <Text fontWeight="semibold">{empresa.telefone}</Text>
            )}
          </InfoCard>
          <InfoCard icon={<LuMessageCircle />} label="WhatsApp" carregando={isLoading}>
            {empresa.temWhatsapp ? (
              <Link
                href={whatsappLink(empresa.whatsapp)}
                target="_blank"
                rel="noopener noreferrer"
                fontWeight="semibold"
                color="fg"
              >
                {formatarTelefone(empresa.whatsapp)}
              </Link>
            ) : (
              <Text fontWeight="semibold">{empresa.whatsapp}</Text>
            )}
          </InfoCard>
        </SimpleGrid>
      </Container>
      <Box
        as="footer"
        borderTopWidth="1px"
        borderColor="border.subtle"
        mt={{ base: '8', md: '16' }}
      >
        <Container
          maxW="6xl"
          px={{ base: '4', md: '6' }}
          py="6"
          display="flex"
          flexDirection={{ base: 'column', sm: 'row' }}
          gap="2"
          justifyContent="space-between"
          alignItems={{ base: 'flex-start', sm: 'center' }}
          color="fg.muted"
          fontSize="sm"
        >
          <Text>
            © {new Date().getFullYear()} {empresa.nome}
          </Text>
          <HStack gap="1.5">
            <LuUtensilsCrossed />
            <Text>
              Pedidos online com{' '}
              <Text as="span" fontWeight="bold" color="fg">
                Cardápio Vivo
              </Text>
            </Text>
          </HStack>
        </Container>
      </Box>
    </Box>
  );
}
