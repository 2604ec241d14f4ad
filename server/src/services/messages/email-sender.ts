import nodemailer, { type Transporter } from 'nodemailer';
import type { RenderedMessage } from './render-message';
import { shortAnswer, type SendOutcome } from './send-outcome';

/** SMTP connections one node keeps open to the mail server. */
const SMTP_CONNECTIONS = 5;

/**
 * E-mail through the mail server at SMTP_URL (nodemailer, a small pool of
 * connections). nodemailer writes a non-ASCII subject as RFC 2047 encoded
 * words and the parts as UTF-8, so Arabic arrives as written; each message
 * has a plain-text part and an HTML part.
 */
export class EmailSender {
  private readonly transport: Transporter;
  private readonly inFlight = new Set<Promise<SendOutcome>>();
  private closing = false;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  send(to: string, message: RenderedMessage): Promise<SendOutcome> {
    if (this.closing) return Promise.resolve({ result: 'try_again', answer: 'The server was stopping; sent later.' });
    const sending = this.sendNow(to, message).finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
    return sending;
  }

  private async sendNow(to: string, message: RenderedMessage): Promise<SendOutcome> {
    try {
      const info = (await this.transport.sendMail({
        from: this.from,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })) as { response?: string; rejected?: unknown[] };
      if (info.rejected && info.rejected.length > 0) return { result: 'give_up', answer: shortAnswer(`Refused: ${info.response ?? ''}`) };
      return { result: 'sent', answer: shortAnswer(info.response ?? 'accepted') };
    } catch (error) {
      return emailFailure(error);
    }
  }

  /** Stop taking messages, let those under way finish (so none is cut off mid-send), then close the connections. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.inFlight]);
    this.transport.close();
  }
}

/** A 5xx answer (or an address nodemailer cannot use) fails the same way each time; anything else may pass later. */
function emailFailure(error: unknown): SendOutcome {
  const failure = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const answer = shortAnswer(failure.response ?? failure.message ?? String(error));
  const permanent = (failure.responseCode !== undefined && failure.responseCode >= 500) || failure.code === 'EENVELOPE';
  return { result: permanent ? 'give_up' : 'try_again', answer };
}
