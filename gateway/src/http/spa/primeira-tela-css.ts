import { comOpacidade, MARCA_DO_PRODUTO, PALETA, type MarcaDaLoja } from '@cardapio/shared-events';

const { brand, gray } = PALETA;

/**
 * The first screen's look: Chakra's dark theme values of web/src/app/theme.ts as the browser
 * computes them (bg, bg.panel, border, fg, fg.muted, brand.*: the shared PALETA), its
 * breakpoints (sm 480, md 768, lg 1024, xl 1280 px) and the sizes of MenuPage, MenuHeader and
 * ProdutoCard. Every brand colour is a variable of `.pt`, so a company's own colour replaces
 * them all (cssDaMarca). The page's
 * Content-Security-Policy allows inline styles (style-src 'unsafe-inline', see ../csp.ts).
 */
export const CSS_DA_PRIMEIRA_TELA = `
body{margin:0}
.pt{--fundo:${gray[950]};--painel:${gray[900]};--borda:${gray[800]};--borda-suave:${gray[950]};--texto:${gray[50]};--apagado:${gray[400]};--botao:${gray[200]};--marca:${MARCA_DO_PRODUTO.solid};--marca-suave:${brand[950]};--marca-texto:${brand[300]};
--marca-contraste:${MARCA_DO_PRODUTO.contraste};--marca-400:${brand[400]};--marca-700:${brand[700]};--marca-borda:#7c2d12;--marca-sombra:${comOpacidade(brand[600], 0.65)};--faixa-1:${MARCA_DO_PRODUTO.faixa[0]};--faixa-2:${MARCA_DO_PRODUTO.faixa[1]};--faixa-3:${MARCA_DO_PRODUTO.faixa[2]};
min-height:100dvh;background:var(--fundo);color:var(--texto);pointer-events:none;user-select:none;
font-family:Inter,"Segoe UI Variable","Segoe UI",Roboto,"Helvetica Neue",system-ui,-apple-system,"Liberation Sans",sans-serif;font-size:16px;line-height:1.5;-webkit-font-smoothing:antialiased}
.pt *{box-sizing:border-box;margin:0}
.pt svg{flex-shrink:0}
.pt-botao svg,.pt-texto-botao svg,.pt-entrar svg,.pt-filtro svg,.pt-modo svg,.pt-ver-todos svg{font-size:16px}
.pt-caixa{max-width:80rem;margin:0 auto;padding:0 12px}
.pt-topo{position:sticky;top:0;z-index:10;background:${comOpacidade(gray[900], 0.85)};border-bottom:1px solid var(--borda-suave);backdrop-filter:saturate(180%) blur(14px)}
.pt-barra{display:flex;align-items:center;height:64px;gap:6px}
.pt-botao{width:36px;height:36px;border-radius:9999px;display:inline-flex;align-items:center;justify-content:center;color:var(--botao);font-size:16px}
.pt-marca{width:44px;height:44px;border-radius:12px;background:linear-gradient(to bottom right,var(--marca-400),var(--marca-700));color:#fff;font-size:18px;align-items:center;justify-content:center;box-shadow:0 6px 16px -6px var(--marca-sombra)}
.pt-logo{width:36px;height:36px;border-radius:10px;background:#fff;padding:3px;flex-shrink:0;display:inline-flex;align-items:center;justify-content:center;overflow:hidden;box-shadow:0 1px 2px rgba(0,0,0,.4)}
.pt-logo img{display:block;width:100%;height:100%;object-fit:contain}
.pt-identidade{flex:1;min-width:0;line-height:1.2}
.pt-empresa{font-weight:800;font-size:16px;letter-spacing:-.02em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pt-status{display:flex;align-items:center;gap:8px;min-width:0}
.pt-selo{display:inline-flex;align-items:center;gap:6px;height:20px;padding:0 8px;border-radius:9999px;font-size:12px;font-weight:700;flex-shrink:0;line-height:1}
.pt-aberta{background:#042713;color:#86efac}.pt-aberta .pt-ponto{background:#16a34a}
.pt-fechada{background:#511111;color:#fca5a5}.pt-fechada .pt-ponto{background:#dc2626}
.pt-ponto{width:6px;height:6px;border-radius:9999px}
.pt-resumo{display:none;font-size:12px;color:var(--apagado);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pt-acoes{display:flex;align-items:center;gap:2px;flex-shrink:0}
.pt-texto-botao{height:36px;padding:0 14px;border-radius:9999px;align-items:center;gap:8px;font-size:14px;font-weight:500;color:var(--botao)}
.pt-entrar{display:inline-flex;align-items:center;gap:8px;height:36px;padding:0 12px;border-radius:9999px;background:var(--marca);color:var(--marca-contraste);font-size:14px;font-weight:700}
.pt-pagina{padding-top:16px;padding-bottom:112px}
.pt-lateral{position:sticky;top:96px;align-self:start;padding:12px;border-radius:16px;background:var(--painel);border:1px solid var(--borda-suave);box-shadow:0 1px 1px rgba(0,0,0,.64),inset 0 0 1px ${comOpacidade(gray[300], 0.2)}}
.pt-lateral-titulo{padding:4px 8px 12px;font-size:12px;font-weight:700;color:var(--apagado);text-transform:uppercase;letter-spacing:.05em}
.pt-categoria{display:flex;align-items:center;gap:12px;padding:8px 12px 8px 8px;border-radius:12px;border:1px solid transparent;margin-bottom:4px}
.pt-selecionada{background:var(--marca-suave);border-color:var(--marca-borda);color:var(--marca-texto)}
.pt-miniatura{position:relative;width:48px;height:48px;border-radius:8px;flex-shrink:0;background:var(--marca-suave)}
.pt-todas{display:grid;place-items:center;background:var(--marca);color:var(--marca-contraste);font-size:20px}
.pt-ordem{position:absolute;top:-6px;left:-6px;min-width:18px;height:18px;border-radius:9999px;background:var(--fundo);color:var(--texto);font-size:10px;font-weight:700;display:grid;place-items:center}
.pt-categoria-texto{display:flex;flex-direction:column;min-width:0}
.pt-categoria-nome{font-size:14px;line-height:20px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pt-contagem{font-size:12px;line-height:16px;color:var(--apagado)}
.pt-ver-todos{display:flex;justify-content:center;align-items:center;gap:8px;height:36px;margin-top:4px;font-size:14px;color:var(--marca-texto)}
.pt-principal{display:flex;flex-direction:column;gap:20px;min-width:0}
.pt-vitrine{position:relative;overflow:hidden;border-radius:16px;padding:20px;color:var(--marca-contraste);background:linear-gradient(to bottom right,var(--faixa-1),var(--faixa-2),var(--faixa-3));box-shadow:0 1px 2px rgba(0,0,0,.4),0 16px 40px -16px rgba(0,0,0,.7)}
.pt-fundo{position:absolute;right:-24px;top:50%;transform:translateY(-50%) rotate(-12deg);font-size:7rem;line-height:1;color:rgba(255,255,255,.08);display:flex}
.pt-vitrine-conteudo{position:relative;display:flex;flex-direction:column;gap:8px;max-width:48rem}
.pt-peca{align-self:flex-start;height:20px;padding:0 10px;border-radius:9999px;background:rgba(255,255,255,.16);font-size:12px;font-weight:600;line-height:20px}
.pt-titulo{font-size:24px;font-weight:800;letter-spacing:-.03em;line-height:1.1}
.pt-linhas{display:flex;flex-direction:column;flex-wrap:wrap;column-gap:20px;row-gap:4px;font-size:14px;line-height:1.5;color:var(--marca-contraste)}
.pt-linha{display:flex;align-items:center;gap:6px;min-width:0}
.pt-linha>span{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pt-busca{height:44px;border-radius:9999px;border:1px solid var(--borda);background:var(--painel);align-items:center;gap:12px;padding:0 16px;font-size:16px;color:var(--apagado)}
.pt-busca svg{font-size:14px}
.pt-filtros{display:flex;justify-content:space-between;align-items:center;gap:12px;height:36px}
.pt-filtro{display:inline-flex;align-items:center;gap:8px;height:36px;padding:0 14px;border-radius:9999px;border:1px solid var(--borda);font-size:14px;font-weight:500;color:var(--botao)}
.pt-modos{display:flex;gap:2px;padding:2px;border-radius:9999px;background:var(--painel)}
.pt-modo{width:32px;height:32px;border-radius:9999px;display:grid;place-items:center;color:var(--botao);font-size:16px}
.pt-modo-ativo{background:var(--marca);color:var(--marca-contraste)}
.pt-secao-topo{display:flex;justify-content:space-between;align-items:baseline;gap:12px;margin-bottom:12px}
.pt-secao-titulo{font-size:18px;font-weight:800;letter-spacing:-.02em;line-height:1.2}
.pt-secao-contagem{font-size:14px;color:var(--apagado);flex-shrink:0}
.pt-grade{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.pt-card{display:flex;flex-direction:column;overflow:hidden;border-radius:16px;background:var(--painel);border:1px solid var(--borda-suave);box-shadow:0 1px 1px rgba(0,0,0,.64),inset 0 0 1px ${comOpacidade(gray[300], 0.2)}}
.pt-foto{position:relative;aspect-ratio:4/3;overflow:hidden;background:var(--marca-suave)}
.pt-foto img{display:block;width:100%;height:100%;object-fit:cover}
.pt-esgotado .pt-foto img,.pt-esgotado .pt-sem-foto{opacity:.55}
.pt-sem-foto{display:grid;place-items:center;width:100%;height:100%;font-size:24px;color:var(--marca-texto);opacity:.55}
.pt-destaque,.pt-selo-esgotado{position:absolute;top:10px;display:inline-flex;align-items:center;gap:4px;height:20px;padding:0 8px;border-radius:9999px;font-size:10px;font-weight:700;color:#fff;box-shadow:0 1px 2px rgba(0,0,0,.4)}
.pt-destaque{color:var(--marca-contraste)}
.pt-destaque{left:8px;background:var(--marca)}
.pt-selo-esgotado{right:8px;background:#52525b}
.pt-corpo{flex:1;display:flex;flex-direction:column;gap:4px;padding:12px}
.pt-nome{font-size:14px;font-weight:700;line-height:1.3;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
.pt-descricao{font-size:12px;line-height:1.45;color:var(--apagado);display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
.pt-rodape{margin-top:auto;padding-top:8px;display:flex;justify-content:space-between;align-items:center;gap:8px}
.pt-preco{font-size:16px;font-weight:800;letter-spacing:-.01em}
.pt-adicionar{width:36px;height:36px;flex-shrink:0;border-radius:9999px;display:grid;place-items:center;background:var(--marca);color:var(--marca-contraste);font-size:16px;box-shadow:0 6px 14px -6px var(--marca-sombra)}
.pt-esgotado .pt-adicionar{background:#3f3f46;box-shadow:none;opacity:.5}
.pt-larga,.pt-a-partir-de-sm{display:none}
@media (min-width:480px){
.pt-resumo{display:block}.pt-a-partir-de-sm{display:inline-flex}
.pt-linhas{flex-direction:row}}
@media (min-width:768px){
.pt-caixa{padding:0 24px}.pt-barra{gap:12px}.pt-acoes{gap:6px}.pt-entrar{padding:0 16px}
.pt-empresa{font-size:18px}.pt-pagina{padding-top:24px;padding-bottom:96px}.pt-principal{gap:28px}
.pt-vitrine{border-radius:24px;padding:28px 32px}.pt-vitrine-conteudo{gap:12px}.pt-titulo{font-size:36px}.pt-logo{width:44px;height:44px;border-radius:12px;padding:4px}
.pt-fundo{right:24px;font-size:10rem}
.pt-secao-topo{margin-bottom:16px}.pt-secao-titulo{font-size:24px}.pt-grade{gap:20px}
.pt-corpo{padding:16px}.pt-nome{font-size:16px}.pt-descricao{font-size:14px}.pt-preco{font-size:18px}
.pt-adicionar{width:40px;height:40px;font-size:20px}}
@media (min-width:1024px){
.pt-pagina{display:grid;grid-template-columns:280px minmax(0,1fr);gap:32px}
.pt-larga{display:inline-flex}.pt-lateral.pt-larga{display:block}.pt-busca.pt-larga{display:flex}.pt-estreita{display:none}
.pt-carrinho{border:1px solid var(--borda)}
.pt-grade{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:1280px){.pt-grade{grid-template-columns:repeat(4,minmax(0,1fr))}}
`
  .replace(/\n/g, '')
  .trim();

/**
 * A company's colour over the product's (`.pt` variables, dark mode as the first screen is drawn):
 * the same values the web's storefront theme takes from `marcaDaLoja`. Only `#rrggbb` values come
 * out of marcaDaLoja, so nothing else reaches the style sheet.
 */
export function cssDaMarca(marca: MarcaDaLoja | null): string {
  if (!marca) return '';
  const { escala, faixa } = marca;
  return (
    `.pt{--marca:${marca.solid};--marca-suave:${escala[950]};--marca-texto:${marca.fg.escuro};` +
    `--marca-contraste:${marca.contraste};--marca-400:${escala[400]};--marca-700:${escala[700]};` +
    `--marca-borda:${escala[800]};--marca-sombra:${comOpacidade(escala[600], 0.65)};` +
    `--faixa-1:${faixa[0]};--faixa-2:${faixa[1]};--faixa-3:${faixa[2]}}`
  );
}
