import {
  Avatar,
  Badge,
  Box,
  Flex,
  HStack,
  IconButton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import {
  LuKeyRound,
  LuLayoutGrid,
  LuLogOut,
  LuMoon,
  LuReceiptText,
  LuSettings,
  LuSun,
} from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useColorMode } from '../../../components/color-mode';
import { AppFrame, NavItem } from '../../../components/shell/AppFrame';
import { AlterarSenhaDialog } from '../../auth/components/AlterarSenhaDialog';
import { encerrarSessaoGarcom } from '../../auth/session';
import { selectGarcom } from '../../auth/slice';
import { useEmpresa } from '../../empresas/api';
import { ChamadasDoGarcom } from '../chamadas/ChamadasDoGarcom';

export type AbaDoGarcom = 'mesas' | 'avulsas';

const SIDEBAR_KEY = 'garcomSidebarCollapsed';

interface ItemProps {
  icone: ReactNode;
  rotulo: string;
  contagem: number;
  ativo: boolean;
  recolhida?: boolean;
  onClick: () => void;
}

const LISTAS: { aba: AbaDoGarcom; icone: ReactNode; rotulo: string }[] = [
  { aba: 'mesas', icone: <LuLayoutGrid />, rotulo: 'Mesas' },
  { aba: 'avulsas', icone: <LuReceiptText />, rotulo: 'Comandas Avulsas' },
];

/** A list of the waiter: the sidebar entry with how many it holds. */
function ItemDoMenu({ contagem, ativo, recolhida, ...item }: ItemProps) {
  return (
    <NavItem
      {...item}
      ativo={ativo}
      recolhida={recolhida}
      nomeAcessivel={`${item.rotulo} (${contagem})`}
      extra={
        recolhida ? (
          <Badge
            position="absolute"
            top="0.5"
            right="1"
            size="xs"
            rounded="full"
            colorPalette="brand"
            variant="solid"
          >
            {contagem}
          </Badge>
        ) : (
          <Badge
            rounded="full"
            px="2"
            colorPalette={ativo ? 'brand' : 'gray'}
            variant={ativo ? 'solid' : 'subtle'}
          >
            {contagem}
          </Badge>
        )
      }
    />
  );
}

function Configuracoes({ recolhida }: { recolhida?: boolean }) {
  const { colorMode, setColorMode } = useColorMode();
  const escuro = colorMode === 'dark';
  if (recolhida) {
    const rotulo = escuro ? 'Ativar modo claro' : 'Ativar modo escuro';
    return (
      <IconButton
        aria-label={rotulo}
        title={rotulo}
        variant="ghost"
        w="full"
        h="11"
        rounded="xl"
        onClick={() => setColorMode(escuro ? 'light' : 'dark')}
      >
        {escuro ? <LuSun /> : <LuMoon />}
      </IconButton>
    );
  }
  return (
    <Stack gap="2" px="3" py="3" rounded="xl" bg="bg.muted/60">
      <HStack gap="2" color="fg.muted" fontSize="sm" fontWeight="semibold">
        <LuSettings />
        <Text>Configurações</Text>
      </HStack>
      <Switch.Root
        checked={escuro}
        onCheckedChange={(e) => setColorMode(e.checked ? 'dark' : 'light')}
        colorPalette="brand"
        justifyContent="space-between"
        w="full"
      >
        <Switch.HiddenInput />
        <Switch.Label fontWeight="medium" display="flex" alignItems="center" gap="2">
          {escuro ? <LuMoon /> : <LuSun />} Tema escuro
        </Switch.Label>
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
    </Stack>
  );
}

interface NavegacaoProps {
  aba: AbaDoGarcom;
  contagens: { mesas: number; avulsas: number };
  recolhida?: boolean;
  onAba: (aba: AbaDoGarcom) => void;
  onAlterarSenha: () => void;
  onSair: () => void;
}

function Navegacao({ aba, contagens, recolhida, onAba, onAlterarSenha, onSair }: NavegacaoProps) {
  return (
    <Flex direction="column" flex="1" gap="1">
      {LISTAS.map((lista) => (
        <ItemDoMenu
          key={lista.aba}
          icone={lista.icone}
          rotulo={lista.rotulo}
          contagem={contagens[lista.aba]}
          ativo={aba === lista.aba}
          recolhida={recolhida}
          onClick={() => onAba(lista.aba)}
        />
      ))}
      <Box flex="1" minH="6" />
      <Configuracoes recolhida={recolhida} />
      <NavItem
        icone={<LuKeyRound />}
        rotulo="Alterar senha"
        recolhida={recolhida}
        onClick={onAlterarSenha}
      />
      <NavItem icone={<LuLogOut />} rotulo="Sair" recolhida={recolhida} onClick={onSair} />
    </Flex>
  );
}

interface GarcomShellProps {
  aba: AbaDoGarcom;
  contagens: { mesas: number; avulsas: number };
  onAba: (aba: AbaDoGarcom) => void;
  children: ReactNode;
}

/** The waiter dashboard frame (staff-side §2): the shared frame with the waiter's two lists. */
export function GarcomShell({ aba, contagens, onAba, children }: GarcomShellProps) {
  const garcom = useAppSelector(selectGarcom);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { empresa } = useEmpresa(garcom?.empresa_id ?? 1);
  const nomeCompleto = garcom ? `${garcom.nome} ${garcom.sobrenome}`.trim() : '';
  const [alterandoSenha, setAlterandoSenha] = useState(false);

  function sair() {
    dispatch(encerrarSessaoGarcom());
    navigate('/garcom/login', { replace: true });
  }

  return (
    <AppFrame
      tagline="Área do Garçom"
      chaveDaSidebar={SIDEBAR_KEY}
      rotuloDaNavegacao="Navegação do garçom"
      navegacao={({ recolhida, fechar }) => (
        <Navegacao
          aba={aba}
          contagens={contagens}
          recolhida={recolhida}
          onAba={(proxima) => {
            fechar();
            onAba(proxima);
          }}
          onAlterarSenha={() => {
            fechar();
            setAlterandoSenha(true);
          }}
          onSair={() => {
            fechar();
            sair();
          }}
        />
      )}
      titulo={
        <>
          <Text fontWeight="800" fontSize={{ base: 'md', md: 'lg' }} truncate>
            {aba === 'mesas' ? 'Mesas' : 'Comandas Avulsas'}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {empresa.nome}
          </Text>
        </>
      }
      aviso={<ChamadasDoGarcom />}
      acoes={
        <>
          <Box lineHeight="1.2" textAlign="end" display={{ base: 'none', sm: 'block' }}>
            <Text fontSize="sm" fontWeight="bold" data-testid="garcom-nome">
              {nomeCompleto}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Garçom
            </Text>
          </Box>
          <Avatar.Root size="sm" colorPalette="brand" variant="solid">
            <Avatar.Fallback name={nomeCompleto} />
          </Avatar.Root>
          <IconButton
            aria-label="Sair"
            title="Sair"
            variant="ghost"
            size="sm"
            boxSize="11"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={sair}
          >
            <LuLogOut />
          </IconButton>
        </>
      }
    >
      {children}
      <AlterarSenhaDialog
        aberto={alterandoSenha}
        conta="garcom"
        onFechar={() => setAlterandoSenha(false)}
      />
    </AppFrame>
  );
}
