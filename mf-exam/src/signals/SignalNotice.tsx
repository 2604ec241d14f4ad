import { Alert } from 'antd';
import type { AssessmentLang } from '../../../shared/src/domain/assessment';
import { SIGNAL_NOTICE } from '../../../shared/src/domain/signals';

/** Before the first question, in the assessment's language: which signals are kept, and that they are never verdicts. */
export function SignalNotice({ lang }: { lang: AssessmentLang }) {
  const words = SIGNAL_NOTICE[lang];
  return (
    <Alert
      type="info"
      showIcon
      data-testid="signal-notice"
      style={{ marginBottom: 16 }}
      title={words.title}
      description={
        <>
          <p style={{ margin: 0 }}>{words.kept}</p>
          <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
            {words.kinds.map((kind) => (
              <li key={kind}>{kind}</li>
            ))}
          </ul>
          <p style={{ margin: 0 }}>{words.never}</p>
        </>
      }
    />
  );
}
