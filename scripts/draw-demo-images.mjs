#!/usr/bin/env node
/**
 * Desenha as ilustrações SVG usadas pelos dados de demonstração
 * (core/src/db/seed/demo-data.ts) em gateway/public/imagens/.
 *
 *   node scripts/draw-demo-images.mjs          # gera tudo
 *   node scripts/draw-demo-images.mjs --check  # só confere se toda imagem referenciada existe
 *
 * Tudo é desenhado à mão em SVG puro: sem fontes, sem texto, sem referências externas.
 * Produtos: viewBox 0 0 400 300. Categorias: viewBox 0 0 400 240.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'gateway', 'public', 'imagens');
const SEED = join(ROOT, 'core', 'src', 'db', 'seed', 'demo-data.ts');

// ---------------------------------------------------------------------------
// utilitários
// ---------------------------------------------------------------------------

/** PRNG determinístico (mesma semente => mesmo desenho). */
function rng(seed) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return ((h >>> 0) % 100000) / 100000;
  };
}
const n = (v) => Math.round(v * 10) / 10;
const stops = (cs) =>
  cs
    .map((c, i) => {
      const [col, op] = Array.isArray(c) ? c : [c, 1];
      const off = String(
        cs.length === 1 ? 0 : Math.round((i / (cs.length - 1)) * 100) / 100,
      ).replace(/^0\./, '.');
      return `<stop offset="${off}" stop-color="${col}"${op === 1 ? '' : ` stop-opacity="${op}"`}/>`;
    })
    .join('');
/** gradiente linear vertical (ou horizontal com h=true) */
const lg = (id, cs, h = false) =>
  `<linearGradient id="${id}"${h ? ' x2="1" y2="0"' : ' x2="0" y2="1"'}>${stops(cs)}</linearGradient>`;
const rg = (id, cs, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}"${cx === 0.5 ? '' : ` cx="${cx}"`}${cy === 0.5 ? '' : ` cy="${cy}"`}${r === 0.5 ? '' : ` r="${r}"`}>${stops(cs)}</radialGradient>`;
/** curva fechada suave passando pelos pontos (quadráticas pelos pontos médios) */
function blob(pts, k = 1) {
  const r = (v) => Math.round(v * k) / k;
  const m = (a, b) => [r((a[0] + b[0]) / 2), r((a[1] + b[1]) / 2)];
  const L = pts.length;
  let d = `M${m(pts[L - 1], pts[0]).join(' ')}`;
  for (let i = 0; i < L; i++) {
    const p = pts[i];
    const q = m(p, pts[(i + 1) % L]);
    d += `Q${r(p[0])} ${r(p[1])} ${q[0]} ${q[1]}`;
  }
  return d + 'Z';
}
/** pontos de um círculo irregular */
function ring(cx, cy, r, k, jit, R, sy = 1) {
  const pts = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const rr = r + (R() - 0.5) * 2 * jit;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * sy]);
  }
  return pts;
}
/** posições espalhadas num disco (espiral de ouro + ruído) */
function scatter(count, radius, R, jitter = 8) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const r = radius * Math.sqrt((i + 0.5) / count);
    const a = i * 2.39996 + R() * 0.5;
    out.push([r * Math.cos(a) + (R() - 0.5) * jitter, r * Math.sin(a) + (R() - 0.5) * jitter]);
  }
  return out;
}
const shadow = (cx, cy, rx, ry, op = 0.18) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#5a2a0a" opacity="${op}"/>`;

/** instância de um desenho definido em <defs> (id), transladado e girado */
const use = (id, x, y, a = 0) =>
  a
    ? `<use href="#${id}" transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(a)})"/>`
    : `<use href="#${id}" x="${Math.round(x)}" y="${Math.round(y)}"/>`;

/** variantes giradas (id0..id5) de cada id, para instanciar só com x/y */
const ANG = 6;
const rot = (...ids) =>
  ids
    .map((id) =>
      Array.from(
        { length: ANG },
        (_, j) => `<use id="${id}${j}" href="#${id}" transform="rotate(${j * 60 + 17})"/>`,
      ).join(''),
    )
    .join('');
const ruse = (id, x, y, R) => use(id + Math.floor(R() * ANG), x, y);

// fundos quentes (c1 topo, c2 base, halo atrás do prato)
const THEMES = {
  burger: ['#FFE2B8', '#F8B26A', '#FFF3DE'],
  pizza: ['#FCE0C4', '#EFA77A', '#FFF1E2'],
  porcao: ['#FFE9B0', '#F5BE5C', '#FFF6D8'],
  prato: ['#FBE3CC', '#EDB38A', '#FFF4E8'],
  bebida: ['#FFE6CC', '#F7B889', '#FFF5EA'],
  doce: ['#FCDCD3', '#F0A595', '#FFF0EA'],
  gelada: ['#FFEFC2', '#F6C25E', '#FFF8E0'],
  frio: ['#FDEBD3', '#F3C08E', '#FFF8EE'],
};

function frame(w, h, theme, seed, defs, body) {
  const [c1, c2, halo] = THEMES[theme];
  const R = rng('bg' + seed);
  let deco = '';
  let rings = '';
  for (let i = 0; i < 7; i++) {
    const left = i % 2 === 0;
    const x = Math.round(left ? R() * w * 0.22 : w - R() * w * 0.22);
    const y = Math.round(R() * h);
    const r = Math.round(2 + R() * 6);
    if (i % 3 === 0) rings += `<circle cx="${x}" cy="${y}" r="${r + 3}"/>`;
    else deco += `<circle cx="${x}" cy="${y}" r="${r}"/>`;
  }
  deco = `<g fill="#fff" opacity=".3">${deco}</g><g fill="none" stroke="#fff" stroke-width="2" opacity=".35">${rings}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs>${lg('bg', [c1, c2])}${rg('halo', [
      [halo, 0.95],
      [halo, 0],
    ])}${defs}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<ellipse cx="${w / 2}" cy="${h * 0.52}" rx="${w * 0.46}" ry="${h * 0.5}" fill="url(#halo)"/>` +
    deco +
    body +
    '</svg>'
  );
}

// ---------------------------------------------------------------------------
// hambúrgueres
// ---------------------------------------------------------------------------

function burger(seed, layers) {
  const R = rng(seed);
  const H = { patty: 30, cheese: 7, bacon: 13, egg: 16, tomato: 12, lettuce: 12, ham: 9 };
  const total = 30 + layers.reduce((s, l) => s + H[l] - 3, 0) + 70;
  const yb = Math.min(264, 150 + total / 2 + 4);
  let defs =
    lg('bun', ['#F7C06C', '#E39A3E', '#C7792A']) +
    lg('bunb', ['#E9A54F', '#C47528']) +
    lg('pat', ['#7B4526', '#4A2411']) +
    rg('shine', [
      ['#fff', 0.55],
      ['#fff', 0],
    ]) +
    '<ellipse id="ss" rx="4.2" ry="2.2" fill="#FFF4D8"/>' +
    rot('ss');
  let s = shadow(200, yb + 2, 140, 13);
  s += `<g transform="translate(200 ${yb}) scale(1.08) translate(-200 -${yb})">`;
  // pão de baixo
  const t = yb - 30;
  s += `<path d="M90 ${t + 5}Q90 ${t} 98 ${t}H302Q310 ${t} 310 ${t + 5}Q306 ${yb} 264 ${yb}H136Q94 ${yb} 90 ${t + 5}Z" fill="url(#bunb)"/>`;
  s += `<path d="M100 ${t + 4}H300" stroke="#F8D6A0" stroke-width="4" stroke-linecap="round"/>`;
  // cada camada é desenhada uma vez (topo em y=0) e reutilizada com <use>
  const layerDefs = {};
  const layer = (l) => {
    const top = 0;
    let o = '';
    if (l === 'patty') {
      o += `<rect x="84" y="${top}" width="232" height="30" rx="15" fill="url(#pat)"/>`;
      o += `<path d="M104 ${top + 7}H296" stroke="#9C6542" stroke-width="3" stroke-linecap="round" opacity=".7"/>`;
      for (let i = 0; i < 8; i++) {
        const x = 102 + i * 27 + R() * 10;
        o += `<ellipse cx="${n(x)}" cy="${n(top + 15 + R() * 9)}" rx="${n(3 + R() * 4)}" ry="1.8" fill="#${i % 2 ? '3A1B0B' : '8E5633'}"/>`;
      }
    } else if (l === 'cheese') {
      let d = `M78 ${top}H322L330 ${top + 16}L314 ${top + 7}`;
      const drips = [
        [292, 14],
        [252, 9],
        [214, 19],
        [170, 11],
        [128, 17],
      ];
      for (const [x, dd] of drips) d += `L${x + 9} ${top + 7}q0 ${dd} -9 ${dd}q-9 0 -9 -${dd}`;
      d += `L86 ${top + 7}L70 ${top + 16}Z`;
      o += `<path d="${d}" fill="#FFC22E" stroke-linejoin="round"/><path d="M84 ${top + 2}H316" stroke="#FFE27A" stroke-width="2.5" stroke-linecap="round"/>`;
    } else if (l === 'bacon') {
      const wave = (dir) => {
        let d = '';
        for (let i = 0; i < 6; i++) d += `q${19 * dir} ${i % 2 ? 7 : -7} ${38 * dir} 0`;
        return d;
      };
      o += `<path d="M80 ${top + 5}${wave(1)}l4 9${wave(-1)}Z" fill="#A8382A"/>`;
      o += `<path d="M82 ${top + 9}${wave(1)}" stroke="#F2B29C" stroke-width="2.4" fill="none"/>`;
    } else if (l === 'egg') {
      let d = `M80 ${top + 6}Q200 ${top - 4} 320 ${top + 6}`;
      for (let i = 0; i < 6; i++) d += `q${i % 2 ? -20 : -20} ${i % 2 ? 16 : 8} -40 0`;
      o += `<path d="${d}Z" fill="#FFFAF0" stroke="#F1E3CC" stroke-width="1.5"/>`;
      o += `<path d="M176 ${top + 8}a32 14 0 0 1 64 0Z" fill="#F5A114"/><path d="M182 ${top + 8}a26 11 0 0 1 52 0Z" fill="#FFC53D"/><ellipse cx="198" cy="${top + 2}" rx="7" ry="2.5" fill="#fff" opacity=".7"/>`;
    } else if (l === 'tomato') {
      for (const x of [90, 164, 238]) {
        o += `<rect x="${x}" y="${top}" width="72" height="13" rx="6.5" fill="#D9352A"/><rect x="${x + 6}" y="${top + 3}" width="60" height="4" rx="2" fill="#F47A5E" opacity=".8"/>`;
      }
    } else if (l === 'lettuce') {
      let d = `M78 ${top + 4}Q200 ${top - 4} 322 ${top + 4}L326 ${top + 10}`;
      for (let i = 0; i < 16; i++) d += `q-7.8 ${i % 2 ? 13 : 9} -15.6 0`;
      o += `<path d="${d}Z" fill="#5FB43C"/><path d="M84 ${top + 4}Q200 ${top - 3} 316 ${top + 4}" stroke="#A3DE6E" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    } else if (l === 'ham') {
      o += `<path d="M84 ${top + 2}Q200 ${top - 4} 316 ${top + 2}q8 5 0 9Q200 ${top + 16} 84 ${top + 11}q-8 -4 0 -9Z" fill="#F29B9B"/><path d="M92 ${top + 4}Q200 ${top - 1} 308 ${top + 4}" stroke="#FAC6C3" stroke-width="2" fill="none"/>`;
    }
    return o;
  };
  let y = t + 4;
  for (const l of layers) {
    const top = y - H[l];
    layerDefs[l] ??= `<g id="L${l}">${layer(l)}</g>`;
    s += use('L' + l, 0, top);
    y = top + 3;
  }
  defs += Object.values(layerDefs).join('');
  // pão de cima (a base fica logo abaixo do topo da última camada)
  const b = y - 7;
  s += `<path d="M84 ${b}Q84 ${b - 68} 200 ${b - 70}Q316 ${b - 68} 316 ${b}Q316 ${b + 7} 307 ${b + 7}H93Q84 ${b + 7} 84 ${b}Z" fill="url(#bun)"/>`;
  s += `<ellipse cx="158" cy="${b - 46}" rx="46" ry="14" transform="rotate(-14 158 ${b - 46})" fill="url(#shine)"/>`;
  for (let i = 0; i < 16; i++) {
    const x = 112 + R() * 176;
    const dx = (x - 200) / 116;
    const yTop = b - 66 * (1 - dx * dx) - 2;
    const yy = yTop + 10 + R() * Math.max(6, (b - 12 - yTop - 10) * 0.6);
    s += ruse('ss', x, yy, R);
  }
  return { defs, body: s + '</g>' };
}

// misto quente: dois pedaços de sanduíche tostado (vista 3/4)
function misto() {
  const defs =
    lg('toast', ['#F5C77E', '#E0A04C']) +
    lg('crust', ['#C98438', '#9E5F22']) +
    lg('board', ['#C98B52', '#A86A37']);
  let s = shadow(200, 262, 160, 12, 0.2);
  s += `<rect x="42" y="226" width="316" height="30" rx="15" fill="url(#board)"/><rect x="52" y="232" width="296" height="4" rx="2" fill="#DDA26A" opacity=".6"/>`;
  const piece = (x, w, bot, tilt) => {
    let p = `<g transform="rotate(${tilt} ${x + w / 2} ${bot})">`;
    const dx = 26;
    const dy = 30;
    const top = bot - 58;
    // lateral direita
    p += `<path d="M${x + w} ${top}l${dx} -${dy}v58l-${dx} ${dy}Z" fill="url(#crust)"/>`;
    // fatia de baixo, recheio, fatia de cima (face do corte)
    p += `<rect x="${x}" y="${bot - 20}" width="${w}" height="20" rx="5" fill="#F2D39B" stroke="#B8742E" stroke-width="3"/>`;
    p += `<path d="M${x - 2} ${bot - 31}h${w + 4}v10h-${w + 4}Z" fill="#EE9A97"/>`;
    p += `<path d="M${x - 3} ${bot - 24}h${w + 6}l-8 7q-4 12 -9 0l-${w * 0.35} 0q-5 14 -10 0l-${w * 0.3} 0q-4 9 -8 0Z" fill="#FFCF3F"/>`;
    p += `<path d="M${x - 3} ${bot - 38}h${w + 6}v8h-${w + 6}Z" fill="#FFD54F"/>`;
    p += `<rect x="${x}" y="${top}" width="${w}" height="22" rx="5" fill="#F2D39B" stroke="#B8742E" stroke-width="3"/>`;
    // topo tostado com marcas de chapa
    p += `<path d="M${x} ${top}l${dx} -${dy}h${w}l-${dx} ${dy}Z" fill="url(#toast)" stroke="#B8742E" stroke-width="3" stroke-linejoin="round"/>`;
    for (let i = 1; i < 4; i++) {
      const t = i / 4;
      p += `<path d="M${n(x + 8 + t * w * 0.9)} ${top - 3}l${n(dx * 0.7)} -${n(dy * 0.8)}" stroke="#A3571B" stroke-width="4" stroke-linecap="round" opacity=".75"/>`;
    }
    return p + '</g>';
  };
  s += piece(70, 118, 228, -3);
  s += piece(206, 108, 230, 4);
  return { defs, body: s };
}

// cachorro-quente
function hotdog() {
  const defs =
    lg('hb', ['#F6C377', '#DE9441']) +
    lg('sau', ['#D9583A', '#A8331F']) +
    lg('hf', ['#F1B260', '#D0812F']);
  let s = shadow(200, 246, 150, 14);
  s += '<g transform="rotate(-6 200 190)">';
  s += `<path d="M58 170Q54 124 92 122H308Q346 124 342 170Q340 208 300 212H100Q60 208 58 170Z" fill="url(#hb)"/><path d="M96 130H304" stroke="#F9D9A0" stroke-width="5" stroke-linecap="round" opacity=".7"/>`;
  s += `<rect x="44" y="148" width="312" height="36" rx="18" fill="url(#sau)"/><path d="M62 156H338" stroke="#F08A6A" stroke-width="4" stroke-linecap="round" opacity=".7"/>`;
  // vinagrete, milho e ervilha
  const R = rng('hotdog');
  for (let i = 0; i < 22; i++) {
    const x = 80 + R() * 240;
    const c = ['#F2C230', '#6AA33A', '#E0452F', '#F7E3A0'][i % 4];
    s += `<circle cx="${n(x)}" cy="${n(146 + R() * 6)}" r="${n(3.2 + R() * 1.5)}" fill="${c}"/>`;
  }
  s += `<path d="M70 150q12 -14 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0" stroke="#C8231B" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M80 143q12 12 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0" stroke="#F6C51B" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  // batata palha
  for (let i = 0; i < 28; i++) {
    const x = 86 + R() * 228;
    const y = 128 + R() * 12;
    s += `<path d="M${n(x)} ${n(y)}l${n((R() - 0.5) * 16)} ${n(-3 - R() * 5)}" stroke="#F3C64E" stroke-width="3" stroke-linecap="round"/>`;
  }
  s += `<path d="M64 182Q66 218 110 222H290Q334 218 336 182Q330 200 290 200H110Q70 200 64 182Z" fill="url(#hf)"/>`;
  s += '</g>';
  return { defs, body: s };
}

// ---------------------------------------------------------------------------
// pizzas (vista de cima em perspectiva sobre tábua)
// ---------------------------------------------------------------------------

// coberturas desenhadas na origem; cada pizza declara só as que usa
const TOPPINGS = {
  cal: '<g id="cal"><circle r="18" fill="#8A2820"/><circle r="15.5" fill="#C24C40"/><circle r="12" fill="#D0604F"/><circle cx="-5" cy="-4" r="2.4" fill="#F6D2C6"/><circle cx="6" cy="3" r="2" fill="#F6D2C6"/><circle cx="0" cy="8" r="1.8" fill="#F6D2C6"/><ellipse cx="-5" cy="-10" rx="6" ry="2" fill="#fff" opacity=".3"/></g>',
  oni: '<path id="oni" d="M-15 0a15 11 0 0 1 30 0" stroke="#A56DB0" stroke-width="4.5" fill="none" stroke-linecap="round"/>',
  onw: '<path id="onw" d="M-14 0a14 10 0 0 1 28 0" stroke="#F6EEF2" stroke-width="4.5" fill="none" stroke-linecap="round"/>',
  olv: '<g id="olv"><circle r="7.5" fill="#2B2420"/><circle r="2.8" fill="#7A6656"/></g>',
  olg: '<g id="olg"><circle r="7.5" fill="#7E9B2E"/><circle r="3" fill="#C0463A"/></g>',
  moz: '<path id="moz" d="M-20 -4Q-18 -20 0 -19Q20 -20 21 -2Q22 17 2 19Q-21 20 -20 -4Z" fill="#FFFBF0" stroke="#EBD3A6" stroke-width="2"/>',
  tom: '<g id="tom"><circle r="17" fill="#C9281E"/><circle r="13.5" fill="#E8483A"/><path d="M-8 0h16M0 -8v16" stroke="#F7A090" stroke-width="2.5"/><circle cx="-5" cy="-5" r="2" fill="#FBD27A"/><circle cx="5" cy="5" r="2" fill="#FBD27A"/><circle cx="5" cy="-5" r="2" fill="#FBD27A"/></g>',
  bas: '<g id="bas"><path d="M0 -17Q14 -3 0 17Q-14 -3 0 -17Z" fill="#2F8A36"/><path d="M0 -13V13" stroke="#6CC260" stroke-width="1.8"/></g>',
  ham: '<rect id="ham" x="-14" y="-10" width="28" height="20" rx="4" fill="#F39C9B" stroke="#DE7E80" stroke-width="2"/>',
  egg: '<g id="egg"><circle r="13" fill="#FFFDF6" stroke="#E5D8BC" stroke-width="1.5"/><circle r="6.5" fill="#F8C230"/></g>',
  pea: '<circle id="pea" r="4.2" fill="#6FB23C" stroke="#4E8A2A"/>',
  gor: '<g id="gor"><path d="M-16 -2Q-14 -15 0 -14Q15 -14 16 0Q15 14 0 14Q-17 13 -16 -2Z" fill="#F4F1E4"/><path d="M-8 -3q5 4 10 -2m-6 8q5 3 10 -2" stroke="#5E7A8E" stroke-width="2.4" fill="none"/></g>',
  prv: '<g id="prv"><path d="M-19 0Q-18 -17 0 -16Q19 -17 19 1Q18 17 0 16Q-20 16 -19 0Z" fill="#E9962A"/><path d="M-14 0Q-13 -12 0 -11Q13 -12 14 1Q12 11 0 11Q-15 11 -14 0Z" fill="#F8B83E"/></g>',
  par: '<rect id="par" x="-5" y="-1.6" width="10" height="3.2" rx="1.6" fill="#FFF8E2"/>',
  chk: '<g id="chk" stroke-width="5" stroke-linecap="round"><path d="M-9 -4l14 -3M-6 5l13 2" stroke="#D99A5C"/><path d="M-4 -9l5 14M-10 2l9 -4" stroke="#F0C690"/></g>',
  crn: '<circle id="crn" r="4" fill="#F6C632" stroke="#E2A514"/>',
  pep: '<g id="pep"><circle r="19" fill="#7E1A14"/><circle r="16.5" fill="#B02F25"/><circle r="12" fill="#C23F33"/><circle cx="-4" cy="3" r="1.6" fill="#E89A86"/><circle cx="5" cy="-4" r="1.6" fill="#E89A86"/><ellipse cx="-6" cy="-8" rx="6" ry="2.4" fill="#fff" opacity=".35"/></g>',
};

// coberturas assimétricas giram; as redondas mantêm o brilho na mesma direção
const ROTATE = new Set(['oni', 'onw', 'bas', 'ham', 'chk', 'par', 'moz', 'gor', 'prv']);
const PIZZAS = {
  calabresa: [
    ['cal', 14, 98],
    ['oni', 8, 96],
    ['olv', 5, 88],
  ],
  margherita: [
    ['moz', 8, 94],
    ['tom', 6, 86],
    ['bas', 9, 98],
  ],
  portuguesa: [
    ['ham', 12, 98],
    ['egg', 6, 88],
    ['onw', 7, 96],
    ['pea', 16, 102],
    ['olv', 6, 94],
  ],
  quatro: [
    ['prv', 6, 92],
    ['gor', 7, 96],
    ['moz', 5, 84],
  ],
  frango: [
    ['chk', 22, 102],
    ['crn', 16, 102],
    ['olg', 4, 80],
  ],
  pepperoni: [['pep', 17, 100]],
};

function pizza(seed, kind) {
  const R = rng(seed);
  const plan = PIZZAS[kind];
  let defs =
    lg('wood', ['#A86C3E', '#7E4C28']) +
    rg('crust', ['#F6C27A', ['#F3BC6C', 1], '#F3BC6C', '#E9A553', '#C97A30']) +
    rg('chz', ['#FFE9A0', '#FFD361', '#F9BE45']) +
    '<pattern id="org" width="23" height="19" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="3" height="2" fill="#3F6B2A"/><rect x="15" y="12" width="2.5" height="2" fill="#3F6B2A"/><rect x="11" y="2" width="2" height="2" fill="#557F32"/></pattern>' +
    '<ellipse id="cs" rx="5" ry="2.5" fill="#B8692A" opacity=".55"/><ellipse id="bs" rx="8" ry="5" fill="#DE9632" opacity=".5"/><ellipse id="bs2" rx="5" ry="3.5" fill="#DE9632" opacity=".5"/>';
  for (const [id] of plan) defs += TOPPINGS[id] + (ROTATE.has(id) ? rot(id) : '');
  let s = shadow(200, 268, 170, 14, 0.22);
  s += '<g transform="translate(200 152) scale(1 .74)">';
  s += `<circle cy="16" r="168" fill="#5E3519"/><circle r="168" fill="url(#wood)"/>`;
  s += `<path d="M-150 -60Q0 -80 150 -60M-164 20Q0 0 164 20M-136 100Q0 80 136 100" stroke="#B98050" stroke-width="3" fill="none" opacity=".55"/>`;
  s += `<circle cy="9" r="144" fill="#A9622A"/><circle r="144" fill="url(#crust)"/>`;
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 + R() * 0.4;
    s += use('cs', Math.cos(a) * 136, Math.sin(a) * 136);
  }
  const sauce = kind === 'quatro' || kind === 'frango' ? '#E07A3A' : '#D4432A';
  s += `<circle r="127" fill="${sauce}"/>`;
  s += `<path d="${blob(ring(0, 0, 120, 22, 4, R))}" fill="url(#chz)"/>`;
  for (const [x, y] of scatter(kind === 'quatro' ? 22 : 12, 104, R, 14))
    s += use(R() > 0.5 ? 'bs' : 'bs2', x, y);
  s += `<path d="M-120 0H120M0 -120V120M-85 -85L85 85M-85 85L85 -85" stroke="#CF8A3A" stroke-width="2.2" opacity=".45"/>`;
  if (kind === 'frango') {
    // Catupiry em espiral por cima do frango
    const pts = [];
    for (let t = 0.6; t < 15.5; t += 0.5)
      pts.push(`${n(Math.cos(t) * t * 6.6)} ${n(Math.sin(t) * t * 6.6)}`);
    defs += `<path id="spi" d="M${pts.join('L')}"/>`;
    for (const [id, count, radius] of plan)
      for (const [x, y] of scatter(count, radius, R, 12))
        s += ROTATE.has(id) ? ruse(id, x, y, R) : use(id, x, y);
    s +=
      '<g fill="none" stroke-linecap="round" stroke-linejoin="round"><use href="#spi" x="2" y="3" stroke="#E4D3B0" stroke-width="14"/><use href="#spi" stroke="#FFFDF4" stroke-width="11"/></g>';
  } else {
    for (const [id, count, radius] of plan)
      for (const [x, y] of scatter(count, radius, R, 14))
        s += ROTATE.has(id) ? ruse(id, x, y, R) : use(id, x, y);
  }
  if (kind === 'quatro') {
    defs +=
      '<pattern id="pmz" width="37" height="29" patternUnits="userSpaceOnUse"><g fill="#FFF8E2"><rect x="4" y="5" width="10" height="3.2" rx="1.6" transform="rotate(30 9 6)"/><rect x="20" y="18" width="9" height="3" rx="1.5" transform="rotate(-40 24 19)"/><rect x="24" y="3" width="8" height="3" rx="1.5"/></g></pattern>';
    s += '<circle r="112" fill="url(#pmz)"/>';
  }
  s += '<circle r="116" fill="url(#org)"/>';
  s += '</g>';
  return { defs, body: s };
}

// ---------------------------------------------------------------------------
// porções
// ---------------------------------------------------------------------------

function friesBox(ketchup = true) {
  const R = rng('fries');
  const defs = lg('fry', ['#FFE27A', '#F6B52E'], true) + lg('box', ['#E8412F', '#B3231A']);
  let s = shadow(200, 266, 120, 12);
  s += `<path d="M116 148Q200 124 284 148V162H116Z" fill="#8E1A12"/><g fill="url(#fry)" stroke="#E39A1E" stroke-width="1.2">`;
  for (let i = 0; i < 17; i++) {
    const x = 124 + i * 9.5 + (R() - 0.5) * 6;
    const h = 100 + R() * 48;
    const rot = (x - 200) / 5 + (R() - 0.5) * 8;
    const [X, Hh] = [Math.round(x), Math.round(h)];
    s += `<rect x="${X - 8}" y="${200 - Hh}" width="16" height="${Hh}" rx="3" transform="rotate(${Math.round(rot)} ${X} 210)"/>`;
  }
  s += `</g><path d="M114 150Q200 174 286 150L264 266Q200 278 136 266Z" fill="url(#box)"/>`;
  s += `<path d="M124 196Q200 214 276 196M128 214Q200 232 272 214" stroke="#fff" stroke-width="6" fill="none" opacity=".9"/>`;
  s += `<path d="M118 152Q200 174 282 152" stroke="#F76A55" stroke-width="3" fill="none"/>`;
  if (ketchup)
    s += `${shadow(318, 262, 34, 6)}<path d="M288 236h60l-6 26h-48Z" fill="#F4F1EC"/><ellipse cx="318" cy="236" rx="30" ry="8" fill="#F9F7F3"/><ellipse cx="318" cy="237" rx="25" ry="6" fill="#C8231B"/><ellipse cx="312" cy="235" rx="7" ry="1.8" fill="#F07A6A"/>`;
  return { defs, body: s };
}

/** travessa oval em perspectiva; contents(R) devolve [defs, corpo] em coordenadas locais */
function dish(seed, color, inner, contents) {
  const R = rng(seed);
  const [cdefs, body] = contents(R);
  const defs = rg('dsh', [inner[0], inner[1]], 0.5, 0.4, 0.6) + cdefs;
  let s = shadow(200, 252, 178, 18, 0.22);
  s += '<g transform="translate(200 166) scale(1 .6)">';
  s += `<ellipse cy="22" rx="180" ry="150" fill="${color[1]}"/><ellipse rx="180" ry="150" fill="${color[0]}"/>`;
  s += `<ellipse rx="148" ry="120" fill="url(#dsh)"/>`;
  s += body;
  s += '</g>';
  return { defs, body: s };
}

/** espalha instâncias de ids (girando) */
const pile = (R, ids, count, radius, jitter = 18, turn = true) => {
  let s = '';
  scatter(count, radius, R, jitter).forEach(([x, y], i) => {
    s += turn ? ruse(ids[i % ids.length], x, y, R) : use(ids[i % ids.length], x, y);
  });
  return s;
};
const SALSA =
  '<pattern id="sal" width="31" height="23" patternUnits="userSpaceOnUse"><g fill="#3E8A36"><circle cx="4" cy="5" r="2.6"/><circle cx="19" cy="15" r="2.4"/><rect x="24" y="3" width="4" height="3" rx="1"/></g></pattern>';

const porcoes = {
  cheddarBacon: () =>
    dish('cheddar', ['#F7F3EE', '#D9D0C4'], ['#FFFFFF', '#EEE7DD'], (R) => {
      const defs =
        '<rect id="f1" x="-36" y="-7" width="72" height="14" rx="4" fill="#FFD866" stroke="#E9A72A" stroke-width="2"/>' +
        '<rect id="f2" x="-30" y="-7" width="60" height="14" rx="4" fill="#FFCB45" stroke="#DD9618" stroke-width="2"/>' +
        '<rect id="bc" x="-6" y="-5" width="12" height="10" rx="3" fill="#9C2F22" stroke="#E08470" stroke-width="2"/>' +
        '<rect id="cb" x="-4" y="-2" width="8" height="4" rx="2" fill="#3E9B3A"/>' +
        rot('f1', 'f2', 'bc', 'cb');
      let s = pile(R, ['f1', 'f2'], 36, 112, 20);
      s += `<path d="M-100 -20q30 -40 60 -10t60 -20t60 10t40 20M-90 40q30 -30 60 0t60 -10t60 10" stroke="#EE8A0E" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      s += `<path d="M-96 -28q30 -40 60 -10t60 -20t60 10M-86 32q30 -30 60 0" stroke="#FFB547" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      s += pile(R, ['bc'], 22, 104, 16);
      s += pile(R, ['cb'], 16, 100, 20);
      return [defs, s];
    }),
  calabresa: () =>
    dish('calab', ['#3A3330', '#1E1A18'], ['#4A423E', '#2A2421'], (R) => {
      const defs =
        '<g id="cs1"><circle r="23" fill="#7E2119"/><circle r="19.5" fill="#B8453A"/><circle r="15" fill="#C9564A"/><circle cx="-6" cy="-4" r="2.6" fill="#F3C9BC"/><circle cx="7" cy="5" r="2.2" fill="#F3C9BC"/><circle cx="2" cy="-10" r="2" fill="#F3C9BC"/><circle cx="-3" cy="9" r="1.8" fill="#F3C9BC"/></g>' +
        '<g id="on1" fill="none" stroke-linecap="round"><path d="M-17 0a17 12 0 0 1 34 0" stroke="#F3E4EE" stroke-width="7"/><path d="M-17 0a17 12 0 0 1 34 0" stroke="#C79BC9" stroke-width="1.8"/></g>' +
        rot('on1') +
        SALSA;
      let s = pile(R, ['cs1'], 22, 110, 12, false);
      s += pile(R, ['on1'], 14, 112, 20);
      s += '<ellipse rx="96" ry="76" fill="url(#sal)" opacity=".85"/>';
      return [defs, s];
    }),
  isca: () =>
    dish('isca', ['#FDF8F1', '#DCD2C4'], ['#FFFFFF', '#F0E8DC'], (R) => {
      let defs = rg('isc', ['#F6C86A', '#E39E3C', '#BF6F1E'], 0.45, 0.4, 0.6);
      for (const k of [0, 1]) {
        defs += `<g id="is${k}"><path d="${blob(ring(0, 0, 42, 9, 5, R, 0.5))}" fill="#B0621A" transform="translate(1 3)"/><path d="${blob(ring(0, 0, 42, 9, 5, R, 0.5))}" fill="url(#isc)"/><g fill="#FBD98A">`;
        for (let i = 0; i < 8; i++)
          defs += `<circle cx="${n((R() - 0.5) * 56)}" cy="${n((R() - 0.5) * 20)}" r="${n(1.5 + R() * 1.8)}"/>`;
        defs += '</g></g>';
      }
      defs += rot('is0', 'is1');
      let s = pile(R, ['is0', 'is1'], 14, 92, 14);
      const lemon = (x, y, a) =>
        `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-26 0A26 26 0 0 0 26 0Z" fill="#7DBA2F"/><path d="M-21 0A21 21 0 0 0 21 0Z" fill="#E7F59A"/><path d="M0 2V18M-3 2l-11 12M3 2l11 12" stroke="#C5DE62" stroke-width="2"/></g>`;
      s += lemon(118, -62, -30) + lemon(130, 48, -120);
      s += `<circle cx="-122" cy="40" r="28" fill="#fff" stroke="#E5DED2" stroke-width="3"/><circle cx="-122" cy="40" r="22" fill="#F4EFD8"/><circle cx="-128" cy="36" r="2.5" fill="#5F9A3A"/><circle cx="-116" cy="44" r="2" fill="#5F9A3A"/>`;
      return [defs, s];
    }),
  mandioca: () =>
    dish('mandioca', ['#B8643A', '#7E3E1E'], ['#C97447', '#A55531'], (R) => {
      const defs =
        '<g id="md"><rect x="-46" y="-16" width="92" height="32" rx="9" fill="#C98024"/><rect x="-43" y="-13" width="86" height="24" rx="7" fill="#F2BE56"/><rect x="-36" y="-9" width="60" height="8" rx="4" fill="#FFE3A0"/></g>' +
        '<g id="md2"><rect x="-38" y="-14" width="76" height="28" rx="8" fill="#D08A2A"/><rect x="-35" y="-11" width="70" height="21" rx="6" fill="#F6CB68"/><rect x="-28" y="-7" width="44" height="7" rx="3.5" fill="#FFEBB4"/></g>' +
        rot('md', 'md2');
      let s = pile(R, ['md', 'md2'], 17, 96, 16);
      s += `<circle cx="-128" cy="-40" r="28" fill="#fff" stroke="#E5DED2" stroke-width="3"/><circle cx="-128" cy="-40" r="22" fill="#F6F0DA"/><circle cx="-134" cy="-44" r="2.5" fill="#5F9A3A"/><circle cx="-122" cy="-36" r="2" fill="#5F9A3A"/>`;
      return [defs, s];
    }),
};

// ---------------------------------------------------------------------------
// pratos executivos (prato raso em perspectiva)
// ---------------------------------------------------------------------------

function plate(seed, main) {
  const R = rng(seed);
  let defs =
    rg('plt', ['#FFFFFF', '#F2ECE4']) +
    lg('fil', ['#F0BE6E', '#D08C3A']) +
    '<pattern id="rice" width="17" height="13" patternUnits="userSpaceOnUse"><g fill="#E6DDC8"><ellipse cx="4" cy="4" rx="4" ry="1.7" transform="rotate(30 4 4)"/><ellipse cx="12" cy="9" rx="4" ry="1.7" transform="rotate(-25 12 9)"/></g></pattern>';
  let s = shadow(200, 262, 172, 16, 0.2);
  s += '<g transform="translate(200 156) scale(1 .7)">';
  s += `<ellipse cy="14" rx="170" ry="166" fill="#D7CEC2"/><circle r="170" fill="#FFFFFF"/><circle r="132" fill="url(#plt)" stroke="#ECE4DA" stroke-width="3"/>`;
  // arroz
  const rice = blob(ring(-52, -52, 58, 12, 6, R));
  s += `<path d="${rice}" fill="#FFFDF6" stroke="#EFE8DA" stroke-width="2"/><path d="${rice}" fill="url(#rice)"/>`;
  if (main === 'strogonoff') {
    // batata palha
    defs += '<path id="bp" d="M-10 0h20" stroke-width="3.5" stroke-linecap="round"/>' + rot('bp');
    s += `<path d="${blob(ring(58, -60, 50, 10, 6, R))}" fill="#F8D778"/><g stroke="#E0A22C">`;
    for (const [x, y] of scatter(22, 44, R, 6)) s += ruse('bp', x + 58, y - 60, R);
    s += '</g><g stroke="#FFF1B8">';
    for (const [x, y] of scatter(10, 40, R, 8)) s += ruse('bp', x + 58, y - 60, R);
    s += '</g>';
  } else {
    // feijão
    defs += '<ellipse id="bn" rx="6.5" ry="4" fill="#7A4028"/>' + rot('bn');
    s += `<path d="${blob(ring(58, -58, 52, 12, 4, R))}" fill="#4A2416"/>`;
    for (const [x, y] of scatter(20, 44, R, 6)) s += ruse('bn', x + 58, y - 58, R);
  }
  // salada
  for (let i = 0; i < 5; i++) {
    const a = i * 1.3;
    s += `<path d="${blob(ring(-70 + Math.cos(a) * 18, 56 + Math.sin(a) * 18, 28, 8, 7, R))}" fill="${i % 2 ? '#6DBB43' : '#8ACF55'}" stroke="#4E9A30" stroke-width="1.5"/>`;
  }
  s += `<circle cx="-54" cy="48" r="16" fill="#D9352A"/><circle cx="-54" cy="48" r="11" fill="#F06A52"/><circle cx="-84" cy="66" r="14" fill="#D9352A"/><circle cx="-84" cy="66" r="9.5" fill="#F06A52"/>`;
  if (main === 'frango') {
    s += `<clipPath id="fc"><path d="M4 20Q18 -10 72 2Q130 14 122 58Q112 98 56 96Q-6 90 4 20Z"/></clipPath>`;
    s += `<path d="M4 26Q18 -4 72 8Q130 20 122 64Q112 104 56 102Q-6 96 4 26Z" fill="#B9772E"/>`;
    s += `<g clip-path="url(#fc)"><rect x="-4" y="-10" width="130" height="110" fill="url(#fil)"/><path d="M-16 100L24 -10M10 100L50 -10M36 100L76 -10M62 100L102 -10M88 100L128 -10M114 100L154 -10" stroke="#8A4B1C" stroke-width="7" opacity=".7"/></g>`;
    s += `<path d="M30 30q10 -6 20 2M70 60q10 -6 20 2" stroke="#3E8A36" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    s += `<g transform="translate(106 98) rotate(-30)"><path d="M-24 0A24 24 0 0 0 24 0Z" fill="#F2C81E"/><path d="M-19 0A19 19 0 0 0 19 0Z" fill="#FCEB86"/></g>`;
  } else if (main === 'parmegiana') {
    s += `<path d="M-6 26Q10 -12 72 -2Q134 10 126 60Q116 106 56 104Q-14 98 -6 26Z" fill="#A85A1A"/>`;
    s += `<path d="M-2 20Q14 -14 72 -6Q130 4 122 56Q114 98 56 96Q-10 92 -2 20Z" fill="#D98C34"/>`;
    s += `<path d="${blob(ring(60, 44, 54, 12, 6, R))}" fill="#C92E1E"/>`;
    s += `<path d="${blob(ring(60, 44, 42, 11, 8, R))}" fill="#FFE6A0"/>`;
    for (const [x, y] of scatter(6, 30, R, 6))
      s += `<ellipse cx="${n(x + 60)}" cy="${n(y + 44)}" rx="7" ry="4" fill="#E8A43A" opacity=".7"/>`;
    s += `<ellipse cx="60" cy="44" rx="40" ry="36" fill="url(#org)"/>`;
    defs +=
      '<pattern id="org" width="19" height="15" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="3" height="2" fill="#3F6B2A"/><rect x="12" y="10" width="2.5" height="2" fill="#3F6B2A"/></pattern>';
  } else {
    defs +=
      '<rect id="ck" x="-10" y="-8" width="20" height="17" rx="5" fill="#EDBE7C" stroke="#C98B3E" stroke-width="2"/>' +
      '<path id="mu" d="M-10 0a10 9 0 0 1 20 0h-6v8h-8v-8Z" fill="#F1E5CE" stroke="#B99878" stroke-width="1.5"/>';
    s += `<path d="${blob(ring(54, 48, 74, 14, 6, R))}" fill="#DE9460"/>`;
    s += `<path d="${blob(ring(54, 48, 64, 12, 6, R))}" fill="#F2B888"/>`;
    s += `<path d="M8 30q22 -12 44 0t44 0M14 62q22 -12 44 0t44 0" stroke="#FBD7B2" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    for (const [x, y] of scatter(9, 50, R, 10)) s += use('ck', x + 54, y + 48, R() * 60 - 30);
    for (const [x, y] of scatter(6, 52, R, 14)) s += use('mu', x + 54, y + 48, R() * 50 - 25);
    s += `<path d="M40 20l6 -4M84 86l6 -2" stroke="#3E8A36" stroke-width="4" stroke-linecap="round"/>`;
  }
  s += '</g>';
  return { defs, body: s };
}

// ---------------------------------------------------------------------------
// bebidas
// ---------------------------------------------------------------------------

/** lata em pé; cx centro, base y, largura w, cores [escura, média, clara], detalhe */
function can(id, cx, base, w, cols, accent) {
  const h = w * 1.85;
  const x = cx - w / 2;
  const top = base - h;
  const ry = w * 0.16;
  const defs =
    lg(id, [cols[0], cols[1], cols[2], cols[1], cols[0]], true) +
    lg(id + 'm', ['#8C9096', '#E9ECEF', '#FFFFFF', '#C9CDD2', '#7F848A'], true);
  let s = shadow(cx, base + 2, w * 0.62, ry * 0.9);
  s += `<path d="M${x} ${top + 8}h${w}v${h - 14}q0 ${ry + 2} -${w / 2} ${ry + 2}t-${w / 2} -${ry + 2}Z" fill="url(#${id})"/>`;
  s += `<path d="M${x} ${n(top + h * 0.52)}q${w * 0.25} -${n(h * 0.12)} ${w * 0.5} 0t${w * 0.5} 0" stroke="${accent}" stroke-width="${n(h * 0.09)}" fill="none"/>`;
  s += `<path d="M${x} ${n(top + h * 0.36)}q${w * 0.25} -${n(h * 0.1)} ${w * 0.5} 0t${w * 0.5} 0" stroke="${accent}" stroke-width="3" fill="none" opacity=".8"/>`;
  // topo metálico
  s += `<path d="M${x + 2} ${top + 10}q0 -10 ${w * 0.12} -14h${w * 0.76 - 4}q${w * 0.12} 4 ${w * 0.12} 14Z" fill="url(#${id}m)"/>`;
  s += `<ellipse cx="${cx}" cy="${top - 4}" rx="${n(w * 0.38)}" ry="${n(ry * 0.7)}" fill="#DADDE1" stroke="#A2A7AD" stroke-width="2"/>`;
  s += `<rect x="${n(x + w * 0.04)}" y="${n(top + h - 6)}" width="${n(w * 0.92)}" height="6" fill="url(#${id}m)" opacity=".8"/>`;
  // gotas de condensação
  const R = rng(id);
  for (let i = 0; i < 9; i++)
    s += `<ellipse cx="${n(x + 6 + R() * (w - 12))}" cy="${n(top + 20 + R() * (h - 40))}" rx="2.2" ry="3.2" fill="#fff" opacity=".55"/>`;
  s += `<rect x="${n(x + w * 0.68)}" y="${top + 12}" width="${n(w * 0.08)}" height="${n(h - 30)}" rx="3" fill="#fff" opacity=".3"/>`;
  return { defs, body: s };
}

/** copo reto com bebida; liquid [cor topo, cor base]; extras desenhados por cima */
function glass(id, cx, base, w, h, liquid, opts = {}) {
  const top = base - h;
  const inset = w * 0.1;
  const fill = opts.fill ?? 0.82;
  const lt = base - h * fill;
  const t = (y) => inset * ((base - y) / h); // estreita para baixo
  const defs = lg(id, liquid);
  let s = shadow(cx, base + 2, w * 0.6, 6);
  // líquido
  const li = inset - t(lt);
  s += `<path d="M${n(cx - w / 2 + li + 3)} ${n(lt)}H${n(cx + w / 2 - li - 3)}L${n(cx + w / 2 - inset - 3)} ${base - 6}H${n(cx - w / 2 + inset + 3)}Z" fill="url(#${id})"/>`;
  if (opts.foam) {
    s += `<path d="M${n(cx - w / 2 + li + 2)} ${n(lt + 16)}V${n(lt - 4)}q${n(w * 0.12)} -18 ${n(w * 0.26)} -6q${n(w * 0.14)} -14 ${n(w * 0.28)} -2q${n(w * 0.14)} -12 ${n(w * 0.3)} 4V${n(lt + 16)}Z" fill="#FFFBF2"/>`;
  }
  const R = rng(id);
  if (opts.ice) {
    for (let i = 0; i < 3; i++) {
      const x = cx - w * 0.28 + i * w * 0.22;
      const y = lt + 4 + R() * 24;
      s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w * 0.24)}" height="${n(w * 0.24)}" rx="5" transform="rotate(${Math.round(R() * 40 - 20)} ${n(x + w * 0.12)} ${n(y + w * 0.12)})" fill="#fff" opacity=".45" stroke="#fff" stroke-width="1.5"/>`;
    }
  }
  if (opts.bubbles) {
    for (let i = 0; i < 10; i++)
      s += `<circle cx="${n(cx - w * 0.3 + R() * w * 0.6)}" cy="${n(lt + 20 + R() * (base - lt - 30))}" r="${n(1.5 + R() * 2)}" fill="#fff" opacity=".6"/>`;
  }
  if (opts.straw) {
    s += `<path d="M${n(cx + w * 0.1)} ${base - 20}L${n(cx + w * 0.28)} ${top - 40}l${n(w * 0.22)} -8" stroke="${opts.straw}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  // vidro
  s += `<path d="M${cx - w / 2} ${top}H${cx + w / 2}L${n(cx + w / 2 - inset)} ${base}H${n(cx - w / 2 + inset)}Z" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".85" stroke-width="3" stroke-linejoin="round"/>`;
  s += `<path d="M${n(cx - w / 2 + inset + 6)} ${base - 6}H${n(cx + w / 2 - inset - 6)}" stroke="#fff" stroke-width="5" opacity=".5" stroke-linecap="round"/>`;
  s += `<path d="M${n(cx - w / 2 + 10)} ${top + 14}L${n(cx - w / 2 + inset + 8)} ${base - 18}" stroke="#fff" stroke-width="6" opacity=".45" stroke-linecap="round"/>`;
  return { defs, body: s, top };
}

const orangeSlice = (x, y, r, a = 0, c = ['#F28C12', '#FFC14D', '#FFE08A']) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><circle r="${r}" fill="${c[0]}"/><circle r="${n(r * 0.84)}" fill="${c[2]}"/><circle r="${n(r * 0.76)}" fill="${c[1]}"/>` +
  [0, 45, 90, 135]
    .map(
      (d) =>
        `<path d="M0 0l${n(Math.cos((d * Math.PI) / 180) * r * 0.76)} ${n(Math.sin((d * Math.PI) / 180) * r * 0.76)}" stroke="${c[2]}" stroke-width="2"/>`,
    )
    .join('') +
  [0, 45, 90, 135]
    .map(
      (d) =>
        `<path d="M0 0l${n(-Math.cos((d * Math.PI) / 180) * r * 0.76)} ${n(-Math.sin((d * Math.PI) / 180) * r * 0.76)}" stroke="${c[2]}" stroke-width="2"/>`,
    )
    .join('') +
  '</g>';

/** garrafa de vidro; shape 'longneck' | 'litrao' */
function bottle(id, cx, base, shape, glassCols, label, cap) {
  const long = shape === 'longneck';
  const w = long ? 62 : 80;
  const h = long ? 220 : 236;
  const top = base - h;
  const nw = long ? 22 : 26;
  const sh = long ? 0.48 : 0.56; // fração onde começa o ombro
  const yS = top + h * (1 - sh) - 30;
  const defs = lg(id, [glassCols[0], glassCols[1], glassCols[2], glassCols[0]], true);
  let s = shadow(cx, base + 2, w * 0.7, 7);
  s += `<path d="M${cx - nw / 2} ${top + 10}V${n(yS - 20)}C${cx - nw / 2} ${n(yS + 10)} ${cx - w / 2} ${n(yS + 10)} ${cx - w / 2} ${n(yS + 44)}V${base - 8}q0 8 8 8H${cx + w / 2 - 8}q8 0 8 -8V${n(yS + 44)}C${cx + w / 2} ${n(yS + 10)} ${cx + nw / 2} ${n(yS + 10)} ${cx + nw / 2} ${n(yS - 20)}V${top + 10}Z" fill="url(#${id})"/>`;
  // rótulo
  const ly = base - h * 0.42;
  s += `<rect x="${cx - w / 2}" y="${n(ly)}" width="${w}" height="${n(h * 0.26)}" fill="${label[0]}"/>`;
  s += `<ellipse cx="${cx}" cy="${n(ly + h * 0.13)}" rx="${n(w * 0.32)}" ry="${n(h * 0.085)}" fill="none" stroke="${label[1]}" stroke-width="3"/>`;
  s += `<path d="M${cx - w / 2} ${n(ly + 4)}h${w}M${cx - w / 2} ${n(ly + h * 0.26 - 4)}h${w}" stroke="${label[2]}" stroke-width="3"/>`;
  // colarinho e tampa
  s += `<rect x="${cx - nw / 2 - 1}" y="${top + 16}" width="${nw + 2}" height="26" fill="${label[0]}"/>`;
  s += `<rect x="${cx - nw / 2 - 3}" y="${top}" width="${nw + 6}" height="14" rx="3" fill="${cap}"/>`;
  s += `<path d="M${cx - w / 2 + 12} ${n(yS + 50)}V${base - 14}" stroke="#fff" stroke-width="6" opacity=".35" stroke-linecap="round"/>`;
  s += `<path d="M${cx - nw / 2 + 5} ${top + 48}V${n(yS - 10)}" stroke="#fff" stroke-width="3" opacity=".35" stroke-linecap="round"/>`;
  const R = rng(id);
  for (let i = 0; i < 8; i++)
    s += `<ellipse cx="${n(cx - w / 2 + 8 + R() * (w - 16))}" cy="${n(yS + 50 + R() * (base - yS - 70))}" rx="2" ry="3" fill="#fff" opacity=".5"/>`;
  return { defs, body: s };
}

/** garrafa PET; liquid [escuro, claro]; label [cor, faixa]; cap */
function pet(id, cx, base, w, h, liquid, label, cap, clear = false) {
  const top = base - h;
  const nw = w * 0.32;
  const yS = top + h * 0.3;
  const defs = lg(id, [liquid[0], liquid[1], liquid[0]], true);
  let s = shadow(cx, base + 2, w * 0.68, 8);
  const body = `M${n(cx - nw / 2)} ${top + 16}V${top + 26}C${n(cx - nw / 2)} ${n(yS - 10)} ${cx - w / 2} ${n(yS - 14)} ${cx - w / 2} ${n(yS + 20)}V${n(base - 22)}q0 8 6 12q-6 4 -2 10H${cx + w / 2 - 4}q4 -6 -2 -10q6 -4 6 -12V${n(yS + 20)}C${cx + w / 2} ${n(yS - 14)} ${n(cx + nw / 2)} ${n(yS - 10)} ${n(cx + nw / 2)} ${top + 26}V${top + 16}Z`;
  s += `<path d="${body}" fill="url(#${id})"${clear ? ' fill-opacity=".55" stroke="#fff" stroke-opacity=".8" stroke-width="2.5"' : ''}/>`;
  // anéis do corpo
  s += `<path d="M${cx - w / 2 + 2} ${n(yS + 34)}h${w - 4}M${cx - w / 2 + 2} ${n(base - 40)}h${w - 4}" stroke="#fff" stroke-width="2" opacity=".3"/>`;
  // rótulo
  const ly = yS + 48;
  const lh = h * 0.28;
  s += `<rect x="${cx - w / 2}" y="${n(ly)}" width="${w}" height="${n(lh)}" fill="${label[0]}"/>`;
  s += `<path d="M${cx - w / 2} ${n(ly + lh * 0.55)}q${w * 0.25} -${n(lh * 0.3)} ${w * 0.5} 0t${w * 0.5} 0" stroke="${label[1]}" stroke-width="${n(lh * 0.2)}" fill="none"/>`;

  // tampa
  s += `<rect x="${n(cx - nw / 2 - 4)}" y="${top}" width="${n(nw + 8)}" height="18" rx="3" fill="${cap}"/><path d="M${n(cx - nw / 2 - 2)} ${top + 20}h${n(nw + 4)}" stroke="${cap}" stroke-width="3"/>`;
  s += `<path d="M${n(cx - nw / 2)} ${top + 4}v10M${n(cx - nw / 6)} ${top + 4}v10M${n(cx + nw / 6)} ${top + 4}v10M${n(cx + nw / 2)} ${top + 4}v10" stroke="#000" stroke-opacity=".18" stroke-width="2"/>`;
  s += `<path d="M${cx - w / 2 + 10} ${n(yS + 26)}V${n(base - 26)}" stroke="#fff" stroke-width="7" opacity=".3" stroke-linecap="round"/>`;
  return { defs, body: s };
}

const iceCube = (x, y, sz, a) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="${-sz / 2}" y="${-sz / 2}" width="${sz}" height="${sz}" rx="${n(sz * 0.18)}" fill="#E4F6FB" stroke="#fff" stroke-width="2" opacity=".92"/><path d="M${n(-sz * 0.3)} ${n(-sz * 0.25)}h${n(sz * 0.35)}" stroke="#fff" stroke-width="3" stroke-linecap="round"/></g>`;

const passionHalf = (x, y, r) =>
  `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${n(r * 0.62)}" fill="#5B2450"/><ellipse rx="${n(r * 0.86)}" ry="${n(r * 0.5)}" fill="#FFF2C9"/><ellipse rx="${n(r * 0.74)}" ry="${n(r * 0.42)}" fill="#F5B41A"/>` +
  [
    [-0.4, -0.1],
    [0.1, -0.2],
    [0.4, 0.05],
    [-0.15, 0.18],
    [0.2, 0.22],
    [-0.5, 0.15],
  ]
    .map(([a, b]) => `<ellipse cx="${n(a * r)}" cy="${n(b * r)}" rx="3" ry="2" fill="#2E1E14"/>`)
    .join('') +
  '</g>';

const drinks = {
  cocaLata: () => {
    const c = can('cn', 150, 262, 92, ['#8E0F12', '#D7191F', '#F2484A'], '#FFFFFF');
    const g = glass('gl', 268, 262, 96, 130, ['#5A2A12', '#2A1208'], { ice: true, bubbles: true });
    return {
      defs: c.defs + g.defs,
      body:
        c.body +
        g.body +
        `<path d="M296 132a16 16 0 0 1 16 -16v16Z" fill="#9CCB3B" stroke="#6E9E21" stroke-width="2"/>`,
    };
  },
  guarana2l: () => {
    const p = pet(
      'gb',
      160,
      266,
      86,
      226,
      ['#1E6B2A', '#4FA84A'],
      ['#0F7A35', '#F2D24B'],
      '#0F5E29',
    );
    const g = glass('gg', 278, 266, 88, 116, ['#F2B23A', '#C26B14'], { ice: true, bubbles: true });
    return { defs: p.defs + g.defs, body: p.body + g.body };
  },
  sucoLaranja: () => {
    const g = glass('gj', 196, 262, 110, 170, ['#FFB23E', '#F27B12'], {
      ice: true,
      straw: '#E8453C',
    });
    return {
      defs: g.defs,
      body:
        g.body +
        orangeSlice(142, 96, 26, -20) +
        `${shadow(318, 264, 40, 7)}<circle cx="318" cy="232" r="34" fill="#F28C12"/><circle cx="306" cy="220" r="10" fill="#FFB54D" opacity=".7"/><path d="M318 198q6 -10 16 -10q-4 10 -16 10Z" fill="#4E9A2F"/>` +
        `${shadow(88, 264, 30, 6)}<g transform="translate(88 240) scale(1 .75)">${orangeSlice(0, 0, 32)}</g>`,
    };
  },
  sucoMaracuja: () => {
    const g = glass('gm', 190, 262, 110, 170, ['#FFE066', '#F4B41A'], {
      ice: true,
      straw: '#4E9A2F',
    });
    return {
      defs: g.defs,
      body:
        g.body +
        `${shadow(318, 264, 44, 8)}` +
        passionHalf(318, 246, 42) +
        `${shadow(82, 264, 36, 7)}<ellipse cx="82" cy="238" rx="36" ry="30" fill="#5B2450"/><ellipse cx="70" cy="226" rx="10" ry="6" fill="#8E4A80"/>`,
    };
  },
  agua: () => {
    const p = pet(
      'wb',
      180,
      266,
      80,
      220,
      ['#BFE6F5', '#F1FBFF'],
      ['#2E8FD0', '#FFFFFF'],
      '#1F6FB5',
      true,
    );
    return {
      defs: p.defs,
      body:
        p.body + iceCube(268, 250, 30, 12) + iceCube(300, 254, 24, -18) + iceCube(284, 226, 22, 30),
    };
  },
  cervejaLongNeck: () => {
    const b = bottle(
      'bt',
      142,
      266,
      'longneck',
      ['#1F5E2A', '#3F9448', '#7CC47A'],
      ['#F4EEDD', '#1F5E2A', '#D42F2A'],
      '#C9CDD2',
    );
    const g = glass('bg2', 262, 266, 96, 150, ['#F7C948', '#D98A12'], {
      foam: true,
      bubbles: true,
      fill: 0.78,
    });
    return { defs: b.defs + g.defs, body: b.body + g.body };
  },
};

// ---------------------------------------------------------------------------
// sobremesas
// ---------------------------------------------------------------------------

const sobremesas = {
  pudim: () => {
    const defs =
      lg('pud', ['#FBD77A', '#F2BC52']) +
      lg('car', ['#9A4A12', '#C76A1C']) +
      rg('plt', ['#FFFFFF', '#ECE6DE']);
    let s = shadow(200, 262, 160, 14, 0.2);
    s += `<ellipse cx="200" cy="236" rx="164" ry="34" fill="#D9D1C6"/><ellipse cx="200" cy="230" rx="164" ry="34" fill="url(#plt)"/>`;
    s += `<ellipse cx="200" cy="234" rx="128" ry="22" fill="#B45A14"/><ellipse cx="180" cy="230" rx="40" ry="5" fill="#E39A4A" opacity=".7"/>`;
    // corpo
    s += `<path d="M100 224L120 118Q200 98 280 118L300 224Q200 250 100 224Z" fill="url(#pud)"/>`;
    const R = rng('pudim');
    for (let i = 0; i < 16; i++)
      s += `<ellipse cx="${n(118 + R() * 164)}" cy="${n(150 + R() * 68)}" rx="${n(2 + R() * 2.5)}" ry="${n(1.5 + R() * 1.5)}" fill="#E0A33A" opacity=".8"/>`;
    // calda escorrendo
    s += `<path d="M120 118Q200 98 280 118L284 140q-4 14 -8 0l-4 12q-6 20 -12 0l-10 -4q-6 26 -13 0l-14 2q-5 14 -10 0l-16 0q-6 32 -13 0l-14 -2q-5 16 -10 0l-14 -4q-6 22 -12 0l-10 -6q-4 10 -8 0Z" fill="url(#car)"/>`;
    s += `<ellipse cx="200" cy="114" rx="80" ry="17" fill="#8A3E0E"/><ellipse cx="200" cy="113" rx="24" ry="6" fill="#5E2A08"/>`;
    s += `<path d="M140 112q30 -10 50 -8" stroke="#E0904A" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>`;
    s += `<path d="M128 150l-6 60" stroke="#fff" stroke-width="6" opacity=".3" stroke-linecap="round"/>`;
    return { defs, body: s };
  },
  brigadeiro: () => {
    let defs =
      rg('bri', ['#6B3B1E', '#3A1C0C'], 0.38, 0.35, 0.65) +
      `<pattern id="gr" width="14" height="14" patternUnits="userSpaceOnUse"><rect x="1" y="2" width="6" height="2.4" rx="1.2" fill="#2A130A" transform="rotate(30 4 3)"/><rect x="7" y="8" width="6" height="2.4" rx="1.2" fill="#7A4A2C" transform="rotate(-40 10 9)"/><rect x="2" y="9" width="5" height="2.2" rx="1.1" fill="#1E0C05" transform="rotate(80 4 10)"/><rect x="9" y="1" width="5" height="2.2" rx="1.1" fill="#4F2A15" transform="rotate(-10 11 2)"/></pattern>` +
      lg('cup', ['#8A5A3A', '#5E3A22']);
    let s = shadow(200, 262, 170, 14, 0.2);
    s += `<rect x="40" y="222" width="320" height="40" rx="12" fill="#F6EDE2"/><rect x="40" y="218" width="320" height="12" rx="6" fill="#fff"/>`;
    const r = 42;
    let ball = `<g id="bb"><path d="M${-r * 1.05} ${r * 0.3}L${-r * 0.8} ${r * 1.15}H${r * 0.8}L${r * 1.05} ${r * 0.3}Z" fill="url(#cup)"/><path d="`;
    for (let i = -3; i <= 3; i++)
      ball += `M${n(i * r * 0.28)} ${n(r * 0.35)}l${n(i * r * 0.04)} ${n(r * 0.78)}`;
    ball += `" stroke="#3E2414" stroke-width="2" opacity=".5"/><circle r="${r}" fill="url(#bri)"/><circle r="${r}" fill="url(#gr)"/><ellipse cx="-15" cy="-19" rx="12" ry="7" transform="rotate(-30 -15 -19)" fill="#fff" opacity=".25"/></g>`;
    defs += ball;
    s +=
      use('bb', 150, 140) +
      use('bb', 250, 140) +
      use('bb', 100, 190) +
      use('bb', 200, 192) +
      use('bb', 300, 190);
    return { defs, body: s };
  },
  acai: () => {
    const defs =
      lg('bowl', ['#8E5A32', '#5E3418']) + rg('acai', ['#7B3F86', '#4A1D55'], 0.5, 0.4, 0.6);
    let s = shadow(200, 266, 140, 14, 0.22);
    // colher
    s += `<path d="M250 140L320 48" stroke="#D9DCE0" stroke-width="10" stroke-linecap="round"/><ellipse cx="326" cy="40" rx="14" ry="20" transform="rotate(38 326 40)" fill="#E9ECEF" stroke="#B9BEC4" stroke-width="2"/>`;
    s += `<path d="M70 150Q74 262 200 262Q326 262 330 150Z" fill="url(#bowl)"/>`;
    s += `<path d="M96 190Q120 246 200 250" stroke="#B47A48" stroke-width="6" fill="none" stroke-linecap="round" opacity=".6"/>`;
    s += `<ellipse cx="200" cy="150" rx="130" ry="36" fill="#6E4020"/><ellipse cx="200" cy="146" rx="122" ry="31" fill="url(#acai)"/>`;
    s += `<path d="M110 130q30 -24 70 -14q20 -30 60 -6q40 -10 58 18" fill="#6A2E76"/>`;
    // granola
    const R = rng('acai');
    let gdefs = '';
    for (let k = 0; k < 3; k++)
      gdefs += `<path id="gn${k}" d="${blob(ring(0, 0, 5.5, 5, 2, R), 2)}" fill="${['#C98A3E', '#E3B06A', '#B5762E'][k]}"/>`;
    for (let i = 0; i < 26; i++) s += use('gn' + (i % 3), 96 + R() * 80, 132 + R() * 30);
    // banana
    for (const [x, y] of [
      [214, 126],
      [240, 134],
      [264, 146],
      [226, 154],
    ])
      s += `<ellipse cx="${x}" cy="${y}" rx="16" ry="10" fill="#FFF3C2" stroke="#EED58A" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="5" ry="3" fill="#E9D28A"/>`;
    // morango
    const straw = (x, y, a) =>
      `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 -16Q16 -14 12 4Q6 18 0 20Q-6 18 -12 4Q-16 -14 0 -16Z" fill="#E23A3A"/><path d="M-9 -15q9 6 18 0q-4 -8 -9 -4q-5 -4 -9 4Z" fill="#4E9A2F"/><circle cx="-4" cy="0" r="1.3" fill="#FFE08A"/><circle cx="5" cy="-4" r="1.3" fill="#FFE08A"/><circle cx="3" cy="8" r="1.3" fill="#FFE08A"/><circle cx="-5" cy="9" r="1.3" fill="#FFE08A"/></g>`;
    s += straw(290, 128, 20) + straw(192, 118, -10);
    // leite condensado
    s += `<path d="M110 150q20 -14 40 -2t40 0t40 0t40 0" stroke="#FFFBEA" stroke-width="5" fill="none" stroke-linecap="round" opacity=".95"/>`;
    return { defs: defs + gdefs, body: s };
  },
  petit: () => {
    const defs =
      lg('cake', ['#3A1A0C', '#6E3B20', '#7E4626', '#4A2210'], true) +
      rg('plt', ['#FFFFFF', '#ECE6DE']) +
      rg('ice', ['#FFFDF5', '#F3E6C8'], 0.4, 0.35, 0.7);
    let s = shadow(200, 262, 168, 14, 0.2);
    s += `<ellipse cx="200" cy="234" rx="170" ry="36" fill="#D9D1C6"/><ellipse cx="200" cy="228" rx="170" ry="36" fill="url(#plt)"/>`;
    // bolinho coberto de calda, com o recheio escorrendo no prato
    s += `<ellipse cx="160" cy="230" rx="74" ry="11" fill="#2A0E04"/>`;
    s += `<path d="M94 134Q94 118 150 116Q206 118 206 134V210Q206 226 150 228Q94 226 94 210Z" fill="url(#cake)"/>`;
    let d = 'M94 136Q94 118 150 116Q206 118 206 136V150';
    for (const [w, dd, g] of [
      [10, 16, 2],
      [12, 34, 8],
      [10, 12, 6],
      [12, 26, 8],
      [10, 44, 6],
      [12, 18, 8],
      [8, 10, 0],
    ])
      d += `q-${w / 2} ${dd * 1.4} -${w} 0l-${g} ${g ? 3 : 0}`;
    s += `<path d="${d}V136Z" fill="#2A0E04"/>`;
    s += `<path d="M108 126Q130 120 150 120" stroke="#8A4E2C" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M196 140v14" stroke="#6E3B20" stroke-width="3" stroke-linecap="round"/>`;
    s += `<path d="M122 222q24 -12 52 -2q16 6 34 8q18 4 0 12q-44 8 -80 0q-16 -6 -6 -18Z" fill="#3A1406"/><path d="M140 222q20 -6 36 0" stroke="#A8643A" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    for (const [x, y] of [
      [124, 128],
      [148, 124],
      [170, 130],
      [138, 134],
      [160, 122],
      [182, 127],
    ])
      s += `<circle cx="${x}" cy="${y}" r="2.2" fill="#fff" opacity=".9"/>`;
    // sorvete
    s += `<ellipse cx="272" cy="206" rx="56" ry="14" fill="#E9DEC4"/>`;
    s += `<path d="M222 200q-6 -66 50 -70q56 4 50 70q-8 8 -14 0q-6 10 -14 2q-8 10 -16 0q-8 10 -16 0q-8 8 -16 0q-8 6 -14 -2Z" fill="url(#ice)"/>`;
    s += `<ellipse cx="254" cy="156" rx="14" ry="8" fill="#fff" opacity=".8"/>`;
    // hortelã e morango
    s += `<path d="M284 128q14 -22 34 -14q-12 20 -34 14Z" fill="#3E9A3A"/><path d="M286 126q12 -8 26 -10" stroke="#8BD07A" stroke-width="1.6"/>`;
    s += `<g transform="translate(330 210) rotate(30)"><path d="M0 -18Q18 -16 14 4Q8 20 0 22Q-8 20 -14 4Q-18 -16 0 -18Z" fill="#E23A3A"/><path d="M-10 -17q10 7 20 0q-4 -9 -10 -4q-6 -5 -10 4Z" fill="#4E9A2F"/><circle cx="-4" cy="0" r="1.4" fill="#FFE08A"/><circle cx="5" cy="-4" r="1.4" fill="#FFE08A"/><circle cx="3" cy="9" r="1.4" fill="#FFE08A"/></g>`;
    return { defs, body: s };
  },
  mousse: () => {
    const defs = lg('mou', ['#FFF0A8', '#F8D25A']) + lg('pulp', ['#F7B51E', '#E38A0C']);
    let s = shadow(190, 264, 90, 10, 0.2);
    // taça
    s += `<path d="M180 210h20v44h-20Z" fill="#fff" fill-opacity=".5"/><ellipse cx="190" cy="258" rx="50" ry="9" fill="#fff" fill-opacity=".6" stroke="#fff" stroke-width="2"/>`;
    s += `<path d="M112 92H268L256 180Q246 214 190 214Q134 214 124 180Z" fill="url(#mou)"/>`;
    s += `<path d="M114 100h152l-2 14H116Z" fill="#FFF8D6" opacity=".8"/>`;
    s += `<ellipse cx="190" cy="92" rx="78" ry="18" fill="url(#pulp)"/>`;
    const R = rng('mousse');
    for (let i = 0; i < 22; i++) {
      const a = R() * Math.PI * 2;
      const r = Math.sqrt(R()) * 62;
      s += `<ellipse cx="${n(190 + Math.cos(a) * r)}" cy="${n(92 + Math.sin(a) * r * 0.22)}" rx="3.2" ry="2" fill="#2E1E14"/>`;
    }
    s += `<path d="M112 92H268L256 180Q246 214 190 214Q134 214 124 180Z" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".9" stroke-width="3"/>`;
    s += `<path d="M126 104l10 72" stroke="#fff" stroke-width="6" opacity=".5" stroke-linecap="round"/>`;
    s += `<path d="M206 80q10 -26 36 -22q-8 24 -36 22Z" fill="#3E9A3A"/><path d="M208 78q12 -10 30 -16" stroke="#8BD07A" stroke-width="1.6"/>`;
    s += shadow(320, 264, 44, 8) + passionHalf(320, 246, 42);
    return { defs, body: s };
  },
};

// ---------------------------------------------------------------------------
// distribuidora
// ---------------------------------------------------------------------------

const gelada = {
  fardo: () => {
    const c = can('cn', 0, 0, 64, ['#8E1512', '#D62A24', '#F26A56'], '#F6C343');
    const defs = c.defs + `<g id="cf">${c.body}</g>`;
    let s = shadow(200, 264, 170, 14, 0.22);
    for (let i = 0; i < 4; i++) s += use('cf', 110 + i * 66, 228);
    for (let i = 0; i < 4; i++) s += use('cf', 86 + i * 76, 262);
    // filme plástico
    s += `<path d="M48 138Q48 118 70 116H330Q352 118 352 138V250Q352 268 330 268H70Q48 268 48 250Z" fill="#fff" fill-opacity=".16" stroke="#fff" stroke-opacity=".75" stroke-width="3"/>`;
    s += `<path d="M60 150Q80 130 140 128M70 240q0 14 20 16M300 130q30 2 38 22" stroke="#fff" stroke-width="5" fill="none" opacity=".6" stroke-linecap="round"/>`;
    return { defs, body: s };
  },
  heineken: () => {
    const b = bottle(
      'hk',
      176,
      268,
      'longneck',
      ['#165024', '#2F8A3C', '#6CC06A'],
      ['#F4EEDD', '#165024', '#D42F2A'],
      '#2F8A3C',
    );
    return {
      defs: b.defs,
      body:
        b.body +
        iceCube(250, 254, 34, 14) +
        iceCube(290, 256, 28, -12) +
        iceCube(268, 226, 26, 32) +
        iceCube(108, 256, 26, -20),
    };
  },
  original: () => {
    const b = bottle(
      'or',
      150,
      268,
      'litrao',
      ['#4A2206', '#8A4512', '#C27A34'],
      ['#F2E6C4', '#B9322A', '#F2E6C4'],
      '#D4A94A',
    );
    const g = glass('og', 282, 268, 90, 136, ['#F7C948', '#D98A12'], {
      foam: true,
      bubbles: true,
      fill: 0.76,
    });
    return { defs: b.defs + g.defs, body: b.body + g.body };
  },
  coca2l: () => {
    const p = pet(
      'cp',
      170,
      268,
      90,
      232,
      ['#2A1208', '#6A3418'],
      ['#D7191F', '#FFFFFF'],
      '#C8141A',
    );
    const g = glass('cg', 286, 268, 84, 112, ['#5A2A12', '#2A1208'], { ice: true, bubbles: true });
    return { defs: p.defs + g.defs, body: p.body + g.body };
  },
  guaranaLata: () => {
    const c = can('gc', 178, 262, 96, ['#0E5A24', '#1C8A3A', '#5CC46A'], '#F2D24B');
    // frutos de guaraná
    const fruit = (x, y, r) =>
      `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#C8231B"/><path d="M${-r * 0.7} ${-r * 0.1}Q0 ${-r * 0.9} ${r * 0.7} ${-r * 0.1}Q0 ${r * 0.7} ${-r * 0.7} ${-r * 0.1}Z" fill="#FFF8EC"/><circle cy="${n(-r * 0.1)}" r="${n(r * 0.32)}" fill="#1A0E08"/><circle cx="${n(-r * 0.1)}" cy="${n(-r * 0.2)}" r="${n(r * 0.08)}" fill="#fff"/></g>`;
    return {
      defs: c.defs,
      body:
        c.body +
        shadow(296, 262, 56, 7) +
        fruit(278, 240, 22) +
        fruit(318, 244, 18) +
        fruit(300, 214, 18) +
        `<path d="M270 200q-16 -20 -40 -12q14 20 40 12Z" fill="#3E8A2E"/>`,
    };
  },
  agua15: () => {
    const p = pet(
      'aw',
      200,
      270,
      100,
      240,
      ['#BFE6F5', '#F1FBFF'],
      ['#2E8FD0', '#FFFFFF'],
      '#1F6FB5',
      true,
    );
    return { defs: p.defs, body: p.body + iceCube(300, 254, 30, 14) + iceCube(96, 256, 28, -16) };
  },
  gelo: () => {
    let defs = lg('bag', [
      ['#DFF3FB', 0.8],
      ['#A9DBF0', 0.85],
    ]);
    let s = shadow(200, 266, 140, 14, 0.2);
    const bag =
      'M188 72Q176 96 120 110Q80 122 78 170Q76 236 100 256Q130 270 200 270Q270 270 300 256Q324 236 322 170Q320 122 280 110Q224 96 212 72Z';
    s += `<path d="${bag}" fill="url(#bag)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`;
    const R = rng('gelo');
    defs +=
      '<g id="ic"><rect x="-15" y="-15" width="30" height="30" rx="7" fill="#F4FCFF" stroke="#8CCDE6" stroke-width="2"/><path d="M-8 -8h10" stroke="#fff" stroke-width="3" stroke-linecap="round"/></g>';
    for (let row = 0; row < 4; row++) {
      const cols = row === 0 ? 4 : 6;
      for (let i = 0; i < cols; i++) {
        const x = 200 + (i - (cols - 1) / 2) * 37 + (R() - 0.5) * 8;
        const y = 136 + row * 34 + (R() - 0.5) * 8;
        s += use('ic', x, y, 1 + R() * 50 - 25);
      }
    }
    s += `<path d="${bag}" fill="#DFF3FB" fill-opacity=".25"/>`;
    s += `<path d="M186 70Q200 62 214 70L210 84Q200 80 190 84Z" fill="#1F6FB5"/><path d="M190 62q-14 -20 -28 -14q8 16 28 14ZM210 62q14 -20 28 -14q-8 16 -28 14Z" fill="#2E8FD0"/>`;
    s += `<path d="M186 90Q170 108 140 118M214 90Q230 108 260 118M200 88V104" stroke="#fff" stroke-width="2.5" fill="none" opacity=".8" stroke-linecap="round"/>`;
    s += `<path d="M96 150Q88 200 104 240" stroke="#fff" stroke-width="8" fill="none" opacity=".55" stroke-linecap="round"/>`;
    s += use('ic', 66, 252, 14) + use('ic', 338, 250, -18);
    return { defs, body: s };
  },
  carvao: () => {
    const defs = lg('kraft', ['#D9A86A', '#B98346']) + lg('coal', ['#4A4744', '#1C1A19']);
    let s = shadow(200, 266, 160, 14, 0.22);
    s += `<path d="M110 86L290 86L300 262H100Z" fill="url(#kraft)"/>`;
    s += `<path d="M110 86L130 60H270L290 86Z" fill="#C9944F"/><path d="M130 60L150 86M270 60L250 86" stroke="#A8753A" stroke-width="3"/>`;
    s += `<path d="M104 160H296V206H104Z" fill="#2B2725"/>`;
    s += `<path d="M200 168q18 14 8 30q12 -2 10 -14q10 12 0 24q-8 4 -18 4q-14 -2 -18 -12q-4 -12 8 -22q-2 8 4 10q-6 -12 6 -20Z" fill="#F39A1E"/><path d="M200 186q8 6 4 14q-4 4 -8 0q-4 -6 4 -14Z" fill="#FFE07A"/>`;
    s += `<path d="M120 96V250" stroke="#E8C08A" stroke-width="6" opacity=".45" stroke-linecap="round"/>`;
    const R = rng('carvao');
    const chunk = (x, y, r, glow) =>
      `<path d="${blob(ring(x, y, r, 6, r * 0.35, R))}" fill="url(#coal)"/>` +
      (glow
        ? `<path d="M${x - r * 0.5} ${y + r * 0.3}q${r * 0.5} ${r * 0.3} ${r} -${r * 0.2}" stroke="#F57A1F" stroke-width="3" fill="none" stroke-linecap="round"/>`
        : '') +
      `<path d="M${n(x - r * 0.4)} ${n(y - r * 0.4)}l${n(r * 0.4)} -${n(r * 0.1)}" stroke="#8A8580" stroke-width="2" stroke-linecap="round"/>`;
    s +=
      chunk(72, 250, 22, true) +
      chunk(106, 256, 16, false) +
      chunk(310, 252, 22, false) +
      chunk(344, 256, 16, true) +
      chunk(328, 232, 14, false);
    return { defs, body: s };
  },
};

// ---------------------------------------------------------------------------
// montagem
// ---------------------------------------------------------------------------

const PRODUTOS = {
  'x-burguer': ['burger', () => burger('xb', ['patty', 'cheese'])],
  'x-salada': ['burger', () => burger('xs', ['lettuce', 'patty', 'cheese', 'tomato', 'lettuce'])],
  'x-bacon': ['burger', () => burger('xbc', ['lettuce', 'patty', 'cheese', 'bacon', 'tomato'])],
  'x-egg': ['burger', () => burger('xe', ['lettuce', 'patty', 'cheese', 'egg'])],
  'x-tudo': [
    'burger',
    () =>
      burger('xt', [
        'lettuce',
        'patty',
        'cheese',
        'ham',
        'patty',
        'cheese',
        'bacon',
        'egg',
        'tomato',
        'lettuce',
      ]),
  ],
  'misto-quente': ['burger', misto],
  'cachorro-quente': ['burger', hotdog],
  'pizza-calabresa': ['pizza', () => pizza('pc', 'calabresa')],
  'pizza-margherita': ['pizza', () => pizza('pm', 'margherita')],
  'pizza-portuguesa': ['pizza', () => pizza('pp', 'portuguesa')],
  'pizza-quatro-queijos': ['pizza', () => pizza('pq', 'quatro')],
  'pizza-frango-catupiry': ['pizza', () => pizza('pf', 'frango')],
  'pizza-pepperoni': ['pizza', () => pizza('ppe', 'pepperoni')],
  'batata-frita': ['porcao', () => friesBox()],
  'batata-cheddar-bacon': ['porcao', porcoes.cheddarBacon],
  'calabresa-acebolada': ['porcao', porcoes.calabresa],
  'isca-de-frango': ['porcao', porcoes.isca],
  'mandioca-frita': ['porcao', porcoes.mandioca],
  'file-frango-grelhado': ['prato', () => plate('pf1', 'frango')],
  'bife-parmegiana': ['prato', () => plate('pf2', 'parmegiana')],
  'strogonoff-frango': ['prato', () => plate('pf3', 'strogonoff')],
  'coca-cola-lata': ['bebida', drinks.cocaLata],
  'guarana-2l': ['bebida', drinks.guarana2l],
  'suco-laranja': ['bebida', drinks.sucoLaranja],
  'suco-maracuja': ['bebida', drinks.sucoMaracuja],
  'agua-mineral': ['bebida', drinks.agua],
  'cerveja-long-neck': ['bebida', drinks.cervejaLongNeck],
  pudim: ['doce', sobremesas.pudim],
  brigadeiro: ['doce', sobremesas.brigadeiro],
  'acai-500ml': ['doce', sobremesas.acai],
  'petit-gateau': ['doce', sobremesas.petit],
  'mousse-maracuja': ['doce', sobremesas.mousse],
  'fardo-cerveja-lata': ['gelada', gelada.fardo],
  'heineken-long-neck': ['gelada', gelada.heineken],
  'cerveja-original-600ml': ['gelada', gelada.original],
  'coca-cola-2l': ['gelada', gelada.coca2l],
  'guarana-lata': ['gelada', gelada.guaranaLata],
  'agua-mineral-1-5l': ['gelada', gelada.agua15],
  'gelo-5kg': ['frio', gelada.gelo],
  'carvao-3kg': ['frio', gelada.carvao],
};

/** renomeia ids para poder combinar vários desenhos num só arquivo */
function prefixIds(d, p) {
  const f = (str) =>
    str
      .replace(/id="([\w-]+)"/g, `id="${p}$1"`)
      .replace(/url\(#([\w-]+)\)/g, `url(#${p}$1)`)
      .replace(/href="#([\w-]+)"/g, `href="#${p}$1"`);
  return { defs: f(d.defs), body: f(d.body) };
}
/** compõe desenhos (espaço 400x300) numa arte de categoria (400x240); extra vai por cima */
function compose(parts, extra = '') {
  let defs = '';
  let body = '';
  parts.forEach(([draw, tx, ty, sc], i) => {
    const d = prefixIds(draw(), String.fromCharCode(97 + i));
    defs += d.defs;
    body += `<g transform="translate(${tx} ${ty}) scale(${sc})">${d.body}</g>`;
  });
  return { defs, body: body + extra };
}
const P = (slug) => PRODUTOS[slug][1];
/** junta vários desenhos primitivos (ids já distintos) num só */
const scene = (...ds) => ({
  defs: ds.map((d) => d.defs).join(''),
  body: ds.map((d) => d.body).join(''),
});

const fork = (x, y) =>
  `<g transform="translate(${x} ${y})" fill="#D5D9DE" stroke="#A9AFB6" stroke-width="1.5"><rect x="-4" y="40" width="8" height="110" rx="4"/><path d="M-13 -20v40q0 16 13 22q13 -6 13 -22v-40h-3v34h-4v-34h-3v34h-4v-34h-3v34h-4v-34Z"/></g>`;
const knife = (x, y) =>
  `<g transform="translate(${x} ${y})" fill="#D5D9DE" stroke="#A9AFB6" stroke-width="1.5"><rect x="-5" y="60" width="10" height="92" rx="5"/><path d="M-5 60V-10Q-5 -24 8 -26V60Z"/></g>`;

const CATEGORIAS = {
  lanches: [
    'burger',
    () =>
      compose([
        [() => friesBox(false), 141, 34, 0.72],
        [P('x-salada'), -4, 50, 0.72],
      ]),
  ],
  pizzas: [
    'pizza',
    () =>
      compose(
        [[P('pizza-pepperoni'), 56, 7, 0.72]],
        '<g transform="translate(48 196)"><circle r="14" fill="#C9281E"/><circle cx="-4" cy="-4" r="4" fill="#F07A6A"/><circle cx="24" cy="10" r="12" fill="#D9352A"/><path d="M-2 -14l4 -6M24 -2l3 -5" stroke="#3E7D2A" stroke-width="3" stroke-linecap="round"/></g>' +
          '<g fill="#2F8A36"><path d="M350 60q18 -4 24 14q-18 6 -24 -14Z"/><path d="M340 80q-2 18 16 22q4 -18 -16 -22Z"/><path d="M44 58q14 -12 28 0q-14 12 -28 0Z"/></g>',
      ),
  ],
  porcoes: [
    'porcao',
    () =>
      compose([
        [P('isca-de-frango'), 168, 47, 0.56],
        [() => friesBox(false), -24, 34, 0.72],
      ]),
  ],
  'pratos-executivos': [
    'prato',
    () => compose([[P('file-frango-grelhado'), 52, 5, 0.74]], fork(34, 44) + knife(366, 44)),
  ],
  bebidas: [
    'bebida',
    () =>
      compose([
        [
          () => {
            const c = can('cn', 120, 272, 82, ['#8E0F12', '#D7191F', '#F2484A'], '#FFFFFF');
            const g = glass('gj', 212, 272, 92, 150, ['#FFB23E', '#F27B12'], {
              ice: true,
              straw: '#E8453C',
            });
            const b = pet(
              'gb',
              302,
              272,
              74,
              200,
              ['#1E6B2A', '#4FA84A'],
              ['#0F7A35', '#F2D24B'],
              '#0F5E29',
            );
            const d = scene(c, g, b);
            return { defs: d.defs, body: d.body + orangeSlice(172, 128, 22, -20) };
          },
          40,
          4,
          0.8,
        ],
      ]),
  ],
  sobremesas: [
    'doce',
    () =>
      compose([
        [P('acai-500ml'), 158, 48, 0.64],
        [P('pudim'), -8, 52, 0.64],
      ]),
  ],
  cervejas: [
    'gelada',
    () =>
      compose([
        [
          () =>
            scene(
              bottle(
                'or',
                110,
                272,
                'litrao',
                ['#4A2206', '#8A4512', '#C27A34'],
                ['#F2E6C4', '#B9322A', '#D4A94A'],
                '#D4A94A',
              ),
              glass('og', 212, 272, 96, 146, ['#F7C948', '#D98A12'], {
                foam: true,
                bubbles: true,
                fill: 0.76,
              }),
              bottle(
                'hk',
                308,
                272,
                'longneck',
                ['#165024', '#2F8A3C', '#6CC06A'],
                ['#F4EEDD', '#165024', '#D4A94A'],
                '#2F8A3C',
              ),
            ),
          40,
          4,
          0.8,
        ],
      ]),
  ],
  'refrigerantes-e-aguas': [
    'gelada',
    () =>
      compose([
        [
          () =>
            scene(
              pet(
                'cp',
                108,
                272,
                86,
                222,
                ['#2A1208', '#6A3418'],
                ['#D7191F', '#FFFFFF'],
                '#C8141A',
              ),
              can('gc', 210, 272, 84, ['#0E5A24', '#1C8A3A', '#5CC46A'], '#F2D24B'),
              pet(
                'aw',
                308,
                272,
                80,
                210,
                ['#BFE6F5', '#F1FBFF'],
                ['#2E8FD0', '#FFFFFF'],
                '#1F6FB5',
                true,
              ),
            ),
          40,
          4,
          0.8,
        ],
      ]),
  ],
  'gelo-e-carvao': [
    'frio',
    () =>
      compose([
        [P('carvao-3kg'), 138, 50, 0.66],
        [P('gelo-5kg'), -8, 46, 0.66],
      ]),
  ],
};

function referencedImages() {
  const src = readFileSync(SEED, 'utf8');
  return [...src.matchAll(/'(\/imagens\/[^']+)'/g)].map((m) => m[1]);
}

function check() {
  const refs = referencedImages();
  const missing = refs.filter((r) => !existsSync(join(OUT, r.replace(/^\/imagens\//, ''))));
  if (missing.length) {
    console.error('Imagens faltando:\n  ' + missing.join('\n  '));
    process.exit(1);
  }
  console.log(`ok: ${refs.length} referências, todas existem`);
}

if (!process.argv.includes('--check')) {
  mkdirSync(join(OUT, 'produtos'), { recursive: true });
  mkdirSync(join(OUT, 'categorias'), { recursive: true });
  const sizes = [];
  for (const [slug, [theme, draw]] of Object.entries(PRODUTOS)) {
    const d = draw();
    const svg = frame(400, 300, theme, slug, d.defs, d.body);
    writeFileSync(join(OUT, 'produtos', slug + '.svg'), svg);
    sizes.push([`produtos/${slug}`, svg.length]);
  }
  for (const [slug, [theme, draw]] of Object.entries(CATEGORIAS)) {
    const d = draw();
    const svg = frame(400, 240, theme, slug, d.defs, d.body);
    writeFileSync(join(OUT, 'categorias', slug + '.svg'), svg);
    sizes.push([`categorias/${slug}`, svg.length]);
  }
  for (const [f, sz] of sizes) if (sz > 6000) console.warn(`aviso: ${f}.svg tem ${sz} bytes`);
  console.log(`${sizes.length} imagens geradas em ${OUT}`);
}
check();
