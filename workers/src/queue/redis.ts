import net from 'node:net';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** True when a Redis server answers PING at this URL within the timeout. */
export function isRedisReachable(url: string, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      resolve(false);
      return;
    }
    const socket = net.createConnection({ host: u.hostname, port: Number(u.port || 6379) });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => {
      const auth = u.password
        ? `AUTH ${u.username ? `${decodeURIComponent(u.username)} ` : ''}${decodeURIComponent(u.password)}\r\n`
        : '';
      socket.write(`${auth}PING\r\n`);
    });
    socket.on('data', (chunk) => finish(chunk.toString().includes('PONG')));
  });
}

/**
 * An explicit REDIS_URL is used as given ('off' disables Redis); without one, the default
 * local Redis is used when it answers, and otherwise everything runs in one process.
 */
export async function resolveRedisUrl(redisUrl: string | undefined): Promise<string | undefined> {
  if (redisUrl === 'off') return undefined;
  if (redisUrl) return redisUrl;
  return (await isRedisReachable(DEFAULT_REDIS_URL)) ? DEFAULT_REDIS_URL : undefined;
}
