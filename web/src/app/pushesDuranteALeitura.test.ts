import { describe, expect, it } from '@jest/globals';
import type { ChamadaEvento } from '@cardapio/shared-events';
import { aplicarChamada } from '../features/pedidos/equipe/api';
import { T2 } from '../testing/exemplos';
import { chamada } from '../testing/chamada';
import { criarPushesPorEntrada } from './pushesDuranteALeitura';

const CHAVE = 'chamadasPendentes({"empresaId":1,"sessao":"monitor"})';
const push = (evento: ChamadaEvento) => (lista: ChamadaEvento[]) => aplicarChamada(lista, evento);

describe('pushes applied again to a read that was in flight', () => {
  it('a read that left before the call was answered does not put the call back', () => {
    const pushes = criarPushesPorEntrada();
    const diario = pushes.abrir(CHAVE);
    diario.registrar(push(chamada()));
    const marco = pushes.marco(); // the refetch leaves: the server still has the call pending
    diario.registrar(push(chamada({ status: 'atendida', updated_at: T2 })));
    const lida = [chamada()];
    expect(pushes.aplicarDesde(CHAVE, marco, lida)).toEqual([]);
  });

  it('a read newer than every push is kept as it came', () => {
    const pushes = criarPushesPorEntrada();
    const diario = pushes.abrir(CHAVE);
    const marcoAntes = pushes.marco();
    diario.registrar(push(chamada({ id: 2 })));
    const lida = [chamada({ id: 2 }), chamada({ id: 3, created_at: T2, updated_at: T2 })];
    // The push the read already contains changes nothing; none before the read is applied.
    expect(pushes.aplicarDesde(CHAVE, marcoAntes, lida)).toEqual(lida);
    expect(pushes.aplicarDesde(CHAVE, pushes.marco(), [])).toEqual([]);
  });

  it('only the entry that received a push is touched, and a closed entry forgets its pushes', () => {
    const pushes = criarPushesPorEntrada();
    const diario = pushes.abrir(CHAVE);
    diario.registrar(push(chamada({ id: 4 })));
    expect(pushes.aplicarDesde('outra', 0, [])).toEqual([]);
    expect(pushes.aplicarDesde(CHAVE, 0, [])).toHaveLength(1);
    diario.fechar();
    expect(pushes.aplicarDesde(CHAVE, 0, [])).toEqual([]);
  });

  it('closing an old diary keeps the entry that replaced it', () => {
    const pushes = criarPushesPorEntrada();
    const antiga = pushes.abrir(CHAVE);
    const nova = pushes.abrir(CHAVE);
    nova.registrar(push(chamada({ id: 5 })));
    antiga.fechar();
    expect(pushes.aplicarDesde(CHAVE, 0, [])).toHaveLength(1);
  });
});
