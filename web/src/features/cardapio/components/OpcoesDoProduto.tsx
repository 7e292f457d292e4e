import {
  adicionaisCentavos,
  type OpcaoGrupo,
  type Personalizacao,
  type PersonalizacaoInput,
} from '@cardapio/shared-events';
import { Badge, Box, chakra, Checkmark, HStack, Radiomark, Stack, Text } from '@chakra-ui/react';
import { formatarReais } from '../../../app/format';

/** Chosen item ids per group id. */
export type Selecoes = Record<number, number[]>;

const InputOculto = chakra('input', {
  base: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

const Linha = chakra('label', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '4',
    py: '3',
    cursor: 'pointer',
    transition: 'background 0.12s ease',
    _hover: { bg: 'bg.muted' },
    '&:has(input:focus-visible)': {
      outline: '2px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5, _hover: { bg: 'transparent' } },
    '&[data-checked]': { bg: 'brand.subtle', _dark: { bg: 'brand.500/12' } },
  },
});

function legenda(grupo: OpcaoGrupo): string {
  if (grupo.max_selecoes > 1) return `Escolha até ${grupo.max_selecoes} opções`;
  return grupo.obrigatorio ? 'Escolha 1 opção' : 'Escolha até 1 opção';
}

interface GrupoProps {
  grupo: OpcaoGrupo;
  escolhidos: number[];
  faltando: boolean;
  onChange: (itens: number[]) => void;
}

/** One option group: checkboxes capped at max_selecoes, or a radio choice (§5). */
function GrupoDeOpcoes({ grupo, escolhidos, faltando, onChange }: GrupoProps) {
  const multiplo = grupo.max_selecoes > 1;
  const cheio = multiplo && escolhidos.length >= grupo.max_selecoes;
  const nome = `grupo-${grupo.id}`;
  const itens =
    !multiplo && !grupo.obrigatorio
      ? [{ id: 0, nome: 'Nenhum', preco_adicional: 0 }, ...grupo.itens]
      : grupo.itens;

  return (
    <Box
      as="fieldset"
      rounded="xl"
      borderWidth="1px"
      borderColor={faltando ? 'red.solid' : 'border'}
      overflow="hidden"
      data-testid="grupo-opcoes"
      data-grupo={grupo.id}
    >
      <HStack
        as="legend"
        w="full"
        float="left"
        justify="space-between"
        gap="3"
        px="4"
        py="3"
        bg="bg.muted"
      >
        <Box minW="0">
          <Text fontWeight="bold" fontSize="sm">
            {grupo.nome}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {legenda(grupo)}
            {multiplo && ` · ${escolhidos.length}/${grupo.max_selecoes}`}
          </Text>
        </Box>
        <HStack gap="1.5" flexShrink={0}>
          {grupo.tipo === 'remover' && (
            <Badge variant="subtle" colorPalette="gray" rounded="full">
              Remover
            </Badge>
          )}
          {grupo.obrigatorio && (
            <Badge
              variant={faltando ? 'solid' : 'subtle'}
              colorPalette={faltando ? 'red' : 'brand'}
              rounded="full"
            >
              Obrigatório
            </Badge>
          )}
        </HStack>
      </HStack>
      <Stack
        gap="0"
        clear="both"
        separator={<Box borderTopWidth="1px" borderColor="border.subtle" />}
      >
        {itens.map((item) => {
          const marcado = item.id === 0 ? escolhidos.length === 0 : escolhidos.includes(item.id);
          const desabilitado = multiplo && cheio && !marcado;
          const preco = grupo.tipo === 'adicionar' ? item.preco_adicional : 0;
          return (
            <Linha
              key={item.id}
              data-checked={marcado ? '' : undefined}
              data-disabled={desabilitado ? '' : undefined}
            >
              <InputOculto
                type={multiplo ? 'checkbox' : 'radio'}
                name={nome}
                checked={marcado}
                disabled={desabilitado}
                onChange={(e) => {
                  if (!multiplo) onChange(item.id === 0 ? [] : [item.id]);
                  else if (e.target.checked) onChange([...escolhidos, item.id]);
                  else onChange(escolhidos.filter((id) => id !== item.id));
                }}
              />
              {multiplo ? (
                <Checkmark
                  checked={marcado}
                  disabled={desabilitado}
                  colorPalette="brand"
                  size="md"
                  flexShrink={0}
                />
              ) : (
                <Radiomark
                  checked={marcado}
                  disabled={desabilitado}
                  colorPalette="brand"
                  size="md"
                  flexShrink={0}
                />
              )}
              <Text flex="1" fontSize="sm" fontWeight={marcado ? 'semibold' : 'normal'}>
                {item.nome}
              </Text>
              {preco > 0 && (
                <Text fontSize="sm" fontWeight="semibold" color="brand.fg" flexShrink={0}>
                  + {formatarReais(preco)}
                </Text>
              )}
            </Linha>
          );
        })}
      </Stack>
    </Box>
  );
}

interface OpcoesProps {
  grupos: OpcaoGrupo[];
  selecoes: Selecoes;
  faltando: Set<number>;
  onChange: (grupoId: number, itens: number[]) => void;
}

export function OpcoesDoProduto({ grupos, selecoes, faltando, onChange }: OpcoesProps) {
  return (
    <Stack gap="4">
      {grupos.map((grupo) => (
        <GrupoDeOpcoes
          key={grupo.id}
          grupo={grupo}
          escolhidos={selecoes[grupo.id] ?? []}
          faltando={faltando.has(grupo.id)}
          onChange={(itens) => onChange(grupo.id, itens)}
        />
      ))}
    </Stack>
  );
}

/** What the chosen options add to one unit, in R$ (the server's rule: adicionaisCentavos). */
export function adicionalDasSelecoes(grupos: OpcaoGrupo[], selecoes: Selecoes): number {
  const escolhidas = grupos.flatMap((grupo) =>
    (selecoes[grupo.id] ?? []).flatMap((id) => {
      const item = grupo.itens.find((i) => i.id === id);
      return item
        ? [{ tipo: grupo.tipo, preco_adicional: item.preco_adicional, quantidade: 1 }]
        : [];
    }),
  );
  return adicionaisCentavos(escolhidas) / 100;
}

/** The chosen items as the cart API takes them (only ids above 0; tipo as chosen; quantidade 1). */
export function personalizacoesDe(grupos: OpcaoGrupo[], selecoes: Selecoes): PersonalizacaoInput[] {
  return grupos.flatMap((grupo) =>
    (selecoes[grupo.id] ?? [])
      .filter((itemId) => itemId > 0 && grupo.id > 0)
      .map((itemId) => ({ opcao_id: grupo.id, item_id: itemId, tipo: grupo.tipo, quantidade: 1 })),
  );
}

/** A cart line's saved choices, back into per-group selections. */
export function selecoesDe(personalizacoes: Personalizacao[]): Selecoes {
  const selecoes: Selecoes = {};
  for (const p of personalizacoes)
    selecoes[p.opcao_id] = [...(selecoes[p.opcao_id] ?? []), p.item_id];
  return selecoes;
}

/** Required groups with nothing chosen. */
export const gruposPendentes = (grupos: OpcaoGrupo[], selecoes: Selecoes) =>
  grupos.filter((g) => g.obrigatorio && !(selecoes[g.id]?.length ?? 0));
