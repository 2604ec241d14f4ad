/**
 * A real SMTP server on 127.0.0.1 for a journey: it keeps every message the
 * app sends, parsed (mailparser: subject and text decoded, the HTML part),
 * so a journey reads the mails a family would get.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startMailCatcher() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();

  /** The mails to `address`, oldest first. */
  const to = (address) => mails.filter((mail) => mail.to.includes(address));

  /** Waits until `address` has received `count` mails (the outbox sends every few seconds); answers them. */
  async function waitForMails(address, count, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (to(address).length < count) {
      if (Date.now() > deadline) {
        throw new Error(
          `${address} received ${to(address).length} of ${count} mails in ${timeoutMs / 1000} s: ${JSON.stringify(mails.map((mail) => [mail.to, mail.subject]))}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return to(address);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    waitForMails,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
