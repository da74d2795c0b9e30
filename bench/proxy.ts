// A round-robin TCP proxy for the two-process benchmark: each new client connection goes to the
// next backend in turn (keep-alive connections stay where they landed, as behind nginx's stream
// round-robin). `PORT=0 BACKENDS=127.0.0.1:3001,127.0.0.1:3002 node --import tsx bench/proxy.ts`
import net from 'node:net';

const backends = (process.env.BACKENDS ?? '').split(',').map((b) => {
  const [host, port] = b.split(':');
  return { host: host!, port: Number(port) };
});
if (backends.length === 0 || backends.some((b) => !b.port)) throw new Error('BACKENDS=host:port,host:port');

let next = 0;
const server = net.createServer((client) => {
  const backend = backends[next++ % backends.length]!;
  const upstream = net.connect(backend.port, backend.host);
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as net.AddressInfo).port}`);
});
process.once('SIGTERM', () => process.exit(0));
