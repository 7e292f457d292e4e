import { Box, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuBike,
  LuChartColumn,
  LuChefHat,
  LuClipboardList,
  LuClock,
  LuConciergeBell,
  LuRepeat,
  LuSparkles,
  LuZap,
} from 'react-icons/lu';
import { BrandLogo, BrandMark } from './BrandLogo';
import { ColorModeButton } from './color-mode';
import { LogoDaLoja } from './LogoDaLoja';
import { CaixaDeIcone } from './CaixaDeIcone';
import { FaixaDaMarca } from './FaixaDaMarca';

export type AuthArea = 'cliente' | 'admin' | 'garcom';

const AREAS: Record<
  AuthArea,
  { tagline: string; headline: string; lead: string; features: { icon: ReactNode; text: string }[] }
> = {
  cliente: {
    tagline: 'Peça online',
    headline: 'Seu pedido, do jeito que você gosta.',
    lead: 'Entre para montar o carrinho, pagar com PIX e acompanhar cada etapa do preparo.',
    features: [
      { icon: <LuSparkles />, text: 'Cardápio sempre atualizado' },
      { icon: <LuClock />, text: 'Acompanhe seu pedido em tempo real' },
      { icon: <LuBike />, text: 'Entrega rápida até a sua porta' },
    ],
  },
  admin: {
    tagline: 'Painel do estabelecimento',
    headline: 'A gestão do seu restaurante em um só lugar.',
    lead: 'Pedidos, cardápio, estoque e relatórios, tudo sincronizado em tempo real.',
    features: [
      { icon: <LuZap />, text: 'Pedidos chegando na hora' },
      { icon: <LuClipboardList />, text: 'Cardápio, estoque e promoções' },
      { icon: <LuChartColumn />, text: 'Relatórios de vendas e desempenho' },
    ],
  },
  garcom: {
    tagline: 'Área do Garçom',
    headline: 'Atendimento ágil, do salão à cozinha.',
    lead: 'Abra comandas, lance itens e envie para a cozinha sem sair da mesa.',
    features: [
      { icon: <LuConciergeBell />, text: 'Mesas e comandas na palma da mão' },
      { icon: <LuChefHat />, text: 'Envio direto para a cozinha' },
      { icon: <LuRepeat />, text: 'Transferência de mesas em segundos' },
    ],
  },
};

/** The store a customer page belongs to (`/login/:empresaId`…), shown instead of the product. */
export interface LojaDoLayout {
  nome: string;
  logo_url: string | null;
  /** What the page does there: 'Entrar em Bar do Zé'. */
  chamada: string;
}

interface AuthLayoutProps {
  area: AuthArea;
  /** A company's page: its logo and name in the brand header; 'carregando' while it is read. */
  loja?: LojaDoLayout | 'carregando' | null;
  title: string;
  subtitle?: ReactNode;
  /** Icon shown above the title. */
  icon?: ReactNode;
  children: ReactNode;
  /** Content under the card (links). */
  footer?: ReactNode;
  /** Content above the card (e.g. a connection banner). */
  banner?: ReactNode;
  /** Wider card for longer forms (registration). */
  wide?: boolean;
}

/** The brand header's mark: the store's logo and call, or the product's logo. */
function Marca({ area, loja }: { area: AuthArea; loja: AuthLayoutProps['loja'] }) {
  if (loja === 'carregando')
    return (
      <HStack gap="3" aria-busy="true">
        <Skeleton boxSize="10" rounded="xl" />
        <Skeleton h="5" w="40" rounded="md" />
      </HStack>
    );
  if (!loja) return <BrandLogo tone="inverted" tagline={AREAS[area].tagline} />;
  return (
    <HStack gap="3" minW="0" data-testid="marca-da-loja">
      {loja.logo_url ? <LogoDaLoja url={loja.logo_url} /> : <BrandMark glass />}
      <Box lineHeight="1.15" minW="0">
        <Text fontWeight="800" fontSize={{ base: 'md', md: 'lg' }} letterSpacing="-0.02em" truncate>
          {loja.chamada}
        </Text>
        <Text fontSize="xs" fontWeight="medium">
          {AREAS[area].tagline}
        </Text>
      </Box>
    </HStack>
  );
}

export function AuthLayout({
  area,
  loja,
  title,
  subtitle,
  icon,
  children,
  footer,
  banner,
  wide,
}: AuthLayoutProps) {
  const info = AREAS[area];
  return (
    <Flex minH="100dvh" bg="bg" direction={{ base: 'column', lg: 'row' }}>
      {/* Brand panel: a strip on phones, a full column on desktops. */}
      <FaixaDaMarca
        carregando={loja === 'carregando'}
        overflow="hidden"
        flex={{ lg: '0 0 44%' }}
        maxW={{ lg: '640px' }}
        px={{ base: '5', md: '10', lg: '14' }}
        pt={{ base: '5', lg: '12' }}
        pb={{ base: '16', lg: '12' }}
      >
        <Box
          position="absolute"
          top="-24"
          insetEnd="-24"
          boxSize="80"
          rounded="full"
          bg="whiteAlpha.200"
          filter="blur(2px)"
          pointerEvents="none"
        />
        <Box
          position="absolute"
          bottom="-32"
          insetStart="-20"
          boxSize="96"
          rounded="full"
          bg="blackAlpha.200"
          pointerEvents="none"
        />
        <Flex position="relative" direction="column" h="full" gap={{ base: '5', lg: '0' }}>
          <HStack justify="space-between">
            <Marca area={area} loja={loja} />
            <ColorModeButton
              color="inherit"
              _hover={{ bg: 'whiteAlpha.200' }}
              display={{ base: 'inline-flex', lg: 'none' }}
            />
          </HStack>
          <Stack gap={{ base: '2', lg: '5' }} my={{ lg: 'auto' }} py={{ lg: '10' }} maxW="lg">
            <Heading
              as="p"
              fontSize={{ base: 'xl', md: '2xl', lg: '4xl' }}
              lineHeight="1.15"
              fontWeight="800"
              letterSpacing="-0.03em"
            >
              {info.headline}
            </Heading>
            <Text fontSize={{ base: 'sm', lg: 'lg' }} display={{ base: 'none', md: 'block' }}>
              {info.lead}
            </Text>
            <Stack gap="3" mt="4" display={{ base: 'none', lg: 'flex' }}>
              {info.features.map((feature) => (
                <HStack key={feature.text} gap="3">
                  <CaixaDeIcone
                    boxSize="9"
                    rounded="lg"
                    bg="whiteAlpha.200"
                    color="inherit"
                    fontSize="lg"
                  >
                    {feature.icon}
                  </CaixaDeIcone>
                  <Text fontWeight="medium">{feature.text}</Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
          <Text fontSize="xs" display={{ base: 'none', lg: 'block' }}>
            © {new Date().getFullYear()}{' '}
            {loja && loja !== 'carregando' ? loja.nome : 'Cardápio Vivo · Pedidos em tempo real'}
          </Text>
        </Flex>
      </FaixaDaMarca>

      {/* Form column */}
      <Flex
        flex="1"
        direction="column"
        align="center"
        justify={{ base: 'flex-start', lg: 'center' }}
        px={{ base: '4', md: '8' }}
        pb={{ base: '10', lg: '12' }}
        pt={{ lg: '12' }}
        mt={{ base: '-10', lg: '0' }}
        position="relative"
      >
        <Box position="absolute" top="5" insetEnd="6" display={{ base: 'none', lg: 'block' }}>
          <ColorModeButton />
        </Box>
        <Stack w="full" maxW={wide ? '600px' : '440px'} gap="5">
          {banner}
          <Box
            as="main"
            bg="bg.panel"
            rounded="card"
            shadow="card"
            borderWidth="1px"
            borderColor="border.subtle"
            px={{ base: '5', md: '8' }}
            py={{ base: '6', md: '8' }}
          >
            <Stack gap="1.5" mb="6">
              {icon && (
                <CaixaDeIcone boxSize="11" fontSize="xl" mb="2">
                  {icon}
                </CaixaDeIcone>
              )}
              <Heading as="h1" fontSize="2xl" fontWeight="800" letterSpacing="-0.02em">
                {title}
              </Heading>
              {subtitle && (
                <Text color="fg.muted" fontSize="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Box>
          {footer}
        </Stack>
      </Flex>
    </Flex>
  );
}
