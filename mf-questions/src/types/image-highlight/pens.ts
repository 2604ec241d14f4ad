import { HIGHLIGHT_LINE_WIDTH } from '@mizan/shared';

/** Pen colours offered (ours; SPEC names none): red first, as a highlighter is usually bright. */
export const PEN_COLORS: readonly { value: string; name: string }[] = [
  { value: '#e53935', name: 'Red' },
  { value: '#1e88e5', name: 'Blue' },
  { value: '#43a047', name: 'Green' },
  { value: '#fdd835', name: 'Yellow' },
  { value: '#212121', name: 'Black' },
];

/** Pen widths in drawing units; SPEC §9's 5 is the default. */
export const PEN_WIDTHS: readonly { value: number; name: string }[] = [
  { value: HIGHLIGHT_LINE_WIDTH, name: 'Thin' },
  { value: HIGHLIGHT_LINE_WIDTH * 3, name: 'Medium' },
  { value: HIGHLIGHT_LINE_WIDTH * 6, name: 'Thick' },
];
