import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type Access } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { HttpError } from '../errors';
import { authenticateToken, type Caller } from '../services/authenticate';
import { html } from './html';
import { accessPage } from './pages';
import type { PrintText } from './print-text';

/** A print page's answer: never kept by a browser or a proxy (applicants' personal data). */
export function sendPrintHtml(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/** A print page's answer to a link that names nothing it can print, or nothing that exists. */
export function problemPage(title: string, message: string): string {
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — Mizan</title><link rel="stylesheet" href="/print/print.css"><link rel="icon" href="data:,"></head>
<body><main><header class="page-head"><div><h1>${title}</h1></div></header><p>${message}</p></main></body></html>`}`;
}

/**
 * The print page's reader, signed in by the quiztoken cookie with the page's
 * access (a flag, or any of several); or null when they are not, and the
 * 401/403 page has been sent.
 */
export async function printPageReader(
  request: FastifyRequest,
  reply: FastifyReply,
  access: Access,
  services: AppServices,
  text?: PrintText,
): Promise<Caller | null> {
  try {
    const caller = await authenticateToken(request.cookies[SESSION_COOKIE] ?? null, access, services.db, services.tokens);
    if (!caller) throw new Error('The print page was not authorised.');
    return caller;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403)) {
      const status = error.statusCode === 401 ? 401 : 403;
      await sendPrintHtml(reply, status, accessPage(status, error.message, text));
      return null;
    }
    throw error;
  }
}
