import { useState } from 'react';

type Aberto<T> = { tipo: 'form'; item: T | null } | { tipo: 'excluir'; item: T } | null;

/**
 * What a back-office list page has open over its list: the create/edit form (of a new item or
 * of one of them) or the question before deleting one.
 */
export function useCadastro<T>() {
  const [aberto, setAberto] = useState<Aberto<T>>(null);
  return {
    /** The form's item: null for a new one; undefined while the form is closed. */
    noFormulario: aberto?.tipo === 'form' ? aberto.item : undefined,
    /** The item whose deletion is being confirmed. */
    aExcluir: aberto?.tipo === 'excluir' ? aberto.item : null,
    novo: () => setAberto({ tipo: 'form', item: null }),
    editar: (item: T) => setAberto({ tipo: 'form', item }),
    excluir: (item: T) => setAberto({ tipo: 'excluir', item }),
    fechar: () => setAberto(null),
  };
}
