import { describe, expect, it } from '@jest/globals';
import { STATUS_MENSAGEM } from '@cardapio/shared-events';
import { seloDaMensagem } from './seloDaMensagem';

describe('seloDaMensagem', () => {
  it("labels each state with the board's words, 'WhatsApp:' in front", () => {
    const selo = (status: (typeof STATUS_MENSAGEM)[number]) =>
      seloDaMensagem({ evento: 'pedido_recebido', status, erro: null });
    expect(selo('enviado')).toMatchObject({ texto: 'WhatsApp: ✓ enviado', cor: 'gray' });
    expect(selo('entregue')).toMatchObject({ texto: 'WhatsApp: ✓✓ entregue', cor: 'blue' });
    expect(selo('lido')).toMatchObject({ texto: 'WhatsApp: ✓✓ lido', cor: 'green' });
    expect(selo('pendente')).toMatchObject({ texto: 'WhatsApp: Na fila', cor: 'gray' });
    expect(selo('enviando')).toMatchObject({ texto: 'WhatsApp: Enviando', cor: 'gray' });
    for (const status of STATUS_MENSAGEM) expect(selo(status).texto).toMatch(/^WhatsApp: \S/);
  });

  it('names the message in the tooltip', () => {
    expect(
      seloDaMensagem({ evento: 'pedido_saiu_para_entrega', status: 'lido', erro: null }).titulo,
    ).toBe('Mensagem "Saiu para entrega" no WhatsApp: ✓✓ lido');
    // A courier's link has no event of its own in the badge's data.
    expect(seloDaMensagem({ status: 'enviado', erro: null }).titulo).toBe(
      'Mensagem no WhatsApp: ✓ enviado',
    );
  });

  it('is red with the reason when it failed', () => {
    const selo = seloDaMensagem({
      evento: 'pedido_em_preparo',
      status: 'falhou',
      erro: 'Número sem WhatsApp',
    });
    expect(selo).toEqual({
      texto: 'WhatsApp: falhou',
      cor: 'red',
      titulo: 'Mensagem "Em preparo" no WhatsApp: falhou (Número sem WhatsApp)',
      erro: 'Número sem WhatsApp',
    });
    expect(seloDaMensagem({ status: 'falhou', erro: ' ' }).erro).toBeNull();
  });

  it('keeps no reason once a state is not a failure', () => {
    expect(seloDaMensagem({ status: 'entregue', erro: 'antigo' }).erro).toBeNull();
  });
});
