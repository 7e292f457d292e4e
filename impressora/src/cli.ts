/**
 * Agente de impressão do Cardápio Vivo (issue 30): roda num computador da rede do restaurante e
 * imprime nas impressoras térmicas os tickets que o servidor manda.
 *
 * A primeira vez, com o código de pareamento gerado em Impressoras (/dashboard/impressoras):
 *   npm run impressora -- --servidor https://pedidos.exemplo.com.br --codigo 123456
 * Depois (o token fica guardado na pasta de dados):
 *   npm run impressora
 *   npm run impressora -- --servidor https://pedidos.exemplo.com.br
 *
 * Opções:
 *   --servidor URL   endereço do Cardápio Vivo (padrão: o do pareamento)
 *   --codigo CÓDIGO  código de pareamento (pareia de novo, trocando o token guardado)
 *   --nome NOME      nome deste computador na lista de agentes (padrão: o nome da máquina)
 *   --dados PASTA    pasta do token e do diário de impressos (padrão: ~/.cardapio-impressora)
 *   --ajuda          esta ajuda
 * Ctrl+C (SIGINT) ou SIGTERM: para depois de terminar a impressão em andamento.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { iniciarAgente } from './agente';
import { obterCredenciais } from './parear';

const AJUDA = `Uso:
  npm run impressora -- --servidor https://… --codigo 123456   (a primeira vez)
  npm run impressora -- [--servidor https://…]                 (depois)
Opções: --servidor URL, --codigo CÓDIGO, --nome NOME, --dados PASTA, --ajuda`;

function lerArgumentos() {
  try {
    return parseArgs({
      options: {
        servidor: { type: 'string' },
        codigo: { type: 'string' },
        nome: { type: 'string' },
        dados: { type: 'string' },
        ajuda: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (erro) {
    console.error(
      `Argumento inválido (${erro instanceof Error ? erro.message : String(erro)}).\n\n${AJUDA}`,
    );
    process.exit(2);
  }
}

async function main() {
  const args = lerArgumentos();
  if (args.ajuda) {
    console.log(AJUDA);
    return;
  }
  const pastaDeDados = path.resolve(args.dados ?? path.join(os.homedir(), '.cardapio-impressora'));
  let credenciais;
  try {
    credenciais = await obterCredenciais({
      pastaDeDados,
      servidor: args.servidor,
      codigo: args.codigo,
      nome: args.nome ?? os.hostname(),
    });
  } catch (erro) {
    console.error(erro instanceof Error ? erro.message : String(erro));
    process.exit(1);
  }
  if (args.codigo)
    console.log(
      `Pareado como "${credenciais.agente.nome}" com ${credenciais.servidor}; token guardado em ${pastaDeDados}.`,
    );
  const agente = await iniciarAgente({
    servidor: credenciais.servidor,
    token: credenciais.token,
    pastaDeDados,
  });
  let parando = false;
  const parar = (sinal: string) => {
    if (parando) {
      console.log('Saindo sem esperar.');
      process.exit(1);
    }
    parando = true;
    console.log(`${sinal}: parando o agente…`);
    agente.parar().then(
      () => process.exit(0),
      (erro) => {
        console.error(erro instanceof Error ? erro.message : String(erro));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => parar('SIGINT'));
  process.on('SIGTERM', () => parar('SIGTERM'));
}

main().catch((erro) => {
  console.error(erro instanceof Error ? (erro.stack ?? erro.message) : String(erro));
  process.exit(1);
});
