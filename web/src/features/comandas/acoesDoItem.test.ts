import { describe, expect, it } from '@jest/globals';
import { MENSAGENS_CANCELAMENTO_ITEM, MENSAGENS_COMANDA } from '@cardapio/shared-events';
import { comanda, itemDaComanda as item } from '../../testing/exemplos';
import {
  aindaNaCozinha,
  contador,
  enviadosParaCozinha,
  escolherMotivo,
  itemCancelado,
  MOTIVO_MAX,
  MOTIVOS_RAPIDOS,
  OBSERVACOES_MAX,
  podeCancelarItem,
  semEditarObservacao,
  validarMotivo,
  validarObservacoes,
} from './acoesDoItem';

const enviado = { enviado_cozinha: true, pedido_id: 7 } as const;

describe('podeCancelarItem: only a sent item the kitchen is still making', () => {
  it('offers it while the item is enviado or preparando', () => {
    expect(podeCancelarItem(item({ ...enviado, status: 'enviado' }))).toBe(true);
    expect(podeCancelarItem(item({ ...enviado, status: 'preparando' }))).toBe(true);
  });

  it('does not offer it for an unsent item (it is removed), a finished one or a cancelled one', () => {
    expect(podeCancelarItem(item({ status: 'pendente' }))).toBe(false);
    expect(podeCancelarItem(item({ ...enviado, status: 'pronto' }))).toBe(false);
    expect(podeCancelarItem(item({ ...enviado, status: 'entregue' }))).toBe(false);
    expect(podeCancelarItem(item({ ...enviado, status: 'cancelado' }))).toBe(false);
  });
});

describe('semEditarObservacao: why a note cannot change (null when it can)', () => {
  it('lets an unsent item, and a sent one still in the kitchen, change its note', () => {
    expect(semEditarObservacao(item({ status: 'pendente' }))).toBeNull();
    expect(semEditarObservacao(item({ status: 'pendente', precisa_cozinha: false }))).toBeNull();
    expect(semEditarObservacao(item({ ...enviado, status: 'enviado' }))).toBeNull();
    expect(semEditarObservacao(item({ ...enviado, status: 'preparando' }))).toBeNull();
  });

  it("answers the server's reason for a line out of the kitchen or cancelled", () => {
    expect(semEditarObservacao(item({ ...enviado, status: 'pronto' }))).toBe(
      MENSAGENS_COMANDA.itemForaDaCozinha,
    );
    expect(semEditarObservacao(item({ ...enviado, status: 'entregue' }))).toBe(
      MENSAGENS_COMANDA.itemForaDaCozinha,
    );
    // A drink is pronto as soon as the tab is sent.
    expect(semEditarObservacao(item({ precisa_cozinha: false, status: 'pronto' }))).toBe(
      MENSAGENS_COMANDA.itemForaDaCozinha,
    );
    expect(semEditarObservacao(item({ ...enviado, status: 'cancelado' }))).toBe(
      MENSAGENS_COMANDA.itemJaCancelado,
    );
  });

  it('treats a pendente line already flagged as sent as sent', () => {
    expect(semEditarObservacao(item({ status: 'pendente', enviado_cozinha: true }))).toBe(
      MENSAGENS_COMANDA.itemForaDaCozinha,
    );
  });
});

describe('itemCancelado', () => {
  it('is only the cancelado status', () => {
    expect(itemCancelado(item({ status: 'cancelado' }))).toBe(true);
    expect(itemCancelado(item({ status: 'entregue' }))).toBe(false);
  });
});

describe('validarMotivo: the reason as the server takes it', () => {
  it('is required (spaces alone are no reason)', () => {
    const erro = { ok: false, erro: MENSAGENS_CANCELAMENTO_ITEM.motivoObrigatorio };
    expect(validarMotivo('')).toEqual(erro);
    expect(validarMotivo('   ')).toEqual(erro);
  });

  it('is trimmed', () => {
    expect(validarMotivo('  Cliente desistiu ')).toEqual({ ok: true, valor: 'Cliente desistiu' });
  });

  it(`takes up to ${MOTIVO_MAX} characters, refusing longer with the server's message`, () => {
    expect(validarMotivo('a'.repeat(MOTIVO_MAX))).toEqual({ ok: true, valor: 'a'.repeat(120) });
    expect(validarMotivo('a'.repeat(MOTIVO_MAX + 1))).toEqual({
      ok: false,
      erro: MENSAGENS_CANCELAMENTO_ITEM.motivoLongo,
    });
  });

  it('accepts every quick pick', () => {
    for (const rapido of MOTIVOS_RAPIDOS) expect(validarMotivo(rapido).ok).toBe(true);
  });
});

describe('validarObservacoes: the note as the server keeps it', () => {
  it('trims it and sends an empty note as null (no note)', () => {
    expect(validarObservacoes('  sem cebola  ')).toEqual({ ok: true, valor: 'sem cebola' });
    expect(validarObservacoes('')).toEqual({ ok: true, valor: null });
    expect(validarObservacoes('   ')).toEqual({ ok: true, valor: null });
  });

  it(`refuses more than ${OBSERVACOES_MAX} characters`, () => {
    expect(validarObservacoes('a'.repeat(OBSERVACOES_MAX)).ok).toBe(true);
    expect(validarObservacoes('a'.repeat(OBSERVACOES_MAX + 1))).toEqual({
      ok: false,
      erro: 'Observações muito longas',
    });
  });
});

describe('escolherMotivo: a quick pick fills the reason', () => {
  it('replaces what was typed', () => {
    expect(escolherMotivo('', 'Demora')).toBe('Demora');
    expect(escolherMotivo('Pedido errado', 'Demora')).toBe('Demora');
  });

  it('clears the reason when the same pick is tapped again', () => {
    expect(escolherMotivo('Demora', 'Demora')).toBe('');
    expect(escolherMotivo(' Demora ', 'Demora')).toBe('');
  });
});

describe('contador', () => {
  it('shows the length against the limit', () => {
    expect(contador('', 120)).toBe('0/120');
    expect(contador('Demora', 120)).toBe('6/120');
  });
});

describe('enviadosParaCozinha: what the notice counts as in the kitchen', () => {
  it('counts the sent kitchen items, not the cancelled, unsent or no-kitchen ones', () => {
    const itens = [
      item({ id: 1, ...enviado, status: 'enviado' }),
      item({ id: 2, ...enviado, status: 'preparando' }),
      item({ id: 3, ...enviado, status: 'pronto' }),
      item({ id: 4, ...enviado, status: 'cancelado' }),
      item({ id: 5, status: 'pendente' }),
      item({ id: 6, precisa_cozinha: false, status: 'pronto' }),
    ];
    expect(enviadosParaCozinha(comanda({ itens }))).toBe(3);
    expect(enviadosParaCozinha(comanda({ itens: [itens[3]!] }))).toBe(0);
    // Still being made: the ready one is out of the kitchen.
    expect(aindaNaCozinha(comanda({ itens }))).toBe(2);
    expect(aindaNaCozinha(comanda({ itens: [itens[2]!, itens[3]!] }))).toBe(0);
  });
});
