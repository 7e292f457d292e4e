import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus, LuSearch, LuX } from 'react-icons/lu';
import type { ErrosDoFormulario } from '../../../app/validacao';
import { useProdutosAdminQuery } from '../../cardapio/gestao/api';

/** A product that uses the item, as the form holds it (the quantity as typed). */
export interface ProdutoDoItemNoForm {
  produto_id: number;
  nome: string;
  quantidade: string;
}

interface Props {
  valor: ProdutoDoItemNoForm[];
  onChange: (valor: ProdutoDoItemNoForm[]) => void;
  /** The item's unit, shown beside each quantity ('kg por unidade'). */
  unidade: string;
  /** The form's errors ('produtos', 'produtos.0.quantidade'…). */
  erros: ErrosDoFormulario;
}

const normalizar = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * "Produtos que usam este item" (issue 15): products of the company picked from a searchable
 * list, each with how much of the item one unit of it takes; the checkout takes that much per
 * unit ordered and the menu shows the product 'Esgotado' when the item holds less.
 */
export function ProdutosDoItem({ valor, onChange, unidade, erros }: Props) {
  const produtos = useProdutosAdminQuery();
  const [busca, setBusca] = useState('');
  const disponiveis = useMemo(() => {
    const escolhidos = new Set(valor.map((p) => p.produto_id));
    const termo = normalizar(busca.trim());
    return (produtos.data ?? []).filter(
      (p) => !escolhidos.has(p.id) && (!termo || normalizar(p.nome).includes(termo)),
    );
  }, [produtos.data, busca, valor]);

  const adicionar = (id: number, nome: string) =>
    onChange([...valor, { produto_id: id, nome, quantidade: '1' }]);
  const mudar = (i: number, quantidade: string) =>
    onChange(valor.map((p, j) => (j === i ? { ...p, quantidade } : p)));
  const remover = (i: number) => onChange(valor.filter((_, j) => j !== i));
  const porUnidade = unidade.trim() ? `${unidade.trim()} por unidade` : 'por unidade';
  const erroGeral = erros.produtos;

  return (
    <Stack gap="3" data-testid="produtos-do-item">
      <Box>
        <Text fontWeight="semibold" fontSize="sm">
          Produtos que usam este item
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Cada pedido tira do estoque a quantidade por unidade vendida; sem estoque, o produto
          aparece como esgotado no cardápio.
        </Text>
      </Box>

      {valor.length > 0 && (
        <Stack gap="2" as="ul" listStyleType="none" aria-label="Produtos vinculados">
          {valor.map((p, i) => {
            const erro = erros[`produtos.${i}.quantidade`] ?? erros[`produtos.${i}.produto_id`];
            return (
              <Box as="li" key={p.produto_id}>
                <Field.Root invalid={Boolean(erro)}>
                  <HStack
                    gap="2"
                    borderWidth="1px"
                    borderColor="border.subtle"
                    rounded="lg"
                    px="3"
                    py="2"
                    flexWrap={{ base: 'wrap', sm: 'nowrap' }}
                  >
                    <Text flex="1" minW="40%" fontSize="sm" fontWeight="medium" lineClamp={2}>
                      {p.nome}
                    </Text>
                    <HStack gap="2" flexShrink={0}>
                      <Input
                        aria-label={`Quantidade de ${p.nome}`}
                        value={p.quantidade}
                        inputMode="decimal"
                        onChange={(e) => mudar(i, e.target.value)}
                        w="24"
                        size="sm"
                        rounded="md"
                        textAlign="right"
                        autoComplete="off"
                      />
                      <Text fontSize="xs" color="fg.muted" w="20" lineClamp={2}>
                        {porUnidade}
                      </Text>
                      <IconButton
                        aria-label={`Remover ${p.nome}`}
                        variant="ghost"
                        size="sm"
                        colorPalette="red"
                        onClick={() => remover(i)}
                      >
                        <LuX />
                      </IconButton>
                    </HStack>
                  </HStack>
                  {erro && <Field.ErrorText>{erro}</Field.ErrorText>}
                </Field.Root>
              </Box>
            );
          })}
        </Stack>
      )}

      <Field.Root invalid={Boolean(erroGeral)}>
        <HStack gap="2" w="full">
          <Box position="relative" flex="1">
            <Box
              position="absolute"
              left="3"
              top="50%"
              transform="translateY(-50%)"
              color="fg.muted"
              pointerEvents="none"
            >
              <LuSearch />
            </Box>
            <Input
              aria-label="Buscar produto"
              placeholder="Buscar produto para vincular"
              value={busca}
              onChange={(e) => setBusca(e.target.value)}
              ps="9"
              rounded="lg"
              autoComplete="off"
            />
          </Box>
        </HStack>
        {erroGeral && <Field.ErrorText>{erroGeral}</Field.ErrorText>}
      </Field.Root>

      {produtos.isLoading ? (
        <Skeleton h="24" rounded="lg" />
      ) : disponiveis.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {busca.trim() ? 'Nenhum produto encontrado.' : 'Todos os produtos já estão vinculados.'}
        </Text>
      ) : (
        <Stack
          gap="0"
          maxH="44"
          overflowY="auto"
          borderWidth="1px"
          borderColor="border.subtle"
          rounded="lg"
          py="1"
          role="group"
          aria-label="Produtos da empresa"
        >
          {disponiveis.map((p) => (
            // The name is the button's text (no aria-label), so a product called '… unidades'
            // never answers for the form's 'Unidade' field.
            <Button
              key={p.id}
              variant="ghost"
              justifyContent="space-between"
              rounded="none"
              minH="11"
              px="3"
              gap="2"
              fontWeight="normal"
              onClick={() => adicionar(p.id, p.nome)}
            >
              <Text as="span" flex="1" textAlign="start" fontSize="sm" lineClamp={1}>
                {p.nome}
              </Text>
              {!p.ativo && (
                <Badge size="sm" colorPalette="gray">
                  Inativo
                </Badge>
              )}
              <HStack as="span" gap="1" color="brand.fg" fontSize="xs" fontWeight="semibold">
                <LuPlus /> Vincular
              </HStack>
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
