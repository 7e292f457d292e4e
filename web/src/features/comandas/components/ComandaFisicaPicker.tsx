import type { ComandaFisica } from '@cardapio/shared-events';
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
import { useEffect, useMemo, useRef, useState } from 'react';
import { LuCheck, LuReceiptText } from 'react-icons/lu';
import { notify } from '../../../app/toaster';
import { useComandasFisicasQuery } from '../api';
import { normalizarBusca } from '../aoVivo';
import { CampoDeBusca } from './CampoDeBusca';

interface ComandaFisicaPickerProps {
  aberto: boolean;
  titulo?: string;
  confirmar?: string;
  carregando?: boolean;
  onEscolher: (comanda: ComandaFisica) => void;
  onFechar: () => void;
}

/**
 * Physical-tab picker (staff-side §2): search on number or name over the active, free physical
 * tabs; Enter picks the only result left; Escape closes.
 */
export function ComandaFisicaPicker({
  aberto,
  titulo = 'Selecionar Comanda Física',
  confirmar = 'Selecionar',
  carregando,
  onEscolher,
  onFechar,
}: ComandaFisicaPickerProps) {
  const { data, isLoading, isError } = useComandasFisicasQuery(undefined, { skip: !aberto });
  const [busca, setBusca] = useState('');
  const [selecionada, setSelecionada] = useState<number | null>(null);
  const campo = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (isError && aberto) notify.error('Erro ao carregar comandas físicas');
  }, [isError, aberto]);

  useEffect(() => {
    if (!aberto) {
      setBusca('');
      setSelecionada(null);
    }
  }, [aberto]);

  const disponiveis = useMemo(
    () => (data ?? []).filter((c) => c.ativo && c.uso_atual === 0),
    [data],
  );
  const resultados = useMemo(() => {
    const termo = normalizarBusca(busca);
    if (!termo) return disponiveis;
    return disponiveis.filter(
      (c) => normalizarBusca(c.numero).includes(termo) || normalizarBusca(c.nome).includes(termo),
    );
  }, [disponiveis, busca]);

  function confirmarEscolha(comanda?: ComandaFisica) {
    const escolhida = comanda ?? resultados.find((c) => c.id === selecionada);
    if (!escolhida) {
      notify.error('Selecione uma comanda antes de continuar');
      return;
    }
    onEscolher(escolhida);
  }

  return (
    <Dialog.Root
      open={aberto}
      onOpenChange={(e) => {
        if (!e.open) onFechar();
      }}
      initialFocusEl={() => campo.current}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner>
          <Dialog.Content rounded={{ base: '0', md: '2xl' }} maxH={{ md: 'calc(100dvh - 6rem)' }}>
            <Dialog.Header pb="3">
              <Stack gap="3" w="full">
                <Dialog.Title fontWeight="800">{titulo}</Dialog.Title>
                <CampoDeBusca
                  ref={campo}
                  valor={busca}
                  onChange={(v) => {
                    setBusca(v);
                    setSelecionada(null);
                  }}
                  rotulo="Buscar comanda física"
                  placeholder="Número ou nome"
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      if (resultados.length === 1) confirmarEscolha(resultados[0]);
                      else if (selecionada !== null) confirmarEscolha();
                    }
                  }}
                />
              </Stack>
            </Dialog.Header>
            <Dialog.Body pt="1">
              {isLoading ? (
                <Stack gap="2">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h="14" rounded="xl" />
                  ))}
                </Stack>
              ) : resultados.length === 0 ? (
                <Stack align="center" py="10" gap="2" color="fg.muted" textAlign="center">
                  <LuReceiptText size={28} />
                  <Text fontWeight="semibold">Nenhuma comanda física disponível</Text>
                </Stack>
              ) : (
                <Stack gap="2" role="listbox" aria-label="Comandas físicas">
                  {resultados.map((c) => {
                    const ativa = c.id === selecionada;
                    return (
                      <HStack
                        key={c.id}
                        role="option"
                        aria-selected={ativa}
                        tabIndex={0}
                        gap="3"
                        p="3"
                        rounded="xl"
                        borderWidth="1px"
                        borderColor={ativa ? 'brand.solid' : 'border.subtle'}
                        bg={ativa ? 'brand.subtle' : 'bg.panel'}
                        cursor="pointer"
                        _hover={{ borderColor: 'brand.border' }}
                        onClick={() => setSelecionada(c.id)}
                        onDoubleClick={() => confirmarEscolha(c)}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter' || e.key === ' ') {
                            e.preventDefault();
                            setSelecionada(c.id);
                          }
                        }}
                      >
                        <Box
                          minW="12"
                          h="10"
                          px="2"
                          rounded="lg"
                          display="grid"
                          placeItems="center"
                          fontWeight="800"
                          bg={ativa ? 'brand.solid' : 'bg.muted'}
                          color={ativa ? 'brand.contrast' : 'fg'}
                        >
                          {c.numero}
                        </Box>
                        <Box flex="1" minW="0">
                          <Text fontWeight="bold" truncate>
                            {c.nome}
                          </Text>
                          {c.descricao && (
                            <Text fontSize="xs" color="fg.muted" truncate>
                              {c.descricao}
                            </Text>
                          )}
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
                  loading={carregando}
                  onClick={() => confirmarEscolha()}
                >
                  {confirmar}
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
