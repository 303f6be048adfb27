/**
 * A round-robin TCP proxy for the two-process bench, in its own process: each accepted connection is piped to the next
 * backend port in turn (`node round-robin-proxy.js PORT...`), as a load balancer in front of server processes would.
 * It prints `listening PORT` once it accepts. Bytes are passed as they come, never parsed, so it stays cheap; the bench
 * reads its CPU to show it was not the bottleneck.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

const backends = process.argv.slice(2).map(Number);
if (backends.length === 0 || backends.some((port) => !Number.isInteger(port) || port <= 0)) {
  console.error('usage: round-robin-proxy.js PORT [PORT...]');
  process.exit(2);
}

let next = 0;
const server = createServer((client: Socket) => {
  const port = backends[next % backends.length] ?? 0;
  next += 1;
  const upstream = connect({ port, host: '127.0.0.1' });
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  // A connection ended or reset on one side ends the other: that is all a proxy can do with it.
  const closeBoth = (): void => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', closeBoth).on('close', closeBoth);
  upstream.on('error', closeBoth).on('close', closeBoth);
  client.pipe(upstream);
  upstream.pipe(client);
});

server.listen({ port: 0, host: '127.0.0.1' }, () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
