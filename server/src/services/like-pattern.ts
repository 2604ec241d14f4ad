/** `%text%` for LIKE, with the pattern characters escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
