import { loadConfig } from './config';
import { instalarGuardaDoProcesso } from '@cardapio/workers';
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

  let encerrando = false;
  const shutdown = (motivo: string, codigo = 0) => {
    if (encerrando) return;
    encerrando = true;
    console.log(`${motivo}: encerrando com segurança...`);
    const force = setTimeout(() => process.exit(1), 15000);
    force.unref();
    server
      .close()
      .then(() => process.exit(codigo))
      .catch((error: unknown) => {
        console.error('Erro ao encerrar', error);
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM recebido'));
  process.once('SIGINT', () => shutdown('SIGINT recebido'));
  instalarGuardaDoProcesso({
    log: (mensagem, erro) => console.error(new Date().toISOString(), mensagem, erro),
    encerrar: (codigo) => shutdown('Erro inesperado', codigo),
  });
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar o Cardápio Vivo:', error);
  process.exit(1);
});
