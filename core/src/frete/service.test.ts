import { eq } from 'drizzle-orm';
import { startGoogleMapsLocal, type GoogleMapsLocal } from '../../../testing/google-maps-local';
import { createTestDatabase } from '../testing';
import type { Database } from '../db/client';
import { empresas } from '../empresas/schema';
import { createFreteService, valorDoFrete } from './service';

let database: Database;
let maps: GoogleMapsLocal;
const endereco = (bairro: string) => ({
  rua: 'Rua Lauro Linhares',
  numero_casa: '10',
  bairro,
  cep: '88036002',
});

beforeAll(async () => {
  database = await createTestDatabase();
  maps = await startGoogleMapsLocal({
    chave: 'chave-valida',
    metrosPorBairro: { Trindade: 7400, 'Lagoa da Conceição': 12_300, Pântano: 31_000 },
  });
});
afterAll(async () => {
  await maps.close();
  await database.close();
});

const usarChave = (chave: string | null) =>
  database.db.update(empresas).set({ google_maps_api_key: chave }).where(eq(empresas.id, 1));

test('the fee rule: the minimum up to 5 km, then valorPorKm for each km beyond', () => {
  const info = { minimo: 5, valorPorKm: 1.5, areaMaxima: 20 };
  expect(valorDoFrete(0, info)).toBe(5);
  expect(valorDoFrete(5, info)).toBe(5);
  expect(valorDoFrete(7.4, info)).toBe(8.6);
  expect(valorDoFrete(20, info)).toBe(27.5);
});

test('with a Maps key the distance comes from the routing service, from the store address', async () => {
  await usarChave('chave-valida');
  const frete = createFreteService({ db: database.db, googleMapsBaseUrl: maps.url });
  const resultado = await frete.calcular(1, endereco('Trindade'));
  expect(resultado).toMatchObject({ distancia: 7.4, valorFrete: 8.6, foraDaArea: false });
  expect(maps.consultas.at(-1)).toBe(
    'Rua Lauro Linhares, 10 - Trindade, Florianópolis - SC, 88036002, Brasil',
  );
  // A neighbourhood that is not in the company's table is still served by the routing service.
  expect(await frete.calcular(1, endereco('Lagoa da Conceição'))).toMatchObject({
    distancia: 12.3,
  });
  expect(await frete.calcular(1, endereco('Pântano'))).toMatchObject({ foraDaArea: true });
});

test('when the service refuses the key, cannot find the address or is down, the table answers', async () => {
  const logs: string[] = [];
  await usarChave('chave-errada');
  const recusada = createFreteService({
    db: database.db,
    googleMapsBaseUrl: maps.url,
    log: (m) => logs.push(m),
  });
  expect(await recusada.calcular(1, endereco('Centro'))).toMatchObject({ distancia: 2 });
  expect(logs.at(-1)).toContain('REQUEST_DENIED');

  await usarChave('chave-valida');
  // 'Centro' is not known to the stand-in (NOT_FOUND), but it is in the table.
  expect(await recusada.calcular(1, endereco('Centro'))).toMatchObject({ distancia: 2 });

  const fora = createFreteService({
    db: database.db,
    googleMapsBaseUrl: 'http://127.0.0.1:9',
    log: (m) => logs.push(m),
  });
  expect(await fora.calcular(1, endereco('Centro'))).toMatchObject({ distancia: 2 });
  expect(logs.at(-1)).toContain('indisponível');
  // Neither the service nor the company's neighbourhoods know it: outside the delivery area.
  expect(await fora.calcular(1, endereco('Lugar Nenhum'))).toMatchObject({
    foraDaArea: true,
    motivo: 'Não entregamos no bairro Lugar Nenhum',
  });
  await usarChave(null);
});
