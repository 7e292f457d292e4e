import {
  MENSAGENS_COMANDA,
  type Comanda,
  type ComandaItem,
  type ProdutoMenu,
} from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LuChefHat, LuReceiptText, LuSend, LuTrash2 } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router';
import { formatarReais } from '../../../app/format';
import { mensagemDeErro, statusDoErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import {
  POLLING_GARCOM_MS,
  useAdicionarItemMutation,
  useAtualizarQuantidadeMutation,
  useCategoriasDoGarcomQuery,
  useComandaDoGarcomQuery,
  useEnviarParaCozinhaMutation,
  useProdutosDoGarcomQuery,
  useRemoverItemMutation,
} from '../api';
import { aindaNaCozinha, enviadosParaCozinha } from '../acoesDoItem';
import { itensParaCozinha, tituloDaComanda } from '../aoVivo';
import { CabecalhoDoGarcom } from '../components/CabecalhoDoGarcom';
import { Catalogo } from '../components/Catalogo';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';
import { Esqueletos } from '../../../components/Esqueletos';
import { Painel } from '../../../components/Painel';
import { AvisoDaCozinha } from '../components/AvisoDaCozinha';
import { ConfirmarPedidoDoQr } from '../components/ConfirmarPedidoDoQr';
import { NaoEncontrada } from '../components/NaoEncontrada';
import { ItemDaComanda } from '../components/ItemDaComanda';
import { CancelarItemDialog } from '../components/CancelarItemDialog';
import { ObservacaoDoItemDialog } from '../components/ObservacaoDoItemDialog';
import { ProdutoDialog, type ItemEscolhido } from '../components/ProdutoDialog';
import { useGarcomAoVivo } from '../useGarcomAoVivo';
import { ContaDaComanda } from '../conta/components/ContaDaComanda';
import { ReimprimirComanda } from '../../impressoras/components/ReimprimirComanda';
import { FecharContaDialog } from '../conta/components/FecharContaDialog';

const itens = (n: number) => (n === 1 ? '1 item' : `${n} itens`);

function BarraDeEnvio({
  comanda,
  enviando,
  onEnviar,
  onFecharConta,
}: {
  comanda: Comanda;
  enviando: boolean;
  onEnviar: () => void;
  onFecharConta: () => void;
}) {
  const pendentes = itensParaCozinha(comanda).length;
  const podeFechar = comanda.status === 'ativa' && comanda.itens.length > 0;
  return (
    <HStack gap="3" justify="space-between" w="full" flexWrap="wrap" rowGap="2">
      <Box lineHeight="1.15">
        <Text fontSize="xs" color="fg.muted">
          Total
        </Text>
        <Text
          fontWeight="800"
          fontSize="xl"
          letterSpacing="-0.01em"
          whiteSpace="nowrap"
          data-testid="comanda-total"
        >
          {formatarReais(comanda.total)}
        </Text>
      </Box>
      {comanda.status === 'ativa' && pendentes > 0 && (
        <Button
          flexShrink={0}
          colorPalette="brand"
          rounded="full"
          size="lg"
          fontWeight="bold"
          loading={enviando}
          onClick={onEnviar}
          shadow="0 8px 20px -8px rgba(224, 70, 5, 0.7)"
        >
          <LuSend /> Enviar para Cozinha
        </Button>
      )}
      {podeFechar && (
        <Button
          flexShrink={0}
          flex={{ base: pendentes > 0 ? '1 0 100%' : '0 0 auto', lg: '0 0 auto' }}
          order={{ base: pendentes > 0 ? 1 : 0, lg: 0 }}
          variant="outline"
          colorPalette="brand"
          rounded="full"
          size="lg"
          fontWeight="bold"
          onClick={onFecharConta}
        >
          <LuReceiptText /> Fechar Conta
        </Button>
      )}
    </HStack>
  );
}

/** /garcom/comanda/:comandaId (staff-side §2): the tab's items, the catalogue, the kitchen send. */
export function ComandaPage() {
  const id = Number(useParams().comandaId);
  const valido = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  useGarcomAoVivo();

  const consulta = useComandaDoGarcomQuery(id, {
    skip: !valido,
    pollingInterval: POLLING_GARCOM_MS,
  });
  const produtos = useProdutosDoGarcomQuery();
  const categorias = useCategoriasDoGarcomQuery();
  const comanda = consulta.data;
  useDocumentTitle(comanda ? `Comanda ${comanda.comanda_numero} · Garçom` : 'Comanda · Garçom');

  const naoEncontrada = !valido || statusDoErro(consulta.error) === 404;
  const falhou = (consulta.isError && !naoEncontrada) || produtos.isError || categorias.isError;
  useEffect(() => {
    if (falhou) notify.error('Erro ao carregar dados');
  }, [falhou]);

  const [produtoAberto, setProdutoAberto] = useState<ProdutoMenu | null>(null);
  const [itemParaRemover, setItemParaRemover] = useState<ComandaItem | null>(null);
  const [itemParaCancelar, setItemParaCancelar] = useState<ComandaItem | null>(null);
  const [itemParaObservacao, setItemParaObservacao] = useState<ComandaItem | null>(null);
  const [confirmandoEnvio, setConfirmandoEnvio] = useState(false);
  const [fechandoConta, setFechandoConta] = useState(false);
  const [adicionar, { isLoading: adicionando }] = useAdicionarItemMutation();
  const [atualizarQuantidade] = useAtualizarQuantidadeMutation();
  const [removerItem, { isLoading: removendo }] = useRemoverItemMutation();
  const [enviar, { isLoading: enviando }] = useEnviarParaCozinhaMutation();

  const ativa = comanda?.status === 'ativa';
  const paraCozinha = useMemo(() => (comanda ? itensParaCozinha(comanda) : []), [comanda]);
  const naCozinha = comanda ? aindaNaCozinha(comanda) : 0;
  const enviados = comanda ? enviadosParaCozinha(comanda) : 0;

  const adicionarProduto = useCallback(
    async (produto: ProdutoMenu, escolha: ItemEscolhido) => {
      try {
        await adicionar({
          comandaId: id,
          produto_id: produto.id,
          quantidade: escolha.quantidade,
          observacoes: escolha.observacoes || null,
          personalizacoes: escolha.personalizacoes,
        }).unwrap();
        notify.success('Produto adicionado à comanda!', { acao: 'adicionar-item' });
        setProdutoAberto(null);
      } catch (erro) {
        notify.error(mensagemDeErro(erro, 'Erro ao adicionar produto'), { acao: 'adicionar-item' });
      }
    },
    [adicionar, id],
  );

  const adicionarRapido = useCallback(
    (produto: ProdutoMenu) => {
      // Products with options open the dialog; the rest go in with quantity 1.
      if (produto.tem_opcoes) setProdutoAberto(produto);
      else void adicionarProduto(produto, { quantidade: 1, observacoes: '', personalizacoes: [] });
    },
    [adicionarProduto],
  );

  const mudarQuantidade = useCallback(
    async (item: ComandaItem, quantidade: number) => {
      if (quantidade < 1) return; // a decrement below 1 is ignored (§5)
      try {
        await atualizarQuantidade({ comandaId: id, itemId: item.id, quantidade }).unwrap();
      } catch (erro) {
        notify.error(mensagemDeErro(erro, 'Erro ao atualizar quantidade'));
      }
    },
    [atualizarQuantidade, id],
  );

  if (naoEncontrada) {
    return (
      <NaoEncontrada
        titulo={MENSAGENS_COMANDA.comandaNaoEncontrada}
        descricao="Ela pode ter sido removida ou encerrada."
        onVoltar={() => navigate('/garcom/dashboard')}
      />
    );
  }

  async function confirmarRemocao() {
    if (!itemParaRemover) return;
    try {
      await removerItem({ comandaId: id, itemId: itemParaRemover.id }).unwrap();
      notify.success('Item removido da comanda!');
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao remover item'));
    }
    setItemParaRemover(null);
  }

  function pedirEnvio() {
    if (!comanda || comanda.itens.length === 0) {
      notify.error(MENSAGENS_COMANDA.semItens, { acao: 'enviar' });
      return;
    }
    if (paraCozinha.length === 0) {
      notify.error(MENSAGENS_COMANDA.nadaParaEnviar, { acao: 'enviar' });
      return;
    }
    setConfirmandoEnvio(true);
  }

  async function confirmarEnvio() {
    try {
      const resposta = await enviar(id).unwrap();
      notify.success(resposta.mensagem || 'Pedido enviado para a cozinha!', { acao: 'enviar' });
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao enviar pedido para a cozinha'), {
        acao: 'enviar',
      });
    }
    setConfirmandoEnvio(false);
  }

  const voltarPara = comanda?.mesa_id
    ? `/garcom/mesa/${comanda.mesa_id}`
    : '/garcom/dashboard?aba=avulsas';
  const local = comanda ? (comanda.mesa_nome ?? 'Comanda Avulsa') : undefined;
  const visiveis = comanda?.itens ?? [];
  const barraDeEnvio = comanda && (
    <BarraDeEnvio
      comanda={comanda}
      enviando={enviando}
      onEnviar={pedirEnvio}
      onFecharConta={() => setFechandoConta(true)}
    />
  );

  return (
    <Box minH="100dvh" bg="bg.subtle" pb={{ base: ativa ? '36' : '6', lg: '0' }}>
      <CabecalhoDoGarcom
        voltarPara={voltarPara}
        rotuloVoltar={comanda?.mesa_id ? 'Voltar para a mesa' : 'Voltar para as comandas'}
        titulo={comanda ? tituloDaComanda(comanda) : 'Comanda'}
        subtitulo={
          comanda ? (
            <HStack gap="1.5">
              <Text as="span">{local}</Text>
              {!ativa && (
                <Badge size="xs" colorPalette="gray" rounded="full">
                  {comanda.status === 'paga' ? 'Paga' : 'Conta fechada'}
                </Badge>
              )}
            </HStack>
          ) : undefined
        }
      >
        {comanda && ativa && (
          <Box display={{ base: 'none', lg: 'block' }} pb="3">
            {barraDeEnvio}
          </Box>
        )}
      </CabecalhoDoGarcom>

      <Container as="main" maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' }}
          gap={{ base: '6', lg: '8' }}
        >
          <Stack
            gap="3"
            // A closed bill lists the items itself: on phones the bill comes alone.
            display={{ base: ativa ? 'flex' : 'none', lg: 'flex' }}
            gridColumn={{ lg: '2' }}
            gridRow={{ lg: '1' }}
            alignSelf="start"
            position={{ lg: 'sticky' }}
            top={{ lg: '36' }}
          >
            <HStack justify="space-between">
              <Heading as="h2" fontSize="md" fontWeight="800">
                Itens da comanda
              </Heading>
              {comanda && (
                <Text fontSize="sm" color="fg.muted">
                  {itens(comanda.itens.length)}
                </Text>
              )}
            </HStack>
            {comanda && <ConfirmarPedidoDoQr comanda={comanda} />}
            {naCozinha > 0 ? (
              <AvisoDaCozinha>
                <LuChefHat />
                <Text>
                  {itens(naCozinha)} na cozinha · itens enviados só podem ser cancelados ou ter a
                  observação alterada
                </Text>
              </AvisoDaCozinha>
            ) : (
              enviados > 0 && (
                <AvisoDaCozinha>
                  <LuChefHat />
                  <Text>Itens que já saíram da cozinha não podem mais ser alterados</Text>
                </AvisoDaCozinha>
              )
            )}
            {comanda && <ReimprimirComanda itens={comanda.itens} alignSelf="flex-start" />}
            <Painel px="4" gap="0" shadow="xs">
              {!comanda ? (
                <Box py="4">
                  <Esqueletos quantos={2} gap="3" h="16" rounded="xl" />
                </Box>
              ) : visiveis.length === 0 ? (
                <Stack align="center" gap="2" py="10" color="fg.muted" textAlign="center">
                  <LuReceiptText size={28} />
                  <Text fontWeight="semibold">Nenhum item ainda</Text>
                  <Text fontSize="sm">Adicione produtos pelo catálogo.</Text>
                </Stack>
              ) : (
                <Stack as="ul" gap="0" aria-label="Itens da comanda">
                  {visiveis.map((item) => (
                    <ItemDaComanda
                      key={item.id}
                      item={item}
                      editavel={ativa}
                      onQuantidade={(i, q) => void mudarQuantidade(i, q)}
                      onRemover={setItemParaRemover}
                      onCancelar={setItemParaCancelar}
                      onObservacao={setItemParaObservacao}
                    />
                  ))}
                </Stack>
              )}
            </Painel>
          </Stack>

          {comanda && !ativa ? (
            <Stack gap="3" gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }}>
              <Heading as="h2" fontSize="md" fontWeight="800">
                Conta
              </Heading>
              <ContaDaComanda comanda={comanda} />
            </Stack>
          ) : (
            <Stack gap="3" gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }}>
              <Heading as="h2" fontSize="md" fontWeight="800">
                Adicionar produtos
              </Heading>
              <Catalogo
                produtos={produtos.data}
                categorias={categorias.data}
                carregando={produtos.isLoading}
                desabilitado={!ativa || adicionando}
                onAbrir={setProdutoAberto}
                onAdicionar={adicionarRapido}
              />
            </Stack>
          )}
        </Grid>
      </Container>

      {comanda && ativa && (
        <Box
          display={{ base: 'block', lg: 'none' }}
          position="fixed"
          insetX="0"
          bottom="0"
          zIndex="sticky"
          bg="bg.panel/95"
          backdropFilter="blur(12px)"
          borderTopWidth="1px"
          borderColor="border.subtle"
          px="4"
          pt="3"
          pb="max(0.75rem, env(safe-area-inset-bottom))"
          shadow="0 -8px 24px -12px rgba(0,0,0,0.25)"
          // Toasts on a phone rise above the send bar (app/toaster.tsx).
          data-avisos-acima=""
        >
          {barraDeEnvio}
        </Box>
      )}

      {produtoAberto && (
        <ProdutoDialog
          produto={produtoAberto}
          adicionando={adicionando}
          onAdicionar={(escolha) => void adicionarProduto(produtoAberto, escolha)}
          onFechar={() => setProdutoAberto(null)}
        />
      )}
      {itemParaCancelar && (
        <CancelarItemDialog
          key={itemParaCancelar.id}
          comandaId={id}
          item={itemParaCancelar}
          onFechar={() => setItemParaCancelar(null)}
        />
      )}
      {itemParaObservacao && (
        <ObservacaoDoItemDialog
          key={itemParaObservacao.id}
          comandaId={id}
          item={itemParaObservacao}
          onFechar={() => setItemParaObservacao(null)}
        />
      )}
      <FecharContaDialog
        comanda={fechandoConta && comanda ? comanda : null}
        onFechar={() => setFechandoConta(false)}
      />
      <ConfirmarDialog
        aberto={itemParaRemover !== null}
        titulo="Remover item"
        mensagem="Tem certeza que deseja remover este item?"
        confirmar="Remover"
        cor="red"
        icone={<LuTrash2 />}
        carregando={removendo}
        onConfirmar={() => void confirmarRemocao()}
        onFechar={() => setItemParaRemover(null)}
      />
      <ConfirmarDialog
        aberto={confirmandoEnvio}
        titulo="Enviar para Cozinha"
        mensagem={
          <Stack gap="3">
            <Text>
              Enviar {itens(paraCozinha.length)} para a cozinha? Os itens prontos (bebidas) serão
              marcados como disponíveis automaticamente.
            </Text>
            <Stack
              as="ul"
              gap="1"
              textAlign="start"
              bg="bg.muted"
              rounded="lg"
              px="3"
              py="2"
              color="fg"
            >
              {paraCozinha.map((i) => (
                <Text as="li" key={i.id} listStyleType="none" fontSize="sm">
                  {i.quantidade}× {i.produto_nome}
                </Text>
              ))}
            </Stack>
          </Stack>
        }
        confirmar="Enviar"
        icone={<LuChefHat />}
        carregando={enviando}
        onConfirmar={() => void confirmarEnvio()}
        onFechar={() => setConfirmandoEnvio(false)}
      />
    </Box>
  );
}
