import { isImageSource, newQuestionId } from '@mizan/shared';
import { pictureSize } from './picture-size';
import type { Declaration } from './qti-declarations';
import { attributesOf, childrenOf, findAll, findFirst, textOf, type OrderedNode } from './xml-document';

/**
 * graphic-gap-match → Label: each hotspot a correct pair names is a spot at
 * its centre (pixels as percentages of the picture), and the word placed
 * there is its label (a word used twice becomes two labels). Picture words
 * (qti-gap-img) have no counterpart: labels here are words.
 */
export function readGraphicGapMatch(
  interaction: OrderedNode,
  declaration: Declaration,
  picture: (src: string) => string,
): Record<string, unknown> | string {
  const children = childrenOf(interaction);
  if (findAll(children, 'qti-gap-img').length > 0) return 'Its words are pictures; labels here are words.';
  const object = findFirst(children, 'object');
  const image = picture(attributesOf(object ?? {}).data ?? '');
  if (!isImageSource(image)) return 'Its picture is not a PNG, GIF, JPEG or WebP picture in the package or on the web.';
  const bytes = image.startsWith('data:') ? Buffer.from(image.slice(image.indexOf(',') + 1), 'base64') : null;
  const size = (bytes && pictureSize(bytes)) || {
    width: Number(attributesOf(object ?? {}).width),
    height: Number(attributesOf(object ?? {}).height),
  };
  const words = new Map(
    findAll(children, 'qti-gap-text').map((node) => [attributesOf(node).identifier ?? '', textOf(node).replace(/\s+/g, ' ').trim()]),
  );
  const hotspots = new Map(
    findAll(children, 'qti-associable-hotspot').map((node) => [attributesOf(node).identifier ?? '', attributesOf(node)]),
  );
  const percent = (pixels: number, whole: number) =>
    whole > 0 ? Math.max(0, Math.min(100, Math.round((pixels / whole) * 10000) / 100)) : Number.NaN;
  const pairs = (declaration.correct.length > 0 ? declaration.correct : declaration.mapped)
    .map((pair) => pair.split(/\s+/))
    .filter(([word, spot]) => words.get(word) && hotspots.has(spot));
  if (pairs.length === 0) return 'No word is placed on a hotspot in the correct response.';
  const spots = pairs.map(([, spot]) => {
    const { coords = '', shape } = hotspots.get(spot) ?? {};
    const inPercent = coords.includes('%');
    const numbers = coords.split(',').map((value) => Number(value.replace('%', '')));
    // The centre: a circle's first two numbers; a rectangle's or polygon's mean corner.
    const xs = shape === 'circle' ? [numbers[0]] : numbers.filter((_, index) => index % 2 === 0);
    const ys = shape === 'circle' ? [numbers[1]] : numbers.filter((_, index) => index % 2 === 1);
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0) / Math.max(1, values.length);
    return {
      id: newQuestionId(),
      value: '',
      top: inPercent ? percent(mean(ys), 100) : percent(mean(ys), size.height),
      left: inPercent ? percent(mean(xs), 100) : percent(mean(xs), size.width),
    };
  });
  if (spots.some((spot) => !Number.isFinite(spot.top + spot.left)))
    return 'The size of its picture cannot be read, so its hotspots cannot be placed.';
  return {
    image,
    labels: pairs.map(([word], index) => ({
      id: newQuestionId(),
      value: words.get(word) ?? '',
      top: spots[index].top,
      left: spots[index].left,
    })),
    options: spots,
    correctOptions: spots.map((spot) => spot.id),
    placedOptions: spots.map(() => ''),
    scoreMode: 'partialMatch',
  };
}
