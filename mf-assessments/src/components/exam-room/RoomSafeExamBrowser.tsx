import { Typography } from 'antd';
import type { AssessmentLang } from '@mizan/shared';
import { useSebSettingsQuery } from '../../state/safe-exam-browser-api';
import { SEB_WORDS } from '../../state/safe-exam-browser-words';

/** The control room's line saying the assessment requires Safe Exam Browser (nothing when it does not, while it loads, or if it cannot). */
export function RoomSafeExamBrowser({ examId, lang }: { examId: number; lang: AssessmentLang }) {
  const { data: settings } = useSebSettingsQuery(examId, { refetchOnMountOrArgChange: true });
  if (!settings?.required) return null;
  return (
    <Typography.Paragraph data-testid="room-seb" style={{ marginBottom: 12 }}>
      {SEB_WORDS[lang].roomRequired}
    </Typography.Paragraph>
  );
}
