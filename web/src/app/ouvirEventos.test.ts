import { describe, expect, it } from '@jest/globals';
import { Emitter } from '@socket.io/component-emitter';
import { ouvirEventos } from './aoVivo';
import type { AppSocket } from './socket';

// socket.io-client's own emitter: the same on/off/emit a socket has.
const socketDeVerdade = () => new Emitter() as unknown as AppSocket & Emitter<never, never>;

describe('ouvirEventos: a screen listens to its events and stops all of them at once', () => {
  it('calls each handler for its own event, and none after the answer is called', () => {
    const socket = socketDeVerdade();
    const recebidos: string[] = [];
    const parar = ouvirEventos(socket, {
      'mesa:atualizada': (mesa) => recebidos.push(`atualizada ${mesa.id}`),
      'mesa:removida': ({ id }) => recebidos.push(`removida ${id}`),
    });
    const emitir = (socket as unknown as { emit(nome: string, dados: unknown): void }).emit.bind(
      socket,
    );
    emitir('mesa:atualizada', { id: 3 });
    emitir('mesa:removida', { id: 4 });
    emitir('comanda:removida', { id: 5 });
    expect(recebidos).toEqual(['atualizada 3', 'removida 4']);

    parar();
    emitir('mesa:atualizada', { id: 3 });
    expect(recebidos).toHaveLength(2);
  });

  it('stopping one screen leaves another screen listening to the same event', () => {
    const socket = socketDeVerdade();
    let outra = 0;
    socket.on('mesa:atualizada', () => outra++);
    const parar = ouvirEventos(socket, { 'mesa:atualizada': () => {} });
    parar();
    (socket as unknown as { emit(nome: string, dados: unknown): void }).emit('mesa:atualizada', {
      id: 1,
    });
    expect(outra).toBe(1);
  });
});
