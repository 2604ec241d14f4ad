/** The answer to a save that changes nothing (applicants, users). */
export const NOTHING_TO_CHANGE = 'Nothing to change.';
