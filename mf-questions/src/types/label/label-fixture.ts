import type { LabelQuestion } from '@mizan/shared';
import { newQuestion, richTextFromPlain } from '@mizan/shared';

/** A tiny PNG (isImageSource accepts it; jsdom never decodes it). */
export const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * A Label question: labels l1 Head, l2 Tail, l3 Wing; spots s1 (top-left),
 * s2 (top-right), s3 (bottom-middle), s4 (a decoy, bottom-right); the key puts
 * l1 on s1, l2 on s3 and l3 on s2 unless told.
 */
export function labelQuestion(key: string[] = ['s1', 's3', 's2']): LabelQuestion {
  const spots = [
    { id: 's1', value: 'beak', top: 20, left: 20 },
    { id: 's2', value: '', top: 22, left: 80 },
    { id: 's3', value: '', top: 70, left: 50 },
    { id: 's4', value: '', top: 72, left: 85 },
  ];
  const spotOf = new Map(spots.map((spot) => [spot.id, spot]));
  const labels = ['Head', 'Tail', 'Wing'].map((value, index) => {
    const spot = spotOf.get(key[index] ?? '');
    return { id: `l${index + 1}`, value, top: spot?.top ?? 0, left: spot?.left ?? 0 };
  });
  return {
    ...newQuestion('LabelQComponent'),
    header: richTextFromPlain('Label the bird'),
    totalMark: '3',
    image: PICTURE,
    labels,
    options: spots,
    correctOptions: key,
  };
}
