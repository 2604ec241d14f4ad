import { act, render, screen } from '@testing-library/react';
import { MediaUploadProvider } from '../media/MediaUploadContext';
import { SAVE_AND_SUBMIT, START_RECORDING, STOP_RECORDING } from './recorder-messages';
import { RecorderPanel, type RecorderPanelProps } from './RecorderPanel';
import { controllableUpload, installFakeMedia, type FakeMedia } from './test-support/fake-media';

const button = (label: string) => screen.queryByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });

let media: FakeMedia;
afterEach(() => media?.restore());

describe('RecorderPanel', () => {
  it('shows the recording as saved at once, and starts over when the host clears the answer', async () => {
    media = installFakeMedia();
    const { upload, calls } = controllableUpload();
    const onSaved = jest.fn();
    const props: RecorderPanelProps = {
      kind: 'audio',
      questionId: 'Q1',
      savedUrl: null,
      onSaved,
      disabled: false,
      direction: 'ltr',
      maxSeconds: 60,
    };
    const view = render(
      <MediaUploadProvider upload={upload}>
        <RecorderPanel {...props} />
      </MediaUploadProvider>,
    );
    await act(async () => button(START_RECORDING)!.click());
    act(() => button(STOP_RECORDING)!.click());
    act(() => button(SAVE_AND_SUBMIT)!.click());
    await act(async () => calls[0].resolve({ url: '/api/media/q1q1q1q1q1q1q1q1q1q1q1q1q1q1q1q1' }));
    // The host has not passed the answer back yet: it is shown as saved anyway.
    expect(onSaved).toHaveBeenCalledWith('/api/media/q1q1q1q1q1q1q1q1q1q1q1q1q1q1q1q1');
    expect(screen.getByLabelText('Your saved recording')).toBeInTheDocument();
    expect(button(START_RECORDING)).not.toBeInTheDocument();

    view.rerender(
      <MediaUploadProvider upload={upload}>
        <RecorderPanel {...props} savedUrl="/api/media/q1q1q1q1q1q1q1q1q1q1q1q1q1q1q1q1" />
      </MediaUploadProvider>,
    );
    expect(button(START_RECORDING)).not.toBeInTheDocument();
    view.rerender(
      <MediaUploadProvider upload={upload}>
        <RecorderPanel {...props} savedUrl={null} />
      </MediaUploadProvider>,
    );
    expect(screen.queryByLabelText('Your saved recording')).not.toBeInTheDocument();
    expect(button(START_RECORDING)).toBeInTheDocument();
  });
});
