/** An instant as messages write it: '2031-04-01 14:00 UTC' (as admission deadlines are written). */
export function messageTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
