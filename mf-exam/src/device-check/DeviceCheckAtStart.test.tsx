import { render, screen } from '@testing-library/react';
import type { StudentExam } from '@mizan/shared';
import type { ExamSession } from '../session/exam-session';
import { initialSnapshot, type ExamSnapshot } from '../session/exam-snapshot';
import { DeviceCheckAtStart } from './DeviceCheckAtStart';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());

const HASH = 'H'.repeat(32);

function examOf(lang: 'En' | 'Ar'): StudentExam {
  return {
    exam: { id: 7, title: 'Exam', lang, istimed: 0, duration: null, questions: [{ id: 'audio00001', type: 'AudioComponent' }] },
  } as unknown as StudentExam;
}

const snapshotOf = (overrides: Partial<ExamSnapshot>): ExamSnapshot => ({ ...initialSnapshot(HASH), ...overrides });
const session = {} as ExamSession;

describe('the rehearsal offered above the first question', () => {
  it.each([
    ['En', 'Check this device'],
    ['Ar', 'افحص هذا الجهاز'],
  ] as const)('is a button in the exam’s language (%s) while the exam is open', (lang, words) => {
    render(<DeviceCheckAtStart snapshot={snapshotOf({ inExam: true, exam: examOf(lang) })} session={session} />);
    expect(screen.getByRole('button', { name: words })).toBeInTheDocument();
  });

  it('is not offered before the exam is open, nor after', () => {
    const { container } = render(<DeviceCheckAtStart snapshot={snapshotOf({ inExam: false, exam: examOf('En') })} session={session} />);
    expect(container).toBeEmptyDOMElement();
  });
});
