import { describe, expect, it } from '@jest/globals';
import type { EstoqueItem } from '@cardapio/shared-events';
import { quantidadeComUnidade, textoDoAlerta } from './status';

const item = (dados: Partial<EstoqueItem>): EstoqueItem => ({
  id: 1,
  empresa_id: 1,
  nome: 'Queijo',
  quantidade: 1.5,
  quantidade_minima: 5,
  unidade: 'kg',
  preco_custo: 30,
  fornecedor: '',
  categoria: '',
  status: 'baixo',
  produtos: [],
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  ...dados,
});

describe('stock quantities and alerts', () => {
  it('writes quantities in pt-BR, up to three decimals', () => {
    expect(quantidadeComUnidade(1.5, 'kg')).toBe('1,5 kg');
    expect(quantidadeComUnidade(1234.5678, 'g')).toBe('1.234,568 g');
    expect(quantidadeComUnidade(0, 'un')).toBe('0 un');
  });

  it('says which item, how bad and how much is left', () => {
    expect(textoDoAlerta(item({ status: 'baixo' }))).toBe('Estoque baixo: Queijo (1,5 kg)');
    expect(textoDoAlerta(item({ status: 'critico', quantidade: 0.25 }))).toBe(
      'Estoque crítico: Queijo (0,25 kg)',
    );
  });
});
