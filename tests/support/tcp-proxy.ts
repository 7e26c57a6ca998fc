// A TCP proxy between an app process and PostgreSQL that a test can freeze: while frozen it
// accepts connections and keeps them open but passes no byte either way, as a database that
// hangs (a stalled disk, a paused VM) looks to its clients. Never touches the server itself.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type FreezableProxy = { port: number; freeze(): void; thaw(): void; close(): Promise<void> };

/** `listenPort`: a fixed port (say, one a server was told about before the database came up). */
export async function freezableProxy(target: { host: string; port: number }, { listenPort = 0 } = {}): Promise<FreezableProxy> {
  let frozen = false;
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (frozen) for (const socket of pair) socket.pause();
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const each = (action: (socket: net.Socket) => void) => {
    for (const pair of pairs) for (const socket of pair) action(socket);
  };
  return {
    port: (server.address() as AddressInfo).port,
    freeze: () => {
      frozen = true;
      each((socket) => socket.pause());
    },
    thaw: () => {
      frozen = false;
      each((socket) => socket.resume());
    },
    close: async () => {
      each((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
