import {
  Badge,
  Box,
  Button,
  Field,
  Grid,
  HStack,
  IconButton,
  Input,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import { formatarReais } from '../../../../app/format';
import type { ErrosDoFormulario } from '../../../../app/validacao';
import { DinheiroInput } from '../../../../components/DinheiroInput';
import {
  novoItem,
  precoDigitado,
  subtotalDoItem,
  type ItemEditavel,
  type OpcaoEditavel,
} from '../personalizacao';

/** Name, price, quantity, remove; on phones the name takes a line of its own. */
const COLUNAS = { base: '1fr 4.5rem 2.5rem', md: '1fr 8rem 5rem 2.5rem' };

interface OpcaoEditorProps {
  opcao: OpcaoEditavel;
  /** Errors of this option, by path below it ('nome', 'itens', 'itens.0.nome'). */
  erros: ErrosDoFormulario;
  onChange: (opcao: OpcaoEditavel) => void;
  onRemover: () => void;
}

function Erro({ children }: { children?: string }) {
  return children ? (
    <Text fontSize="xs" color="fg.error" role="alert">
      {children}
    </Text>
  ) : null;
}

/** One option group: name, required, max choices and its items (staff-side §5). */
export function OpcaoEditor({ opcao, erros, onChange, onRemover }: OpcaoEditorProps) {
  const remocao = opcao.tipo === 'remover';
  // A price the parser refused when its field was left, by item, until it is typed again.
  const [precosRecusados, setPrecosRecusados] = useState<Record<string, string>>({});
  const mudarItem = (chave: string, mudanca: Partial<ItemEditavel>) =>
    onChange({
      ...opcao,
      itens: opcao.itens.map((i) => (i.chave === chave ? { ...i, ...mudanca } : i)),
    });

  return (
    <Stack
      gap="3"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor={erros.nome || erros.itens ? 'border.error' : 'border.subtle'}
      bg="bg.panel"
      data-testid="opcao-editor"
    >
      <HStack gap="2" align="start">
        <Field.Root invalid={Boolean(erros.nome)} flex="1">
          <Field.Label srOnly>Nome da opção</Field.Label>
          <Input
            value={opcao.nome}
            onChange={(e) => onChange({ ...opcao, nome: e.target.value })}
            placeholder="Nome da opção"
            fontWeight="semibold"
            rounded="lg"
          />
          <Field.ErrorText>{erros.nome}</Field.ErrorText>
        </Field.Root>
        <IconButton
          type="button"
          aria-label="Remover opção"
          title="Remover opção"
          variant="ghost"
          colorPalette="red"
          rounded="lg"
          onClick={onRemover}
        >
          <LuTrash2 />
        </IconButton>
      </HStack>

      <HStack gap="4" flexWrap="wrap">
        <Switch.Root
          checked={opcao.obrigatorio}
          onCheckedChange={(e) => onChange({ ...opcao, obrigatorio: e.checked })}
          colorPalette="brand"
          size="sm"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label fontSize="sm">Obrigatório</Switch.Label>
        </Switch.Root>
        <Field.Root invalid={Boolean(erros.max_selecoes)} w="auto">
          <HStack gap="2">
            <Field.Label fontSize="sm" fontWeight="normal" mb="0" whiteSpace="nowrap">
              Máx. de seleções
            </Field.Label>
            <Input
              type="number"
              min={1}
              step={1}
              size="sm"
              w="20"
              rounded="lg"
              value={opcao.max_selecoes}
              onChange={(e) => onChange({ ...opcao, max_selecoes: e.target.value })}
            />
          </HStack>
          <Field.ErrorText>{erros.max_selecoes}</Field.ErrorText>
        </Field.Root>
      </HStack>

      <Stack gap="2">
        <Grid
          display={{ base: 'none', md: 'grid' }}
          templateColumns={COLUNAS}
          gap="2"
          fontSize="xs"
          color="fg.muted"
          fontWeight="semibold"
          px="1"
        >
          <Text>Item</Text>
          <Text>Preço adicional</Text>
          <Text>Qtd.</Text>
          <span />
        </Grid>
        {opcao.itens.map((item, j) => (
          <Box key={item.chave}>
            <Grid templateColumns={COLUNAS} gap="2" alignItems="center">
              <Input
                gridColumn={{ base: '1 / -1', md: 'auto' }}
                aria-label="Nome do item"
                size="sm"
                rounded="lg"
                placeholder={remocao ? 'Ex.: Sem cebola' : 'Ex.: Bacon extra'}
                value={item.nome}
                aria-invalid={Boolean(erros[`itens.${j}.nome`])}
                onChange={(e) => mudarItem(item.chave, { nome: e.target.value })}
              />
              <DinheiroInput
                aria-label="Preço adicional"
                size="sm"
                rounded="lg"
                value={item.preco_adicional}
                aria-invalid={Boolean(
                  erros[`itens.${j}.preco_adicional`] ?? precosRecusados[item.chave],
                )}
                onValueChange={(texto) => {
                  mudarItem(item.chave, { preco_adicional: texto });
                  setPrecosRecusados(({ [item.chave]: _, ...resto }) => resto);
                }}
                onErro={(erro) => setPrecosRecusados((r) => ({ ...r, [item.chave]: erro }))}
              />
              <Input
                aria-label="Quantidade"
                placeholder="Qtd."
                type="number"
                size="sm"
                rounded="lg"
                min={1}
                step={1}
                value={item.quantidade}
                onChange={(e) => mudarItem(item.chave, { quantidade: e.target.value })}
              />
              <IconButton
                type="button"
                aria-label="Remover item"
                size="sm"
                variant="ghost"
                rounded="lg"
                onClick={() =>
                  onChange({ ...opcao, itens: opcao.itens.filter((i) => i.chave !== item.chave) })
                }
              >
                <LuX />
              </IconButton>
            </Grid>
            <Erro>
              {erros[`itens.${j}.nome`] ??
                erros[`itens.${j}.preco_adicional`] ??
                precosRecusados[item.chave] ??
                erros[`itens.${j}.quantidade`]}
            </Erro>
            {remocao && (
              <Text fontSize="xs" color="fg.muted" mt="1" px="1">
                Subtotal: {item.quantidade || 0} ×{' '}
                {formatarReais(precoDigitado(item.preco_adicional))} ={' '}
                <Badge size="sm" variant="subtle" colorPalette="gray">
                  {formatarReais(subtotalDoItem(item))}
                </Badge>
              </Text>
            )}
          </Box>
        ))}
        <Erro>{erros.itens}</Erro>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          colorPalette="brand"
          alignSelf="flex-start"
          rounded="lg"
          onClick={() => onChange({ ...opcao, itens: [...opcao.itens, novoItem()] })}
        >
          <LuPlus /> Adicionar item
        </Button>
      </Stack>
    </Stack>
  );
}
