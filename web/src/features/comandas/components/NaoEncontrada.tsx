import { Button, Container } from '@chakra-ui/react';
import { LuSearchX } from 'react-icons/lu';
import { EstadoVazio } from '../../cardapio/components/EstadoVazio';

interface NaoEncontradaProps {
  titulo: string;
  descricao: string;
  onVoltar: () => void;
}

/** A waiter screen whose table or tab does not exist (any more), with the way back. */
export function NaoEncontrada({ titulo, descricao, onVoltar }: NaoEncontradaProps) {
  return (
    <Container maxW="md" py="16">
      <EstadoVazio icone={<LuSearchX />} titulo={titulo} descricao={descricao}>
        <Button mt="4" colorPalette="brand" rounded="xl" onClick={onVoltar}>
          Voltar
        </Button>
      </EstadoVazio>
    </Container>
  );
}
