import { Button } from '@chakra-ui/react';
import { LuCompass } from 'react-icons/lu';
import { Link } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AvisoDePagina } from './AvisoDePagina';

export function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <AvisoDePagina
      icone={<LuCompass />}
      titulo="Página não encontrada"
      descricao="O endereço que você acessou não existe ou foi movido."
    >
      <Button asChild colorPalette="brand" rounded="xl" size="lg">
        <Link to="/menu/1">Ir para o cardápio</Link>
      </Button>
    </AvisoDePagina>
  );
}
