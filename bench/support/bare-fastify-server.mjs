/**
 * The ceiling for bench/examday.mjs: a bare Fastify 5 route on this machine
 * that parses the same JSON body a save sends and answers a save's shape,
 * with no database, validation or logging. Run as its own process:
 *   PORT=… node bench/support/bare-fastify-server.mjs   (prints "listening")
 * It stops when its parent closes stdin.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/student/saveanswer.php', async (request) => ({
  data: { savedSeq: request.body?.data?.seq ?? 0, applied: true, remainingSeconds: null, serverTime: new Date().toISOString() },
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.stdin.resume();
process.stdin.on('end', () => app.close().then(() => process.exit(0)));
