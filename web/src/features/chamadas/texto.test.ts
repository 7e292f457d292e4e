import { describe, expect, it } from '@jest/globals';
import { avisoDaChamada, pediuAConta, tituloDaChamada } from './texto';

describe('texto das chamadas', () => {
  it('chamada de garçom mantém o texto de sempre', () => {
    const chamada = { mesa: '4', tipo: 'garcom' as const };
    expect(pediuAConta(chamada)).toBe(false);
    expect(tituloDaChamada(chamada)).toBe('Mesa 4');
    expect(avisoDaChamada(chamada)).toBe('Mesa 4 está chamando o garçom');
  });

  it('pedido de conta diz que a mesa pediu a conta', () => {
    const chamada = { mesa: '4', tipo: 'conta' as const };
    expect(pediuAConta(chamada)).toBe(true);
    expect(tituloDaChamada(chamada)).toBe('Mesa 4 pediu a conta');
    expect(avisoDaChamada(chamada)).toBe('Mesa 4 pediu a conta');
  });

  it('sem tipo (servidor antigo) é chamada de garçom', () => {
    expect(avisoDaChamada({ mesa: '7' })).toBe('Mesa 7 está chamando o garçom');
  });
});
