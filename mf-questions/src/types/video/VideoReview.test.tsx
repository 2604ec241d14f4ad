import { APPLICANT_TEXT_EN, newQuestion } from '@mizan/shared';
import { screen } from '@testing-library/react';

import { renderAuthoring, renderReview } from '../test-support/render-type';
import { VIDEO_GRADED_BY_HAND, VideoAnswerKey } from './VideoAnswerKey';
import { VideoReview } from './VideoReview';
import { VIDEO_SETUP_NOTE, VideoSetup } from './VideoSetup';

const NOTHING_SAVED = APPLICANT_TEXT_EN.recorder.nothingSaved;

describe('Video review, setup and answer key', () => {
  it('review: the recording as a <video controls>', () => {
    renderReview(VideoReview, newQuestion('VideoComponent'), {
      type: 'VideoComponent',
      mediaUrl: '/api/media/abcabcabcabcabcabcabcabcabcabcab',
    });
    const video = screen.getByLabelText("The applicant's recording");
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/api/media/abcabcabcabcabcabcabcabcabcabcab');
  });

  it('review: no answer says nothing was saved; a script URL is never played', () => {
    const { unmount } = renderReview(VideoReview, newQuestion('VideoComponent'), null);
    expect(screen.getByText(NOTHING_SAVED)).toBeInTheDocument();
    unmount();
    renderReview(VideoReview, newQuestion('VideoComponent'), { type: 'VideoComponent', mediaUrl: 'javascript:alert(1)' });
    expect(screen.queryByLabelText("The applicant's recording")).not.toBeInTheDocument();
    expect(screen.getByText(NOTHING_SAVED)).toBeInTheDocument();
  });

  it('review: a question holding its answer the seed way (mediaBlobUrl) still plays', () => {
    renderReview(VideoReview, { ...newQuestion('VideoComponent'), mediaBlobUrl: '/api/media/seedseedseedseedseedseedseedseed' }, null);
    expect(screen.getByLabelText("The applicant's recording")).toHaveAttribute('src', '/api/media/seedseedseedseedseedseedseedseed');
  });

  it('setup and answer key say what happens and change nothing', () => {
    const setup = renderAuthoring(VideoSetup, newQuestion('VideoComponent'));
    expect(screen.getByText(VIDEO_SETUP_NOTE)).toBeInTheDocument();
    expect(VIDEO_SETUP_NOTE).toContain('5 minutes');
    setup.unmount();
    const key = renderAuthoring(VideoAnswerKey, newQuestion('VideoComponent'), 'rtl');
    expect(screen.getByText(VIDEO_GRADED_BY_HAND).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(key.changes).toEqual([]);
  });
});
