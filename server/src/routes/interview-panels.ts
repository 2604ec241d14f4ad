import { interviewPanelSizeSavedMessage } from '@mizan/shared';
import { existingApplicant } from '../services/applicant-records';
import { interviewAgreementReport } from '../services/interview-panels/agreement-report';
import { readPanelSize, savePanelSize } from '../services/interview-panels/panel-size';
import { interviewPanelFor } from '../services/interview-panels/panel-view';
import { signedIn, type Handlers } from './handler';

/** The interview panel calls (shared/src/api/contract-interview-panels.ts; domain/interview-panel.ts). */
export const interviewPanelHandlers = {
  /** `admin/getinterviewpanelsize.php`: how many interviewers rate each applicant. */
  getInterviewPanelSize: async ({ services }) => ({ data: { panelSize: await readPanelSize(services.db) } }),

  /** `admin/setinterviewpanelsize.php`: administrators only, audited. */
  setInterviewPanelSize: async ({ data, caller, services }) => {
    const panelSize = await savePanelSize(services.db, signedIn(caller), data.panelSize);
    return { data: { panelSize }, msg: interviewPanelSizeSavedMessage(panelSize) };
  },

  /** `admin/getinterviewpanel.php`: the caller's scorecard, and the panel's once they submitted. */
  getInterviewPanel: async ({ data, caller, services }) => {
    await existingApplicant(services.db, data.applicantId);
    return { data: await interviewPanelFor(services.db, signedIn(caller), data.applicantId) };
  },

  /** `admin/getinterviewagreement.php`: agreement between interviewers; administrators only. */
  getInterviewAgreement: async ({ caller, services }) => ({
    data: await interviewAgreementReport(services.db, signedIn(caller)),
  }),
} satisfies Pick<Handlers, 'getInterviewPanelSize' | 'setInterviewPanelSize' | 'getInterviewPanel' | 'getInterviewAgreement'>;
