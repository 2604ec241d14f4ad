/**
 * /assessmentViewComponent's query (SPEC §2), which must be read both ways:
 *
 *  - named: `?id=12&exammode=gradingModeTeacher` (the names in any order);
 *  - positional: the exam id first and the mode second, whatever the
 *    parameters are called, or with no names at all: `?12&MSTMG`,
 *    `?exam=12&m=MSTMG`.
 *
 * The mode decides what the page is: examMode previews an assessment;
 * gradingModeTeacher grades a submission; MSTMG (and gradingModeStudent) is
 * the student's read-only result; any other value is the plain view of an
 * assessment.
 */
export type ViewKind = 'preview' | 'teacher' | 'student' | 'plain';

export interface ViewRoute {
  /** The assessment's id (preview, plain) or the submission's (teacher, student); null when missing or not a number. */
  id: number | null;
  /** The mode as written in the address. */
  mode: string;
  kind: ViewKind;
}

/** The mode value of the seed's student result links. */
export const STUDENT_MODE_ALIAS = 'MSTMG';

export function viewKindOf(mode: string): ViewKind {
  switch (mode) {
    case 'examMode':
      return 'preview';
    case 'gradingModeTeacher':
      return 'teacher';
    case STUDENT_MODE_ALIAS:
    case 'gradingModeStudent':
      return 'student';
    default:
      return 'plain';
  }
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A part's value: what follows '=' when there is one, else the whole part. */
function valueOf(part: string): string {
  const equals = part.indexOf('=');
  return decode(equals === -1 ? part : part.slice(equals + 1)).trim();
}

function idOf(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text.trim())) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads `search` (location.search, with or without '?'). */
export function parseViewRoute(search: string): ViewRoute {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const parts = query.split('&').filter((part) => part !== '');
  const named = new URLSearchParams(query);
  let idText: string | undefined;
  let mode: string;
  if (named.has('id') && named.has('exammode')) {
    idText = named.get('id') ?? undefined;
    mode = (named.get('exammode') ?? '').trim();
  } else {
    idText = parts[0] !== undefined ? valueOf(parts[0]) : undefined;
    mode = parts[1] !== undefined ? valueOf(parts[1]) : '';
  }
  return { id: idOf(idText), mode, kind: viewKindOf(mode) };
}
