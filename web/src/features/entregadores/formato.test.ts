import { describe, expect, it } from '@jest/globals';
import type { EntregadorAdmin } from '@cardapio/shared-events';
import { filtrarEntregadores, mensagemDoLink, textoDoSaldo, whatsappDoEntregador } from './formato';

const entregador = (dados: Partial<EntregadorAdmin> = {}): EntregadorAdmin => ({
  id: 1,
  empresa_id: 1,
  nome: 'João Pereira',
  telefone: '48999990000',
  veiculo: 'moto',
  taxa_por_entrega: 7.5,
  ativo: true,
  link: 'https://loja.example/entregador/abc',
  em_rota: 0,
  whatsapp_link: null,
  created_at: '2025-03-10T20:00:00.000Z',
  updated_at: '2025-03-10T20:00:00.000Z',
  ...dados,
});

describe('the link on WhatsApp', () => {
  it('greets the courier and carries the link', () => {
    const texto = mensagemDoLink(entregador(), 'Pizzaria Bella');
    expect(texto).toContain('Olá, João!');
    expect(texto).toContain('da Pizzaria Bella');
    expect(texto).toContain('https://loja.example/entregador/abc');
  });

  it('opens a chat with the courier’s phone (Brazil’s 55 in front)', () => {
    const url = new URL(whatsappDoEntregador(entregador())!);
    expect(url.origin + url.pathname).toBe('https://wa.me/5548999990000');
    expect(url.searchParams.get('text')).toContain('/entregador/abc');
  });
});

describe('filtrarEntregadores', () => {
  const lista = [
    entregador(),
    entregador({ id: 2, nome: 'Ana Lúcia', telefone: '4833334444', ativo: false }),
  ];

  it('finds by name without accents, or by the phone’s digits', () => {
    expect(filtrarEntregadores(lista, 'lucia', 'todos').map((e) => e.id)).toEqual([2]);
    expect(filtrarEntregadores(lista, '(48) 3333', 'todos').map((e) => e.id)).toEqual([2]);
  });

  it('filters by status', () => {
    expect(filtrarEntregadores(lista, '', 'ativos').map((e) => e.id)).toEqual([1]);
    expect(filtrarEntregadores(lista, '', 'inativos').map((e) => e.id)).toEqual([2]);
  });
});

describe('textoDoSaldo', () => {
  it('says who pays whom', () => {
    expect(textoDoSaldo(30)).toBe('Devolve R$ 30,00');
    expect(textoDoSaldo(-15)).toBe('Recebe R$ 15,00');
    expect(textoDoSaldo(0)).toBe('R$ 0,00');
  });
});
