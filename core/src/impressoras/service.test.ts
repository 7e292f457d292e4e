import { and, eq } from 'drizzle-orm';
import type { DomainEvent, Pedido } from '@cardapio/shared-events';
import { createTokenService } from '../auth/tokens';
import type { Database } from '../db/client';
import { createInvalidacao } from '../shared/invalidacao';
import { createReadCache } from '../shared/read-cache';
import { createTestDatabase } from '../testing';
import { impressaoTrabalhos } from './schema';
import { criarImpressoras } from './service';

/**
 * Each process remembers a company's printers for a few seconds (no query per order of a company
 * without one). A printer added through one gateway must still get the very next order placed
 * through another: the change is announced on the processes' bus (here, two buses wired to each
 * other, as Socket.IO's serverSideEmit does) and the other process forgets what it remembered.
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function processo(nome: string, outro: () => ReturnType<typeof createInvalidacao> | undefined) {
  const invalidacao = createInvalidacao({
    cache: createReadCache({ ttlMs: 60_000 }),
    anunciar: (prefixos) => outro()?.recebida(prefixos),
  });
  const publicados: DomainEvent[] = [];
  const impressoras = criarImpressoras({
    db: database.db,
    now: () => new Date(),
    publish: (e) => void publicados.push(e),
    tokens: createTokenService(`segredo-de-teste-${nome}-0123456789`),
    invalidacao,
  });
  return { impressoras, invalidacao };
}

const pedido = {
  id: 7001,
  tipo_pedido: 'retirada',
  created_at: new Date().toISOString(),
} as Pedido;
const envio = {
  empresaId: 2,
  pedido,
  itens: [
    {
      id: 1,
      produto_nome: 'Pão de queijo',
      quantidade: 1,
      personalizacoes: [],
      observacoes: null,
      estacao_id: null,
    },
  ] as unknown as Pedido['itens'],
  marcas: {},
};

async function ticketsDoPedido() {
  return database.db
    .select({ id: impressaoTrabalhos.id })
    .from(impressaoTrabalhos)
    .where(and(eq(impressaoTrabalhos.empresa_id, 2), eq(impressaoTrabalhos.pedido_id, pedido.id)));
}

test('a printer added through one process gets the next ticket placed through another at once', async () => {
  let b: ReturnType<typeof processo> | undefined = undefined;
  const a = processo('a', () => b?.invalidacao);
  b = processo('b', () => a.invalidacao);

  // Process b remembers company 2 with no printer.
  await database.db.transaction(async (tx) => {
    await b!.impressoras.aoEnviarParaCozinha(tx, envio);
  });
  expect(await ticketsDoPedido()).toEqual([]);

  // Through process a: a computer paired and a kitchen printer added.
  const novo = await a.impressoras.novoAgente(2, 0, 'PC da loja 2');
  const agente = await a.impressoras.parear(novo.codigo, 'Loja 2');
  await a.impressoras.salvarImpressora(2, null, {
    nome: 'Cozinha',
    agente_id: agente.agente.id,
    conexao: 'rede',
    endereco: '10.0.0.2',
    porta: null,
    largura: 80,
    estacoes: [],
    documentos: ['cozinha'],
    copias: 1,
    automatica: true,
    ativo: true,
  });

  // The very next order through process b prints, well inside its 5 s memory.
  await database.db.transaction(async (tx) => {
    await b!.impressoras.aoEnviarParaCozinha(tx, envio);
  });
  expect(await ticketsDoPedido()).toHaveLength(1);

  // Revoked through a: b stops printing for it at once too.
  await a.impressoras.revogar(2, agente.agente.id);
  await database.db.transaction(async (tx) => {
    await b!.impressoras.aoEnviarParaCozinha(tx, envio);
  });
  expect(await ticketsDoPedido()).toHaveLength(1);
});
