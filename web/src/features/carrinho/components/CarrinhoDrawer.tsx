import type { CarrinhoResposta } from '@cardapio/shared-events';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  EmptyState,
  Field,
  HStack,
  Portal,
  Progress,
  Separator,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import {
  LuGift,
  LuLogIn,
  LuMapPin,
  LuShoppingBag,
  LuSlidersHorizontal,
  LuTrash2,
  LuTruck,
  LuUtensilsCrossed,
} from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { mensagemDeErro } from '../../../app/http';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import { lembrarRetorno } from '../../auth/retorno';
import { useClienteDaEmpresa } from '../../auth/useClienteDaEmpresa';
import { useLojaAberta } from '../../cardapio/api';
import { rastrear } from '../../cardapio/pixel';
import { abrirPainel } from '../../cardapio/painelDaLoja';
import {
  useAtualizarItemDoCarrinhoMutation,
  useCarrinhoDaLoja,
  useLimparCarrinhoMutation,
  useObservacoesDoCarrinhoMutation,
  useRemoverItemDoCarrinhoMutation,
} from '../api';
import {
  ENTREGA_GRATIS_VALOR_MINIMO,
  enderecoCompleto,
  entregaGratisAtiva,
  faltaParaEntregaGratis,
  freteCobrado,
  totalAPagar,
  type EstadoDeEntrega,
} from '../entrega';
import { formatarReais } from '../../../app/format';
import { BotaoDaFolha } from './BotaoDaFolha';
import { usePersonalizaveis } from './PersonalizarDialog';
import { EnderecoEFrete } from './EnderecoEFrete';
import { CupomDoCarrinho } from './CupomDoCarrinho';

import { ItemDoCarrinho } from './ItemDoCarrinho';
import { RODAPE_DO_PAINEL } from './rodapeDoPainel';
import { LinhaDoResumo, TotalDoResumo } from './ResumoDeValores';
import { TempoDoCarrinho } from './TempoDoCarrinho';
import { CaixaDeIcone } from '../../../components/CaixaDeIcone';
import { aoFechar } from '../../../components/aoFechar';

interface CarrinhoDrawerProps {
  empresaId: number;
  aberto: boolean;
  onFechar: () => void;
  entrega: EstadoDeEntrega;
}

/** Cart panel 'Seu Pedido' (customer-side §2, §4). */
export function CarrinhoDrawer({ empresaId, aberto, onFechar, entrega }: CarrinhoDrawerProps) {
  const dispatch = useAppDispatch();
  const personalizaveis = usePersonalizaveis(empresaId);
  const navigate = useNavigate();
  const usuario = useClienteDaEmpresa(empresaId);
  const lojaAberta = useLojaAberta(empresaId);
  const { data: carrinho, isLoading, isError, refetch } = useCarrinhoDaLoja(empresaId);
  const [atualizarItem] = useAtualizarItemDoCarrinhoMutation();
  const [removerItem, { isLoading: removendo }] = useRemoverItemDoCarrinhoMutation();
  const [limpar, { isLoading: limpando }] = useLimparCarrinhoMutation();
  const [confirmarLimpeza, setConfirmarLimpeza] = useState(false);
  const [abertoAntes, setAbertoAntes] = useState(aberto);
  if (aberto !== abertoAntes) {
    setAbertoAntes(aberto);
    if (aberto) setConfirmarLimpeza(false);
  }

  // Opening reads the cart again: it may have changed on another device or tab.
  const podeRecarregar = Boolean(usuario) && !isLoading;
  useEffect(() => {
    if (aberto && podeRecarregar) void refetch();
    // Only on opening; refetch's identity is stable per subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aberto]);

  const itens = carrinho?.itens ?? [];
  const vazio = itens.length === 0;
  const quantidadeTotal = itens.reduce((soma, i) => soma + i.quantidade, 0);
  const retirada = entrega.retirada;
  const temEndereco = retirada || enderecoCompleto(entrega.endereco);
  const frete = retirada ? 0 : freteCobrado(carrinho, entrega.frete);
  const gratis = entregaGratisAtiva(carrinho);
  const subtotal = carrinho?.total ?? 0;
  // The coupon's discount is the server's (0 when it does not apply now).
  const desconto = carrinho?.cupom?.desconto ?? 0;
  // Nothing to deliver, nothing to charge: an empty cart totals zero whatever the freight.
  const total = vazio ? 0 : totalAPagar(subtotal, desconto, frete);
  const foraDaArea = !retirada && Boolean(entrega.frete?.foraDaArea);

  async function mudarQuantidade(itemId: number, quantidade: number) {
    if (quantidade < 1) return;
    try {
      await atualizarItem({ empresaId, itemId, quantidade }).unwrap();
    } catch {
      notify.error('Erro ao atualizar quantidade');
    }
  }

  async function remover(itemId: number) {
    try {
      await removerItem({ empresaId, itemId }).unwrap();
      notify.success('Item removido do carrinho');
    } catch {
      notify.error('Erro ao remover item');
    }
  }

  async function limparCarrinho() {
    try {
      await limpar(empresaId).unwrap();
      setConfirmarLimpeza(false);
      notify.success('Carrinho limpo com sucesso');
    } catch {
      notify.error('Erro ao limpar carrinho');
    }
  }

  function finalizar() {
    if (!usuario) {
      notify.error('Faça login para finalizar o pedido');
      return;
    }
    if (vazio) {
      notify.error('Adicione itens ao carrinho');
      return;
    }
    if (!temEndereco) {
      notify.error('Configure o endereço de entrega');
      return;
    }
    if (!lojaAberta) {
      dispatch(abrirPainel('lojaFechada'));
      return;
    }
    rastrear('InitiateCheckout', {
      value: total,
      currency: 'BRL',
      num_items: quantidadeTotal,
      content_ids: itens.map((i) => i.produto_id),
      content_type: 'product',
    });
    dispatch(abrirPainel('pagamento'));
  }

  function entrar() {
    lembrarRetorno(`/menu/${empresaId}`);
    onFechar();
    navigate(`/login/${empresaId}`);
  }

  return (
    <Drawer.Root
      open={aberto}
      onOpenChange={aoFechar(onFechar)}
      placement="end"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop backdropFilter="blur(3px)" />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel" data-testid="carrinho">
            <Drawer.Header
              px={{ base: '5', md: '6' }}
              py="4"
              borderBottomWidth="1px"
              borderColor="border.subtle"
            >
              <HStack gap="3" pr="10">
                <CaixaDeIcone boxSize="10" fontSize="lg">
                  <LuShoppingBag />
                </CaixaDeIcone>
                <Stack gap="0">
                  <Drawer.Title fontSize="xl" fontWeight="800" letterSpacing="-0.02em">
                    Seu Pedido
                  </Drawer.Title>
                  <Text fontSize="sm" color="fg.muted">
                    {vazio
                      ? 'Nenhum item ainda'
                      : `${quantidadeTotal} ${quantidadeTotal === 1 ? 'item' : 'itens'}`}
                  </Text>
                  {!vazio && carrinho && <TempoDoCarrinho ate={carrinho.carrinho.data_expiracao} />}
                </Stack>
              </HStack>
            </Drawer.Header>

            <Drawer.Body px={{ base: '5', md: '6' }} py="4">
              <Stack gap="5">
                {usuario && isLoading ? (
                  <Stack gap="4" aria-busy>
                    {[0, 1].map((i) => (
                      <HStack key={i} gap="3">
                        <Skeleton boxSize="16" rounded="xl" />
                        <Stack flex="1" gap="2">
                          <Skeleton h="4" w="70%" />
                          <Skeleton h="3" w="40%" />
                          <Skeleton h="8" w="full" rounded="full" />
                        </Stack>
                      </HStack>
                    ))}
                  </Stack>
                ) : isError ? (
                  <Alert.Root status="error" rounded="xl">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>Erro ao carregar carrinho</Alert.Title>
                    </Alert.Content>
                    <Button size="sm" variant="outline" onClick={() => void refetch()}>
                      Tentar novamente
                    </Button>
                  </Alert.Root>
                ) : vazio ? (
                  <CarrinhoVazio logado={Boolean(usuario)} onEntrar={entrar} onVoltar={onFechar} />
                ) : (
                  <>
                    <ProgressoEntregaGratis carrinho={carrinho} />
                    <Box>
                      <Stack as="ul" gap="0" listStyleType="none">
                        {itens.map((item) => (
                          <ItemDoCarrinho
                            key={item.id}
                            item={item}
                            ocupado={removendo}
                            onQuantidade={(q) => void mudarQuantidade(item.id, q)}
                            onRemover={() => void remover(item.id)}
                          />
                        ))}
                      </Stack>
                      {confirmarLimpeza ? (
                        <HStack
                          mt="2"
                          p="3"
                          rounded="xl"
                          bg="red.subtle"
                          justify="space-between"
                          gap="2"
                          wrap="wrap"
                        >
                          <Text fontSize="sm" fontWeight="semibold" color="red.fg">
                            Remover todos os itens?
                          </Text>
                          <HStack gap="2">
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => setConfirmarLimpeza(false)}
                            >
                              Manter
                            </Button>
                            <Button
                              size="sm"
                              colorPalette="red"
                              loading={limpando}
                              onClick={() => void limparCarrinho()}
                            >
                              Sim, limpar
                            </Button>
                          </HStack>
                        </HStack>
                      ) : (
                        <HStack mt="1" justify="space-between" gap="2" wrap="wrap">
                          <Button
                            size="sm"
                            variant="ghost"
                            colorPalette="red"
                            onClick={() => setConfirmarLimpeza(true)}
                          >
                            <LuTrash2 /> Limpar Carrinho
                          </Button>
                          {personalizaveis.length > 0 && (
                            <Button
                              size="sm"
                              variant="subtle"
                              colorPalette="brand"
                              rounded="full"
                              onClick={() => dispatch(abrirPainel('personalizar'))}
                            >
                              <LuSlidersHorizontal />{' '}
                              {personalizaveis.length === 1
                                ? `Personalizar ${personalizaveis[0]!.produto_nome}`
                                : 'Personalizar itens'}
                            </Button>
                          )}
                        </HStack>
                      )}
                    </Box>
                    {carrinho && (
                      <ObservacoesDoCarrinho
                        key={carrinho.carrinho.id}
                        empresaId={empresaId}
                        carrinho={carrinho}
                      />
                    )}
                  </>
                )}

                <EnderecoEFrete empresaId={empresaId} carrinho={carrinho} entrega={entrega} />
              </Stack>
            </Drawer.Body>

            <Drawer.Footer
              {...RODAPE_DO_PAINEL}
              pb="calc(1rem + env(safe-area-inset-bottom))"
              bg="bg.panel"
            >
              {!vazio && carrinho && (
                <CupomDoCarrinho empresaId={empresaId} cupom={carrinho.cupom ?? null} />
              )}
              <Stack gap="1.5" fontSize="sm">
                <LinhaDoResumo
                  rotulo="Subtotal"
                  valor={formatarReais(subtotal)}
                  testId="subtotal-do-carrinho"
                />
                {desconto > 0 && !vazio && (
                  <LinhaDoResumo
                    rotulo={`Desconto (${carrinho?.cupom?.codigo})`}
                    valor={`− ${formatarReais(desconto)}`}
                    cor="green.fg"
                    testId="desconto-do-carrinho"
                  />
                )}
                <HStack justify="space-between">
                  <HStack gap="1.5" color="fg.muted">
                    <LuTruck />
                    <Text>{retirada ? 'Retirada' : 'Entrega'}</Text>
                  </HStack>
                  {vazio ? (
                    <Text color="fg.muted">—</Text>
                  ) : retirada ? (
                    <Text fontWeight="semibold">Sem taxa</Text>
                  ) : gratis && !foraDaArea ? (
                    <Badge colorPalette="green" variant="subtle" rounded="full">
                      Grátis
                    </Badge>
                  ) : (
                    <Text fontWeight="semibold" color={frete === null ? 'fg.muted' : undefined}>
                      {frete === null
                        ? foraDaArea
                          ? 'Indisponível'
                          : 'Calcule o frete'
                        : formatarReais(frete)}
                    </Text>
                  )}
                </HStack>
                <Separator my="1" />
                <TotalDoResumo total={total} testId="total-do-carrinho" />
              </Stack>
              {foraDaArea && !vazio && (
                <Text
                  fontSize="sm"
                  color="red.fg"
                  fontWeight="semibold"
                  textAlign="center"
                  data-testid="motivo-bloqueio"
                >
                  Pedido bloqueado: {entrega.frete?.motivo ?? 'endereço fora da área de entrega'}
                </Text>
              )}
              <BotaoDaFolha disabled={vazio || !temEndereco || foraDaArea} onClick={finalizar}>
                {temEndereco ? (
                  'Finalizar Pedido'
                ) : (
                  <>
                    <LuMapPin /> Configure o Endereço
                  </>
                )}
              </BotaoDaFolha>
            </Drawer.Footer>

            <Drawer.CloseTrigger asChild top="5" insetEnd="4">
              <CloseButton size="sm" rounded="full" aria-label="Fechar carrinho" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function ProgressoEntregaGratis({ carrinho }: { carrinho: CarrinhoResposta | null | undefined }) {
  if (!carrinho?.entregaGratis) return null;
  if (entregaGratisAtiva(carrinho)) {
    return (
      <HStack
        gap="3"
        p="3"
        rounded="xl"
        bg="green.subtle"
        color="green.fg"
        borderWidth="1px"
        borderColor="green.muted"
      >
        <LuGift />
        <Text fontSize="sm" fontWeight="semibold">
          Oba! Sua entrega é grátis neste pedido.
        </Text>
      </HStack>
    );
  }
  const falta = faltaParaEntregaGratis(carrinho);
  const progresso = Math.min(100, (carrinho.total / ENTREGA_GRATIS_VALOR_MINIMO) * 100);
  return (
    <Stack
      gap="2"
      p="3"
      rounded="xl"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.border"
      data-testid="progresso-entrega-gratis"
    >
      <HStack gap="2" color="brand.fg">
        <LuGift />
        <Text fontSize="sm" fontWeight="semibold">
          faltam {formatarReais(falta)} para entrega grátis
        </Text>
      </HStack>
      <Progress.Root value={progresso} colorPalette="brand" size="sm" rounded="full">
        <Progress.Track rounded="full" bg="bg.panel">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

function ObservacoesDoCarrinho({
  empresaId,
  carrinho,
}: {
  empresaId: number;
  carrinho: CarrinhoResposta;
}) {
  const salvo = carrinho.carrinho.observacoes ?? '';
  const [texto, setTexto] = useState(salvo);
  const [salvar, { isLoading }] = useObservacoesDoCarrinhoMutation();
  const alterado = texto.trim() !== salvo.trim();

  async function enviar() {
    try {
      await salvar({ empresaId, observacoes: texto.trim() }).unwrap();
      notify.success('Observações atualizadas com sucesso');
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao atualizar observações'));
    }
  }

  return (
    <Field.Root gap="2">
      <Field.Label fontWeight="semibold" fontSize="sm">
        Observações do pedido
      </Field.Label>
      <Textarea
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        placeholder="Ex.: tocar o interfone, troco em notas pequenas..."
        rows={2}
        maxLength={500}
        rounded="xl"
        autoresize
      />
      {alterado && (
        <Button
          alignSelf="flex-end"
          size="sm"
          colorPalette="brand"
          variant="subtle"
          loading={isLoading}
          onClick={() => void enviar()}
        >
          Salvar observações
        </Button>
      )}
    </Field.Root>
  );
}

function CarrinhoVazio({
  logado,
  onEntrar,
  onVoltar,
}: {
  logado: boolean;
  onEntrar: () => void;
  onVoltar: () => void;
}) {
  return (
    <EmptyState.Root py="6">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <LuUtensilsCrossed />
        </EmptyState.Indicator>
        <Stack textAlign="center" gap="1">
          <EmptyState.Title>Seu carrinho está vazio</EmptyState.Title>
          <EmptyState.Description>
            {logado
              ? 'Escolha seus pratos favoritos no cardápio e eles aparecem aqui.'
              : 'Entre na sua conta para montar seu pedido.'}
          </EmptyState.Description>
        </Stack>
        {logado ? (
          <Button variant="outline" rounded="xl" onClick={onVoltar}>
            Ver cardápio
          </Button>
        ) : (
          <Button colorPalette="brand" rounded="xl" onClick={onEntrar}>
            <LuLogIn /> Entrar
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
