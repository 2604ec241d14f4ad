import { normaliseMobile } from '@mizan/shared';
import { shortAnswer, type SendOutcome } from './send-outcome';

/**
 * SMS through the provider at SMS_URL: one JSON POST per message,
 * `{ "to": "+201012345678", "text": "…" }`, with the SMS_AUTH_HEADER header
 * when set (docs/decisions.md, "Messages and the outbox", maps it to real
 * providers). Any 2xx is sent; 408, 429 and 5xx are tried again; another 4xx,
 * or a number that is not a mobile, is given up.
 */
export class SmsSender {
  constructor(
    private readonly url: string,
    private readonly authHeader: [name: string, value: string] | null,
    private readonly countryCode: string,
  ) {}

  async send(mobile: string, text: string): Promise<SendOutcome> {
    const number = normaliseMobile(mobile, this.countryCode);
    if (!number.ok) return { result: 'give_up', answer: number.reason };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.authHeader) headers[this.authHeader[0]] = this.authHeader[1];
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: number.e164, text }),
        signal: AbortSignal.timeout(30_000),
      });
      const answer = shortAnswer(`${response.status} ${await response.text()}`);
      if (response.ok) return { result: 'sent', answer };
      const tryAgain = response.status === 408 || response.status === 429 || response.status >= 500;
      return { result: tryAgain ? 'try_again' : 'give_up', answer };
    } catch (error) {
      return { result: 'try_again', answer: shortAnswer(error instanceof Error ? error.message : String(error)) };
    }
  }
}
