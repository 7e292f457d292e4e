import type { OpcaoGrupo, ProdutoMenu } from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  Portal,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuChefHat, LuMinus, LuPlus } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { notify } from '../../../app/toaster';
import { useOpcoesDoProdutoQuery } from '../../cardapio/api';
import { ImagemDoProduto } from '../../cardapio/components/ImagemDoProduto';
import {
  adicionalDasSelecoes,
  gruposPendentes,
  OpcoesDoProduto,
  personalizacoesDe,
  type Selecoes,
} from '../../cardapio/components/OpcoesDoProduto';

const QUANTIDADE_MAXIMA = 99;
const SEM_OPCOES: OpcaoGrupo[] = [];

export interface ItemEscolhido {
  quantidade: number;
  observacoes: string;
  personalizacoes: { opcao_id: number; item_id: number; quantidade: number }[];
}

interface ProdutoDialogProps {
  produto: ProdutoMenu;
  adicionando: boolean;
  onAdicionar: (item: ItemEscolhido) => void;
  onFechar: () => void;
}

/** Product dialog of the tab screen: options, quantity (min 1), notes, total, 'Adicionar à Comanda'. */
export function ProdutoDialog({ produto, adicionando, onAdicionar, onFechar }: ProdutoDialogProps) {
  const opcoes = useOpcoesDoProdutoQuery(produto.id, { skip: !produto.tem_opcoes });
  const grupos = opcoes.isError ? SEM_OPCOES : (opcoes.data ?? SEM_OPCOES);
  const carregandoOpcoes = produto.tem_opcoes && opcoes.isLoading;
  const [quantidade, setQuantidade] = useState(1);
  const [observacoes, setObservacoes] = useState('');
  const [selecoes, setSelecoes] = useState<Selecoes>({});
  const [faltando, setFaltando] = useState<Set<number>>(new Set());

  const unitario = useMemo(
    () => Math.round((produto.preco + adicionalDasSelecoes(grupos, selecoes)) * 100) / 100,
    [produto.preco, grupos, selecoes],
  );
  const total = Math.round(unitario * quantidade * 100) / 100;

  function confirmar() {
    const pendentes = gruposPendentes(grupos, selecoes);
    if (pendentes.length > 0) {
      setFaltando(new Set(pendentes.map((g) => g.id)));
      notify.error(`Escolha uma opção em "${pendentes[0]!.nome}"`);
      return;
    }
    onAdicionar({
      quantidade,
      observacoes: observacoes.trim(),
      personalizacoes: personalizacoesDe(grupos, selecoes).map(
        ({ opcao_id, item_id, quantidade: q }) => ({ opcao_id, item_id, quantidade: q }),
      ),
    });
  }

  return (
    <Dialog.Root
      open
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
          <Dialog.Content
            rounded={{ base: '0', md: '2xl' }}
            overflow="hidden"
            maxH={{ md: 'calc(100dvh - 4rem)' }}
          >
            <Dialog.Body p="0">
              <ImagemDoProduto
                src={produto.imagem_url}
                alt={produto.nome}
                prioridade
                w="full"
                aspectRatio={{ base: '16 / 9', md: '2 / 1' }}
              />
              <Stack gap="5" px={{ base: '5', md: '6' }} pt="5" pb="6">
                <Stack gap="1.5">
                  <HStack gap="2" flexWrap="wrap">
                    {produto.categoria_nome && (
                      <Badge variant="subtle" colorPalette="gray" rounded="full" px="2">
                        {produto.categoria_nome}
                      </Badge>
                    )}
                    {produto.precisa_cozinha && (
                      <Badge variant="subtle" colorPalette="orange" rounded="full" px="2" gap="1">
                        <LuChefHat /> Vai para a cozinha
                      </Badge>
                    )}
                  </HStack>
                  <Dialog.Title fontSize="xl" fontWeight="800" lineHeight="1.2">
                    {produto.nome}
                  </Dialog.Title>
                  {produto.descricao && (
                    <Dialog.Description color="fg.muted" fontSize="sm" lineHeight="1.6">
                      {produto.descricao}
                    </Dialog.Description>
                  )}
                  <Text fontSize="lg" fontWeight="800" color="brand.fg">
                    {formatarReais(produto.preco)}
                  </Text>
                </Stack>
                {carregandoOpcoes ? (
                  <Skeleton h="24" rounded="xl" />
                ) : (
                  grupos.length > 0 && (
                    <OpcoesDoProduto
                      grupos={grupos}
                      selecoes={selecoes}
                      faltando={faltando}
                      onChange={(grupoId, itens) =>
                        setSelecoes((atual) => ({ ...atual, [grupoId]: itens }))
                      }
                    />
                  )
                )}
                <Stack gap="2">
                  <chakra.label htmlFor="observacoes-item" fontWeight="bold" fontSize="sm">
                    Observações
                  </chakra.label>
                  <Textarea
                    id="observacoes-item"
                    value={observacoes}
                    onChange={(e) => setObservacoes(e.target.value)}
                    placeholder="Ex.: sem cebola, ponto da carne..."
                    maxLength={500}
                    rows={2}
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
              py="3"
              pb={{ base: 'max(0.75rem, env(safe-area-inset-bottom))', md: '4' }}
              borderTopWidth="1px"
              borderColor="border.subtle"
              bg="bg.panel"
            >
              <HStack justify="space-between" gap="3">
                <HStack
                  gap="0"
                  rounded="full"
                  borderWidth="1px"
                  borderColor="border"
                  flexShrink={0}
                  role="group"
                  aria-label="Quantidade"
                >
                  <IconButton
                    aria-label="Diminuir quantidade"
                    variant="ghost"
                    rounded="full"
                    colorPalette="brand"
                    disabled={quantidade <= 1}
                    onClick={() => setQuantidade((q) => Math.max(1, q - 1))}
                  >
                    <LuMinus />
                  </IconButton>
                  <Text minW="7" textAlign="center" fontWeight="bold" aria-live="polite">
                    {quantidade}
                  </Text>
                  <IconButton
                    aria-label="Aumentar quantidade"
                    variant="ghost"
                    rounded="full"
                    colorPalette="brand"
                    disabled={quantidade >= QUANTIDADE_MAXIMA}
                    onClick={() => setQuantidade((q) => Math.min(QUANTIDADE_MAXIMA, q + 1))}
                  >
                    <LuPlus />
                  </IconButton>
                </HStack>
                <Box display={{ base: 'block', md: 'none' }} textAlign="end" lineHeight="1.2">
                  <Text fontSize="xs" color="fg.muted">
                    Total
                  </Text>
                  <Text fontWeight="800" fontSize="lg">
                    {formatarReais(total)}
                  </Text>
                </Box>
              </HStack>
              <Button
                flex="1"
                colorPalette="brand"
                rounded="full"
                size="lg"
                fontWeight="bold"
                loading={adicionando}
                disabled={carregandoOpcoes}
                onClick={confirmar}
                justifyContent={{ base: 'center', md: 'space-between' }}
                px="5"
              >
                <span>Adicionar à Comanda</span>
                <Box as="span" display={{ base: 'none', md: 'inline' }} data-testid="produto-total">
                  {formatarReais(total)}
                </Box>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton
                size="sm"
                rounded="full"
                bg="bg.panel/90"
                shadow="md"
                aria-label="Fechar"
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
