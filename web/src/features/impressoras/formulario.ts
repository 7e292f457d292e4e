import {
  DOCUMENTOS_DE_IMPRESSAO,
  MENSAGENS_IMPRESSORA,
  NOME_DO_DOCUMENTO,
  type AgenteDeImpressao,
  type ConexaoDaImpressora,
  type DocumentoDeImpressaoTipo,
  type Estacao,
  type ImpressoraForm,
} from '@cardapio/shared-events';

/** A printer as GET /api/impressoras lists it. */
export interface ImpressoraCadastrada extends ImpressoraForm {
  id: number;
}

/** The screen's own texts (the server answers the rest: `erro`, and `mensagem` on delete). */
export const TEXTOS_IMPRESSORA = {
  impressoraCriada: 'Impressora cadastrada com sucesso!',
  impressoraAtualizada: 'Impressora atualizada com sucesso!',
  erroSalvar: 'Não foi possível salvar a impressora. Tente novamente.',
  erroExcluir: 'Não foi possível excluir a impressora. Tente novamente.',
  erroCarregar: 'Erro ao carregar as impressoras',
  erroCodigo: 'Não foi possível gerar o código. Tente novamente.',
  erroDesconectar: 'Não foi possível desconectar o computador. Tente novamente.',
  semComputadores: 'Nenhum computador pareado ainda',
  semComputadoresDescricao:
    'Adicione o computador do restaurante que fica ligado às impressoras: ele recebe os pedidos ' +
    'e imprime na hora, sem ninguém apertar nada.',
  semImpressoras: 'Nenhuma impressora cadastrada',
  semImpressorasDescricao: (temComputador: boolean) =>
    temComputador
      ? 'Cadastre cada impressora térmica que o computador alcança: pela rede (IP) ou pelo USB.'
      : 'Primeiro adicione um computador de impressão; depois cadastre as impressoras que ele alcança.',
  confirmarExclusao: (nome: string) =>
    `"${nome}" deixa de imprimir e sai da lista. Esta ação não pode ser desfeita.`,
  confirmarDesconexao: (nome: string) =>
    `"${nome}" para de imprimir na hora e só volta com um código novo. As impressoras dele ` +
    'continuam cadastradas: edite-as para escolher outro computador.',
  confirmarRemocao: (nome: string) =>
    `O código de "${nome}" deixa de valer e o computador sai da lista.`,
} as const;

/** What the agent uses when a network printer names no port. */
export const PORTA_PADRAO = 9100;

export const OPCOES_DE_CONEXAO: { value: ConexaoDaImpressora; label: string }[] = [
  { value: 'rede', label: 'Rede (IP)' },
  { value: 'arquivo', label: 'Arquivo ou USB' },
];

export const OPCOES_DE_LARGURA: { value: '58' | '80'; label: string }[] = [
  { value: '58', label: '58 mm' },
  { value: '80', label: '80 mm' },
];

export const EXEMPLO_DE_ENDERECO: Record<ConexaoDaImpressora, string> = {
  rede: '192.168.0.50',
  arquivo: '/dev/usb/lp0',
};

export const AJUDA_DO_ENDERECO: Record<ConexaoDaImpressora, string> = {
  rede: 'O IP da impressora na rede do restaurante (sai na folha de teste dela)',
  arquivo:
    'O caminho da impressora no computador: /dev/usb/lp0 no Linux, ou \\\\COMPUTADOR\\Impressora (compartilhada) no Windows',
};

/** The printer form's fields, as typed. */
export interface ValoresDaImpressora {
  nome: string;
  /** '' until a computer is chosen. */
  agente_id: string;
  conexao: ConexaoDaImpressora;
  endereco: string;
  porta: string;
  largura: '58' | '80';
  estacoes: number[];
  documentos: DocumentoDeImpressaoTipo[];
  copias: string;
  automatica: boolean;
  ativo: boolean;
}

/** The computers a printer may be given: the paired ones (and its own, should it not be). */
export function agentesParaEscolher(
  agentes: AgenteDeImpressao[],
  atual: number | null = null,
): AgenteDeImpressao[] {
  return agentes.filter((a) => a.pareado || a.id === atual);
}

/**
 * An existing printer's form as stored (its computer left empty when it was disconnected); a new
 * one prints the kitchen's ticket at 80 mm on port 9100, on the only paired computer if there
 * is just one.
 */
export function valoresIniciais(
  impressora: ImpressoraCadastrada | null,
  agentes: AgenteDeImpressao[],
): ValoresDaImpressora {
  if (impressora) {
    const temAgente = agentes.some((a) => a.id === impressora.agente_id);
    return {
      nome: impressora.nome,
      agente_id: temAgente ? String(impressora.agente_id) : '',
      conexao: impressora.conexao,
      endereco: impressora.endereco,
      porta: String(impressora.porta ?? PORTA_PADRAO),
      largura: impressora.largura === 58 ? '58' : '80',
      estacoes: [...impressora.estacoes],
      documentos: [...impressora.documentos],
      copias: String(impressora.copias),
      automatica: impressora.automatica,
      ativo: impressora.ativo,
    };
  }
  const pareados = agentesParaEscolher(agentes);
  return {
    nome: '',
    agente_id: pareados.length === 1 ? String(pareados[0]!.id) : '',
    conexao: 'rede',
    endereco: '',
    porta: String(PORTA_PADRAO),
    largura: '80',
    estacoes: [],
    documentos: ['cozinha'],
    copias: '1',
    automatica: true,
    ativo: true,
  };
}

/** Digits only ('9100'); anything else is not a number the schema takes (NaN). */
const inteiro = (texto: string) => (/^\d+$/.test(texto.trim()) ? Number(texto.trim()) : NaN);

/**
 * What the shared schema (impressoraFormSchema) reads from the form: numbers as numbers, the
 * port only for a network printer (empty: the agent's 9100), the documents in their usual order.
 */
export function entradaDoFormulario(valores: ValoresDaImpressora) {
  const porta = valores.porta.trim();
  return {
    nome: valores.nome,
    agente_id: valores.agente_id,
    conexao: valores.conexao,
    endereco: valores.endereco,
    porta: valores.conexao === 'rede' && porta !== '' ? inteiro(porta) : null,
    largura: Number(valores.largura),
    estacoes: valores.estacoes,
    documentos: DOCUMENTOS_DE_IMPRESSAO.filter((d) => valores.documentos.includes(d)),
    copias: inteiro(valores.copias),
    automatica: valores.automatica,
    ativo: valores.ativo,
  };
}

/** A checkbox of a list turned on or off: the list without it, or with it at the end. */
export function alternarNaLista<T>(lista: readonly T[], item: T, marcado: boolean): T[] {
  const sem = lista.filter((x) => x !== item);
  return marcado ? [...sem, item] : sem;
}

/** The stations a printer may take: the active ones, and inactive ones it already has. */
export const estacoesParaEscolher = (estacoes: Estacao[], marcadas: readonly number[]) =>
  estacoes.filter((e) => e.ativo || marcadas.includes(e.id));

/** The field a server refusal speaks of (shown under it too), by the contract's messages. */
export function campoDoErroDoServidor(mensagem: string): keyof ValoresDaImpressora | null {
  const campos: [string, keyof ValoresDaImpressora][] = [
    [MENSAGENS_IMPRESSORA.nomeObrigatorio, 'nome'],
    [MENSAGENS_IMPRESSORA.nomeLongo, 'nome'],
    [MENSAGENS_IMPRESSORA.agenteObrigatorio, 'agente_id'],
    [MENSAGENS_IMPRESSORA.agenteNaoEncontrado, 'agente_id'],
    [MENSAGENS_IMPRESSORA.enderecoObrigatorio, 'endereco'],
    [MENSAGENS_IMPRESSORA.enderecoLongo, 'endereco'],
    [MENSAGENS_IMPRESSORA.portaInvalida, 'porta'],
    [MENSAGENS_IMPRESSORA.larguraInvalida, 'largura'],
    [MENSAGENS_IMPRESSORA.documentosInvalidos, 'documentos'],
    [MENSAGENS_IMPRESSORA.copiasInvalidas, 'copias'],
  ];
  return campos.find(([texto]) => texto === mensagem)?.[1] ?? null;
}

/* ---------- The list ---------- */

/** '192.168.0.50:9100' for a network printer; the path for the others. */
export const enderecoDaImpressora = (
  impressora: Pick<ImpressoraCadastrada, 'conexao' | 'endereco' | 'porta'>,
) =>
  impressora.conexao === 'rede'
    ? `${impressora.endereco}:${impressora.porta ?? PORTA_PADRAO}`
    : impressora.endereco;

/** Its stations by name, in the stations' order; none: the whole order. */
export function estacoesDaImpressora(
  impressora: Pick<ImpressoraCadastrada, 'estacoes'>,
  estacoes: Estacao[],
): string {
  if (impressora.estacoes.length === 0) return 'Pedido inteiro';
  const nomes = estacoes.filter((e) => impressora.estacoes.includes(e.id)).map((e) => e.nome);
  return nomes.length > 0 ? nomes.join(', ') : 'Estação excluída';
}

/** What it prints, by the documents' names, in their usual order. */
export const documentosDaImpressora = (impressora: Pick<ImpressoraCadastrada, 'documentos'>) =>
  DOCUMENTOS_DE_IMPRESSAO.filter((d) => impressora.documentos.includes(d))
    .map((d) => NOME_DO_DOCUMENTO[d])
    .join(', ');

export const copiasEmTexto = (copias: number) => (copias === 1 ? '1 cópia' : `${copias} cópias`);

/** The computer that prints it; one disconnected since is no longer listed. */
export const computadorDaImpressora = (
  impressora: Pick<ImpressoraCadastrada, 'agente_id'>,
  agentes: AgenteDeImpressao[],
) => agentes.find((a) => a.id === impressora.agente_id)?.nome ?? 'Computador desconectado';
