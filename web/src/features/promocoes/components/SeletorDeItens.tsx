import { Checkbox, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCategoriasAdminQuery, useProdutosAdminQuery } from '../../cardapio/gestao/api';

interface Props {
  tipo: 'categorias' | 'produtos';
  selecionados: number[];
  onChange: (ids: number[]) => void;
}

/** The applicable categories or products, picked from the company's own catalogue. */
export function SeletorDeItens({ tipo, selecionados, onChange }: Props) {
  const categorias = useCategoriasAdminQuery(undefined, { skip: tipo !== 'categorias' });
  const produtos = useProdutosAdminQuery(undefined, { skip: tipo !== 'produtos' });
  const consulta = tipo === 'categorias' ? categorias : produtos;
  const opcoes = (consulta.data ?? []).map((i) => ({ id: i.id, nome: i.nome }));
  const marcado = new Set(selecionados);
  const alternar = (id: number, sim: boolean) =>
    onChange(sim ? [...selecionados, id] : selecionados.filter((x) => x !== id));

  if (consulta.isLoading) return <Skeleton h="24" rounded="lg" />;
  if (opcoes.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        Nenhum item cadastrado.
      </Text>
    );
  return (
    <Stack
      gap="0"
      maxH="56"
      overflowY="auto"
      borderWidth="1px"
      borderColor="border.subtle"
      rounded="lg"
      px="3"
      py="1"
      role="group"
      aria-label={tipo === 'categorias' ? 'Categorias aplicáveis' : 'Produtos aplicáveis'}
    >
      {opcoes.map((o) => (
        <Checkbox.Root
          key={o.id}
          checked={marcado.has(o.id)}
          onCheckedChange={(e) => alternar(o.id, e.checked === true)}
          minH="11"
          cursor="pointer"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{o.nome}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
