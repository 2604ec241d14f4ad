import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { newQuestion, richTextFromPlain, toExamView } from '@mizan/shared';
import { renderWithDnd } from '../test/render-dnd';
import { installFakeCanvas, type FakeCanvas } from './image-highlight/fake-canvas';
import { ImageHighlightExam } from './image-highlight/ImageHighlightExam';
import { labelQuestion } from './label/label-fixture';
import { LabelExam } from './label/LabelExam';
import { matchQuestion } from './match/match-fixture';
import { MatchExam } from './match/MatchExam';
import { orderQuestion } from './order/order-fixture';
import { OrderExam } from './order/OrderExam';
import type { ExamQuestionOf } from './question-type-ui';

// jsdom never loads pictures.
jest.mock('./image-highlight/load-image', () => ({ loadImage: jest.fn(async () => null) }));

const ATTEMPT = 'attempt-rtl';
const highlight = { ...newQuestion('ImageHighlight'), header: richTextFromPlain('Circle it'), totalMark: '1', qst_image: 'data:image/png;base64,iVBORw0KGgo=' };

/**
 * The applicant's instruction above a drag-and-drop or drawing body is an
 * English sentence (SPEC §1: labels stay English). In an Arabic (rtl)
 * question it must be isolated, or its full stop jumps to the start of the
 * line ('.from its list'), as the e2e screenshots showed.
 */
const cases: [string, () => ReactElement, string][] = [
  [
    'Label',
    () => <LabelExam question={toExamView(labelQuestion(), ATTEMPT) as ExamQuestionOf<'LabelQComponent'>} answer={null} onAnswer={jest.fn()} disabled={false} direction="rtl" />,
    'Put each label on its spot on the picture: drag it there, or pick the spot from its list.',
  ],
  [
    'Match',
    () => <MatchExam question={toExamView(matchQuestion(), ATTEMPT) as ExamQuestionOf<'MatchQComponent'>} answer={null} onAnswer={jest.fn()} disabled={false} direction="rtl" />,
    'Match each option with an answer: drag the answer next to it, or pick it from the list.',
  ],
  [
    'Order',
    () => <OrderExam question={toExamView(orderQuestion(), ATTEMPT) as ExamQuestionOf<'OrderComponent'>} answer={null} onAnswer={jest.fn()} disabled={false} direction="rtl" />,
    'Put the items in the correct order (first at the top): drag them, or use the arrow buttons.',
  ],
  [
    'ImageHighlight',
    () => <ImageHighlightExam question={toExamView(highlight, ATTEMPT) as ExamQuestionOf<'ImageHighlight'>} answer={null} onAnswer={jest.fn()} disabled={false} direction="rtl" />,
    'Draw on the picture with your mouse, finger or pen. Your drawing is saved when you stop.',
  ],
];

describe('exam instructions in an Arabic question', () => {
  let canvas: FakeCanvas;
  beforeEach(() => {
    canvas = installFakeCanvas();
  });
  afterEach(() => {
    canvas.restore();
  });

  it.each(cases)('%s: the English instruction is isolated (bdi) inside the rtl body', (_type, exam, sentence) => {
    const { container } = renderWithDnd(exam(), 'rtl');
    const text = screen.getByText(sentence);
    expect(text.tagName).toBe('BDI');
    expect(text.closest('[dir="rtl"]')).not.toBeNull();
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
