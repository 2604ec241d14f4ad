import { accessCodeHandlers } from './access-codes';
import { admissionHandlers } from './admission';
import { appealHandlers } from './appeals';
import { applicantHandlers } from './applicants';
import { assessmentHandlers } from './assessments';
import { authHandlers } from './auth';
import { bankHandlers } from './bank';
import { rubricHandlers } from './rubrics';
import { doubleMarkingHandlers } from './double-marking';
import { drawHandlers } from './draws';
import { examHandlers } from './exam';
import { examRoomHandlers } from './exam-room';
import { networkHandlers } from './networks';
import { safeExamBrowserHandlers } from './safe-exam-browser';
import { familyHandlers } from './family';
import type { Handlers } from './handler';
import { incidentHandlers } from './incidents';
import { deviceCheckHandlers } from './device-checks';
import { proctoringHandlers } from './proctoring';
import { signalHandlers } from './signals';
import { interviewPanelHandlers } from './interview-panels';
import { lookupHandlers } from './lookups';
import { resultHandlers } from './results';
import { regradeHandlers } from './regrade';
import { meritHandlers } from './merit';
import { messageHandlers } from './messages';
import { passwordChoiceHandlers } from './password-choice';
import { signInLockHandlers } from './sign-in-locks';
import { tableColumnHandlers } from './table-columns';
import { userHandlers } from './users';

/** Every contract call's handler; the type makes a missing one a compile error. */
export const handlers: Handlers = {
  ...authHandlers,
  ...passwordChoiceHandlers,
  ...userHandlers,
  ...signInLockHandlers,
  ...lookupHandlers,
  ...applicantHandlers,
  ...meritHandlers,
  ...admissionHandlers,
  ...assessmentHandlers,
  ...bankHandlers,
  ...rubricHandlers,
  ...drawHandlers,
  ...examHandlers,
  ...accessCodeHandlers,
  ...resultHandlers,
  ...examRoomHandlers,
  ...networkHandlers,
  ...safeExamBrowserHandlers,
  ...incidentHandlers,
  ...deviceCheckHandlers,
  ...proctoringHandlers,
  ...signalHandlers,
  ...familyHandlers,
  ...tableColumnHandlers,
  ...messageHandlers,
  ...doubleMarkingHandlers,
  ...interviewPanelHandlers,
  ...regradeHandlers,
  ...appealHandlers,
};
