import { renderMessageText, type MessageLanguage, type MessageValues } from '@mizan/shared';

/** A message ready to send: an e-mail's subject ('' for SMS), its plain text, and its HTML part. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

/** Placeholders that hold links: a path ('/status/…') becomes absolute with the public address. */
const LINK_PLACEHOLDERS = ['link', 'status_link'] as const;

/** An outbox row's template rendered with its values, links absolute. */
export function renderQueuedMessage(
  queued: { subject: string; body: string; values: unknown; language: MessageLanguage },
  publicUrl: string,
): RenderedMessage {
  const values = { ...(queued.values as MessageValues) };
  for (const name of LINK_PLACEHOLDERS) {
    const link = values[name];
    if (link?.startsWith('/')) values[name] = `${publicUrl}${link}`;
  }
  const subject = renderMessageText(queued.subject, values).replace(/\s+/g, ' ').trim();
  const text = renderMessageText(queued.body, values);
  return { subject, text, html: messageHtml(subject, text, queued.language) };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** The text as HTML: paragraphs at blank lines, line breaks kept, links clickable; Arabic right to left. */
function messageHtml(subject: string, text: string, language: MessageLanguage): string {
  const direction = language === 'Ar' ? 'rtl' : 'ltr';
  const lang = language === 'Ar' ? 'ar' : 'en';
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const withLinks = escapeHtml(paragraph).replace(URL_IN_TEXT, (url) => `<a href="${url}" dir="ltr">${url}</a>`);
      return `<p>${withLinks.replace(/\n/g, '<br>')}</p>`;
    });
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}" dir="${direction}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${direction}" style="font-family: Tahoma, Arial, sans-serif; text-align: ${direction === 'rtl' ? 'right' : 'left'};">`,
    ...paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}
