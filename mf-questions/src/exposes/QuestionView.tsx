import { QuestionFrame, type QuestionFrameProps } from '../components/frame/QuestionFrame';
import { MediaUploadProvider, type MediaUpload } from '../components/media/MediaUploadContext';

export type { Grade } from '../components/frame/GradingPanel';
export type { Direction } from '../components/frame/QuestionFrame';
export { MediaUploadProvider, type MediaUpload, type MediaUploadCallOptions } from '../components/media/MediaUploadContext';

export interface QuestionViewProps extends QuestionFrameProps {
  /**
   * How recordings, files and drawings are uploaded. The exam screen passes
   * the applicant's upload (with the attempt hash); without it, staff upload
   * with their session. Passed here rather than through the host's own
   * context, because the context must be mf_questions' own instance.
   */
  upload?: MediaUpload;
}

/**
 * `mf_questions/QuestionView`: one question of any type in one of the five
 * modes (SPEC §2), with its frame (header, mode heading and toggle, common
 * fields, 'Q {index}', grading panel). See mf-questions/README.md.
 */
export function QuestionView({ upload, ...props }: QuestionViewProps) {
  const frame = <QuestionFrame {...props} />;
  return upload ? <MediaUploadProvider upload={upload}>{frame}</MediaUploadProvider> : frame;
}

export default QuestionView;
