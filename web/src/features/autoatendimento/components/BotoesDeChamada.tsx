import type { TipoDeChamada } from '@cardapio/shared-events';
import { Button, SimpleGrid } from '@chakra-ui/react';
import { LuBellRing, LuReceiptText } from 'react-icons/lu';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useChamarDoQrMutation } from '../api';

/** A big tile (icon over the text): fits two side by side on a 390 px phone. */
const TILE = {
  size: 'lg',
  h: 'auto',
  minH: '16',
  py: '3',
  px: '3',
  flexDirection: 'column',
  gap: '1',
  rounded: '2xl',
  whiteSpace: 'normal',
  textAlign: 'center',
  _icon: { boxSize: '6' },
} as const;

/**
 * 'Chamar garçom' and 'Pedir a conta': one tap each, answered by a toast. Off while the table is
 * blocked or in maintenance (the server refuses the calls then too: a blocked code calls nobody).
 */
export function BotoesDeChamada({ token, desligados }: { token: string; desligados: boolean }) {
  const [chamar, { isLoading, originalArgs }] = useChamarDoQrMutation();
  const chamando = (tipo: TipoDeChamada) => isLoading && originalArgs?.tipo === tipo;

  async function pedir(tipo: TipoDeChamada) {
    const acao = `chamar-${tipo}`;
    try {
      const { mensagem } = await chamar({ token, tipo }).unwrap();
      notify.success(mensagem, { acao });
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Não foi possível chamar agora. Tente novamente.'), {
        acao,
      });
    }
  }

  return (
    <SimpleGrid columns={2} gap="3">
      <Button
        {...TILE}
        colorPalette="brand"
        variant="solid"
        fontWeight="bold"
        loading={chamando('garcom')}
        disabled={isLoading || desligados}
        onClick={() => void pedir('garcom')}
        data-testid="mesa-qr-chamar-garcom"
      >
        <LuBellRing /> Chamar garçom
      </Button>
      <Button
        {...TILE}
        colorPalette="brand"
        variant="subtle"
        fontWeight="bold"
        loading={chamando('conta')}
        disabled={isLoading || desligados}
        onClick={() => void pedir('conta')}
        data-testid="mesa-qr-pedir-conta"
      >
        <LuReceiptText /> Pedir a conta
      </Button>
    </SimpleGrid>
  );
}
