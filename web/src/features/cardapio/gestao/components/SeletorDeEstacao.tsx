import type { Estacao } from '@cardapio/shared-events';
import type { ReactNode } from 'react';
import { FormField } from '../../../../components/FormField';
import { Selecao } from '../../../../components/Selecao';

interface SeletorDeEstacaoProps {
  /** What the form offers (estacoesDoFormulario); the caller shows this only when there is any. */
  estacoes: Estacao[];
  /** The chosen id as text; '' for the empty option. */
  valor: string;
  onValor: (valor: string) => void;
  /** The empty option: 'Nenhuma (todas as telas)' on a category, 'A da categoria' on a product. */
  vazia: string;
  erro?: string;
  ajuda?: ReactNode;
}

/** 'Estação da cozinha' on the category and product forms (issue 29): where its items are made. */
export function SeletorDeEstacao({
  estacoes,
  valor,
  onValor,
  vazia,
  erro,
  ajuda,
}: SeletorDeEstacaoProps) {
  return (
    <FormField label="Estação da cozinha" error={erro} helper={ajuda}>
      <Selecao valor={valor} onValor={onValor} name="estacao_id">
        <option value="">{vazia}</option>
        {estacoes.map((e) => (
          <option key={e.id} value={e.id}>
            {e.ativo ? e.nome : `${e.nome} (inativa)`}
          </option>
        ))}
      </Selecao>
    </FormField>
  );
}
