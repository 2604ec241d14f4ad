/** Checks that an Arabic assessment's pages are Arabic documents with no English chrome. */

/** The document's language, direction and title (an Arabic assessment's pages are Arabic documents). */
export function documentLanguage(page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, title: document.title }));
}

/**
 * Visible text with Latin letters that is the page's own (chrome), not what
 * people wrote: rich text, isolated author and applicant text (<bdi>), the
 * brand, and Match's answer letters (A, B, …: the key's markers, the same in
 * both languages) are left out.
 */
export function latinChrome(page) {
  return page.evaluate(() => {
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      const element = node.parentElement;
      if (!/[A-Za-z]/.test(text) || !element || element.getClientRects().length === 0) continue;
      if (element.closest('bdi, .mizan-rich-text, script, style, noscript, [data-testid="apply-brand"]')) continue;
      if (/^[A-Z]\d*\.?$/.test(text)) continue;
      found.push(text);
    }
    return found;
  });
}
