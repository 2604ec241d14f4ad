import type { ComponentType } from 'react';
import type { QuestionComponentProps, QuestionViewProps } from '@mizan/shared';
import { QuestionFrame } from '../components/frame/QuestionFrame';
import { MediaUploadProvider } from '../components/media/MediaUploadContext';

/**
 * `mf_questions/QuestionView`: one question of any type in one of the five
 * modes (SPEC §2), with its frame (header, mode heading and toggle, common
 * fields, 'Q {index}', grading panel). Its props are the contract hosts load
 * it by (QuestionViewProps in @mizan/shared). See mf-questions/README.md.
 */
export function QuestionView({ upload, ...props }: QuestionViewProps) {
  const frame = <QuestionFrame {...props} />;
  return upload ? <MediaUploadProvider upload={upload}>{frame}</MediaUploadProvider> : frame;
}

export default QuestionView satisfies ComponentType<QuestionComponentProps['QuestionView']>;
