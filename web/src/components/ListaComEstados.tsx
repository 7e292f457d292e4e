import { SimpleGrid, Skeleton, Stack, type SimpleGridProps } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { LuCircleAlert, LuSearchX } from 'react-icons/lu';
import { EstadoDaLista } from './EstadoDaLista';
import { estadoDaLista } from './estadoDaLista';

interface Grade {
  colunas: SimpleGridProps['columns'];
  gap: string;
}

interface SemResultado {
  titulo: string;
  /** Defaults to 'Tente outra busca ou outro filtro.' */
  descricao?: string;
  /** Defaults to LuSearchX. */
  icone?: ReactNode;
}

type ListaComEstadosProps = {
  /** The RTK Query result (or anything with its three fields). */
  consulta: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** How many items the query brought. */
  total: number;
  /**
   * Where both the skeleton and the list are laid out: a SimpleGrid. Without it the skeleton is a
   * column of bars and the children bring their own layout.
   */
  grade?: Grade;
  /** `quantos` placeholders: a bar `altura` tall, or the page's own `item`. */
  esqueleto: { quantos: number; altura?: string; item?: ReactNode };
  /** The error: a title, and a description that defaults to 'Verifique sua conexão…'. */
  erro: { titulo: string; descricao?: string };
  /** The list has no item: what it holds and, in `acao`, the page's 'new X' button. */
  vazia: { icone: ReactNode; titulo: string; descricao?: string; acao?: ReactNode };
  /** The list itself, shown when there is something to show. */
  children: ReactNode;
} & (
  | { visiveis?: undefined; semResultado?: undefined }
  | {
      /** How many items survive the page's search or filter. */
      visiveis: number;
      semResultado: SemResultado;
    }
);

/**
 * A back-office list in its five faces: a skeleton (aria-busy) on the first load, the error with
 * 'Tentar novamente' (role=alert), the empty list with the page's 'new X' button, the search that
 * matches nothing, and otherwise the list (children).
 */
export function ListaComEstados({
  consulta,
  total,
  visiveis,
  grade,
  esqueleto,
  erro,
  vazia,
  semResultado,
  children,
}: ListaComEstadosProps) {
  const estado = estadoDaLista({
    isLoading: consulta.isLoading,
    isError: consulta.isError,
    total,
    visiveis,
  });

  if (estado === 'carregando') {
    const itens = Array.from({ length: esqueleto.quantos }, (_, i) =>
      esqueleto.item ? (
        <Fragment key={i}>{esqueleto.item}</Fragment>
      ) : (
        <Skeleton key={i} h={esqueleto.altura} rounded={grade ? '2xl' : 'xl'} />
      ),
    );
    return grade ? (
      <SimpleGrid columns={grade.colunas} gap={grade.gap} aria-busy="true">
        {itens}
      </SimpleGrid>
    ) : (
      <Stack gap="3" aria-busy="true">
        {itens}
      </Stack>
    );
  }
  if (estado === 'erro') {
    return (
      <EstadoDaLista
        icone={<LuCircleAlert />}
        titulo={erro.titulo}
        descricao={erro.descricao ?? 'Verifique sua conexão e tente novamente.'}
        onTentarDeNovo={() => void consulta.refetch()}
      />
    );
  }
  if (estado === 'vazia') {
    return (
      <EstadoDaLista icone={vazia.icone} titulo={vazia.titulo} descricao={vazia.descricao}>
        {vazia.acao}
      </EstadoDaLista>
    );
  }
  if (estado === 'sem-resultado' && semResultado) {
    return (
      <EstadoDaLista
        icone={semResultado.icone ?? <LuSearchX />}
        titulo={semResultado.titulo}
        descricao={semResultado.descricao ?? 'Tente outra busca ou outro filtro.'}
      />
    );
  }
  return grade ? (
    <SimpleGrid columns={grade.colunas} gap={grade.gap}>
      {children}
    </SimpleGrid>
  ) : (
    <>{children}</>
  );
}
