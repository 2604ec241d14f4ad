import { applicantText, localizeRefusal, type TextDirection } from '@mizan/shared';
import type { Dialogs } from './dialogs';
import { TimeUpNote } from './TimeUpNote';
import { WhatHappensNext } from './WhatHappensNext';
import type { ExamEnding } from '../session/exam-snapshot';
import { applicantPage } from '../state/page-address';

const noDismiss = { closable: false, keyboard: false, mask: { closable: false } } as const;

/**
 * The dialog for how the exam ended (SPEC §4), in the exam's language: handed
 * in (on to the next assessment, or close the window; a timer's submit says
 * the time was up), submitted before, time up, or a submit that failed.
 */
export function showExamEnding(modal: Dialogs, ending: ExamEnding, direction: TextDirection): void {
  const words = applicantText(direction);
  switch (ending.kind) {
    case 'submitted-before':
      modal.error({ title: words.submittedBeforeDialog, ...noDismiss, footer: null });
      window.close();
      return;
    case 'time-up':
      modal.warning({
        title: localizeRefusal(ending.refusal, direction),
        content: (
          <>
            <WhatHappensNext words={words} />
            <p>{words.closeBrowser}</p>
          </>
        ),
        ...noDismiss,
        footer: null,
      });
      return;
    case 'not-submitted':
      modal.error({
        title: words.notSubmitted,
        content: words.notSubmittedDetail(localizeRefusal(ending.refusal, direction)),
        okText: words.ok,
      });
      return;
    case 'submitted': {
      const { next, reason } = ending;
      const timeUp = reason === 'timer' && <TimeUpNote direction={direction} />;
      if (next) {
        modal.success({
          title: words.success,
          content: (
            <>
              {timeUp}
              <WhatHappensNext words={words} />
              <p>{next.needsAccessCode ? words.nextNeedsAccessCode : words.nextAssessment}</p>
            </>
          ),
          ...noDismiss,
          okText: words.ok,
          onOk: () => applicantPage.load(next.path),
        });
        return;
      }
      modal.success({
        title: words.success,
        content: (
          <>
            {timeUp}
            <p>{words.closeWindow}</p>
            <WhatHappensNext words={words} />
            <p>{words.closeBrowser}</p>
          </>
        ),
        ...noDismiss,
        footer: null,
      });
      window.close();
    }
  }
}
