import {
  Avatar,
  Box,
  Button,
  Container,
  HStack,
  IconButton,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { LuLogIn, LuLogOut } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BrandMark } from '../../../components/BrandLogo';
import { ColorModeButton } from '../../../components/color-mode';
import { lembrarRetorno, primeiroNome } from '../../auth/retorno';
import { encerrarSessao } from '../../auth/session';
import { selectUsuario } from '../../auth/slice';
import type { EmpresaExibida } from '../../empresa/api';
import { StickyHeader } from '../../../components/StickyHeader';

interface MenuHeaderProps {
  empresa: EmpresaExibida;
  carregando: boolean;
}

/** Fixed header of the public menu (customer-side §2): company, theme, login or greeting. */
export function MenuHeader({ empresa, carregando }: MenuHeaderProps) {
  const usuario = useAppSelector(selectUsuario);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const nome = primeiroNome(usuario?.nome);

  function entrar() {
    lembrarRetorno(`/menu/${empresa.id}`);
    navigate(`/login/${empresa.id}`);
  }

  return (
    <StickyHeader bg="bg/85" backdropFilter="saturate(180%) blur(12px)">
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <HStack h={{ base: '16', md: '18' }} gap="3" justify="space-between">
          <HStack gap="3" minW="0">
            <Box display={{ base: 'none', sm: 'block' }}>
              <BrandMark size="10" />
            </Box>
            <Box minW="0" lineHeight="1.2">
              {carregando ? (
                <Skeleton h="5" w="40" rounded="md" />
              ) : (
                <Text
                  fontWeight="800"
                  fontSize={{ base: 'md', md: 'lg' }}
                  letterSpacing="-0.02em"
                  lineClamp={{ base: 2, sm: 1 }}
                  data-testid="empresa-nome"
                >
                  {empresa.nome}
                </Text>
              )}
              <Text fontSize="xs" color="fg.muted" truncate display={{ base: 'none', sm: 'block' }}>
                Cardápio digital
              </Text>
            </Box>
          </HStack>

          <HStack gap={{ base: '1', md: '2' }} flexShrink={0}>
            <ColorModeButton />
            {usuario ? (
              <HStack
                gap="2"
                pl={{ base: '3', sm: '1' }}
                pr="1"
                py="1"
                rounded="full"
                borderWidth="1px"
                borderColor="border"
                bg="bg.panel"
              >
                <Avatar.Root
                  size="xs"
                  colorPalette="brand"
                  variant="solid"
                  display={{ base: 'none', sm: 'flex' }}
                >
                  <Avatar.Fallback name={`${usuario.nome} ${usuario.sobrenome}`} />
                </Avatar.Root>
                <Text
                  fontSize="sm"
                  fontWeight="semibold"
                  maxW={{ base: '24', sm: '40' }}
                  truncate
                  data-testid="saudacao"
                >
                  Olá, {nome}
                </Text>
                <IconButton
                  aria-label="Sair"
                  title="Sair"
                  size="xs"
                  variant="ghost"
                  rounded="full"
                  onClick={() => dispatch(encerrarSessao())}
                >
                  <LuLogOut />
                </IconButton>
              </HStack>
            ) : (
              <Button
                colorPalette="brand"
                size={{ base: 'sm', md: 'md' }}
                rounded="full"
                fontWeight="bold"
                onClick={entrar}
              >
                <LuLogIn /> Entrar
              </Button>
            )}
          </HStack>
        </HStack>
      </Container>
    </StickyHeader>
  );
}
