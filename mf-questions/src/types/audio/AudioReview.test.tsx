import { APPLICANT_TEXT_EN, newQuestion } from '@mizan/shared';
import { screen } from '@testing-library/react';

import { renderAuthoring, renderReview } from '../test-support/render-type';
import { AUDIO_GRADED_BY_HAND, AudioAnswerKey } from './AudioAnswerKey';
import { AudioReview } from './AudioReview';
import { AUDIO_SETUP_NOTE, AudioSetup } from './AudioSetup';

const NOTHING_SAVED = APPLICANT_TEXT_EN.recorder.nothingSaved;

describe('Audio review, setup and answer key', () => {
  it('review: the recording as an <audio controls>, right to left when Arabic', () => {
    const { container } = renderReview(
      AudioReview,
      newQuestion('AudioComponent'),
      { type: 'AudioComponent', mediaUrl: '/api/media/abcabcabcabcabcabcabcabcabcabcab' },
      'rtl',
    );
    const audio = screen.getByLabelText("The applicant's recording");
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', '/api/media/abcabcabcabcabcabcabcabcabcabcab');
    expect(container.querySelector('[dir="rtl"]')).toContainElement(audio);
  });

  it('review: no answer says nothing was saved', () => {
    renderReview(AudioReview, newQuestion('AudioComponent'), null);
    expect(screen.getByText(NOTHING_SAVED)).toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('setup notes the limit; the answer key says it is graded by hand; neither changes the question', () => {
    const setup = renderAuthoring(AudioSetup, newQuestion('AudioComponent'));
    expect(screen.getByText(AUDIO_SETUP_NOTE)).toBeInTheDocument();
    expect(AUDIO_SETUP_NOTE).toContain('15 minutes');
    setup.unmount();
    const key = renderAuthoring(AudioAnswerKey, newQuestion('AudioComponent'));
    expect(screen.getByText(AUDIO_GRADED_BY_HAND)).toBeInTheDocument();
    expect(key.changes).toEqual([]);
  });
});
