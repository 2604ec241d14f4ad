/**
 * Labels of the frame's fields (ours: SPEC names the fields, not their
 * labels). The headings, toggle and messages are SPEC's, from @mizan/shared.
 */
export const COMMON_FIELD_LABELS = {
  totalMark: 'Total mark',
  objectives: 'Learning objective',
  showObjectives: 'Show the objective to applicants',
  shuffleOptions: 'Shuffle options',
  required: 'Required',
  oneLineOptions: 'Options on one line',
  difficult: 'Difficulty',
  cognitive: 'Cognitive level',
} as const;

export const GRADING_LABELS = {
  score: 'Score',
  feedback: 'Feedback',
  noFeedback: 'No feedback',
  notGraded: 'Not graded yet',
} as const;
