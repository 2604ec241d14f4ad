/**
 * A keep-alive HTTP client for the load benchmarks: node:http with one
 * socket per simulated applicant (as each applicant has their own browser),
 * posting the API's envelope `{ sign, data }` and timing each call, and
 * fetching the page's files as a browser does.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export class JsonClient {
  /** `localAddress`: the address its connections come from (127.0.0.x on loopback: another device's address). */
  constructor(url, sockets, { localAddress } = {}) {
    this.url = new URL(url);
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: sockets,
      maxFreeSockets: sockets,
      ...(localAddress ? { localAddress } : {}),
    });
  }

  /** POST `{ sign, data }` to /api/<path>; records the call in `stats` and answers `{ status, body }`. */
  post(path, sign, data, stats) {
    const payload = JSON.stringify({ sign, data });
    const startedAt = performance.now();
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          path: `/api/${path}`,
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body;
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
            const ok = response.statusCode >= 200 && response.statusCode < 300;
            stats?.record(startedAt, performance.now(), ok ? null : `${response.statusCode} ${body?.msg ?? String(text).slice(0, 120)}`);
            resolve({ status: response.statusCode, body });
          });
        },
      );
      request.on('error', (error) => {
        stats?.record(startedAt, performance.now(), `network ${error.code ?? error.message}`);
        resolve({ status: 0, body: null });
      });
      request.end(payload);
    });
  }

  /**
   * GET a path as a browser would (`headers`: Accept-Encoding…); answers `{ status, bytes, encoding }`, bytes as received
   * (still compressed). `timing` (optional CallStats `{ connect, response }`): a call on a new connection records its
   * connect time (socket opened to TCP connected: a SYN dropped by a full listen queue shows here, as 1 s, 3 s, 7 s…)
   * in `connect`; every call records the time from a connected socket to the last byte in `response`.
   */
  get(path, headers, stats, timing) {
    const startedAt = performance.now();
    let connectedAt = startedAt;
    return new Promise((resolve) => {
      const request = http.get({ host: this.url.hostname, port: this.url.port, path, agent: this.agent, headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => {
          const ok = response.statusCode >= 200 && response.statusCode < 300;
          const endedAt = performance.now();
          stats?.record(startedAt, endedAt, ok ? null : `${response.statusCode} GET ${path}`);
          timing?.response.record(connectedAt, endedAt, null);
          resolve({ status: response.statusCode, bytes, encoding: response.headers['content-encoding'] ?? 'identity' });
        });
      });
      if (timing) {
        request.on('socket', (socket) => {
          connectedAt = performance.now();
          if (!socket.connecting) return;
          const openedAt = connectedAt;
          socket.once('connect', () => {
            connectedAt = performance.now();
            timing.connect.record(openedAt, connectedAt, null);
          });
        });
      }
      request.on('error', (error) => {
        stats?.record(startedAt, performance.now(), `network ${error.code ?? error.message}`);
        resolve({ status: 0, bytes: 0, encoding: null });
      });
    });
  }

  close() {
    this.agent.destroy();
  }
}
