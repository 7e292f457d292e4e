import request from 'supertest';
import sharp from 'sharp';
import {
  LARGURA_DA_IMAGEM_INVALIDA,
  type CategoriaAdmin,
  type ProdutoAdmin,
} from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado } from '../../testing/loja';
import { DEMO, loginStaff } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

/** GET /api/imagens/:arquivo?w=: catalogue pictures sized for the storefront's cards. */
let server: RunningServer;
let http: RunningServer['httpServer'];
let url: string;

const baixar = (caminho: string) =>
  request(http)
    .get(caminho)
    .buffer(true)
    .parse((r, cb) => {
      const partes: Buffer[] = [];
      r.on('data', (c: Buffer) => partes.push(c));
      r.on('end', () => cb(null, Buffer.concat(partes)));
    });

/** A product with a 2000×1500 photo: stored as an 800×600 WebP. */
async function produtoComFoto(largura: number, altura: number): Promise<string> {
  const gestao = await loginStaff(http, DEMO.admin);
  const categorias = (await request(http).get('/api/categorias').set(autorizado(gestao)))
    .body as CategoriaAdmin[];
  const foto = await sharp({
    create: { width: largura, height: altura, channels: 3, background: '#2e86de' },
  })
    .jpeg()
    .toBuffer();
  const criado = await request(http)
    .post('/api/produtos')
    .set(autorizado(gestao))
    .field('nome', `Foto ${largura}`)
    .field('preco', '10')
    .field('categoria_id', String(categorias[0]!.id))
    .field('tempo_preparo', '10')
    .attach('imagem', foto, { filename: 'foto.jpg', contentType: 'image/jpeg' });
  expect(criado.status).toBe(201);
  return (criado.body as ProdutoAdmin).imagem_url!;
}

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  url = await produtoComFoto(2000, 1500);
});
afterAll(async () => {
  await server.close();
});

test.each([
  [320, 240],
  [480, 360],
  [640, 480],
])('?w=%i answers a %i px wide WebP, kept for a year, with its own ETag', async (w, h) => {
  const res = await baixar(`${url}?w=${w}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers.etag).toMatch(new RegExp(`^"[0-9a-f]{32}-${w}"$`));
  expect(await sharp(res.body as Buffer).metadata()).toMatchObject({
    format: 'webp',
    width: w,
    height: h,
  });
  const original = await baixar(url);
  expect((res.body as Buffer).length).toBeLessThan((original.body as Buffer).length);
  // Asked again (the copy is kept) and revalidated: the same bytes, then a 304.
  const denovo = await baixar(`${url}?w=${w}`);
  expect(Buffer.compare(denovo.body as Buffer, res.body as Buffer)).toBe(0);
  const naoMudou = await request(http).get(`${url}?w=${w}`).set('If-None-Match', res.headers.etag!);
  expect(naoMudou.status).toBe(304);
});

test('a picture already narrower than the width asked is answered as stored (never enlarged)', async () => {
  const pequena = await produtoComFoto(300, 200);
  const original = await baixar(pequena);
  const res = await baixar(`${pequena}?w=640`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(Buffer.compare(res.body as Buffer, original.body as Buffer)).toBe(0);
  expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 300, height: 200 });
});

test('any other width is a 400 in pt-BR, never a 500', async () => {
  for (const w of ['100', '800', '0', '-320', '320.0', '%20320', 'abc', '', '1e3', '320&w=480']) {
    const res = await request(http).get(`${url}?w=${w}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: LARGURA_DA_IMAGEM_INVALIDA });
  }
  expect(LARGURA_DA_IMAGEM_INVALIDA).toBe('Largura inválida: use 320, 480, 640');
});

test('an unknown picture with a valid width is a 404', async () => {
  for (const caminho of [
    '/api/imagens/abc?w=320',
    `/api/imagens/999999-${'0'.repeat(32)}.webp?w=320`,
    url.replace(/[0-9a-f]{4}\.webp$/, '0000.webp') + '?w=480',
  ]) {
    const res = await request(http).get(caminho);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ erro: 'Imagem não encontrada' });
  }
});
