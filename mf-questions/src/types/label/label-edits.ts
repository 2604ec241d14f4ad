import type { ImageSpot, LabelAnswer, LabelQuestion, ScoreMode } from '@mizan/shared';
import { LIMITS, newImageSpot } from '@mizan/shared';
import { assignSlot, cleanSlots } from '../../components/dnd/slots';
import type { ExamQuestionOf } from '../question-type-ui';

/**
 * The pure edits of a Label question and its answer.
 *
 * Spots (options) sit on the picture at top/left percentages 0..100 of its
 * height and width, so they stay on the same place of the picture at any size
 * and in either direction (a picture is never mirrored). The key is
 * correctOptions[i], the spot of labels[i]; each label's own top/left follows
 * its correct spot (the model: "where the author placed it"). One label per
 * spot, in the key and in an answer.
 */

/** A position on the picture, in percent of its width (left) and height (top). */
export interface PercentPoint {
  top: number;
  left: number;
}

/** A number held to 0..100 with 2 decimals. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;
}

/** Where a pointer at (clientX, clientY) is on a picture drawn in `rect`, in percent, held on the picture. */
export function percentFromPoint(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): PercentPoint {
  if (rect.width <= 0 || rect.height <= 0) return { top: 0, left: 0 };
  return {
    left: clampPercent(((clientX - rect.left) / rect.width) * 100),
    top: clampPercent(((clientY - rect.top) / rect.height) * 100),
  };
}

/** Spots whose tops differ by less than this (percent) count as one row when numbering. */
export const SPOT_ROW_TOLERANCE = 5;

/**
 * Numbers (1, 2, …) for the spots in reading order of the picture: rows from
 * top to bottom, and within a row left to right, or right to left for an
 * Arabic question. Positions decide, not list order, so the applicant's
 * shuffled list and the author's list number a spot alike.
 */
export function spotNumbers(spots: readonly { id: string; top: number; left: number }[], direction: 'ltr' | 'rtl'): Map<string, number> {
  const byTop = [...spots].sort((a, b) => a.top - b.top || a.left - b.left || a.id.localeCompare(b.id));
  const rows: (typeof byTop)[] = [];
  for (const spot of byTop) {
    const row = rows[rows.length - 1];
    if (row && spot.top - row[0].top < SPOT_ROW_TOLERANCE) row.push(spot);
    else rows.push([spot]);
  }
  const numbers = new Map<string, number>();
  for (const row of rows) {
    row.sort((a, b) => (direction === 'rtl' ? b.left - a.left : a.left - b.left) || a.id.localeCompare(b.id));
    for (const spot of row) numbers.set(spot.id, numbers.size + 1);
  }
  return numbers;
}

/** The spots sorted by their numbers. */
export function spotsInNumberOrder<Spot extends { id: string; top: number; left: number }>(
  spots: readonly Spot[],
  direction: 'ltr' | 'rtl',
): Spot[] {
  const numbers = spotNumbers(spots, direction);
  return [...spots].sort((a, b) => (numbers.get(a.id) ?? 0) - (numbers.get(b.id) ?? 0));
}

export function setImage(question: LabelQuestion, image: string): LabelQuestion {
  return { ...question, image };
}

export function canAddSpot(question: LabelQuestion): boolean {
  return question.options.length < LIMITS.options;
}

/** Where new spots go: the middle first, then around it, so a new spot does not hide under an older one. */
const NEW_SPOT_PLACES: readonly PercentPoint[] = [
  { top: 50, left: 50 },
  { top: 30, left: 30 },
  { top: 30, left: 70 },
  { top: 70, left: 30 },
  { top: 70, left: 70 },
  { top: 50, left: 30 },
  { top: 50, left: 70 },
  { top: 30, left: 50 },
  { top: 70, left: 50 },
];

/** A new spot on the picture (the first free place of NEW_SPOT_PLACES, else the middle); the author drags it into place. */
export function addSpot(question: LabelQuestion): LabelQuestion {
  if (!canAddSpot(question)) return question;
  const taken = (point: PercentPoint) =>
    question.options.some((spot) => Math.abs(spot.top - point.top) < 5 && Math.abs(spot.left - point.left) < 5);
  const point = NEW_SPOT_PLACES.find((place) => !taken(place)) ?? NEW_SPOT_PLACES[0];
  return { ...question, options: [...question.options, newImageSpot('', point.top, point.left)] };
}

/** A spot moved to `point`; labels whose correct spot it is move with it. */
export function moveSpot(question: LabelQuestion, spotId: string, point: PercentPoint): LabelQuestion {
  const top = clampPercent(point.top);
  const left = clampPercent(point.left);
  return {
    ...question,
    options: question.options.map((spot) => (spot.id === spotId ? { ...spot, top, left } : spot)),
    labels: question.labels.map((label, index) => (question.correctOptions[index] === spotId ? { ...label, top, left } : label)),
  };
}

export function setSpotCaption(question: LabelQuestion, spotId: string, value: string): LabelQuestion {
  return {
    ...question,
    options: question.options.map((spot) => (spot.id === spotId ? { ...spot, value: value.slice(0, LIMITS.shortText) } : spot)),
  };
}

/** A spot removed; labels keyed or placed on it have no spot any more. */
export function removeSpot(question: LabelQuestion, spotId: string): LabelQuestion {
  const clear = (id: string) => (id === spotId ? '' : id);
  return {
    ...question,
    options: question.options.filter((spot) => spot.id !== spotId),
    correctOptions: question.correctOptions.map(clear),
    placedOptions: question.placedOptions.map(clear),
  };
}

export function canAddLabel(question: LabelQuestion): boolean {
  return question.labels.length < LIMITS.options;
}

/** A new empty label, with no correct spot yet. */
export function addLabel(question: LabelQuestion): LabelQuestion {
  if (!canAddLabel(question)) return question;
  return {
    ...question,
    labels: [...question.labels, newImageSpot('', 0, 0)],
    correctOptions: [...keySlots(question), ''],
    placedOptions: question.placedOptions.length === 0 ? [] : [...question.placedOptions, ''],
  };
}

export function removeLabel(question: LabelQuestion, labelId: string): LabelQuestion {
  const index = question.labels.findIndex((label) => label.id === labelId);
  if (index < 0) return question;
  const without = <T>(items: readonly T[]) => items.filter((_, at) => at !== index);
  return {
    ...question,
    labels: without(question.labels),
    correctOptions: without(question.correctOptions),
    placedOptions: without(question.placedOptions),
  };
}

export function setLabelText(question: LabelQuestion, labelId: string, value: string): LabelQuestion {
  return {
    ...question,
    labels: question.labels.map((label) => (label.id === labelId ? { ...label, value: value.slice(0, LIMITS.shortText) } : label)),
  };
}

export function setScoreMode(question: LabelQuestion, scoreMode: ScoreMode): LabelQuestion {
  return { ...question, scoreMode };
}

/** The key as slots: a spot id per label ('' for none). */
export function keySlots(question: LabelQuestion): string[] {
  return cleanSlots(
    question.correctOptions,
    question.labels.length,
    question.options.map((spot) => spot.id),
  );
}

/** Label `labelIndex`'s correct spot set (or cleared with ''); the label's top/left follow the spot. */
export function setKeyPlacement(question: LabelQuestion, labelIndex: number, spotId: string): LabelQuestion {
  const correctOptions = assignSlot(keySlots(question), labelIndex, spotId);
  const spotOf = new Map(question.options.map((spot) => [spot.id, spot]));
  const labels: ImageSpot[] = question.labels.map((label, index) => {
    const spot = spotOf.get(correctOptions[index]);
    return spot ? { ...label, top: spot.top, left: spot.left } : label;
  });
  return { ...question, labels, correctOptions };
}

/** Every label has its own spot (what the save check asks). */
export function isKeyComplete(question: LabelQuestion): boolean {
  return (
    question.labels.length > 0 && question.correctOptions.length === question.labels.length && keySlots(question).every((id) => id !== '')
  );
}

type LabelLike = { labels: readonly { id: string }[]; options: readonly { id: string }[] };

/** An answer as slots aligned with `question.labels` (as shown). */
export function placementSlots(question: LabelLike, answer: LabelAnswer | null): string[] {
  const given = new Map((answer?.placements ?? []).map((placement) => [placement.labelId, placement.optionId]));
  return cleanSlots(
    question.labels.map((label) => given.get(label.id)),
    question.labels.length,
    question.options.map((spot) => spot.id),
  );
}

/** The answer after the applicant puts label `labelIndex` on `spotId` ('' takes it off); a spot holds one label. */
export function setExamPlacement(
  question: ExamQuestionOf<'LabelQComponent'>,
  answer: LabelAnswer | null,
  labelIndex: number,
  spotId: string,
): LabelAnswer {
  const slots = assignSlot(placementSlots(question, answer), labelIndex, spotId);
  return {
    type: 'LabelQComponent',
    placements: question.labels
      .map((label, index) => ({ labelId: label.id, optionId: slots[index] }))
      .filter((placement) => placement.optionId !== ''),
  };
}
