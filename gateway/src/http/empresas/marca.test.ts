import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import type { Express } from 'express';
import {
  IMAGEM_TAMANHO_MAXIMO,
  MENSAGEM_CARACTERE_INVALIDO,
  MENSAGENS_CATALOGO,
  MENSAGENS_EMPRESA,
  mensagemDeContraste,
  type EmpresaConfig,
  type EmpresaPublica,
} from '@cardapio/shared-events';
import { empresas, imagens } from '@cardapio/core/testing';
import { createApp } from '../../app';
import { apiDeTeste } from '../../testing/api-de-teste';
import { autorizado } from '../../testing/loja';

/**
 * A company's storefront brand (issue 26 §2): the logo, uploaded like a catalogue picture, and
 * the colour, saved with the company settings and refused when no text reads on it. Both reach
 * the public company route and the first screen the server draws, whose cache drops at once.
 */

const api = apiDeTeste({ equipe: true });
const BASE = { nome: 'Cardápio Vivo Demo', email: 'contato@cardapiovivo.com.br' };

/** A transparent PNG logo (what a designer sends), width × height. */
const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 29, g: 78, b: 216, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

const enviarLogo = (
  token: string,
  arquivo: Buffer,
  opcoes: { filename: string; contentType: string } = {
    filename: 'logo.png',
    contentType: 'image/png',
  },
  id: number | string = 1,
) =>
  request(api.http)
    .put(`/api/empresas/${id}/logo`)
    .set(autorizado(token))
    .attach('imagem', arquivo, opcoes);

const put = (token: string, body: object, id: number | string = 1) =>
  request(api.http).put(`/api/empresas/${id}`).set(autorizado(token)).send(body);

const linha = async (id = 1) =>
  (await api.server.core.db.select().from(empresas).where(eq(empresas.id, id)))[0]!;
const totalImagens = async () =>
  Number((await api.server.core.db.select({ n: count() }).from(imagens))[0]!.n);
const publica = async (id = 1) =>
  (await request(api.http).get(`/api/empresa/${id}/public`)).body as EmpresaPublica;

/** The company and its storefront back as the seed left them (other files read them). */
afterEach(async () => {
  await api.server.core.db
    .update(empresas)
    .set({ logo_url: null, cor_marca: null })
    .where(eq(empresas.id, 1));
  await api.server.core.empresaConfig.salvar(1, BASE);
});

describe('PUT|DELETE /api/empresas/:id/logo', () => {
  test('gestão and colaborador upload a logo: re-encoded WebP, on the public route and in the settings', async () => {
    for (const token of [api.gestao, api.colaborador]) {
      const res = await enviarLogo(token, await png(1200, 400));
      expect(res.status).toBe(200);
      expect(res.body.mensagem).toBe(MENSAGENS_EMPRESA.logoSalva);
      const empresa = res.body.empresa as EmpresaConfig;
      expect(empresa.logo_url).toMatch(/^\/api\/imagens\/\d+-[0-9a-f]{32}\.webp$/);
      expect((await publica()).logo_url).toBe(empresa.logo_url);
      const lida = await request(api.http).get('/api/empresas/1').set(autorizado(token));
      expect((lida.body as EmpresaConfig).logo_url).toBe(empresa.logo_url);

      const imagem = await request(api.http)
        .get(empresa.logo_url!)
        .buffer(true)
        .parse((r, cb) => {
          const partes: Buffer[] = [];
          r.on('data', (c: Buffer) => partes.push(c));
          r.on('end', () => cb(null, Buffer.concat(partes)));
        });
      expect(imagem.status).toBe(200);
      const meta = await sharp(imagem.body as Buffer).metadata();
      // At most 800 px, proportions and transparency kept.
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 267, hasAlpha: true });
      // Stored with the company's pictures.
      const [guardada] = await api.server.core.db
        .select({ empresa_id: imagens.empresa_id })
        .from(imagens)
        .where(eq(imagens.hash, empresa.logo_url!.slice(-37, -5)));
      expect(guardada?.empresa_id).toBe(1);
    }
  });

  test('removing the logo empties it everywhere', async () => {
    expect((await enviarLogo(api.gestao, await png(200, 200))).status).toBe(200);
    const res = await request(api.http)
      .delete('/api/empresas/1/logo')
      .set(autorizado(api.colaborador));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mensagem: MENSAGENS_EMPRESA.logoRemovida,
      empresa: { logo_url: null },
    });
    expect((await publica()).logo_url).toBeNull();
    expect((await linha()).logo_url).toBeNull();
  });

  test('a file that is not an image (declared as text, or named .png) is 400 and nothing is written', async () => {
    const antes = [await linha(), await totalImagens()];
    const texto = Buffer.from('isto não é uma imagem\n'.repeat(20));
    for (const arquivo of [
      { filename: 'logo.txt', contentType: 'text/plain' },
      { filename: 'logo.png', contentType: 'image/png' },
      { filename: 'logo.svg', contentType: 'image/svg+xml' },
    ]) {
      const res = await enviarLogo(api.gestao, texto, arquivo);
      expect([arquivo.filename, res.status, res.body]).toEqual([
        arquivo.filename,
        400,
        { erro: MENSAGENS_CATALOGO.arquivoNaoImagem },
      ]);
    }
    expect([await linha(), await totalImagens()]).toEqual(antes);
  });

  test('a file over 5 MB is 413 and nothing is written', async () => {
    const antes = [await linha(), await totalImagens()];
    const res = await enviarLogo(api.gestao, Buffer.alloc(IMAGEM_TAMANHO_MAXIMO + 1, 1), {
      filename: 'logo.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ erro: MENSAGENS_CATALOGO.arquivoGrande });
    expect([await linha(), await totalImagens()]).toEqual(antes);
  });

  test('no file, or a JSON body, is 400', async () => {
    const semArquivo = await request(api.http)
      .put('/api/empresas/1/logo')
      .set(autorizado(api.gestao))
      .field('nome', 'x');
    expect(semArquivo.status).toBe(400);
    expect(semArquivo.body).toEqual({ erro: MENSAGENS_EMPRESA.logoObrigatoria });
    const json = await request(api.http)
      .put('/api/empresas/1/logo')
      .set(autorizado(api.gestao))
      .send({ logo_url: '/api/imagens/1-' + 'a'.repeat(32) + '.webp' });
    expect(json.status).toBe(400);
    expect((await linha()).logo_url).toBeNull();
  });

  test('another company, waiter, customer and no token are refused; nothing is written', async () => {
    const antes = [await linha(1), await linha(2), await totalImagens()];
    const arquivo = await png(100, 100);
    // Company 2's manager on company 1, and company 1's manager on company 2.
    for (const [token, id] of [
      [api.gestao2, 1],
      [api.gestao, 2],
    ] as const) {
      const res = await enviarLogo(token, arquivo, undefined, id);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ erro: MENSAGENS_EMPRESA.outraEmpresa });
      const remover = await request(api.http)
        .delete(`/api/empresas/${id}/logo`)
        .set(autorizado(token));
      expect(remover.status).toBe(403);
    }
    for (const token of [api.garcom, api.cliente]) {
      expect((await enviarLogo(token, arquivo)).status).toBe(403);
      expect(
        (await request(api.http).delete('/api/empresas/1/logo').set(autorizado(token))).status,
      ).toBe(403);
    }
    const anonimo = await request(api.http)
      .put('/api/empresas/1/logo')
      .attach('imagem', arquivo, 'logo.png');
    expect(anonimo.status).toBe(401);
    expect((await request(api.http).delete('/api/empresas/1/logo')).status).toBe(401);
    expect([await linha(1), await linha(2), await totalImagens()]).toEqual(antes);
  });

  test.each(['2147483647', '2147483648', '-1', 'abc', '0', '1.5', '1%00'])(
    'id %s → 400 or 403, never 500',
    async (id) => {
      const res = await enviarLogo(api.gestao, await png(10, 10), undefined, id);
      expect([400, 403]).toContain(res.status);
      expect(res.body.erro).toEqual(expect.any(String));
    },
  );
});

describe('cor_marca on PUT /api/empresas/:id', () => {
  test('a colour is saved as #rrggbb and reaches the public route; null and blank remove it', async () => {
    const res = await put(api.colaborador, { ...BASE, cor_marca: ' #1D4ED8 ' });
    expect(res.status).toBe(200);
    expect((res.body.empresa as EmpresaConfig).cor_marca).toBe('#1d4ed8');
    expect((await publica()).cor_marca).toBe('#1d4ed8');
    // Absent keeps it.
    expect((await put(api.gestao, BASE)).body.empresa.cor_marca).toBe('#1d4ed8');
    // A light colour is accepted too: its text will be near-black.
    expect((await put(api.gestao, { ...BASE, cor_marca: '#FC0' })).body.empresa.cor_marca).toBe(
      '#ffcc00',
    );
    expect((await put(api.gestao, { ...BASE, cor_marca: null })).body.empresa.cor_marca).toBeNull();
    await put(api.gestao, { ...BASE, cor_marca: '#1d4ed8' });
    expect((await put(api.gestao, { ...BASE, cor_marca: '' })).body.empresa.cor_marca).toBeNull();
    expect((await publica()).cor_marca).toBeNull();
  });

  test.each([
    ['#2580a9', mensagemDeContraste('#2580a9')],
    ['#e71a94', mensagemDeContraste('#e71a94')],
    ['azul', MENSAGENS_EMPRESA.corInvalida],
    ['#12345', MENSAGENS_EMPRESA.corInvalida],
    ['#1234567', MENSAGENS_EMPRESA.corInvalida],
    ['#ggg000', MENSAGENS_EMPRESA.corInvalida],
    ['rgb(29, 78, 216)', MENSAGENS_EMPRESA.corInvalida],
    ['#1d4ed8;}body{display:none', MENSAGENS_EMPRESA.corInvalida],
    ['#1d4ed8\u0000', MENSAGEM_CARACTERE_INVALIDO],
    ['#'.repeat(10_000), MENSAGENS_EMPRESA.corInvalida],
    [123456, MENSAGENS_EMPRESA.corInvalida],
    [['#1d4ed8'], MENSAGENS_EMPRESA.corInvalida],
    [{ cor: '#1d4ed8' }, MENSAGENS_EMPRESA.corInvalida],
    [true, MENSAGENS_EMPRESA.corInvalida],
  ])('cor_marca case %# → 400 with its message, nothing written', async (cor_marca, erro) => {
    await put(api.gestao, { ...BASE, cor_marca: '#1d4ed8' });
    const antes = await linha();
    const res = await put(api.gestao, { ...BASE, nome: 'Outro nome', cor_marca });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro });
    expect(await linha()).toEqual(antes);
  });

  test('the contrast refusal says why, with both ratios and a darker shade that passes', () => {
    expect(mensagemDeContraste('#2580a9')).toBe(
      'Cor da marca com pouco contraste: o texto dos botões e do cabeçalho precisa de 4,5:1, ' +
        'e #2580A9 dá 4,4:1 com texto branco e 4,2:1 com texto escuro. ' +
        'Experimente um tom mais escuro, como #247DA6.',
    );
  });

  test('the database itself refuses a colour in any other shape', async () => {
    await expect(
      api.server.core.db
        .update(empresas)
        .set({ cor_marca: 'red;}*{color:red' })
        .where(eq(empresas.id, 1)),
    ).rejects.toThrow();
    expect((await linha()).cor_marca).toBeNull();
  });
});

describe('GET /api/empresa/:id/public', () => {
  test('the spec fields plus cnpj, logo_url and cor_marca; no keys or internal settings', async () => {
    await put(api.gestao, {
      ...BASE,
      cnpj: '12.345.678/0001-90',
      cor_marca: '#7c3aed',
      google_maps_api_key: 'AIza-chave-secreta-1234',
    });
    const res = await request(api.http).get('/api/empresa/1/public');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body as object).sort()).toEqual(
      [
        'cnpj',
        'cor_marca',
        'endereco',
        'id',
        'logo_url',
        'mensagens_whatsapp',
        'nome',
        'telefone',
        'whatsapp',
      ].sort(),
    );
    expect(res.body).toMatchObject({ cnpj: '12.345.678/0001-90', cor_marca: '#7c3aed' });
    expect(res.text).not.toContain('AIza');
    await put(api.gestao, { ...BASE, cnpj: null, google_maps_api_key: null });
  });
});

describe('the storefront first screen', () => {
  const HTML =
    '<!doctype html><html><head><title>Cardápio Vivo</title><script type="module" src="/assets/index.js"></script></head>' +
    '<body><div id="root"></div></body></html>';
  let app: Express;
  let webDist: string;
  beforeAll(() => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marca-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), HTML);
    // The same core (and read cache) as the API server the writes go through.
    app = createApp(api.server.core, {
      health: { databaseKind: 'pglite', queueKind: 'in-process', redis: async () => 'desativado' },
      webDist,
    });
  });
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

  const pagina = async () => {
    const res = await request(app).get('/menu/1');
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-testid="primeira-tela"');
    return res.text;
  };

  test('is drawn in the product palette, then in the company colour and logo right after they change', async () => {
    const antes = await pagina();
    expect(antes).not.toContain('pt-logo"><img');
    expect(antes).not.toContain('.pt{--marca:#1d4ed8');
    expect(antes).toContain(`<title>${BASE.nome} · Cardápio</title>`);

    // The cache entries the page is built from are now warm; the writes must drop them.
    const logo = (await enviarLogo(api.gestao, await png(300, 300))).body.empresa as EmpresaConfig;
    const comLogo = await pagina();
    expect(comLogo).toContain(`<span class="pt-logo"><img src="${logo.logo_url}?w=320"`);

    expect(
      (await put(api.gestao, { ...BASE, nome: 'Bar do Zé', cor_marca: '#1d4ed8' })).status,
    ).toBe(200);
    const colorida = await pagina();
    expect(colorida).toContain('.pt{--marca:#1d4ed8;');
    expect(colorida).toContain('--marca-contraste:#ffffff');
    expect(colorida).toContain('<title>Bar do Zé · Cardápio</title>');
    // A light colour carries near-black text.
    await put(api.gestao, { ...BASE, cor_marca: '#facc15' });
    expect(await pagina()).toContain('--marca-contraste:#13100e');

    await request(api.http).delete('/api/empresas/1/logo').set(autorizado(api.gestao));
    await put(api.gestao, { ...BASE, cor_marca: null });
    const denovo = await pagina();
    expect(denovo).not.toContain('pt-logo"><img');
    expect(denovo).not.toContain('--marca-contraste:#13100e');
  });

  test('a stored value the first screen cannot trust is not drawn', async () => {
    // Written around the API (an old row, a hand edit): the URL of another site.
    await api.server.core.db
      .update(empresas)
      .set({ logo_url: 'https://evil.example/logo.png' })
      .where(eq(empresas.id, 1));
    await api.server.core.empresaConfig.salvar(1, { ...BASE, nome: 'Bar <b>do</b> Zé' });
    const html = await pagina();
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<title>Bar &lt;b&gt;do&lt;/b&gt; Zé · Cardápio</title>');
  });
});
