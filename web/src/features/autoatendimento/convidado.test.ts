import { describe, expect, test } from '@jest/globals';
import { CONVIDADO_REGEX } from '@cardapio/shared-events';
import {
  base64url,
  CHAVE_DO_CONVIDADO,
  CHAVE_DO_NOME,
  convidadoDoAparelho,
  gerarConvidado,
  nomeSalvo,
  salvarNome,
  type Armazenamento,
} from './convidado';

function memoria(
  inicial: Record<string, string> = {},
): Armazenamento & { dados: Map<string, string> } {
  const dados = new Map(Object.entries(inicial));
  return {
    dados,
    getItem: (k) => dados.get(k) ?? null,
    setItem: (k, v) => void dados.set(k, v),
  };
}

describe('base64url', () => {
  test('matches Node’s encoding without padding', () => {
    for (const tamanho of [0, 1, 2, 3, 4, 5, 16, 31]) {
      const bytes = Uint8Array.from({ length: tamanho }, (_, i) => (i * 97 + 251) % 256);
      expect(base64url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });
});

describe('the device key', () => {
  test('is 22 characters the server accepts, different each time', () => {
    const a = gerarConvidado();
    const b = gerarConvidado();
    expect(a).toHaveLength(22);
    expect(a).toMatch(CONVIDADO_REGEX);
    expect(b).toMatch(CONVIDADO_REGEX);
    expect(a).not.toBe(b);
  });

  test('is made once and kept: the next visit reads the same one', () => {
    const armazenamento = memoria();
    const primeira = convidadoDoAparelho(armazenamento);
    expect(armazenamento.dados.get(CHAVE_DO_CONVIDADO)).toBe(primeira);
    expect(convidadoDoAparelho(armazenamento)).toBe(primeira);
  });

  test('a malformed saved key is replaced', () => {
    const armazenamento = memoria({ [CHAVE_DO_CONVIDADO]: 'curta' });
    const chave = convidadoDoAparelho(armazenamento, () => 'A'.repeat(22));
    expect(chave).toBe('A'.repeat(22));
    expect(armazenamento.dados.get(CHAVE_DO_CONVIDADO)).toBe('A'.repeat(22));
  });

  test('without storage (private mode) the page still gets a key', () => {
    const quebrado: Armazenamento = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(convidadoDoAparelho(quebrado)).toMatch(CONVIDADO_REGEX);
    expect(convidadoDoAparelho(null)).toMatch(CONVIDADO_REGEX);
  });
});

describe('the remembered name', () => {
  test('is kept trimmed and read back', () => {
    const armazenamento = memoria();
    expect(nomeSalvo(armazenamento)).toBe('');
    salvarNome(armazenamento, '  Ana  ');
    expect(armazenamento.dados.get(CHAVE_DO_NOME)).toBe('Ana');
    expect(nomeSalvo(armazenamento)).toBe('Ana');
  });
});
