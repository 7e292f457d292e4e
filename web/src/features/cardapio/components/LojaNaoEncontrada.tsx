import { LuStore } from 'react-icons/lu';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { AvisoDePagina } from '../../../components/AvisoDePagina';

/** /menu/{id} of a company that does not exist (or is no longer active): nothing to order there. */
export function LojaNaoEncontrada() {
  useDocumentTitle('Loja não encontrada');
  return (
    <AvisoDePagina
      testId="loja-nao-encontrada"
      icone={<LuStore />}
      titulo="Loja não encontrada"
      descricao="O endereço que você acessou não corresponde a nenhuma loja ativa. Confira o link com o estabelecimento."
    />
  );
}
