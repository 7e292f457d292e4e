import type { PersonalizacaoInput, ProdutoMenu } from '@cardapio/shared-events';
import { startTransition, useEffect, useState } from 'react';
import { mensagemDeErro } from '../../app/http';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../../app/toaster';
import { useClienteDaEmpresa } from '../auth/useClienteDaEmpresa';
import { useAdicionarAoCarrinhoMutation } from '../carrinho/api';
import { abrirPainel } from './painelDaLoja';
import { useLojaAberta, useMetaPixelQuery } from './api';
import { instalarPixel, rastrear } from './pixel';
import { passoPorLargura } from './utils';

/** Window width, updated on resize (throttled to one animation frame). */
export function useLarguraDaJanela(): number {
  const [largura, setLargura] = useState(() =>
    typeof window === 'undefined' ? 1024 : window.innerWidth,
  );
  useEffect(() => {
    let quadro = 0;
    const medir = () => {
      cancelAnimationFrame(quadro);
      quadro = requestAnimationFrame(() => setLargura(window.innerWidth));
    };
    window.addEventListener('resize', medir);
    return () => {
      cancelAnimationFrame(quadro);
      window.removeEventListener('resize', medir);
    };
  }, []);
  return largura;
}

/** Products shown per step in each section (customer-side §9). */
export function usePassoVisivel(): number {
  return passoPorLargura(useLarguraDaJanela());
}

/** Sections the storefront paints first: the screen's worth, whose pictures are the LCP. */
export const SECOES_DA_PRIMEIRA_PINTURA = 2;

/**
 * Whether every section may render: false until the browser painted the first ones once `pronto`
 * (the menu arrived). A slow phone spends seconds rendering dozens of cards it does not show yet;
 * the rest follow in a transition, so a tap meanwhile still goes first.
 */
export function useTodasAsSecoes(pronto: boolean): boolean {
  const [todas, setTodas] = useState(false);
  useEffect(() => {
    if (!pronto || todas) return;
    let espera: ReturnType<typeof setTimeout> | undefined;
    const quadro = requestAnimationFrame(() => {
      espera = setTimeout(() => startTransition(() => setTodas(true)), 0);
    });
    return () => {
      cancelAnimationFrame(quadro);
      clearTimeout(espera);
    };
  }, [pronto, todas]);
  return todas;
}

/** Installs the company's Meta pixel when it has one (never in tests: the demo has none). */
export function useMetaPixel(empresaId: number): void {
  const { data } = useMetaPixelQuery(empresaId);
  const pixelId = data?.pixel_id;
  useEffect(() => {
    if (pixelId) instalarPixel(pixelId);
  }, [pixelId]);
}

export interface ItemParaAdicionar {
  produto: ProdutoMenu;
  quantidade: number;
  observacoes: string;
  personalizacoes: PersonalizacaoInput[];
  /** Unit price with the chosen options, for the pixel. */
  precoUnitario: number;
}

export type ResultadoDoAdicionar = 'adicionado' | 'bloqueado' | 'erro';

/**
 * The add-to-cart flow (customer-side §4): store closed → closed modal; logged out →
 * login-required modal; otherwise POST, toast, open the cart.
 */
export function useAdicionarAoCarrinho(empresaId: number) {
  const dispatch = useAppDispatch();
  const logado = useClienteDaEmpresa(empresaId) !== null;
  const aberta = useLojaAberta(empresaId);
  const [enviar, { isLoading }] = useAdicionarAoCarrinhoMutation();

  /** Whether the customer may add now; opens the right notice when not. */
  function podeAdicionar(): boolean {
    if (!aberta) {
      dispatch(abrirPainel('lojaFechada'));
      return false;
    }
    if (!logado) {
      dispatch(abrirPainel('loginNecessario'));
      return false;
    }
    return true;
  }

  async function adicionar(item: ItemParaAdicionar): Promise<ResultadoDoAdicionar> {
    if (!podeAdicionar()) return 'bloqueado';
    const { produto, quantidade, observacoes, personalizacoes, precoUnitario } = item;
    try {
      await enviar({
        empresaId,
        produto_id: produto.id,
        quantidade,
        observacoes: observacoes.trim(),
        personalizacoes,
      }).unwrap();
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao adicionar item'), { acao: 'adicionar-item' });
      return 'erro';
    }
    notify.success('Item adicionado ao carrinho!', { acao: 'adicionar-item' });
    rastrear('AddToCart', {
      content_ids: [produto.id],
      content_name: produto.nome,
      content_type: 'product',
      contents: [{ id: produto.id, quantity: quantidade, item_price: precoUnitario }],
      value: Math.round(precoUnitario * quantidade * 100) / 100,
      currency: 'BRL',
    });
    dispatch(abrirPainel('carrinho'));
    return 'adicionado';
  }

  return { adicionar, podeAdicionar, adicionando: isLoading, aberta, logado };
}
