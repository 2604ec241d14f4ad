import { Alert, Typography } from 'antd';
import type { InterviewForm } from '@mizan/shared';
import { useInterviewPanelQuery } from '../../state/interview-panels-api';
import { PanelScorecards } from './PanelScorecards';

export const panelStatusText = (submitted: number, size: number) =>
  `Interview panel: ${submitted} of ${size} scorecard${size === 1 ? '' : 's'} submitted.`;
export const PANEL_BLIND_TEXT =
  "Rate below as your own scorecard. The other interviewers' scorecards and the panel's mean show once you have submitted yours.";
export const YOUR_SCORECARD = 'Your scorecard';

/**
 * In the Interview modal, under an interview panel: how many scorecards are in and, once the
 * viewer has submitted theirs, the panel's scorecards and mean; then the heading of the form
 * below, "Your scorecard". Nothing with one interviewer (the SPEC's form), or when the panel
 * cannot be read (the form still works as the SPEC's).
 */
export function InterviewPanelSection({ applicantId, form }: { applicantId: number; form: InterviewForm }) {
  const { data: panel } = useInterviewPanelQuery(applicantId, { refetchOnMountOrArgChange: true });
  if (!panel || panel.panelSize <= 1) return null;
  const status = panelStatusText(panel.submitted, panel.panelSize);
  return (
    <section aria-label="Interview panel" style={{ marginBottom: 12 }}>
      {panel.yours ? (
        <>
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 8 }}
            title={`${status} Panel mean: ${panel.mean === null ? '—' : panel.mean.toFixed(2)} (My Review (100)).`}
          />
          <PanelScorecards panel={panel} form={form} />
        </>
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 8 }} title={status} description={PANEL_BLIND_TEXT} />
      )}
      <Typography.Title level={5} style={{ marginBlock: '8px 0' }}>
        {YOUR_SCORECARD}
      </Typography.Title>
    </section>
  );
}
