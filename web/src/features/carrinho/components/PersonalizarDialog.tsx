import { valorDaLinha, type CarrinhoItem } from '@cardapio/shared-events';
import { Box, Button, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuSlidersHorizontal } from 'react-icons/lu';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useMenuQuery, useOpcoesDoProdutoQuery } from '../../cardapio/api';
import {
  adicionalDasSelecoes,
  gruposPendentes,
  OpcoesDoProduto,
  personalizacoesDe,
  selecoesDe,
  type Selecoes,
} from '../../cardapio/components/OpcoesDoProduto';
import { urlDaImagem } from '../../../app/format';
import { useAtualizarItemDoCarrinhoMutation, useCarrinhoDaLoja } from '../api';
import { formatarReais } from '../../../app/format';
import { textoDaPersonalizacao } from '../formatacao';
import { Folha } from './Folha';

interface PersonalizarDialogProps {
  empresaId: number;
  aberto: boolean;
  onFechar: () => void;
  /** Back to the cart once the choices are saved. */
  onConcluir: () => void;
}

/** The spec's text (customer-side §5 toasts), kept as the contract says. */
export const MENSAGEM_PERSONALIZACAO_SALVA = 'Lanches customizados com sucesso!';

/** A cart line's chosen options, in one line ('+ Ao ponto, + Bacon, sem Cebola'). */
const resumoDasEscolhas = (item: CarrinhoItem) =>
  item.personalizacoes.map(textoDaPersonalizacao).join(', ');

/** Cart lines whose product has option groups: the ones that can be customised. */
export function usePersonalizaveis(empresaId: number): CarrinhoItem[] {
  const { data: carrinho } = useCarrinhoDaLoja(empresaId);
  const { data: menu } = useMenuQuery(empresaId);
  return useMemo(() => {
    const comOpcoes = new Set(menu?.produtos.filter((p) => p.tem_opcoes).map((p) => p.id));
    return (carrinho?.itens ?? []).filter((i) => comOpcoes.has(i.produto_id));
  }, [carrinho, menu]);
}

/**
 * The customisation chooser and editor (customer-side §2): pick a cart line, change its options
 * (checkbox when max_selecoes > 1, else radio) and save them on the server, which prices the line
 * again. The chooser keeps the spec's title ('Escolha o Lanche para Customizar'); the editor
 * and the cart's button name the item (issue 26), and a single line opens its editor at once.
 */
export function PersonalizarDialog({
  empresaId,
  aberto,
  onFechar,
  onConcluir,
}: PersonalizarDialogProps) {
  const itens = usePersonalizaveis(empresaId);
  const [itemId, setItemId] = useState<number | null>(null);
  // With a single line to customise there is nothing to choose: its editor opens at once.
  const unico = itens.length === 1 ? itens[0]! : null;
  const item = itens.find((i) => i.id === itemId) ?? unico;

  return (
    <Folha
      aberto={aberto}
      onFechar={onFechar}
      icone={<LuSlidersHorizontal />}
      titulo={item ? `Personalizar ${item.produto_nome}` : 'Escolha o Lanche para Customizar'}
      subtitulo={item ? 'Adicione ou remova ingredientes' : 'Toque no item que quer mudar'}
      testId="personalizar"
    >
      {item ? (
        <EditorDeEscolhas
          key={item.id}
          empresaId={empresaId}
          item={item}
          onVoltar={unico ? onFechar : () => setItemId(null)}
          onSalvo={() => {
            setItemId(null);
            onConcluir();
          }}
        />
      ) : itens.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          Nenhum item do carrinho tem opções para personalizar.
        </Text>
      ) : (
        <Stack gap="2">
          {itens.map((i) => (
            <Button
              key={i.id}
              variant="outline"
              h="auto"
              py="3"
              px="3"
              justifyContent="flex-start"
              rounded="xl"
              onClick={() => setItemId(i.id)}
            >
              <HStack gap="3" w="full" textAlign="left">
                <Image
                  src={urlDaImagem(i.imagem_url)}
                  alt=""
                  boxSize="12"
                  rounded="lg"
                  objectFit="cover"
                  flexShrink={0}
                />
                <Box flex="1" minW="0">
                  <Text fontWeight="bold" truncate>
                    {i.quantidade}x {i.produto_nome}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" fontWeight="normal" truncate>
                    {resumoDasEscolhas(i) || 'Sem personalização'}
                  </Text>
                </Box>
                <LuChevronRight />
              </HStack>
            </Button>
          ))}
        </Stack>
      )}
    </Folha>
  );
}

function EditorDeEscolhas({
  empresaId,
  item,
  onVoltar,
  onSalvo,
}: {
  empresaId: number;
  item: CarrinhoItem;
  onVoltar: () => void;
  onSalvo: () => void;
}) {
  // A failure to load the options opens the editor with none (customer-side §8).
  const { data: grupos = [], isLoading } = useOpcoesDoProdutoQuery(item.produto_id);
  const [selecoes, setSelecoes] = useState<Selecoes>(() => selecoesDe(item.personalizacoes));
  const [faltando, setFaltando] = useState<Set<number>>(() => new Set());
  const [salvar, { isLoading: salvando }] = useAtualizarItemDoCarrinhoMutation();
  const precoBase = valorDaLinha(item).produto / 100;
  const precoNovo = precoBase + adicionalDasSelecoes(grupos, selecoes);

  async function confirmar() {
    const pendentes = gruposPendentes(grupos, selecoes);
    if (pendentes.length > 0) {
      setFaltando(new Set(pendentes.map((g) => g.id)));
      notify.error(`Escolha uma opção em "${pendentes[0]!.nome}"`);
      return;
    }
    try {
      await salvar({
        empresaId,
        itemId: item.id,
        personalizacoes: personalizacoesDe(grupos, selecoes),
      }).unwrap();
      notify.success(MENSAGEM_PERSONALIZACAO_SALVA);
      onSalvo();
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao atualizar quantidade'));
    }
  }

  if (isLoading)
    return (
      <HStack justify="center" py="10">
        <Spinner color="brand.solid" />
      </HStack>
    );

  return (
    <Stack gap="4">
      {grupos.length === 0 ? (
        <Text color="fg.muted">Este item não tem opções para personalizar.</Text>
      ) : (
        <OpcoesDoProduto
          grupos={grupos}
          selecoes={selecoes}
          faltando={faltando}
          onChange={(grupoId, escolhidos) => {
            setSelecoes((atual) => ({ ...atual, [grupoId]: escolhidos }));
            if (escolhidos.length)
              setFaltando((atual) => new Set([...atual].filter((g) => g !== grupoId)));
          }}
        />
      )}
      <HStack
        justify="space-between"
        gap="3"
        py="3"
        position="sticky"
        bottom="0"
        bg="bg.panel"
        borderTopWidth="1px"
        borderColor="border.subtle"
      >
        <Button variant="ghost" onClick={onVoltar}>
          <LuChevronLeft /> Voltar
        </Button>
        <Button
          colorPalette="brand"
          rounded="full"
          loading={salvando}
          disabled={grupos.length === 0}
          onClick={() => void confirmar()}
        >
          Salvar · {formatarReais(precoNovo)}
        </Button>
      </HStack>
    </Stack>
  );
}
