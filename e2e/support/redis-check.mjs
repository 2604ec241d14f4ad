import net from 'node:net';

/** Why the Redis of REDIS_URL cannot be used, or null when it answers PING. */
export async function redisMissing(redisUrl = process.env.REDIS_URL || '') {
  if (redisUrl === '') return 'no REDIS_URL is set';
  const { hostname, port } = new URL(redisUrl);
  const answers = await new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(3_000, () => socket.destroy() || resolve(false));
    socket.on('error', () => resolve(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
  return answers ? null : `Redis at ${hostname}:${port || 6379} does not answer`;
}
