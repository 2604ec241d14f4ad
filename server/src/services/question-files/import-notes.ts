/** The notes and skip reasons an import preview shows that more than one reader gives. */
export const CALCULATED_NO_COUNTERPART =
  'A calculated question draws its numbers from a formula per attempt; no question type here does that.';
export const PARTLY_RIGHT_BLANKS_DROPPED = 'Partly right answers were dropped: a blank here is right or wrong.';
export const NO_FULLY_RIGHT_ANSWER = 'No answer is marked fully right.';
export const DROP_DOWN_GAPS_TYPED = 'Drop-down gaps became typed blanks (a word bank here serves every blank or none).';
