import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { newQuestion, richTextFromPlain, toExamView, type QuestionAnswer } from '@mizan/shared';
import { journalKey } from '../state/answer-journal';
import type { QuestionViewProps } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { HASH, serveExam, studentExam, trueFalse } from '../test/exam-server';
import { openDialog, prepareEachExamTest, renderExamApp } from '../test/render-exam';
import { TYPING_PAUSE_MS } from './ExamPage';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
/**
 * The essay as a plain textbox that reports every keystroke as an answer,
 * as mf_questions' editor does: what is under test is when the page saves.
 */
jest.mock('../federation/questions-remote', () => ({
  QuestionsArea: ({ children }: { children: ReactNode }) => children,
  QuestionView: ({ question, index, answer, onAnswer }: QuestionViewProps) => {
    const text =
      answer?.type === 'EssayComponent'
        ? answer.text
            .map((block) => ('children' in block ? block.children.map((leaf) => ('text' in leaf ? leaf.text : '')).join('') : ''))
            .join('\n')
        : '';
    return (
      <label>
        {`Q ${index}`}
        {question.type === 'EssayComponent' ? (
          <textarea
            value={text}
            onChange={(event) =>
              onAnswer?.({ type: 'EssayComponent', text: jest.requireActual('@mizan/shared').richTextFromPlain(event.target.value) })
            }
          />
        ) : (
          <input type="checkbox" />
        )}
      </label>
    );
  },
}));

const PATH = `/assessment?hash=${HASH}`;
prepareEachExamTest();

const ESSAY = toExamView(
  { ...newQuestion('EssayComponent'), id: 'essay', header: richTextFromPlain('Why this school?'), headertxt: 'Why this school?' },
  HASH,
);
const WORDS = Array.from(
  { length: 155 },
  (_, n) => ['I', 'would', 'like', 'to', 'study', 'here', 'because', 'engineering', 'matters'][n % 9],
);
const KEYSTROKE_MS = 150;
const THINKING_MS = 4000;
const BURST_WORDS = 12;

const essayBox = () => within(document.querySelector<HTMLElement>('[data-question-id="essay"]') as HTMLElement).getByRole('textbox');
const journaledText = () => {
  const entry = JSON.parse(window.localStorage.getItem(journalKey(HASH, 'essay')) ?? 'null') as { answer: QuestionAnswer } | null;
  return entry?.answer.type === 'EssayComponent' ? entry.answer.text : null;
};
const savedTexts = () =>
  fakeServer.requestsTo('student/saveanswer.php').map((request) => (request.data as { answer: QuestionAnswer }).answer);

/** Type `keys` after what the box holds, one change per key; the journal holds every change at once. */
async function typeKeys(keys: readonly string[] | string) {
  for (const key of keys) {
    const value = `${(essayBox() as HTMLTextAreaElement).value}${key}`;
    fireEvent.change(essayBox(), { target: { value } });
    expect(journaledText()).toEqual(richTextFromPlain(value));
    await act(async () => jest.advanceTimersByTimeAsync(KEYSTROKE_MS));
  }
}

async function openEssayExam() {
  jest.useFakeTimers();
  const server = serveExam(studentExam({}, { questions: [ESSAY, trueFalse('q2', 'The sun is a star.')] }));
  const rendered = renderExamApp(PATH, { advanceTimers: jest.advanceTimersByTime });
  await screen.findByText('Q 1');
  // Every question drawn (they come after question 1's view) before typing starts.
  await screen.findByRole('button', { name: 'Submit exam' });
  return { server, ...rendered };
}

describe('essay autosave', () => {
  it('155 words typed in bursts: every keystroke in the journal at once, a save per pause, the server ends with the whole text', async () => {
    const { server } = await openEssayExam();
    let bursts = 0;
    for (let start = 0; start < WORDS.length; start += BURST_WORDS) {
      // A change per word keeps the test quick; a change per letter is the same to the page.
      await typeKeys(WORDS.slice(start, start + BURST_WORDS).map((word, n) => (start + n === 0 ? word : ` ${word}`)));
      bursts += 1;
      await act(async () => jest.advanceTimersByTimeAsync(THINKING_MS));
    }
    const essay = WORDS.join(' ');
    // One save per pause in typing (13 bursts), never one per change (155).
    expect(savedTexts()).toHaveLength(bursts);
    expect(server.held.get('essay')?.answer).toEqual({ type: 'EssayComponent', text: richTextFromPlain(essay) });
    expect(document.querySelector('[data-question-id="essay"] [data-save-status]')?.getAttribute('data-save-status')).toBe('saved');
  }, 60_000);

  it('nothing is sent while typing goes on; the pause sends it', async () => {
    await openEssayExam();
    await typeKeys('I would like');
    await act(async () => jest.advanceTimersByTimeAsync(TYPING_PAUSE_MS - KEYSTROKE_MS - 100));
    expect(savedTexts()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTimeAsync(200));
    expect(savedTexts()).toEqual([{ type: 'EssayComponent', text: richTextFromPlain('I would like') }]);
  });

  it('leaving the essay (blur) sends what was typed at once', async () => {
    await openEssayExam();
    essayBox().focus();
    await typeKeys('Because');
    expect(savedTexts()).toHaveLength(0);
    await act(async () => {
      fireEvent.blur(essayBox(), { relatedTarget: document.body });
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(savedTexts()).toEqual([{ type: 'EssayComponent', text: richTextFromPlain('Because') }]);
  });

  it('hiding or leaving the page sends what was typed at once', async () => {
    await openEssayExam();
    await typeKeys('Hello');
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(savedTexts()).toEqual([{ type: 'EssayComponent', text: richTextFromPlain('Hello') }]);
  });

  it('Submit exam right after typing sends the typed text first', async () => {
    const { server } = await openEssayExam();
    await typeKeys('My last words');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit exam' }));
      await jest.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      fireEvent.click(within(openDialog() as HTMLElement).getByRole('button', { name: 'Submit exam' }));
      await jest.advanceTimersByTimeAsync(0);
    });
    await act(async () => jest.advanceTimersByTimeAsync(100));
    expect(server.state.submitted).toBe(true);
    expect(server.held.get('essay')?.answer).toEqual({ type: 'EssayComponent', text: richTextFromPlain('My last words') });
  });
});
