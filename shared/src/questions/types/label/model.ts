import type { ExamQuestionCommon } from '../../exam-question';
import type { QuestionCommon } from '../../question';
import type { ScoreMode } from '../../question-types';

/** Something placed on a Label question's image; top and left are percentages 0..100 of its height and width. */
export interface ImageSpot {
  id: string;
  value: string;
  top: number;
  left: number;
}

export interface LabelQuestion extends QuestionCommon<'LabelQComponent'> {
  /** The picture (a media URL or a small inline image). */
  image: string;
  /** The label texts; key: each one's top/left is where the author placed it, its correct spot. */
  labels: ImageSpot[];
  /** The drop spots on the image the applicant drags labels to; value is an optional caption. */
  options: ImageSpot[];
  /** key: correctOptions[i] is the id of the spot (option) where labels[i] belongs. */
  correctOptions: string[];
  /** answer (ours): placedOptions[i] is the spot id the applicant put labels[i] on, '' for none. */
  placedOptions: string[];
  scoreMode: ScoreMode;
}

export interface LabelAnswer {
  type: 'LabelQComponent';
  /** The spot (option) each label was dropped on; labels left out are unplaced. */
  placements: { labelId: string; optionId: string }[];
}

export interface ExamLabelQuestion extends ExamQuestionCommon<'LabelQComponent'> {
  image: string;
  /** The label texts, without positions; shuffled when shuffleOptions is on. */
  labels: { id: string; value: string }[];
  /** The drop spots (percentages), without captions, always shuffled. */
  options: { id: string; top: number; left: number }[];
}
