import type { ComandaItem } from '@cardapio/shared-events';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuRotateCcw } from 'react-icons/lu';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useReimprimirPedidoMutation } from '../api';
import { pedidosDaComanda, resumoDosEnvios } from '../documentos';
import { ERRO_AO_ENVIAR, useImpressorasDisponiveis } from '../useImpressoras';

/**
 * 'Reimprimir na cozinha' on the waiter's tab: each kitchen order the tab sent (its items sent
 * and not cancelled), oldest first, printed again on the kitchen's printers; one toast for all.
 * Only while a printer prints the kitchen's tickets and the tab sent something.
 */
export function ReimprimirComanda({
  itens,
  ...botao
}: Omit<ButtonProps, 'children' | 'onClick'> & { itens: ComandaItem[] }) {
  const { tem } = useImpressorasDisponiveis('garcom');
  const pedidos = useMemo(() => pedidosDaComanda(itens), [itens]);
  const [reimprimir] = useReimprimirPedidoMutation();
  const [enviando, setEnviando] = useState(false);
  if (!tem('cozinha') || pedidos.length === 0) return null;

  async function enviar() {
    setEnviando(true);
    const respostas = [];
    for (const pedidoId of pedidos) {
      try {
        const { mensagem } = await reimprimir({ pedidoId, sessao: 'garcom' }).unwrap();
        respostas.push({ ok: true as const, mensagem });
      } catch (erro) {
        respostas.push({ ok: false as const, erro: mensagemDeErro(erro, ERRO_AO_ENVIAR) });
      }
    }
    setEnviando(false);
    const { ok, mensagem } = resumoDosEnvios(respostas);
    if (ok) notify.success(mensagem, { acao: 'impressora' });
    else notify.error(mensagem, { acao: 'impressora' });
  }

  return (
    <Button
      variant="outline"
      rounded="xl"
      minH="11"
      {...botao}
      loading={enviando}
      aria-label={
        pedidos.length === 1
          ? `Reimprimir na cozinha: pedido #${pedidos[0]}`
          : `Reimprimir na cozinha: pedidos ${pedidos.map((id) => `#${id}`).join(', ')}`
      }
      onClick={() => void enviar()}
    >
      <LuRotateCcw /> Reimprimir na cozinha
    </Button>
  );
}
