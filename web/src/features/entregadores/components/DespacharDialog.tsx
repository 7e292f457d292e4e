import { despachoSchema, NOME_DO_VEICULO, type Pedido } from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Checkbox,
  HStack,
  Link as ChakraLink,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { comAviso } from '../../../app/comAviso';
import { formatarReais } from '../../../app/format';
import { FormDialog } from '../../../components/FormDialog';
import { nomeDoCliente } from '../../pedidos/status';
import { useDespacharMutation, useEntregadoresQuery } from '../api';
import {
  alternarNaRota,
  entregadoresDisponiveis,
  mensagemDoDespacho,
  rotaDisponivel,
} from '../despacho';

interface DespacharDialogProps {
  /** The ready delivery orders, live (one dispatched or cancelled meanwhile leaves the list). */
  prontos: Pedido[];
  /** Ticked when it opens (the card's 'Despachar'). */
  inicial: number[];
  onFechar: () => void;
}

function Rotulo({ children }: { children: string }) {
  return (
    <Text fontWeight="semibold" fontSize="sm">
      {children}
    </Text>
  );
}

function Erro({ texto }: { texto?: string }) {
  if (!texto) return null;
  return (
    <Text role="alert" fontSize="sm" color="fg.error">
      {texto}
    </Text>
  );
}

function PedidoNaRota({
  pedido,
  parada,
  onAlternar,
}: {
  pedido: Pedido;
  /** Its stop on the route (1, 2…), or 0 when not ticked. */
  parada: number;
  onAlternar: () => void;
}) {
  const bairro = pedido.endereco_entrega?.bairro;
  return (
    <Checkbox.Root
      checked={parada > 0}
      onCheckedChange={onAlternar}
      colorPalette="brand"
      alignItems="center"
      gap="3"
      px="3"
      py="2.5"
      minH="12"
      rounded="xl"
      borderWidth="1px"
      borderColor={parada > 0 ? 'brand.emphasized' : 'border.subtle'}
      bg={parada > 0 ? 'brand.subtle' : undefined}
      cursor="pointer"
      data-testid={`despachar-${pedido.id}`}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label flex="1" minW="0">
        <HStack justify="space-between" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="800">
              #{pedido.id}{' '}
              <Text as="span" fontWeight="semibold">
                {nomeDoCliente(pedido) ?? 'Cliente'}
              </Text>
            </Text>
            {bairro && (
              <Text fontSize="xs" color="fg.muted" truncate>
                {bairro}
              </Text>
            )}
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <Text fontSize="sm" color="fg.muted">
              {formatarReais(pedido.total)}
            </Text>
            {parada > 0 && (
              <Badge colorPalette="brand" variant="solid" rounded="full" data-testid="parada">
                {parada}ª parada
              </Badge>
            )}
          </HStack>
        </HStack>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * 'Despachar' on the board (issue 32 §1): tick ready delivery orders (the order of the ticks is
 * the route), pick an active courier, and they go out with them at once.
 */
export function DespacharDialog({ prontos, inicial, onFechar }: DespacharDialogProps) {
  const entregadores = useEntregadoresQuery();
  const disponiveis = entregadoresDisponiveis(entregadores.data ?? []);
  const [escolhida, setEscolhida] = useState<number[]>(inicial);
  const [entregadorId, setEntregadorId] = useState<string | null>(null);
  const [erros, setErros] = useState<{ pedidos?: string; entregador?: string }>({});
  const [despachar] = useDespacharMutation();
  const rota = rotaDisponivel(escolhida, prontos);
  const entregador = disponiveis.find((e) => String(e.id) === entregadorId);

  async function salvar() {
    const lido = despachoSchema.safeParse({ pedidos: rota });
    const novos = {
      pedidos: lido.success ? undefined : lido.error.issues[0]?.message,
      entregador: entregador ? undefined : 'Escolha o entregador',
    };
    setErros(novos);
    if (!lido.success || !entregador) return false;
    const pedidos = lido.data.pedidos;
    return comAviso(
      'despachar',
      () => despachar({ entregadorId: entregador.id, pedidos }).unwrap(),
      {
        sucesso: mensagemDoDespacho(pedidos.length, entregador.nome, pedidos[0]),
        erro: 'Erro ao despachar os pedidos',
      },
    );
  }

  return (
    <FormDialog
      titulo="Despachar pedidos"
      descricao="Marque os pedidos na ordem da rota e escolha o entregador"
      salvar={rota.length > 1 ? `Despachar ${rota.length} pedidos` : 'Despachar'}
      onSalvar={salvar}
      onFechar={onFechar}
      testId="despachar-dialog"
    >
      <Stack gap="5">
        {/* No Field.Root around the list: it would give every checkbox the same id. */}
        <Stack gap="2">
          <Stack gap="2" w="full" role="group" aria-label="Pedidos prontos para entrega">
            <Rotulo>{`Pedidos prontos (${prontos.length})`}</Rotulo>
            {prontos.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                Nenhum pedido de entrega pronto agora.
              </Text>
            ) : (
              prontos.map((p) => (
                <PedidoNaRota
                  key={p.id}
                  pedido={p}
                  parada={rota.indexOf(p.id) + 1}
                  onAlternar={() => {
                    setEscolhida((r) => alternarNaRota(rotaDisponivel(r, prontos), p.id));
                    setErros((e) => ({ ...e, pedidos: undefined }));
                  }}
                />
              ))
            )}
          </Stack>
          <Erro texto={erros.pedidos} />
        </Stack>

        <Stack gap="2">
          {disponiveis.length === 0 && !entregadores.isLoading ? (
            <Box fontSize="sm" color="fg.muted">
              <Rotulo>Entregador</Rotulo>
              <Text>
                Nenhum entregador ativo.{' '}
                <ChakraLink asChild color="brand.fg" fontWeight="semibold">
                  <Link to="/dashboard/entregadores">Cadastre um em Entregadores</Link>
                </ChakraLink>
                .
              </Text>
            </Box>
          ) : (
            <RadioCard.Root
              value={entregadorId}
              onValueChange={(e) => {
                setEntregadorId(e.value);
                setErros((atual) => ({ ...atual, entregador: undefined }));
              }}
              colorPalette="brand"
              variant="surface"
              size="sm"
              w="full"
            >
              <RadioCard.Label fontWeight="semibold" fontSize="sm" mb="1">
                Entregador
              </RadioCard.Label>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                {disponiveis.map((e) => (
                  <RadioCard.Item key={e.id} value={String(e.id)} rounded="xl">
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl alignItems="center" p="3">
                      <Stack gap="0" flex="1" minW="0">
                        <RadioCard.ItemText fontWeight="bold">{e.nome}</RadioCard.ItemText>
                        <Text fontSize="xs" color="fg.muted">
                          {NOME_DO_VEICULO[e.veiculo]} · Em rota: {e.em_rota}
                        </Text>
                      </Stack>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </SimpleGrid>
            </RadioCard.Root>
          )}
          <Erro texto={erros.entregador} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
