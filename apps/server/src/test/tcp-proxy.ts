import net from 'node:net';

/**
 * A TCP proxy in front of a real server (Redis), to play its outages: `pause` holds every byte
 * both ways (a hung server: connections stay open, nothing answers), `close` drops every
 * connection and refuses new ones (a dead server), `open` listens again on the same port.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly connections = new Set<net.Socket>();
  private paused = false;
  private held: (() => void)[] = [];
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  static async start(targetUrl: string): Promise<TcpProxy> {
    const url = new URL(targetUrl);
    const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    await proxy.open();
    return proxy;
  }

  /** The URL to give a client in place of the target's. */
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async open(): Promise<void> {
    this.paused = false;
    const server = net.createServer((client) => this.pair(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    const held = this.held;
    this.held = [];
    for (const write of held) write();
  }

  async close(): Promise<void> {
    this.held = [];
    for (const socket of this.connections) socket.destroy();
    this.connections.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private pair(client: net.Socket) {
    const upstream = net.connect(this.target);
    for (const socket of [client, upstream]) {
      this.connections.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        this.connections.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        const write = () => {
          if (!to.destroyed) to.write(chunk);
        };
        if (this.paused) this.held.push(write);
        else write();
      });
    forward(client, upstream);
    forward(upstream, client);
  }
}

/** A local port where nothing listens (connections are refused at once). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
