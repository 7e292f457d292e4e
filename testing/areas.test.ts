import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { JOB_NAMES } from '../shared-events/src/jobs';

/**
 * The areas table of docs/arquitetura.md (§9, "Áreas") against the tree: each area has one name,
 * the same folder (or contract file) in every layer where it has code, and owns its tables,
 * events and jobs. A folder added under one name in one layer only, or a table, an event or a
 * job nobody owns, fails here.
 */

const RAIZ = path.join(__dirname, '..');
const DOC = fs.readFileSync(path.join(RAIZ, 'docs', 'arquitetura.md'), 'utf8');

const CAMADAS = [
  { coluna: 2, pasta: 'core/src' },
  { coluna: 3, pasta: 'gateway/src/http' },
  { coluna: 4, pasta: 'web/src/features' },
] as const;

interface Area {
  nome: string;
  celulas: string[];
}

/** A cell of the area's row; '—' when the area has nothing there. */
const celula = (area: Area, coluna: number) => area.celulas[coluna] ?? '—';

const nomesEntreCrases = (celula: string) =>
  [...celula.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

function areasDoDocumento(): Area[] {
  const inicio = DOC.indexOf('<!-- areas:inicio -->');
  const fim = DOC.indexOf('<!-- areas:fim -->');
  expect(inicio).toBeGreaterThan(0);
  expect(fim).toBeGreaterThan(inicio);
  return DOC.slice(inicio, fim)
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Área') && !l.startsWith('|---'))
    .map((linha) => {
      const celulas = linha
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return { nome: celulas[0] ?? '', celulas };
    });
}

function infraestrutura(): string[] {
  const trecho = DOC.slice(DOC.indexOf('<!-- infra -->'), DOC.indexOf('<!-- /infra -->'));
  return nomesEntreCrases(trecho).map((p) => p.replace(/\/$/, ''));
}

const pastas = (relativo: string) =>
  fs
    .readdirSync(path.join(RAIZ, relativo), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

function arquivos(dir: string, aceitar: (nome: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const caminho = path.join(dir, e.name);
    if (e.isDirectory()) return arquivos(caminho, aceitar);
    return aceitar(e.name) ? [caminho] : [];
  });
}

/**
 * The tables an area declares: every pgTable('nome', …) in its schema files, with the Drizzle
 * constant that holds it (export const pedidos = pgTable('pedidos', …)).
 */
function tabelasDeclaradas(area: string): { constante: string; tabela: string }[] {
  const tabelas: { constante: string; tabela: string }[] = [];
  for (const arquivo of arquivos(path.join(RAIZ, 'core/src', area), (n) => n === 'schema.ts')) {
    // With parents set: a table's constant is its call's parent declaration.
    const fonte = ts.createSourceFile(
      arquivo,
      fs.readFileSync(arquivo, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visitar = (no: ts.Node) => {
      if (
        ts.isCallExpression(no) &&
        ts.isIdentifier(no.expression) &&
        no.expression.text === 'pgTable' &&
        no.arguments[0] &&
        ts.isStringLiteral(no.arguments[0])
      ) {
        const declaracao = no.parent;
        const constante =
          ts.isVariableDeclaration(declaracao) && ts.isIdentifier(declaracao.name)
            ? declaracao.name.text
            : '';
        tabelas.push({ constante, tabela: no.arguments[0].text });
      }
      ts.forEachChild(no, visitar);
    };
    visitar(fonte);
  }
  return tabelas;
}

/** The Socket.IO events the server sends (ServerToClientEvents in shared-events/src/events.ts). */
function eventosDoServidor(): string[] {
  const arquivo = path.join(RAIZ, 'shared-events/src/events.ts');
  const fonte = ts.createSourceFile(
    arquivo,
    fs.readFileSync(arquivo, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const nomes: string[] = [];
  fonte.forEachChild((no) => {
    if (ts.isInterfaceDeclaration(no) && no.name.text === 'ServerToClientEvents') {
      for (const membro of no.members) {
        if (membro.name && ts.isStringLiteral(membro.name)) nomes.push(membro.name.text);
      }
    }
  });
  return nomes;
}

const AREAS = areasDoDocumento();
const INFRA = infraestrutura();

test('the table lists each area once, by its own name', () => {
  expect(AREAS.length).toBeGreaterThan(15);
  const nomes = AREAS.map((a) => a.nome);
  expect(new Set(nomes).size).toBe(nomes.length);
  for (const { nome, celulas } of AREAS) {
    expect(nome).toMatch(/^[a-z][a-z-]*$/);
    expect(celulas).toHaveLength(8);
  }
});

test.each(CAMADAS)(
  'every folder of $pasta is an area of the table under its name, or infrastructure',
  ({ coluna, pasta }) => {
    const daTabela = AREAS.filter((a) => celula(a, coluna) !== '—');
    for (const area of daTabela) {
      // The folder named in the table is the area's own name.
      expect(nomesEntreCrases(celula(area, coluna))).toEqual([`${area.nome}/`]);
    }
    const esperadas = daTabela.map((a) => a.nome).sort();
    const infra = INFRA.filter((p) => path.dirname(p) === pasta).map((p) => path.basename(p));
    const reais = pastas(pasta)
      .filter((p) => !infra.includes(p))
      .sort();
    expect(reais).toEqual(esperadas);
  },
);

test('every contract file of shared-events is an area of the table under its name, or infrastructure', () => {
  // An area's contract: <área>.ts (types, events, messages) and, where it takes input,
  // <área>.esquemas.ts (its zod schemas, apart so the storefront's first load skips them); other
  // large parts few screens use may stand apart the same way, as <área>.<parte>.ts.
  const comContrato = AREAS.filter((a) => celula(a, 1) !== '—');
  const esperados: string[] = [];
  for (const area of comContrato) {
    const nomes = nomesEntreCrases(celula(area, 1));
    expect(nomes[0]).toBe(`${area.nome}.ts`);
    for (const parte of nomes.slice(1))
      expect(parte).toMatch(new RegExp(`^${area.nome}\\.[a-z]+\\.ts$`));
    esperados.push(...nomes);
  }
  const infra = INFRA.filter((p) => p.startsWith('shared-events/src/')).map((p) =>
    path.basename(p),
  );
  const reais = fs
    .readdirSync(path.join(RAIZ, 'shared-events/src'), { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => e.name)
    .filter((n) => !infra.includes(n))
    .sort();
  expect(reais).toEqual(esperados.sort());
  // No second home for contracts (the old schemas/ folder).
  expect(pastas('shared-events/src')).toEqual([]);
});

test('each area owns exactly the tables its schema files declare, and every table has an owner', () => {
  for (const area of AREAS) {
    const listadas = celula(area, 5) === '—' ? [] : nomesEntreCrases(celula(area, 5));
    expect({ area: area.nome, tabelas: listadas.sort() }).toEqual({
      area: area.nome,
      tabelas: tabelasDeclaradas(area.nome)
        .map((t) => t.tabela)
        .sort(),
    });
  }
  // No table declared outside an area's folder (the infrastructure folders hold none).
  for (const pasta of INFRA.filter((p) => p.startsWith('core/src/'))) {
    const forasteiras = arquivos(path.join(RAIZ, pasta), (n) => n === 'schema.ts').filter((a) =>
      /pgTable\(/.test(fs.readFileSync(a, 'utf8')),
    );
    expect(forasteiras).toEqual([]);
  }
});

test('every event the server sends and every job has exactly one owning area', () => {
  const donos = (coluna: number) =>
    AREAS.flatMap((a) => (celula(a, coluna) === '—' ? [] : nomesEntreCrases(celula(a, coluna))));
  const eventos = donos(6);
  expect(new Set(eventos).size).toBe(eventos.length);
  expect(eventos.sort()).toEqual(eventosDoServidor().sort());
  const jobs = donos(7);
  expect(new Set(jobs).size).toBe(jobs.length);
  expect(jobs.sort()).toEqual([...JOB_NAMES].sort());
});

test('each area registers the processors of exactly the jobs it owns, in its entry file', () => {
  for (const area of AREAS) {
    const entrada = path.join(RAIZ, 'core/src', area.nome, 'index.ts');
    const registrados = fs.existsSync(entrada)
      ? [...fs.readFileSync(entrada, 'utf8').matchAll(/\bjobs\.registrar\(\s*'([\w.]+)'/g)].map(
          (m) => m[1],
        )
      : [];
    const donos = celula(area, 7) === '—' ? [] : nomesEntreCrases(celula(area, 7));
    expect({ area: area.nome, jobs: registrados.sort() }).toEqual({
      area: area.nome,
      jobs: donos.sort(),
    });
  }
});

/** Every .ts of an area's core folder but tests, the demo seed and the test harness. */
const fontesDaArea = (area: string) =>
  arquivos(path.join(RAIZ, 'core/src', area), (n) => n.endsWith('.ts') && !n.endsWith('.test.ts'));

test('no area writes another area’s table: the owner supplies the write (or the piece of SQL)', () => {
  // Drizzle's table constants (export const pedidos = pgTable('pedidos', …)) and who owns each.
  const dono = new Map<string, string>();
  const constante = new Map<string, string>();
  for (const area of AREAS) {
    for (const tabela of celula(area, 5) === '—' ? [] : nomesEntreCrases(celula(area, 5))) {
      dono.set(tabela, area.nome);
    }
    for (const { constante: nome, tabela } of tabelasDeclaradas(area.nome)) {
      constante.set(nome, tabela);
    }
  }
  expect(constante.size).toBeGreaterThan(30);
  const estrangeiras: string[] = [];
  let escritas = 0;
  for (const area of AREAS) {
    for (const arquivo of fontesDaArea(area.nome)) {
      const fonte = fs.readFileSync(arquivo, 'utf8');
      const linha = (indice: number) => fonte.slice(0, indice).split('\n').length;
      const onde = `${path.relative(RAIZ, arquivo)}:`;
      // Drizzle: db.insert(x), tx.update(x), db.delete(x).
      for (const m of fonte.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
        const tabela = constante.get(m[2]!);
        if (!tabela) continue;
        escritas++;
        if (dono.get(tabela) !== area.nome)
          estrangeiras.push(`${onde}${linha(m.index)} ${m[1]} ${tabela} (de ${dono.get(tabela)})`);
      }
      // Raw SQL: insert into ${x} / update pedidos / delete from x.
      for (const m of fonte.matchAll(/\b(insert\s+into|update|delete\s+from)\s+(?:\$\{)?(\w+)/gi)) {
        const tabela = constante.get(m[2]!) ?? (dono.has(m[2]!) ? m[2]! : undefined);
        if (!tabela) continue;
        escritas++;
        if (dono.get(tabela) !== area.nome)
          estrangeiras.push(`${onde}${linha(m.index)} ${m[1]} ${tabela} (de ${dono.get(tabela)})`);
      }
    }
  }
  // The scan sees the writes (it would pass vacuously if the patterns stopped matching).
  expect(escritas).toBeGreaterThan(80);
  expect(estrangeiras).toEqual([]);
});

test('the gateway loads no public read itself: each one is an area’s key and loader in core', () => {
  const fontes = arquivos(
    path.join(RAIZ, 'gateway/src'),
    (n) => n.endsWith('.ts') && !n.endsWith('.test.ts'),
  ).filter((f) => !f.includes(`${path.sep}testing${path.sep}`));
  const usos: string[] = [];
  let leituras = 0;
  for (const arquivo of fontes) {
    const fonte = fs.readFileSync(arquivo, 'utf8');
    // A loader handed to the cache from the gateway.
    if (/\.cache\.get\(/.test(fonte)) usos.push(`${path.relative(RAIZ, arquivo)}: cache.get`);
    for (const m of fonte.matchAll(/\b(sendCached|lerPublicaJson)\(\s*core,[^;]*?;/gs)) {
      leituras++;
      if (!/core\.leiturasPublicas\.\w+/.test(m[0]))
        usos.push(`${path.relative(RAIZ, arquivo)}: ${m[0].slice(0, 80)}`);
    }
  }
  expect(leituras).toBeGreaterThanOrEqual(9);
  expect(usos).toEqual([]);
});

test('each core area has one entry file, and the wiring and the package reach areas only through it', () => {
  const comCore = AREAS.filter((a) => celula(a, 2) !== '—');
  for (const area of comCore) {
    expect(fs.existsSync(path.join(RAIZ, 'core/src', area.nome, 'index.ts'))).toBe(true);
  }
  const nomes = new Set(comCore.map((a) => a.nome));
  for (const entrada of ['core/src/core.ts', 'core/src/index.ts']) {
    const fonte = fs.readFileSync(path.join(RAIZ, entrada), 'utf8');
    const profundos = [...fonte.matchAll(/from '\.\/([\w-]+)\/([^']+)'/g)]
      .filter((m) => nomes.has(m[1]!))
      .map((m) => `${entrada}: ./${m[1]}/${m[2]}`);
    expect(profundos).toEqual([]);
  }
});

test('an area’s messages live in its contract, not in core', () => {
  const declaradas = AREAS.flatMap((area) =>
    fontesDaArea(area.nome).flatMap((arquivo) =>
      [...fs.readFileSync(arquivo, 'utf8').matchAll(/\bconst (MENSAGENS_\w+)\s*=/g)].map(
        (m) => `${path.relative(RAIZ, arquivo)}: ${m[1]}`,
      ),
    ),
  );
  expect(declaradas).toEqual([]);
});

/** The helpers of core/src/shared/errors.ts (and pagamentos' indisponivel): the text is their last argument. */
const ERROS_DE_DOMINIO = new Set([
  'validacao',
  'naoAutenticado',
  'proibido',
  'naoEncontrado',
  'conflito',
  'indisponivel',
  'DomainError',
]);

/** Whether an expression is text written in place: a literal, or a branch or sum holding one. */
function escreveTexto(no: ts.Expression): boolean {
  if (
    ts.isStringLiteral(no) ||
    ts.isNoSubstitutionTemplateLiteral(no) ||
    ts.isTemplateExpression(no)
  )
    return true;
  if (ts.isParenthesizedExpression(no)) return escreveTexto(no.expression);
  if (ts.isConditionalExpression(no))
    return escreveTexto(no.whenTrue) || escreveTexto(no.whenFalse);
  if (ts.isBinaryExpression(no) && no.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return escreveTexto(no.left) || escreveTexto(no.right);
  return false;
}

test('every text core answers with comes from a contract: no domain error writes its own', () => {
  const inline: string[] = [];
  for (const area of AREAS)
    for (const arquivo of fontesDaArea(area.nome)) {
      const fonte = ts.createSourceFile(
        arquivo,
        fs.readFileSync(arquivo, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      const visitar = (no: ts.Node): void => {
        if ((ts.isCallExpression(no) || ts.isNewExpression(no)) && ts.isIdentifier(no.expression)) {
          const texto = no.arguments?.[no.arguments.length - 1];
          const mensagem = no.expression.text === 'DomainError' ? no.arguments?.[1] : texto;
          if (ERROS_DE_DOMINIO.has(no.expression.text) && mensagem && escreveTexto(mensagem))
            inline.push(
              `${path.relative(RAIZ, arquivo)}:${fonte.getLineAndCharacterOfPosition(no.getStart()).line + 1}`,
            );
        }
        ts.forEachChild(no, visitar);
      };
      visitar(fonte);
    }
  expect(inline).toEqual([]);
});
