import { exibirEmpresa, marcaDaLoja, type MarcaDaLoja } from '@cardapio/shared-events';
import { useLayoutEffect, useMemo } from 'react';
import { system } from '../../app/theme';
import { useTituloDaLoja } from '../../app/useDocumentTitle';
import type { LojaDoLayout } from '../../components/AuthLayout';
import { empresaIdDaRota, useEmpresaPublicaQuery } from './api';

/** The name of a theme token's CSS variable (`colors.brand.500` → `--chakra-colors-brand-500`). */
const variavel = (token: string) => system.token.var(token).slice('var('.length, -1);

const declarar = (valores: Record<string, string>) =>
  Object.entries(valores)
    .map(([token, cor]) => `${variavel(token)}:${cor}`)
    .join(';');

/**
 * The style sheet that puts a company's colour in place of the product's orange. Chakra declares
 * its colour variables on the root inside a cascade layer; these rules are outside any layer, so
 * they win in both modes. The semantic tokens that only point at scale steps (muted, subtle,
 * border…) follow the new scale by themselves; the ones whose value must read well in a mode are
 * set per mode.
 */
export function cssDoTemaDaLoja(marca: MarcaDaLoja): string {
  const escala = Object.fromEntries(
    Object.entries(marca.escala).map(([passo, cor]) => [`colors.brand.${passo}`, cor]),
  );
  const comuns = {
    ...escala,
    'colors.brand.solid': marca.solid,
    'colors.brand.contrast': marca.contraste,
    'colors.brand.faixa': marca.faixa[0],
    'colors.brand.faixa.meio': marca.faixa[1],
    'colors.brand.faixa.fim': marca.faixa[2],
  };
  return (
    `:root{${declarar({ ...comuns, 'colors.brand.fg': marca.fg.claro })}}` +
    `:root.dark{${declarar({ 'colors.brand.fg': marca.fg.escuro })}}`
  );
}

const ID_DO_ESTILO = 'tema-da-loja';

/**
 * While a company's storefront page is on screen (menu, cart, checkout, order history, its
 * customer login, registration and recovery), the theme takes that company's colour; leaving it
 * (the back office, another company) brings the product's palette back. Dialogs and drawers
 * render outside the page's tree, so the colours are set on the document's root. A colour the
 * theme cannot carry (none, malformed, refused) leaves the product's palette.
 */
export function useTemaDaLoja(cor: string | null | undefined): MarcaDaLoja | null {
  const marca = useMemo(() => marcaDaLoja(cor), [cor]);
  const css = marca ? cssDoTemaDaLoja(marca) : null;
  // Before the browser paints: the first frame already has the company's colour.
  useLayoutEffect(() => {
    if (!css) return;
    const estilo = document.createElement('style');
    estilo.id = ID_DO_ESTILO;
    estilo.textContent = css;
    document.head.appendChild(estilo);
    return () => estilo.remove();
  }, [css]);
  return marca;
}

/**
 * A customer page of a company (`/login/:empresaId`, `/registro/:empresaId`,
 * `/recuperar-senha/:empresaId`): its store as the brand header shows it, in its colours, and
 * the tab titled after it. Without a company in the path (`/login`) it is the product's page.
 */
export function useLojaDaPagina(
  param: string | undefined,
  pagina: string,
  chamada: (nome: string) => string,
): { loja: LojaDoLayout | 'carregando' | null } {
  const empresaId = empresaIdDaRota(param);
  const consulta = useEmpresaPublicaQuery(empresaId, { skip: !param });
  const empresa = param && consulta.data ? exibirEmpresa(empresaId, consulta.data) : null;
  useTemaDaLoja(empresa?.cor_marca);
  useTituloDaLoja(empresa?.nome, pagina);
  if (param && consulta.isLoading) return { loja: 'carregando' };
  return {
    loja: empresa && {
      nome: empresa.nome,
      logo_url: empresa.logo_url,
      chamada: chamada(empresa.nome),
    },
  };
}
