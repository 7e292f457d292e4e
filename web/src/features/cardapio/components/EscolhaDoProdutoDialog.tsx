import type { OpcaoGrupo, PersonalizacaoInput, ProdutoMenu } from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { LuClock, LuStar } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { notify } from '../../../app/toaster';
import { SeletorDeQuantidade } from '../../../components/SeletorDeQuantidade';
import { useOpcoesDoProdutoQuery } from '../api';
import { ImagemDoProduto } from './ImagemDoProduto';
import {
  adicionalDasSelecoes,
  gruposPendentes,
  OpcoesDoProduto,
  personalizacoesDe,
  type Selecoes,
} from './OpcoesDoProduto';
import { aoFechar } from '../../../components/aoFechar';

const QUANTIDADE_MAXIMA = 99;
const SEM_OPCOES: OpcaoGrupo[] = [];

/** What the person chose: the caller adds it to a cart or a tab. */
export interface Escolha {
  quantidade: number;
  observacoes: string;
  personalizacoes: PersonalizacaoInput[];
  /** Base price plus the chosen extras (the server prices it again). */
  precoUnitario: number;
}

export type ProdutoDaEscolha = Pick<
  ProdutoMenu,
  'nome' | 'descricao' | 'preco' | 'imagem_url' | 'categoria_nome' | 'tempo_preparo' | 'destaque'
>;

/** A product's option groups from the public menu; on failure, none (customer-side §8). */
export function useGruposDoProduto(produto: Pick<ProdutoMenu, 'id' | 'tem_opcoes'>) {
  const opcoes = useOpcoesDoProdutoQuery(produto.id, { skip: !produto.tem_opcoes });
  return {
    grupos: opcoes.isError ? SEM_OPCOES : (opcoes.data ?? SEM_OPCOES),
    carregando: produto.tem_opcoes && opcoes.isLoading,
  };
}

interface EscolhaDoProdutoDialogProps {
  produto: ProdutoDaEscolha;
  grupos: OpcaoGrupo[];
  carregandoOpcoes?: boolean;
  /** The primary button's text: 'Adicionar ao Carrinho', 'Adicionar à Comanda'... */
  rotuloConfirmar: string;
  confirmando?: boolean;
  /** Out of stock (the menu's disponivel false): the primary button reads 'Esgotado', disabled. */
  esgotado?: boolean;
  /** Badges after the standard ones (the waiter's 'Vai para a cozinha'). */
  selosExtras?: ReactNode;
  placeholderObservacoes?: string;
  /** Asked first on confirm (the storefront: is the shop open, is someone signed in?). */
  podeConfirmar?: () => boolean;
  /** Reached only when every required group has a choice. */
  onConfirmar: (escolha: Escolha) => void;
  onFechar: () => void;
  testId?: string;
}

/**
 * The one product-options dialog: picture, text, option groups, notes, quantity and live total.
 * The storefront adds the choice to the cart, the waiter to a tab, and the catalogue editor
 * opens it as the customer's preview of unsaved groups.
 */
export function EscolhaDoProdutoDialog({
  produto,
  grupos,
  carregandoOpcoes = false,
  rotuloConfirmar,
  confirmando = false,
  esgotado = false,
  selosExtras,
  placeholderObservacoes = 'Ex.: tirar a cebola, maionese à parte...',
  podeConfirmar,
  onConfirmar,
  onFechar,
  testId = 'produto-modal',
}: EscolhaDoProdutoDialogProps) {
  const idObservacoes = useId();
  const [quantidade, setQuantidade] = useState(1);
  const [observacoes, setObservacoes] = useState('');
  const [selecoes, setSelecoes] = useState<Selecoes>({});
  const [faltando, setFaltando] = useState<Set<number>>(new Set());

  const precoUnitario = useMemo(
    () => Math.round((produto.preco + adicionalDasSelecoes(grupos, selecoes)) * 100) / 100,
    [produto.preco, grupos, selecoes],
  );
  const total = Math.round(precoUnitario * quantidade * 100) / 100;

  function escolher(grupoId: number, itens: number[]) {
    setSelecoes((atual) => ({ ...atual, [grupoId]: itens }));
    if (itens.length > 0 && faltando.has(grupoId)) {
      setFaltando((atual) => {
        const proximo = new Set(atual);
        proximo.delete(grupoId);
        return proximo;
      });
    }
  }

  function confirmar() {
    if (podeConfirmar && !podeConfirmar()) return;
    const pendentes = gruposPendentes(grupos, selecoes);
    if (pendentes.length > 0) {
      setFaltando(new Set(pendentes.map((g) => g.id)));
      notify.error(`Escolha uma opção em "${pendentes[0]!.nome}"`, { acao: 'escolher-opcoes' });
      document
        .querySelector(`[data-grupo="${pendentes[0]!.id}"]`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    notify.resolvido('escolher-opcoes');
    onConfirmar({
      quantidade,
      observacoes: observacoes.trim(),
      personalizacoes: personalizacoesDe(grupos, selecoes),
      precoUnitario,
    });
  }

  return (
    <Dialog.Root
      open
      onOpenChange={aoFechar(onFechar)}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner>
          <Dialog.Content
            rounded={{ base: '0', md: '2xl' }}
            overflow="hidden"
            data-testid={testId}
            minH={{ md: 'auto' }}
            maxH={{ md: 'calc(100dvh - 4rem)' }}
            my={{ md: '8' }}
          >
            <Dialog.Body p="0" display="flex" flexDirection="column">
              <Box position="relative" flexShrink={0}>
                <ImagemDoProduto
                  src={produto.imagem_url}
                  alt={produto.nome}
                  prioridade
                  w="full"
                  aspectRatio={{ base: '4 / 3', md: '2 / 1' }}
                />
                <Box
                  position="absolute"
                  inset="0"
                  bgGradient="to-t"
                  gradientFrom="blackAlpha.500"
                  gradientTo="transparent"
                  gradientVia="transparent"
                  pointerEvents="none"
                />
              </Box>

              <Stack gap="5" px={{ base: '5', md: '6' }} pt="5" pb="6">
                {/* The sheet's header (picture, name, price): toasts stay clear of it. */}
                <Stack gap="2" data-avisos-abaixo="" data-testid="cabecalho-do-produto">
                  <HStack gap="2" flexWrap="wrap">
                    {produto.destaque && (
                      <Badge colorPalette="brand" variant="solid" rounded="full" px="2" gap="1">
                        <LuStar /> Destaque
                      </Badge>
                    )}
                    {produto.categoria_nome && (
                      <Badge variant="subtle" colorPalette="gray" rounded="full" px="2">
                        {produto.categoria_nome}
                      </Badge>
                    )}
                    {produto.tempo_preparo > 0 && (
                      <Badge variant="subtle" colorPalette="gray" rounded="full" px="2" gap="1">
                        <LuClock /> {produto.tempo_preparo} min
                      </Badge>
                    )}
                    {selosExtras}
                  </HStack>
                  <Dialog.Title
                    fontSize="2xl"
                    fontWeight="800"
                    letterSpacing="-0.02em"
                    lineHeight="1.2"
                  >
                    {produto.nome}
                  </Dialog.Title>
                  {produto.descricao && (
                    <Dialog.Description color="fg.muted" lineHeight="1.6">
                      {produto.descricao}
                    </Dialog.Description>
                  )}
                  <Text fontSize="xl" fontWeight="800" color="brand.fg" data-testid="produto-preco">
                    {formatarReais(produto.preco)}
                  </Text>
                </Stack>

                {carregandoOpcoes ? (
                  <Stack gap="3" aria-label="Carregando opções">
                    <Skeleton h="12" rounded="xl" />
                    <Skeleton h="28" rounded="xl" />
                  </Stack>
                ) : (
                  grupos.length > 0 && (
                    <OpcoesDoProduto
                      grupos={grupos}
                      selecoes={selecoes}
                      faltando={faltando}
                      onChange={escolher}
                    />
                  )
                )}

                <Stack gap="2">
                  <chakra.label htmlFor={idObservacoes} fontWeight="bold" fontSize="sm">
                    Observações
                  </chakra.label>
                  <Textarea
                    id={idObservacoes}
                    value={observacoes}
                    onChange={(e) => setObservacoes(e.target.value)}
                    placeholder={placeholderObservacoes}
                    maxLength={500}
                    rows={3}
                    resize="none"
                    rounded="xl"
                  />
                </Stack>
              </Stack>
            </Dialog.Body>

            <Dialog.Footer
              flexDirection={{ base: 'column', md: 'row' }}
              alignItems="stretch"
              gap="3"
              px={{ base: '4', md: '6' }}
              py={{ base: '3', md: '4' }}
              pb={{ base: 'max(0.75rem, env(safe-area-inset-bottom))', md: '4' }}
              borderTopWidth="1px"
              borderColor="border.subtle"
              bg="bg.panel"
            >
              <HStack justify="space-between" gap="3">
                <Box display={{ base: 'block', md: 'none' }} lineHeight="1.2">
                  <Text fontSize="xs" color="fg.muted">
                    Total
                  </Text>
                  <Text fontWeight="800" fontSize="lg" data-testid="produto-total-mobile">
                    {formatarReais(total)}
                  </Text>
                </Box>
                <SeletorDeQuantidade
                  quantidade={quantidade}
                  maximo={QUANTIDADE_MAXIMA}
                  onMudar={setQuantidade}
                  rotulo="Quantidade"
                  tamanho="lg"
                  paleta="brand"
                  flexShrink={0}
                />
              </HStack>
              {/* flexShrink 0: in the phone's column footer a shrinking button fell to 26 px. */}
              <Button
                flex={{ md: '1' }}
                flexShrink={0}
                minH="11"
                colorPalette="brand"
                rounded="full"
                size="lg"
                fontWeight="bold"
                loading={confirmando}
                disabled={carregandoOpcoes || esgotado}
                onClick={confirmar}
                justifyContent={{ base: 'center', md: 'space-between' }}
                px="5"
              >
                <span>{esgotado ? 'Esgotado' : rotuloConfirmar}</span>
                <Box as="span" display={{ base: 'none', md: 'inline' }} data-testid="produto-total">
                  {formatarReais(total)}
                </Box>
              </Button>
            </Dialog.Footer>

            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton
                size="md"
                rounded="full"
                bg="bg.panel/90"
                shadow="md"
                aria-label="Fechar"
                _hover={{ bg: 'bg.panel' }}
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
