import net from 'node:net';

/**
 * A TCP proxy on a free 127.0.0.1 port to `target`, which a test can cut
 * (every open connection reset, new ones closed at once, as when the
 * database goes down) and restore. It lets a test take "the database" away
 * from one server without stopping the machine's shared PostgreSQL.
 */
export async function startTcpProxy(target) {
  const open = new Set();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(target);
    const pair = { client, upstream };
    open.add(pair);
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    /** The database "goes down": drop every connection and refuse new ones. */
    cut() {
      cut = true;
      for (const { client, upstream } of open) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      open.clear();
    },
    restore() {
      cut = false;
    },
    close() {
      this.cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
