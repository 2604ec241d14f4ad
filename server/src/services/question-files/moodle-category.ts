import { BANK_TAG_MAX_LENGTH } from '@mizan/shared';
import { asElement, asList, valueOf, type MoodleElement } from './moodle-text';

/** What a question takes from the categories above it and its own tags. */
export interface MoodleContext {
  tags: string[];
  subject: string;
}

/**
 * The segments of a Moodle category path. Moodle writes a `/` inside a
 * category's name as `//`, so `$course$/top/A//B` is the one category "A/B".
 */
function segmentsOf(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  for (let index = 0; index < path.length; index += 1) {
    if (path[index] !== '/') current += path[index];
    else if (path[index + 1] === '/') {
      current += '/';
      index += 1;
    } else {
      segments.push(current);
      current = '';
    }
  }
  segments.push(current);
  return segments.map((segment) => segment.trim());
}

/** The category path as tags and a subject: '$course$/top/Science/Physics' is subject Physics, tag Science. */
export function categoryContext(path: string): MoodleContext {
  const segments = segmentsOf(path).filter(
    (segment) => segment !== '' && !/^\$\w+\$$/.test(segment) && segment.toLowerCase() !== 'top' && !/^default for /i.test(segment),
  );
  const subject = segments.pop() ?? '';
  return { tags: segments.slice(-5), subject: subject.slice(0, 100) };
}

/**
 * The question's tags and its categories' (at most 20), each cut to the
 * bank's tag length with a note naming it, so none is shortened silently.
 */
export function tagsOf(question: MoodleElement, context: MoodleContext, notes: string[]): string[] {
  const own = asList(asElement(question.tags).tag).map((tag) => valueOf(tag).trim());
  const tags: string[] = [];
  for (const tag of [...context.tags, ...own]) {
    if (tag === '') continue;
    if (tag.length > BANK_TAG_MAX_LENGTH)
      notes.push(
        `The tag "${tag}" is longer than ${BANK_TAG_MAX_LENGTH} characters; it was kept as "${tag.slice(0, BANK_TAG_MAX_LENGTH)}".`,
      );
    tags.push(tag.slice(0, BANK_TAG_MAX_LENGTH));
  }
  const unique = [...new Set(tags)];
  if (unique.length > 20) notes.push(`Only the first 20 of its ${unique.length} tags were kept.`);
  return unique.slice(0, 20);
}
