import net from 'node:net';

/**
 * A TCP proxy on a free 127.0.0.1 port to `target`, which a test can cut
 * (every open connection reset, new ones closed at once, as when the
 * database goes down), blackhole (every connection, open or new, stays open
 * but nothing passes either way, as when a network partition silences the
 * database) and restore. It lets a test take "the database" away from one
 * server without stopping the machine's shared PostgreSQL.
 */
export async function startTcpProxy(target) {
  const open = new Set();
  let cut = false;
  let silent = false;
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
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
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
    /** The database stops answering: bytes are swallowed, no connection is closed. */
    blackhole() {
      silent = true;
    },
    /** Back to normal; connections held open during a blackhole stay dropped so nobody reads half a message. */
    restore() {
      cut = false;
      if (silent) {
        silent = false;
        // Closed, not reset: a socket reset after a blackhole never finished closing on Node 20 with Linux 6.18,
        // and the test's process spun in its teardown (Environment::CleanupHandles) instead of ending.
        for (const { client, upstream } of open) {
          client.destroy();
          upstream.destroy();
        }
        open.clear();
      }
    },
    close() {
      this.cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
