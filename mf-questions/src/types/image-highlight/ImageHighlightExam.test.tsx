import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ImageHighlightAnswer, MediaUpload } from '@mizan/shared';
import { newQuestion, richTextFromPlain, toExamView } from '@mizan/shared';
import { ApiError } from '@mizan/shared/browser';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import '../../test/pointer-event';
import { MediaUploadProvider } from '../../components/media/MediaUploadContext';
import type { ExamQuestionOf } from '../question-type-ui';
import { ImageHighlightExam } from './ImageHighlightExam';
import { installFakeCanvas, type FakeCanvas } from './fake-canvas';
import { DRAWING_SAVE_DELAY_MS } from './use-drawing-saver';

// jsdom never loads pictures; the export goes on without them.
jest.mock('./load-image', () => ({ loadImage: jest.fn(async () => null) }));

const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';
const question = {
  ...newQuestion('ImageHighlight'),
  header: richTextFromPlain('Circle the heart'),
  totalMark: '5',
  qst_image: PICTURE,
  authorNote: 'the left side of the chest',
};
const exam = toExamView(question, 'attempt-5') as ExamQuestionOf<'ImageHighlight'>;

function Host({
  upload,
  onAnswer,
  initial = null,
  disabled = false,
  direction = 'ltr',
}: {
  upload: MediaUpload;
  onAnswer: (answer: ImageHighlightAnswer) => void;
  initial?: ImageHighlightAnswer | null;
  disabled?: boolean;
  direction?: 'ltr' | 'rtl';
}) {
  const [answer, setAnswer] = useState<ImageHighlightAnswer | null>(initial);
  return (
    <ConfigProvider>
      <MediaUploadProvider upload={upload}>
        <ImageHighlightExam
          question={exam}
          answer={answer}
          disabled={disabled}
          direction={direction}
          onAnswer={(next) => {
            setAnswer(next);
            onAnswer(next);
          }}
        />
      </MediaUploadProvider>
    </ConfigProvider>
  );
}

async function settle() {
  await act(async () => {
    for (let round = 0; round < 10; round += 1) await Promise.resolve();
  });
}

/** Draws a stroke from (x1, y1) to (x2, y2) in screen pixels on a canvas shown 500 × 500 at (0, 0). */
function draw(x1: number, y1: number, x2: number, y2: number, pointerId = 1) {
  const canvas = screen.getByTestId('drawing-canvas');
  canvas.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    width: 500,
    height: 500,
    right: 500,
    bottom: 500,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  fireEvent.pointerDown(canvas, { pointerId, button: 0, clientX: x1, clientY: y1 });
  fireEvent.pointerMove(canvas, { pointerId, clientX: (x1 + x2) / 2, clientY: (y1 + y2) / 2 });
  fireEvent.pointerMove(canvas, { pointerId, clientX: x2, clientY: y2 });
  fireEvent.pointerUp(canvas, { pointerId, clientX: x2, clientY: y2 });
}

describe('ImageHighlightExam', () => {
  let canvas: FakeCanvas;
  beforeEach(() => {
    jest.useFakeTimers();
    canvas = installFakeCanvas();
  });
  afterEach(async () => {
    // Unmounting saves a drawing still waiting: let it finish on the fake canvas.
    cleanup();
    await settle();
    canvas.restore();
    jest.useRealTimers();
  });

  it('gets no author note and no drawing of anyone', () => {
    expect(exam).not.toHaveProperty('authorNote');
    expect(exam).not.toHaveProperty('qstImageAfterDrawing');
    expect(JSON.stringify(exam)).not.toContain('chest');
  });

  it('draws on a 1000 × 1000 canvas with the default line width 5, mapped from the screen', () => {
    render(<Host upload={jest.fn()} onAnswer={jest.fn()} />);
    const element = screen.getByTestId('drawing-canvas') as HTMLCanvasElement;
    expect(element.width).toBe(1000);
    expect(element.height).toBe(1000);
    draw(50, 100, 250, 300);
    const onScreen = canvas.contexts[0];
    expect(onScreen.lineWidth).toBe(5);
    expect(onScreen.moveTo).toHaveBeenCalledWith(100, 200);
    expect(onScreen.lineTo).toHaveBeenLastCalledWith(500, 600);
  });

  it('uploads the drawing as a PNG once the applicant stops, then answers with its URL', async () => {
    const upload = jest.fn(async () => ({ url: '/api/media/abc' }));
    const onAnswer = jest.fn();
    render(<Host upload={upload} onAnswer={onAnswer} />);
    draw(10, 10, 100, 100);
    draw(200, 200, 300, 300);
    expect(screen.getByText('Changes not saved yet…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS));
    await settle();
    expect(upload).toHaveBeenCalledTimes(1);
    const [blob, name] = upload.mock.calls[0] as unknown as [Blob, string];
    expect(blob.type).toBe('image/png');
    expect(name).toBe('drawing.png');
    // The export drew both strokes on its own 1000 × 1000 canvas.
    expect(canvas.contexts[1].stroke).toHaveBeenCalledTimes(2);
    expect(onAnswer).toHaveBeenCalledWith({ type: 'ImageHighlight', drawingUrl: '/api/media/abc' });
    expect(screen.getByText('Drawing saved')).toBeInTheDocument();
  });

  it('shows a clear error when the upload fails, and Retry saves', async () => {
    const upload = jest.fn().mockRejectedValueOnce(new ApiError(404, 'Not found')).mockResolvedValueOnce({ url: '/api/media/xyz' });
    const onAnswer = jest.fn();
    render(<Host upload={upload} onAnswer={onAnswer} />);
    draw(10, 10, 100, 100);
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Your drawing could not be saved.');
    expect(screen.getByRole('alert')).toHaveTextContent('error 404');
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(onAnswer).toHaveBeenCalledWith({ type: 'ImageHighlight', drawingUrl: '/api/media/xyz' });
  });

  it('undoes the last stroke and clears everything, saving each time', async () => {
    const upload = jest.fn(async () => ({ url: '/api/media/n' }));
    render(<Host upload={upload} onAnswer={jest.fn()} initial={{ type: 'ImageHighlight', drawingUrl: '/api/media/before' }} />);
    expect(screen.getByAltText('Your drawing')).toHaveAttribute('src', '/api/media/before');
    const undo = screen.getByRole('button', { name: /Undo$/ });
    const clear = screen.getByRole('button', { name: /Clear$/ });
    expect(undo).toBeDisabled();
    expect(clear).toBeEnabled();
    draw(10, 10, 100, 100);
    expect(undo).toBeEnabled();
    fireEvent.click(undo);
    expect(undo).toBeDisabled();
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS));
    await settle();
    expect(upload).toHaveBeenCalledTimes(1);
    fireEvent.click(clear);
    expect(screen.queryByAltText('Your drawing')).toBeNull();
    expect(clear).toBeDisabled();
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS));
    await settle();
    // Cleared after an answer: the blank picture is saved, so the answer shows no drawing.
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('draws in the colour chosen', () => {
    render(<Host upload={jest.fn()} onAnswer={jest.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    draw(10, 10, 100, 100);
    expect(canvas.contexts[0].strokeStyle).toBe('#1e88e5');
  });

  it('speaks Arabic in an Arabic assessment: toolbar, pen names, picture, canvas and the save line', () => {
    render(<Host upload={jest.fn()} onAnswer={jest.fn()} direction="rtl" />);
    expect(screen.getByRole('radiogroup', { name: 'لون القلم' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'أزرق' })).toBeInTheDocument();
    expect(screen.getByText('رفيع')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /تراجع$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /مسح$/ })).toBeDisabled();
    expect(screen.getByAltText('الصورة التي ترسم عليها')).toBeInTheDocument();
    expect(screen.getByLabelText('منطقة الرسم')).toBe(screen.getByTestId('drawing-canvas'));
    draw(10, 10, 100, 100);
    expect(screen.getByText('لم تُحفظ التغييرات بعد…')).toBeInTheDocument();
    expect(screen.queryByText(/Undo|Clear|Thin|Changes not saved/)).toBeNull();
  });

  it('takes no drawing when disabled and shows the saved one', () => {
    const upload = jest.fn();
    render(<Host upload={upload} onAnswer={jest.fn()} disabled initial={{ type: 'ImageHighlight', drawingUrl: '/api/media/done' }} />);
    expect(screen.queryByRole('button', { name: /Undo$/ })).toBeNull();
    draw(10, 10, 100, 100);
    expect(canvas.contexts[0]?.moveTo ?? jest.fn()).not.toHaveBeenCalled();
    expect(screen.getByAltText('Your drawing')).toHaveAttribute('src', '/api/media/done');
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS * 2));
    expect(upload).not.toHaveBeenCalled();
  });
});
