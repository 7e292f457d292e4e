import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@cardapio/core';
import { lerConfigDaFila, resolveRedisUrl } from '@cardapio/workers';
import { executar, USO } from './comandos';
import { criarContextoDoOperador } from './contexto';

/**
 * `npm run operador -- empresas listar|desativar <id>|reativar <id>`: the platform operator's
 * commands (docs/operacao.md), run from a shell with the deployment's configuration
 * (DATABASE_URL, REDIS_URL, QUEUE_PREFIX; DATA_DIR for PGlite).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'ajuda' || args[0] === '--help') {
    console.log(USO);
    return args.length === 0 ? 2 : 0;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', 'pglite');
  // PGlite is one process's: opening the folder a running `npm start` holds would corrupt it.
  if (!databaseUrl && fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    console.error(
      `O banco PGlite em ${dataDir} está aberto por outro processo (npm start?). Pare o ` +
        'servidor antes de usar o operador, ou use PostgreSQL (DATABASE_URL). Se nenhum ' +
        `processo o usa (o servidor caiu), apague ${path.join(dataDir, 'postmaster.pid')}.`,
    );
    return 1;
  }
  const fila = lerConfigDaFila();
  const redisUrl = await resolveRedisUrl(fila.redisUrl);
  const database = await openDatabase({ databaseUrl, dataDir });
  const contexto = criarContextoDoOperador({
    db: database.db,
    redisUrl,
    queuePrefix: fila.queuePrefix,
    publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  });
  try {
    const { codigo, saida } = await executar(args, contexto.core);
    (codigo === 0 ? console.log : console.error)(saida);
    const mudanca = args[1] === 'desativar' || args[1] === 'reativar';
    if (codigo === 0 && mudanca && !contexto.aoVivo)
      console.log(
        'Sem Redis, os gateways em execução não foram avisados: o cardápio em cache some em ' +
          'até 60 s e as sessões terminam em até 5 s (os sockets abertos, na próxima reconexão).',
      );
    return codigo;
  } finally {
    await contexto.fechar();
    await database.close();
  }
}

main().then(
  (codigo) => process.exit(codigo),
  (erro: unknown) => {
    console.error('Falha no operador:', erro);
    process.exit(1);
  },
);
