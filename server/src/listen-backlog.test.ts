import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { DEFAULT_LISTEN_BACKLOG, listenOptions, loadConfig } from './config';

/** The backlog the kernel holds for a listening port (`ss`'s Send-Q), or null where `ss` is not there (not Linux). */
function kernelBacklog(port: number): number | null {
  try {
    const line = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim();
    return Number(line.split(/\s+/)[2]);
  } catch {
    return null;
  }
}

describe('LISTEN_BACKLOG: the connections the kernel holds for the server to accept', () => {
  it("is 4096 unless set, not Node's 511, and is what listen is given", () => {
    expect(DEFAULT_LISTEN_BACKLOG).toBe(4096);
    expect(listenOptions(loadConfig({ PORT: '9090', HOST: '0.0.0.0' }))).toEqual({ port: 9090, host: '0.0.0.0', backlog: 4096 });
    expect(listenOptions(loadConfig({ LISTEN_BACKLOG: ' 8192 ' })).backlog).toBe(8192);
    expect(listenOptions(loadConfig({ LISTEN_BACKLOG: '' })).backlog).toBe(4096);
  });

  it.each(['0', '-1', '511.5', 'many', '65536', '1e3'])('refuses %p at start with a sentence naming the setting', (value) => {
    expect(() => loadConfig({ LISTEN_BACKLOG: value })).toThrow(`LISTEN_BACKLOG must be a whole number from 1 to 65535, not "${value}".`);
  });

  it('reaches the kernel: the listening socket has the configured backlog', async () => {
    const app = Fastify({ logger: false });
    app.get('/', async () => 'ok');
    await app.listen(listenOptions({ port: 0, host: '127.0.0.1', listenBacklog: 37 }));
    try {
      const backlog = kernelBacklog((app.server.address() as AddressInfo).port);
      if (backlog !== null) expect(backlog).toBe(37);
    } finally {
      await app.close();
    }
  });
});
