import type { CarrinhoResposta, EntregaGratisResposta } from '@cardapio/shared-events';
import { useEffect, useRef, useState } from 'react';
import { ouvirEventos, useAoVivo } from '../../app/aoVivo';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { notify } from '../../app/toaster';
import { chaveDaEntregaGratis, primeiraVezNaSessao } from '../../app/umaVezPorSessao';
import { selectSessao } from '../auth/slice';
import { useClienteDaEmpresa } from '../auth/useClienteDaEmpresa';
import { abrirPainel, selectPainel } from '../cardapio/painelDaLoja';
import { carrinhoApi } from './api';
import { ENTREGA_GRATIS_VALOR_MINIMO } from './entrega';

export const MENSAGEM_CARRINHO_EXPIRADO = 'Seu carrinho expirou e foi limpo automaticamente';
const INTERVALO_DE_EXPIRACAO_MS = 60_000;

/** Empties the cart in the cache at once, then asks the server (which already cleared it). */
function esvaziarCarrinho(dispatch: AppDispatch, empresaId: number) {
  dispatch(carrinhoApi.util.updateQueryData('carrinho', empresaId, () => null));
  dispatch(carrinhoApi.util.invalidateTags([{ type: 'Carrinho', id: empresaId }]));
}

/**
 * While a customer of this company is logged in: one Socket.IO connection (shared with the live order list)
 * that clears the cart on 'carrinho:expirado' and refetches it after a reconnection.
 */
export function useSocketDoCarrinho(empresaId: number, avisarExpiracao: (id: number) => void) {
  const dispatch = useAppDispatch();
  const { token } = useAppSelector(selectSessao);
  const usuarioId = useClienteDaEmpresa(empresaId)?.id ?? null;
  const aviso = useRef(avisarExpiracao);
  useEffect(() => {
    aviso.current = avisarExpiracao;
  });

  useAoVivo(
    usuarioId === null ? null : token,
    (socket) => {
      const aoExpirar = (payload: { empresa_id: number; carrinho_id: number }) => {
        if (payload.empresa_id !== empresaId) return;
        esvaziarCarrinho(dispatch, empresaId);
        aviso.current(payload.carrinho_id);
      };
      return ouvirEventos(socket, { 'carrinho:expirado': aoExpirar });
    },
    // A reconnection may have missed events: the cart is read again.
    () => dispatch(carrinhoApi.util.invalidateTags([{ type: 'Carrinho', id: empresaId }])),
    `${empresaId}:${usuarioId}`,
  );
}

/** Spec §4: every 60 s, an expired cart (data_expiracao in the past) is cleared with a notice. */
export function useExpiracaoDoCarrinho(
  empresaId: number,
  carrinho: CarrinhoResposta | null | undefined,
  avisarExpiracao: (id: number) => void,
) {
  const dispatch = useAppDispatch();
  const expiracao = carrinho?.carrinho.data_expiracao;
  const carrinhoId = carrinho?.carrinho.id;
  const temItens = Boolean(carrinho?.itens.length);
  useEffect(() => {
    if (!expiracao || carrinhoId === undefined || !temItens) return;
    const verificar = () => {
      if (Date.parse(expiracao) > Date.now()) return;
      esvaziarCarrinho(dispatch, empresaId);
      avisarExpiracao(carrinhoId);
    };
    const intervalo = window.setInterval(verificar, INTERVALO_DE_EXPIRACAO_MS);
    return () => window.clearInterval(intervalo);
  }, [avisarExpiracao, carrinhoId, dispatch, empresaId, expiracao, temItens]);
}

/** One notice per expired cart, whichever noticed first (the server's event or the 60 s check). */
export function useAvisoDeExpiracao(): (carrinhoId: number) => void {
  const avisados = useRef(new Set<number>());
  const [avisar] = useState(() => (carrinhoId: number) => {
    if (avisados.current.has(carrinhoId)) return;
    avisados.current.add(carrinhoId);
    notify.warning(MENSAGEM_CARRINHO_EXPIRADO);
  });
  return avisar;
}

export const DURACAO_TOAST_ENTREGA_GRATIS = 8000;

/** The 'PARABÉNS!' modal's code (its own chunk), also fetched as soon as the customer is eligible. */
export const carregarEntregaGratis = () => import('./components/EntregaGratisDialog');

/**
 * Spec §4 free delivery: 500 ms after login the flag is read; when the customer is eligible a
 * toast shows 1 s later (8000 ms) and the 'PARABÉNS!' modal 2 s after that, once per session.
 * A failed check means no free delivery, silently.
 */
export function useAvisoDeEntregaGratis(empresaId: number): EntregaGratisResposta | null {
  const dispatch = useAppDispatch();
  const painel = useAppSelector(selectPainel);
  const painelAtual = useRef(painel);
  useEffect(() => {
    painelAtual.current = painel;
  });
  const [resposta, setResposta] = useState<EntregaGratisResposta | null>(null);
  const usuarioId = useClienteDaEmpresa(empresaId)?.id ?? null;

  useEffect(() => {
    if (usuarioId === null) return;
    const timers: number[] = [];
    let ativo = true;
    timers.push(
      window.setTimeout(() => {
        const consulta = dispatch(
          carrinhoApi.endpoints.entregaGratis.initiate(usuarioId, { subscribe: false }),
        );
        consulta
          .unwrap()
          .then((dados) => {
            if (!ativo || !dados.temDireitoEntregaGratis) return;
            setResposta(dados);
            if (!primeiraVezNaSessao(chaveDaEntregaGratis(empresaId, usuarioId))) return;
            // Its code arrives during the 3 s wait, so the modal opens on time (on a slow phone
            // the chunk took another 2 s after the moment it was due).
            void carregarEntregaGratis().catch(() => undefined);
            const minimo = dados.valorMinimo || ENTREGA_GRATIS_VALOR_MINIMO;
            timers.push(
              window.setTimeout(() => {
                notify.success({
                  title: 'Você ganhou entrega grátis!',
                  description: `Na sua primeira compra a partir de ${minimo.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })}, a entrega é por nossa conta.`,
                  duration: DURACAO_TOAST_ENTREGA_GRATIS,
                });
              }, 1000),
              window.setTimeout(() => {
                // Never on top of something the customer opened meanwhile (a panel, any other
                // dialog of the page such as the product details, or a question such as
                // 'Sair da sua conta?', an alertdialog).
                const algoAberto =
                  painelAtual.current !== null ||
                  document.querySelector(
                    ':is([role="dialog"], [role="alertdialog"])[data-state="open"]',
                  ) !== null;
                if (!algoAberto) dispatch(abrirPainel('entregaGratis'));
              }, 3000),
            );
          })
          .catch(() => {
            if (ativo) setResposta(null);
          });
      }, 500),
    );
    return () => {
      ativo = false;
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, [dispatch, empresaId, usuarioId]);

  return usuarioId === null ? null : resposta;
}
