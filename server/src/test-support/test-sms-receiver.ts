import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An SMS POST as the test receiver got it. */
export interface ReceivedSms {
  body: unknown;
  headers: http.IncomingHttpHeaders;
}

/** A local HTTP server standing in for an SMS provider: it keeps each POST and answers 200 (or what it is told). */
export interface TestSmsReceiver {
  url: string;
  received: ReceivedSms[];
  /** Answer the next `count` POSTs with `status`. */
  answerNext(count: number, status: number): void;
  close(): Promise<void>;
}

export async function startTestSmsReceiver(): Promise<TestSmsReceiver> {
  const received: ReceivedSms[] = [];
  let planned = { count: 0, status: 200 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (planned.count > 0) {
        planned.count -= 1;
        response.writeHead(planned.status, { 'content-type': 'application/json' }).end('{"error":"planned by the test"}');
        return;
      }
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), headers: request.headers });
      response.writeHead(200, { 'content-type': 'application/json' }).end(`{"id":"sms-${received.length}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    answerNext(count, status) {
      planned = { count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
