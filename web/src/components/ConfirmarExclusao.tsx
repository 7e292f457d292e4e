import { useState, type ReactNode } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { ConfirmarDialog } from './ConfirmarDialog';

interface ConfirmarExclusaoProps<T> {
  /** The item to delete; null: the dialog is closed. */
  item: T | null;
  titulo: string;
  mensagem: ReactNode;
  /** Defaults to 'Excluir'. */
  confirmar?: string;
  /** Deletes it (reporting it, comAviso); answers whether the dialog may close. */
  excluir: (item: T) => Promise<boolean>;
  onFechar: () => void;
}

/** The red question before deleting a back-office item; it waits while the deletion runs. */
export function ConfirmarExclusao<T>({
  item,
  titulo,
  mensagem,
  confirmar = 'Excluir',
  excluir,
  onFechar,
}: ConfirmarExclusaoProps<T>) {
  const [excluindo, setExcluindo] = useState(false);

  async function confirmarExclusao(alvo: T) {
    setExcluindo(true);
    const fechar = await excluir(alvo).finally(() => setExcluindo(false));
    if (fechar) onFechar();
  }

  return (
    <ConfirmarDialog
      aberto={item !== null}
      titulo={titulo}
      mensagem={mensagem}
      confirmar={confirmar}
      cor="red"
      icone={<LuTrash2 />}
      carregando={excluindo}
      onConfirmar={() => item !== null && void confirmarExclusao(item)}
      onFechar={onFechar}
    />
  );
}
