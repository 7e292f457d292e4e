import { loadConfig } from './config';
import { startServer } from './server';

async function main() {
  const config = loadConfig();
  const server = await startServer({ config });
  const base = config.publicUrl.replace(/\/$/, '');
  console.log(
    [
      '',
      `Cardápio Vivo pronto em ${base}`,
      `  Banco: ${server.database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'} · Filas: ${server.queue.kind}`,
      `  Cardápio do cliente: ${base}/menu/1`,
      `  Área do cliente:     ${base}/login        cliente@cardapiovivo.com.br / cliente123`,
      `  Painel (gestão):     ${base}/admin/login  admin@cardapiovivo.com.br / admin123`,
      `  Painel (equipe):     ${base}/admin/login  equipe@cardapiovivo.com.br / equipe123`,
      `  Garçom:              ${base}/garcom/login garcom@cardapiovivo.com.br / garcom123`,
      `  Saúde:               ${base}/api/health`,
      '',
    ].join('\n'),
  );

  const shutdown = (signal: string) => {
    console.log(`${signal} recebido: encerrando com segurança...`);
    const force = setTimeout(() => process.exit(1), 15000);
    force.unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('Erro ao encerrar', error);
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar o Cardápio Vivo:', error);
  process.exit(1);
});
