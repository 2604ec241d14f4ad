import { QuestionFrame, type QuestionFrameProps } from '../components/frame/QuestionFrame';

export type { Grade } from '../components/frame/GradingPanel';
export type { Direction } from '../components/frame/QuestionFrame';

export type QuestionViewProps = QuestionFrameProps;

/**
 * `mf_questions/QuestionView`: one question of any type in one of the five
 * modes (SPEC §2), with its frame (header, mode heading and toggle, common
 * fields, 'Q {index}', grading panel). See mf-questions/README.md.
 */
export function QuestionView(props: QuestionViewProps) {
  return <QuestionFrame {...props} />;
}

export default QuestionView;
