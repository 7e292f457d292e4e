import type { Mesa } from '@cardapio/shared-events';
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuArrowRightLeft, LuCheck, LuReceiptText, LuSmartphone, LuUsers } from 'react-icons/lu';
import { notify } from '../../../app/toaster';
import { useMesasDoGarcomQuery } from '../api';
import { pessoas } from './MesaCard';

interface LancarProps {
  aberto: boolean;
  carregando: boolean;
  onDigital: () => void;
  onFisica: () => void;
  onFechar: () => void;
}

function Opcao({
  icone,
  titulo,
  descricao,
  onClick,
  disabled,
}: {
  icone: React.ReactNode;
  titulo: string;
  descricao: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="outline"
      h="auto"
      p="4"
      rounded="2xl"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      gap="4"
      disabled={disabled}
      _hover={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
      onClick={onClick}
    >
      <Box
        boxSize="11"
        flexShrink={0}
        rounded="xl"
        display="grid"
        placeItems="center"
        fontSize="lg"
        bg="brand.subtle"
        color="brand.fg"
      >
        {icone}
      </Box>
      <Box>
        <Text fontWeight="800">{titulo}</Text>
        <Text fontSize="sm" color="fg.muted" fontWeight="normal">
          {descricao}
        </Text>
      </Box>
    </Button>
  );
}

/** 'Lançar Comanda': a digital tab or a physical one (picked next). */
export function LancarComandaDialog({
  aberto,
  carregando,
  onDigital,
  onFisica,
  onFechar,
}: LancarProps) {
  return (
    <Dialog.Root
      open={aberto}
      onOpenChange={(e) => {
        if (!e.open) onFechar();
      }}
      placement="center"
      size={{ base: 'xs', md: 'md' }}
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title fontWeight="800">Lançar Comanda</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Stack gap="3">
                <Opcao
                  icone={<LuSmartphone />}
                  titulo="Lançar sem Comanda Física"
                  descricao="Abre uma comanda digital nesta mesa."
                  disabled={carregando}
                  onClick={onDigital}
                />
                <Opcao
                  icone={<LuReceiptText />}
                  titulo="Lançar com Comanda Física"
                  descricao="Escolha o cartão numerado entregue à mesa."
                  disabled={carregando}
                  onClick={onFisica}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" boxSize={{ base: '11', md: '9' }} aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface TransferirProps {
  aberto: boolean;
  mesaAtual: Mesa;
  carregando: boolean;
  onTransferir: (destino: Mesa) => void;
  onFechar: () => void;
}

/**
 * 'Transferir Mesa': destinations exclude this table, tables that already have a tab and tables
 * under maintenance (the server refuses those).
 */
export function TransferirMesaDialog({
  aberto,
  mesaAtual,
  carregando,
  onTransferir,
  onFechar,
}: TransferirProps) {
  const mesas = useMesasDoGarcomQuery(undefined, { skip: !aberto });
  const [destino, setDestino] = useState<number | null>(null);
  useEffect(() => {
    if (mesas.isError && aberto) notify.error('Erro ao carregar mesas disponíveis');
  }, [mesas.isError, aberto]);
  useEffect(() => {
    if (!aberto) setDestino(null);
  }, [aberto]);

  const disponiveis = useMemo(
    () =>
      (mesas.data ?? []).filter(
        (m) =>
          m.id !== mesaAtual.id &&
          m.comanda_id === null &&
          m.comandas_ativas === 0 &&
          m.status !== 'manutencao',
      ),
    [mesas.data, mesaAtual.id],
  );
  const escolhida = disponiveis.find((m) => m.id === destino);

  return (
    <Dialog.Root
      open={aberto}
      onOpenChange={(e) => {
        if (!e.open) onFechar();
      }}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner>
          <Dialog.Content rounded={{ base: '0', md: '2xl' }} maxH={{ md: 'calc(100dvh - 6rem)' }}>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title fontWeight="800">Transferir Mesa</Dialog.Title>
                <Dialog.Description fontSize="sm" color="fg.muted">
                  As comandas ativas de {mesaAtual.nome} vão para a mesa escolhida.
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              {mesas.isLoading ? (
                <Stack gap="2">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h="14" rounded="xl" />
                  ))}
                </Stack>
              ) : disponiveis.length === 0 ? (
                <Text color="fg.muted" textAlign="center" py="10">
                  Nenhuma mesa livre para receber as comandas.
                </Text>
              ) : (
                <Stack gap="2" role="radiogroup" aria-label="Mesa de destino">
                  {disponiveis.map((m) => {
                    const ativa = m.id === destino;
                    return (
                      <HStack
                        key={m.id}
                        role="radio"
                        aria-checked={ativa}
                        aria-label={`${m.numero} - ${m.nome}`}
                        tabIndex={0}
                        gap="3"
                        p="3"
                        rounded="xl"
                        borderWidth="1px"
                        borderColor={ativa ? 'brand.solid' : 'border.subtle'}
                        bg={ativa ? 'brand.subtle' : 'bg.panel'}
                        cursor="pointer"
                        onClick={() => setDestino(m.id)}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter' || e.key === ' ') {
                            e.preventDefault();
                            setDestino(m.id);
                          }
                        }}
                      >
                        <Box
                          minW="10"
                          h="10"
                          rounded="lg"
                          display="grid"
                          placeItems="center"
                          fontWeight="800"
                          bg={ativa ? 'brand.solid' : 'bg.muted'}
                          color={ativa ? 'brand.contrast' : 'fg'}
                        >
                          {m.numero}
                        </Box>
                        <Box flex="1" minW="0">
                          <Text fontWeight="bold" truncate>
                            {m.nome}
                          </Text>
                          <HStack gap="1" fontSize="xs" color="fg.muted">
                            <LuUsers />
                            <Text>{pessoas(m.capacidade)}</Text>
                          </HStack>
                        </Box>
                        {ativa && (
                          <Box color="brand.fg">
                            <LuCheck />
                          </Box>
                        )}
                      </HStack>
                    );
                  })}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer
              borderTopWidth="1px"
              borderColor="border.subtle"
              pb={{ base: 'max(1rem, env(safe-area-inset-bottom))', md: '4' }}
            >
              <HStack w="full" gap="3">
                <Dialog.ActionTrigger asChild>
                  <Button flex="1" size="lg" variant="outline" rounded="xl">
                    Cancelar
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  flex="1"
                  size="lg"
                  rounded="xl"
                  colorPalette="brand"
                  disabled={!escolhida}
                  loading={carregando}
                  onClick={() => escolhida && onTransferir(escolhida)}
                >
                  <LuArrowRightLeft /> Transferir
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" boxSize={{ base: '11', md: '9' }} aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
