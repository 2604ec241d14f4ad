import type { ListOption } from '@mizan/shared';
import { plainText } from '@mizan/shared';

/** An item's text for labels and announcements; "Item n" when it has no text (a picture only). */
export function optionLabel(option: ListOption, index: number): string {
  const text = plainText(option.option).replace(/\s+/g, ' ').trim();
  return text === '' ? `Item ${index + 1}` : text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
