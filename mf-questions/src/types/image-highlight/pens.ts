import { HIGHLIGHT_LINE_WIDTH, type ApplicantText } from '@mizan/shared';

type DrawingWords = ApplicantText['drawing'];

/** Pen colours offered (ours; SPEC names none): red first, as a highlighter is usually bright. Named in the page's language. */
export const PEN_COLORS: readonly { value: string; name: keyof DrawingWords['colours'] }[] = [
  { value: '#e53935', name: 'red' },
  { value: '#1e88e5', name: 'blue' },
  { value: '#43a047', name: 'green' },
  { value: '#fdd835', name: 'yellow' },
  { value: '#212121', name: 'black' },
];

/** Pen widths in drawing units; SPEC §9's 5 is the default. */
export const PEN_WIDTHS: readonly { value: number; name: keyof DrawingWords['widths'] }[] = [
  { value: HIGHLIGHT_LINE_WIDTH, name: 'thin' },
  { value: HIGHLIGHT_LINE_WIDTH * 3, name: 'medium' },
  { value: HIGHLIGHT_LINE_WIDTH * 6, name: 'thick' },
];
