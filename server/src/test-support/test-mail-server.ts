import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test mail server received it: the raw source and the envelope's recipients. */
export interface ReceivedMail {
  raw: Buffer;
  to: string[];
}

/** A real SMTP server on 127.0.0.1 for tests: it keeps what arrives and can refuse the next messages. */
export interface TestMailServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Answer the next `count` messages with `code` (e.g. 451: try again later), then accept again. */
  refuseNext(count: number, code: number, text: string): void;
  close(): Promise<void>;
}

export async function startTestMailServer(): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; code: number; text: string } = { count: 0, code: 0, text: '' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals.count -= 1;
          callback(Object.assign(new Error(refusals.text), { responseCode: refusals.code }));
          return;
        }
        received.push({ raw: Buffer.concat(chunks), to: session.envelope.rcptTo.map((recipient) => recipient.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code, text) {
      refusals = { count, code, text };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
