/**
 * The entities package's `decodeHTMLStrict`, for the browser builds
 * (tools/webpack/create-app-config.cjs aliases 'entities/decode' here): the
 * browser's own HTML parser decodes each character reference, so a page that
 * reads rich text does not download the package's table of every entity
 * name (16.8 KiB brotli on the applicant's page). The server keeps the
 * package. Same rule as the strict decoder: only a complete reference, with
 * its ';', is decoded ('AT&T', '&copy2024' and '&ampx;' stay as written).
 */
const REFERENCE = /&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/g;

let scratch: HTMLTextAreaElement | undefined;

function decodeReference(reference: string): string {
  scratch ??= document.createElement('textarea');
  // A textarea's content is text: the parser decodes references and makes no elements.
  scratch.innerHTML = reference;
  const decoded = scratch.value;
  // A named reference decodes to one or two characters. More means the parser
  // matched only a name's start without ';' ('&ampx;' → '&x;'), which strict decoding leaves alone.
  return [...decoded].length <= 2 ? decoded : reference;
}

export function decodeHTMLStrict(text: string): string {
  return text.includes('&') ? text.replace(REFERENCE, decodeReference) : text;
}
