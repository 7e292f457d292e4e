import { describe, expect, it } from '@jest/globals';
import { ouvirEventos } from './aoVivo';
import type { AppSocket } from './socket';

/** The part of a socket.io-client socket the screens' stream uses: server events reach onAny. */
function socketDeTeste() {
  const todos: Array<(nome: string, ...args: unknown[]) => void> = [];
  const socket = {
    on: () => socket,
    onAny: (fn: (nome: string, ...args: unknown[]) => void) => todos.push(fn),
  };
  const doServidor = (nome: string, dados: unknown) => todos.forEach((fn) => fn(nome, dados));
  return { socket: socket as unknown as AppSocket, doServidor };
}

describe('ouvirEventos: a screen listens to its events and stops all of them at once', () => {
  it('calls each handler for its own event, and none after the answer is called', () => {
    const { socket, doServidor } = socketDeTeste();
    const recebidos: string[] = [];
    const parar = ouvirEventos(socket, {
      'mesa:atualizada': (mesa) => recebidos.push(`atualizada ${mesa.id}`),
      'mesa:removida': ({ id }) => recebidos.push(`removida ${id}`),
    });
    doServidor('mesa:atualizada', { id: 3 });
    doServidor('mesa:removida', { id: 4 });
    doServidor('comanda:removida', { id: 5 });
    expect(recebidos).toEqual(['atualizada 3', 'removida 4']);

    parar();
    doServidor('mesa:atualizada', { id: 3 });
    expect(recebidos).toHaveLength(2);
  });

  it('stopping one screen leaves another screen listening to the same event', () => {
    const { socket, doServidor } = socketDeTeste();
    let outra = 0;
    ouvirEventos(socket, { 'mesa:atualizada': () => outra++ });
    const parar = ouvirEventos(socket, { 'mesa:atualizada': () => {} });
    parar();
    doServidor('mesa:atualizada', { id: 1 });
    expect(outra).toBe(1);
  });
});
