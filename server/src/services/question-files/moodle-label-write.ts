import type { Question } from '@mizan/shared';
import { pictureSize } from './picture-size';
import { escapeXml } from './xml-document';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/gif': 'gif', 'image/jpeg': 'jpg' };

/**
 * A Label question as Moodle's core ddimageortext (drag and drop onto an
 * image), the inverse of moodle-drag-image.ts: the picture is the
 * question's base64 background `<file>`, each label text a choice (used as
 * often as labels carry it), each label a drop zone at its spot's place in
 * pixels. Answers the fields, or why the question cannot be written.
 */
export function dragOntoImageFields(question: Extract<Question, { type: 'LabelQComponent' }>): string[] | string {
  const picture = /^data:(image\/(?:png|gif|jpeg));base64,(.+)$/i.exec(question.image.replace(/\s+/g, ''));
  if (!picture) return 'Its picture is not a PNG, GIF or JPEG picture this file can carry.';
  const size = pictureSize(Buffer.from(picture[2], 'base64'));
  if (!size || size.width === 0 || size.height === 0) return 'The size of its picture cannot be read.';
  const words = [...new Set(question.labels.map((label) => label.value))];
  const pixels = (percent: number, whole: number) => Math.round((percent / 100) * whole);
  const drops = question.labels.map((label, index) => {
    const spot = question.options.find((option) => option.id === question.correctOptions[index]) ?? label;
    return `<drop><text>${escapeXml(spot.value)}</text><no>${index + 1}</no><choice>${words.indexOf(label.value) + 1}</choice><xleft>${pixels(spot.left, size.width)}</xleft><ytop>${pixels(spot.top, size.height)}</ytop></drop>`;
  });
  const used = (word: string) => question.labels.filter((label) => label.value === word).length;
  return [
    `<file name="background.${EXTENSIONS[picture[1].toLowerCase()]}" path="/" encoding="base64">${picture[2]}</file>`,
    question.shuffleOptions ? '<shuffleanswers/>' : '',
    ...words.map(
      (word, index) =>
        `<drag><no>${index + 1}</no><text>${escapeXml(word)}</text><draggroup>1</draggroup>${used(word) > 1 ? '<infinite/>' : ''}</drag>`,
    ),
    ...drops,
  ].filter((field) => field !== '');
}
