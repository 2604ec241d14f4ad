import { newQuestionId } from '@mizan/shared';
import { commonFields, type MoodleReader } from './moodle-common';
import { pictureSize } from './picture-size';
import { asList, attributeOf, plainOf, valueOf } from './moodle-text';

const PICTURE_TYPES: Record<string, string> = { png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * ddimageortext → Label: each drop zone is a spot and gets the label its
 * right choice names (a choice used twice becomes two labels); the zones'
 * pixels become percentages of the background's size. Picture choices have
 * no counterpart (labels are words).
 */
export const dragOntoImage: MoodleReader = (question, notes) => {
  const background = asList(question.file).find((file) => attributeOf(file, 'encoding') === 'base64');
  const type = PICTURE_TYPES[attributeOf(background, 'name').split('.').pop()?.toLowerCase() ?? ''];
  if (!background || !type) return 'Its background is not a PNG, GIF or JPEG picture in the file.';
  const data = String(background['#text'] ?? '').replace(/\s+/g, '');
  const size = pictureSize(Buffer.from(data, 'base64'));
  if (!size || size.width === 0 || size.height === 0) return 'The size of its background picture cannot be read.';
  const drags = asList(question.drag);
  if (drags.some((drag) => asList(drag.file).length > 0)) return 'Its choices are pictures; labels here are words.';
  const textOf = (no: string) => plainOf(drags.find((drag) => valueOf(drag.no) === no));
  const drops = asList(question.drop).filter((drop) => textOf(valueOf(drop.choice)) !== '');
  if (drops.length === 0) return 'No drop zone names a choice.';
  const used = new Set(drops.map((drop) => valueOf(drop.choice)));
  if (drags.some((drag) => !used.has(valueOf(drag.no))))
    notes.push('Choices that belong nowhere were left out: here each label has its own spot.');
  const percent = (pixels: unknown, whole: number) =>
    Math.max(0, Math.min(100, Math.round((Number(valueOf(pixels)) / whole) * 10000) / 100));
  const spots = drops.map((drop) => ({
    id: newQuestionId(),
    value: '',
    top: percent(drop.ytop, size.height),
    left: percent(drop.xleft, size.width),
  }));
  const labels = drops.map((drop, index) => ({
    id: newQuestionId(),
    value: textOf(valueOf(drop.choice)),
    top: spots[index].top,
    left: spots[index].left,
  }));
  return {
    ...commonFields(question, notes),
    image: `data:${type};base64,${data}`,
    labels,
    options: spots,
    correctOptions: spots.map((spot) => spot.id),
    placedOptions: spots.map(() => ''),
    scoreMode: 'partialMatch',
  };
};
