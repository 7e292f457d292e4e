import { useState } from 'react';

/**
 * The picture of a category or product form: the file picked, whether the saved one is to be
 * removed, and the props of its SeletorDeImagem.
 */
export function useImagemDoFormulario(salva: string | null) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [remover, setRemover] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  return {
    arquivo,
    remover,
    seletor: {
      atual: remover ? null : salva,
      arquivo,
      erro: erro ?? undefined,
      onArquivo: setArquivo,
      onErro: setErro,
      onRemover: () => {
        setArquivo(null);
        setRemover(true);
      },
    },
  };
}
