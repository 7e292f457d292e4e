/**
 * One client's network, for the chaos test: a TCP proxy of its own in front of the balancer,
 * through which the client's socket and its reads go. `bloquear` makes it a black hole for a
 * while, as a phone losing its signal: nothing passes either way (what was sent waits in the
 * kernel's buffers, as in TCP retransmission), a new connection is accepted but goes nowhere
 * until the network is back. Sockets whose heartbeat runs out meanwhile close on both sides
 * (Socket.IO's ping timeout), and the client reconnects once the network is back.
 */
import net from 'node:net';

export interface RedeDoCliente {
  /** Base URL through this network (http://127.0.0.1:port). */
  url: string;
  bloqueada(): boolean;
  /** Black-holes the network for `ms`; resolves when it is back. */
  bloquear(ms: number): Promise<void>;
  fechar(): Promise<void>;
}

interface Par {
  cliente: net.Socket;
  servidor: net.Socket | null;
}

export async function criarRede(destino: { host: string; porta: number }): Promise<RedeDoCliente> {
  const pares = new Set<Par>();
  let bloqueada = false;
  /** Ends the block in course now (the network closes). */
  let soltar: () => void = () => undefined;

  function ligar(par: Par) {
    if (par.cliente.destroyed) return;
    const servidor = net.connect(destino.porta, destino.host);
    par.servidor = servidor;
    servidor.on('error', () => par.cliente.destroy());
    servidor.on('close', () => par.cliente.destroy());
    fluir(par);
  }

  function fluir(par: Par) {
    par.cliente.pipe(par.servidor!);
    par.servidor!.pipe(par.cliente);
  }

  function parar(par: Par) {
    par.cliente.unpipe();
    par.servidor?.unpipe();
    par.cliente.pause();
    par.servidor?.pause();
  }

  const servidor = net.createServer((cliente) => {
    const par: Par = { cliente, servidor: null };
    pares.add(par);
    cliente.on('error', () => par.servidor?.destroy());
    cliente.on('close', () => {
      par.servidor?.destroy();
      pares.delete(par);
    });
    if (bloqueada) cliente.pause();
    else ligar(par);
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    bloqueada: () => bloqueada,
    async bloquear(ms) {
      if (bloqueada) throw new Error('a rede deste cliente já está bloqueada');
      bloqueada = true;
      for (const par of pares) parar(par);
      await new Promise<void>((r) => {
        const t = setTimeout(r, ms);
        soltar = () => {
          clearTimeout(t);
          r();
        };
      });
      bloqueada = false;
      for (const par of [...pares]) {
        if (par.servidor) fluir(par);
        else ligar(par);
      }
    },
    async fechar() {
      soltar();
      for (const par of pares) {
        par.cliente.destroy();
        par.servidor?.destroy();
      }
      await new Promise<void>((resolve) => servidor.close(() => resolve()));
    },
  };
}
