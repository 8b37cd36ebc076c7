// A TCP proxy in front of PostgreSQL that a test can take away (every open connection
// destroyed, new ones refused) and bring back on the same port.
import { connect, createServer, type Server, type Socket } from 'node:net';

export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;
  /**
   * Client connections that closed without the client ever sending a byte, while the proxy was
   * up: a client that connected and then never wrote its startup message (postgres.js 3.4.9 did
   * this after an outage until patched: patches/README.md) and waited for its connect timeout.
   */
  silentClosures = 0;

  constructor(private readonly targetHost: string, private readonly targetPort: number) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      this.sockets.add(client);
      this.sockets.add(upstream);
      const drop = (): void => { client.destroy(); upstream.destroy(); this.sockets.delete(client); this.sockets.delete(upstream); };
      let clientSent = false;
      client.once('data', () => { clientSent = true; });
      client.once('close', () => { if (!clientSent && this.server === server) this.silentClosures++; });
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** The database "goes away": open connections are reset and new ones refused. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.resetAndDestroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
