/** The words a template may hold in braces, e.g. "Dear {name},". */
export const MESSAGE_PLACEHOLDERS = ['name', 'assessment', 'link', 'status_link', 'deadline', 'position', 'school', 'code'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

/** The values a message is rendered with; a placeholder without one renders as nothing. */
export type MessageValues = Partial<Record<MessagePlaceholder, string>>;

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function isPlaceholder(word: string): word is MessagePlaceholder {
  return (MESSAGE_PLACEHOLDERS as readonly string[]).includes(word);
}

/** The braced words of a template that are not placeholders, each once, in order: a template holding one is refused. */
export function unknownPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) if (!isPlaceholder(match[1])) unknown.add(match[1]);
  return [...unknown];
}

/** The placeholders a template uses, each once. */
export function usedPlaceholders(template: string): MessagePlaceholder[] {
  const used = new Set<MessagePlaceholder>();
  for (const match of template.matchAll(PLACEHOLDER)) if (isPlaceholder(match[1])) used.add(match[1]);
  return [...used];
}

/** The template with each placeholder replaced by its value (a braced word that is not a placeholder stays as written). */
export function renderMessageText(template: string, values: MessageValues): string {
  return template.replace(PLACEHOLDER, (whole, word: string) => (isPlaceholder(word) ? (values[word] ?? '') : whole));
}
