import type { InterviewPanelCallName, RequestOf } from '@mizan/shared';

/** A valid payload for each interview panel call. The size sample keeps the default, so other walks see no panel. */
export function interviewPanelSamples(applicantId: number): { [Name in InterviewPanelCallName]: RequestOf<Name> } {
  return {
    getInterviewPanelSize: {},
    setInterviewPanelSize: { panelSize: 1 },
    getInterviewPanel: { applicantId },
    getInterviewAgreement: {},
  };
}
