import { ID_MAXIMO } from '@cardapio/shared-events';
import { DomainError, type Core } from '@cardapio/core';
import type { EmpresaDaPlataforma } from '@cardapio/core';

/** What a command answers: the text for the terminal and the process's exit code. */
export interface Resultado {
  codigo: number;
  saida: string;
}

export const USO = [
  'Uso: npm run operador -- <comando>',
  '',
  '  empresas listar [--json]     todas as empresas, com a situação de cada uma',
  '  empresas desativar <id>      tira a loja do ar e encerra as sessões dela, na hora',
  '  empresas reativar <id>       devolve a loja (volta como o dono a deixou)',
  '  ajuda                        esta mensagem',
].join('\n');

/** One word for where a company stands, from the operator's point of view. */
export function situacao(e: EmpresaDaPlataforma): string {
  if (e.desativada_em) return `desativada em ${e.desativada_em.slice(0, 10)}`;
  if (!e.confirmada) return 'aguardando confirmação do email';
  if (!e.ativo) return 'tirada do ar pelo dono';
  if (!e.loja_aberta) return 'configurando (ainda não abriu)';
  return 'ativa';
}

function tabela(empresas: EmpresaDaPlataforma[]): string {
  const linhas = [
    ['ID', 'NOME', 'GESTÃO', 'CIDADE', 'CRIADA EM', 'PRODUTOS', 'PEDIDOS', 'SITUAÇÃO'],
    ...empresas.map((e) => [
      String(e.id),
      e.nome,
      e.gestao.join(', ') || '-',
      e.cidade ?? '-',
      e.criada_em.slice(0, 10),
      String(e.produtos),
      String(e.pedidos),
      situacao(e),
    ]),
  ];
  const larguras = linhas[0]!.map((_, i) => Math.max(...linhas.map((l) => l[i]!.length)));
  return linhas
    .map((l) =>
      l
        .map((c, i) => c.padEnd(larguras[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** An id as the shell gives it: digits only, in the range of the id column. */
function idDe(valor: string | undefined): number | undefined {
  if (!valor || !/^\d{1,10}$/.test(valor)) return undefined;
  const id = Number(valor);
  return id >= 1 && id <= ID_MAXIMO ? id : undefined;
}

/**
 * Runs one operator command (`npm run operador -- …`) with the platform service of a core built
 * on the deployment's database. Errors are answered, never thrown: 1 for a company not found, 2
 * for a command or id the operator mistyped.
 */
export async function executar(
  args: readonly string[],
  core: Pick<Core, 'plataforma'>,
): Promise<Resultado> {
  const [area, comando, valor, ...resto] = args;
  if (area === undefined || area === 'ajuda' || area === '--help')
    return { codigo: area === undefined ? 2 : 0, saida: USO };
  if (area !== 'empresas') return { codigo: 2, saida: `Comando desconhecido: ${area}\n\n${USO}` };
  try {
    if (comando === 'listar' && resto.length === 0 && (valor === undefined || valor === '--json')) {
      const empresas = await core.plataforma.listar();
      return {
        codigo: 0,
        saida: valor === '--json' ? JSON.stringify(empresas, null, 2) : tabela(empresas),
      };
    }
    if ((comando === 'desativar' || comando === 'reativar') && resto.length === 0) {
      const id = idDe(valor);
      if (id === undefined)
        return {
          codigo: 2,
          saida: `Id inválido: ${valor ?? '(nenhum)'}. Use o número da empresa (de 1 a ${ID_MAXIMO}).`,
        };
      const antes = await core.plataforma.obter(id);
      const depois = await core.plataforma[comando](id);
      const mudou = Boolean(antes.desativada_em) !== Boolean(depois.desativada_em);
      const verbo = comando === 'desativar' ? 'desativada' : 'reativada';
      return {
        codigo: 0,
        saida: mudou
          ? `Empresa ${id} (${depois.nome}) ${verbo}. Situação: ${situacao(depois)}.`
          : `Empresa ${id} (${depois.nome}) já estava ${verbo}: nada mudou. Situação: ${situacao(depois)}.`,
      };
    }
    return { codigo: 2, saida: `Comando desconhecido: empresas ${comando ?? ''}\n\n${USO}` };
  } catch (erro) {
    if (erro instanceof DomainError && erro.kind === 'nao_encontrado')
      return { codigo: 1, saida: `Empresa ${valor} não encontrada.` };
    throw erro;
  }
}
