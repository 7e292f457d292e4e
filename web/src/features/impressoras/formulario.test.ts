import { describe, expect, it } from '@jest/globals';
import {
  impressoraFormSchema,
  MENSAGENS_IMPRESSORA,
  type AgenteDeImpressao,
  type Estacao,
} from '@cardapio/shared-events';
import { validarComSchema } from '../../app/validacao';
import {
  agentesParaEscolher,
  alternarNaLista,
  campoDoErroDoServidor,
  computadorDaImpressora,
  copiasEmTexto,
  documentosDaImpressora,
  enderecoDaImpressora,
  entradaDoFormulario,
  estacoesDaImpressora,
  estacoesParaEscolher,
  valoresIniciais,
  type ImpressoraCadastrada,
  type ValoresDaImpressora,
} from './formulario';

const agente = (dados: Partial<AgenteDeImpressao> = {}): AgenteDeImpressao => ({
  id: 7,
  nome: 'Caixa',
  pareado: true,
  conectado: true,
  codigo_expira_em: null,
  ultimo_sinal_em: '2026-03-01T12:00:00.000Z',
  ...dados,
});

const impressora = (dados: Partial<ImpressoraCadastrada> = {}): ImpressoraCadastrada => ({
  id: 3,
  agente_id: 7,
  nome: 'Cozinha',
  conexao: 'rede',
  endereco: '192.168.0.50',
  porta: 9100,
  largura: 80,
  estacoes: [],
  documentos: ['cozinha'],
  copias: 1,
  automatica: true,
  ativo: true,
  ...dados,
});

const estacao = (id: number, nome: string, dados: Partial<Estacao> = {}): Estacao => ({
  id,
  empresa_id: 1,
  nome,
  cor: '#0f766e',
  ordem: id,
  ativo: true,
  alvo_min: null,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  ...dados,
});

const valores = (dados: Partial<ValoresDaImpressora> = {}): ValoresDaImpressora => ({
  nome: 'Cozinha',
  agente_id: '7',
  conexao: 'rede',
  endereco: '192.168.0.50',
  porta: '9100',
  largura: '80',
  estacoes: [],
  documentos: ['cozinha'],
  copias: '1',
  automatica: true,
  ativo: true,
  ...dados,
});

const validar = (v: ValoresDaImpressora) =>
  validarComSchema(impressoraFormSchema, entradaDoFormulario(v));

describe('valoresIniciais', () => {
  it("fills an existing printer's form as stored", () => {
    const cadastrada = impressora({
      conexao: 'arquivo',
      endereco: '/dev/usb/lp0',
      porta: null,
      largura: 58,
      estacoes: [2, 1],
      documentos: ['entrega', 'cozinha'],
      copias: 2,
      automatica: false,
      ativo: false,
    });
    expect(valoresIniciais(cadastrada, [agente()])).toEqual({
      nome: 'Cozinha',
      agente_id: '7',
      conexao: 'arquivo',
      endereco: '/dev/usb/lp0',
      porta: '9100',
      largura: '58',
      estacoes: [2, 1],
      documentos: ['entrega', 'cozinha'],
      copias: '2',
      automatica: false,
      ativo: false,
    });
  });

  it('leaves the computer empty when the printer’s was disconnected (no longer listed)', () => {
    expect(valoresIniciais(impressora({ agente_id: 99 }), [agente()]).agente_id).toBe('');
  });

  it('suggests a kitchen ticket printer at 80 mm, port 9100, automatic and active', () => {
    expect(valoresIniciais(null, [])).toEqual({
      nome: '',
      agente_id: '',
      conexao: 'rede',
      endereco: '',
      porta: '9100',
      largura: '80',
      estacoes: [],
      documentos: ['cozinha'],
      copias: '1',
      automatica: true,
      ativo: true,
    });
  });

  it('picks the computer when only one is paired', () => {
    const esperando = agente({ id: 8, pareado: false, conectado: false });
    expect(valoresIniciais(null, [agente(), esperando]).agente_id).toBe('7');
    expect(valoresIniciais(null, [agente(), agente({ id: 9 })]).agente_id).toBe('');
  });
});

describe('entradaDoFormulario with the shared schema', () => {
  it('sends numbers as numbers and the documents in their usual order', () => {
    expect(
      validar(valores({ estacoes: [4, 2], documentos: ['conta', 'cozinha'], copias: ' 3 ' })),
    ).toEqual({
      ok: true,
      dados: {
        nome: 'Cozinha',
        agente_id: 7,
        conexao: 'rede',
        endereco: '192.168.0.50',
        porta: 9100,
        largura: 80,
        estacoes: [4, 2],
        documentos: ['cozinha', 'conta'],
        copias: 3,
        automatica: true,
        ativo: true,
      },
    });
  });

  it('sends no port for a path, and null (the agent’s 9100) for an empty one', () => {
    expect(validar(valores({ conexao: 'arquivo', endereco: '/dev/usb/lp0' }))).toMatchObject({
      ok: true,
      dados: { conexao: 'arquivo', porta: null },
    });
    expect(validar(valores({ porta: '  ' }))).toMatchObject({ ok: true, dados: { porta: null } });
    expect(validar(valores({ largura: '58' }))).toMatchObject({ dados: { largura: 58 } });
  });

  it("answers the contract's pt-BR messages under each field", () => {
    expect(
      validar(
        valores({
          nome: '  ',
          agente_id: '',
          endereco: ' ',
          porta: '70000',
          documentos: [],
          copias: '6',
        }),
      ),
    ).toEqual({
      ok: false,
      erros: {
        nome: MENSAGENS_IMPRESSORA.nomeObrigatorio,
        agente_id: MENSAGENS_IMPRESSORA.agenteObrigatorio,
        endereco: MENSAGENS_IMPRESSORA.enderecoObrigatorio,
        porta: MENSAGENS_IMPRESSORA.portaInvalida,
        documentos: MENSAGENS_IMPRESSORA.documentosInvalidos,
        copias: MENSAGENS_IMPRESSORA.copiasInvalidas,
      },
    });
  });

  it.each(['0', '9100.5', '0x10', '1e3', 'nove'])('refuses the port %p', (porta) => {
    expect(validar(valores({ porta }))).toEqual({
      ok: false,
      erros: { porta: MENSAGENS_IMPRESSORA.portaInvalida },
    });
  });

  it.each(['', '0', '1,5', 'dois'])('refuses %p copies', (copias) => {
    expect(validar(valores({ copias }))).toEqual({
      ok: false,
      erros: { copias: MENSAGENS_IMPRESSORA.copiasInvalidas },
    });
  });

  it('refuses a name or an address too long', () => {
    expect(validar(valores({ nome: 'x'.repeat(41), endereco: 'y'.repeat(201) }))).toEqual({
      ok: false,
      erros: {
        nome: MENSAGENS_IMPRESSORA.nomeLongo,
        endereco: MENSAGENS_IMPRESSORA.enderecoLongo,
      },
    });
  });
});

describe('the choices', () => {
  it('offers the paired computers, and the printer’s own', () => {
    const esperando = agente({ id: 8, pareado: false });
    expect(agentesParaEscolher([agente(), esperando]).map((a) => a.id)).toEqual([7]);
    expect(agentesParaEscolher([agente(), esperando], 8).map((a) => a.id)).toEqual([7, 8]);
  });

  it('offers the active stations, and inactive ones the printer already has', () => {
    const todas = [estacao(1, 'Bar'), estacao(2, 'Chapa', { ativo: false }), estacao(3, 'Doces')];
    expect(estacoesParaEscolher(todas, []).map((e) => e.nome)).toEqual(['Bar', 'Doces']);
    expect(estacoesParaEscolher(todas, [2]).map((e) => e.nome)).toEqual(['Bar', 'Chapa', 'Doces']);
  });

  it('turns a checkbox on and off', () => {
    expect(alternarNaLista([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(alternarNaLista([1, 2], 2, true)).toEqual([1, 2]);
    expect(alternarNaLista([1, 2], 1, false)).toEqual([2]);
  });

  it('puts a server refusal under its field', () => {
    expect(campoDoErroDoServidor(MENSAGENS_IMPRESSORA.agenteNaoEncontrado)).toBe('agente_id');
    expect(campoDoErroDoServidor(MENSAGENS_IMPRESSORA.portaInvalida)).toBe('porta');
    expect(campoDoErroDoServidor('Erro interno')).toBeNull();
  });
});

describe('the list', () => {
  it('shows the address with its port, or the path', () => {
    expect(enderecoDaImpressora(impressora())).toBe('192.168.0.50:9100');
    expect(enderecoDaImpressora(impressora({ porta: null }))).toBe('192.168.0.50:9100');
    expect(enderecoDaImpressora(impressora({ porta: 9101 }))).toBe('192.168.0.50:9101');
    expect(
      enderecoDaImpressora(
        impressora({ conexao: 'arquivo', endereco: '/dev/usb/lp0', porta: null }),
      ),
    ).toBe('/dev/usb/lp0');
  });

  it('names its stations in their order, or the whole order', () => {
    const todas = [estacao(1, 'Bar'), estacao(2, 'Chapa')];
    expect(estacoesDaImpressora(impressora(), todas)).toBe('Pedido inteiro');
    expect(estacoesDaImpressora(impressora({ estacoes: [2, 1] }), todas)).toBe('Bar, Chapa');
    expect(estacoesDaImpressora(impressora({ estacoes: [2, 9] }), todas)).toBe('Chapa');
    expect(estacoesDaImpressora(impressora({ estacoes: [9] }), todas)).toBe('Estação excluída');
  });

  it('names its documents, copies and computer', () => {
    expect(documentosDaImpressora(impressora({ documentos: ['fechamento', 'cozinha'] }))).toBe(
      'Ticket da cozinha, Fechamento do dia',
    );
    expect(copiasEmTexto(1)).toBe('1 cópia');
    expect(copiasEmTexto(3)).toBe('3 cópias');
    expect(computadorDaImpressora(impressora(), [agente()])).toBe('Caixa');
    expect(computadorDaImpressora(impressora({ agente_id: 1 }), [agente()])).toBe(
      'Computador desconectado',
    );
  });
});
