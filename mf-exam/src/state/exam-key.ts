/**
 * The stored exam key (SPEC §4): while an exam is open its hash is kept in
 * localStorage, so that when the page is loaded again for the same hash we
 * know the applicant left mid-exam. Without allowResume the exam is then
 * submitted (SPEC: "a reload auto-submits"); with it, the applicant continues.
 */
export const EXAM_KEY = 'mizan.exam.current';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberExam(hash: string): void {
  try {
    storage()?.setItem(EXAM_KEY, hash);
  } catch {
    // A full or disabled storage only loses the reload rule, never an answer sent.
  }
}

export function storedExam(): string | null {
  try {
    return storage()?.getItem(EXAM_KEY) ?? null;
  } catch {
    return null;
  }
}

export function forgetExam(hash: string): void {
  try {
    if (storedExam() === hash) storage()?.removeItem(EXAM_KEY);
  } catch {
    // Nothing more to do.
  }
}

/** Whether this load of `hash` is a reload of an exam that was open. */
export function wasOpenBefore(hash: string): boolean {
  return storedExam() === hash;
}
