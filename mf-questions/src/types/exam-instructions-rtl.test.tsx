import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { APPLICANT_TEXT_AR, newQuestion, richTextFromPlain, toExamView } from '@mizan/shared';
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
const highlight = {
  ...newQuestion('ImageHighlight'),
  header: richTextFromPlain('Circle it'),
  totalMark: '1',
  qst_image: 'data:image/png;base64,iVBORw0KGgo=',
};

/**
 * The applicant's instruction above a drag-and-drop or drawing body is in
 * the assessment's language: Arabic in an Arabic (rtl) question, isolated
 * (bdi) so its punctuation stays with it whatever surrounds it.
 */
const cases: [string, () => ReactElement, string][] = [
  [
    'Label',
    () => (
      <LabelExam
        question={toExamView(labelQuestion(), ATTEMPT) as ExamQuestionOf<'LabelQComponent'>}
        answer={null}
        onAnswer={jest.fn()}
        disabled={false}
        direction="rtl"
      />
    ),
    APPLICANT_TEXT_AR.boards.labelInstruction,
  ],
  [
    'Match',
    () => (
      <MatchExam
        question={toExamView(matchQuestion(), ATTEMPT) as ExamQuestionOf<'MatchQComponent'>}
        answer={null}
        onAnswer={jest.fn()}
        disabled={false}
        direction="rtl"
      />
    ),
    APPLICANT_TEXT_AR.boards.matchInstruction,
  ],
  [
    'Order',
    () => (
      <OrderExam
        question={toExamView(orderQuestion(), ATTEMPT) as ExamQuestionOf<'OrderComponent'>}
        answer={null}
        onAnswer={jest.fn()}
        disabled={false}
        direction="rtl"
      />
    ),
    APPLICANT_TEXT_AR.boards.orderInstruction,
  ],
  [
    'ImageHighlight',
    () => (
      <ImageHighlightExam
        question={toExamView(highlight, ATTEMPT) as ExamQuestionOf<'ImageHighlight'>}
        answer={null}
        onAnswer={jest.fn()}
        disabled={false}
        direction="rtl"
      />
    ),
    APPLICANT_TEXT_AR.boards.highlightInstruction,
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

  it.each(cases)('%s: the instruction is Arabic and isolated (bdi) inside the rtl body', (_type, exam, sentence) => {
    const { container } = renderWithDnd(exam(), 'rtl');
    const text = screen.getByText(sentence);
    expect(text.tagName).toBe('BDI');
    expect(text.closest('[dir="rtl"]')).not.toBeNull();
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
  });

  it.each([
    ['Label', 0, [APPLICANT_TEXT_AR.names.labelsToPlace, APPLICANT_TEXT_AR.names.labelsAndSpots, APPLICANT_TEXT_AR.names.spotEmpty(1)]],
    ['Match', 1, [APPLICANT_TEXT_AR.names.optionsToMatch, APPLICANT_TEXT_AR.names.matchFor(1), APPLICANT_TEXT_AR.names.pickMatchFor(1)]],
    ['Order', 2, [APPLICANT_TEXT_AR.names.yourOrder]],
  ] as const)('%s: a screen reader hears its parts named in Arabic', (_type, index, names) => {
    renderWithDnd(cases[index][1](), 'rtl');
    for (const name of names) expect(screen.getAllByLabelText(name).length).toBeGreaterThan(0);
  });
});
