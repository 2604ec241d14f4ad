import { Alert, App, Card, Checkbox, Flex, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import type { AssessmentLang, ProctoringSettings as Settings } from '@mizan/shared';
import { LoadFailureAlert, toCallFailure } from '@mizan/shared/browser';
import { directionOf } from '../DirectionFrame';
import { loadFailure } from '../../state/load-failure';
import { PROCTOR_STAFF_WORDS } from '../../state/proctor-words';
import { useProctoringQuery, useSetProctoringMutation } from '../../state/proctoring-api';

/**
 * The builder's proctor's gate (both off by default, the SPEC's behaviour):
 * saved on its own call as soon as a box is ticked or cleared, so only a
 * saved assessment has it.
 */
export function ProctoringSettings({ id, lang }: { id: number | null; lang: AssessmentLang }) {
  const words = PROCTOR_STAFF_WORDS[lang];
  return (
    <Card size="small" title={words.settingsTitle} dir={directionOf(lang)} data-testid="proctoring-card">
      {id === null ? (
        <Typography.Text type="secondary">{words.saveFirst}</Typography.Text>
      ) : (
        <ProctoringForm key={id} id={id} lang={lang} />
      )}
    </Card>
  );
}

function ProctoringForm({ id, lang }: { id: number; lang: AssessmentLang }) {
  const words = PROCTOR_STAFF_WORDS[lang];
  const { message } = App.useApp();
  const loaded = useProctoringQuery(id, { refetchOnMountOrArgChange: true });
  const failure = loadFailure(loaded);
  const [save, { isLoading: saving }] = useSetProctoringMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const helpId = useId();

  if (failure) return <LoadFailureAlert title={words.loadFailed} failure={failure} onRetry={() => void loaded.refetch()} />;
  if (loaded.data === undefined) return <Spin />;
  const settings = loaded.data;

  async function change(next: Settings) {
    setProblem(null);
    try {
      const answer = await save({ id, ...next }).unwrap();
      void message.success(answer.msg, 6);
    } catch (error) {
      setProblem(toCallFailure(error).message);
    }
  }

  return (
    <>
      <Flex vertical gap={4}>
        <Checkbox
          checked={settings.startNeedsProctor}
          disabled={saving}
          aria-describedby={helpId}
          onChange={(event) => void change({ ...settings, startNeedsProctor: event.target.checked })}
        >
          {words.startLabel}
        </Checkbox>
        <Checkbox
          checked={settings.resumeNeedsProctor}
          disabled={saving}
          aria-describedby={helpId}
          onChange={(event) => void change({ ...settings, resumeNeedsProctor: event.target.checked })}
        >
          {words.resumeLabel}
        </Checkbox>
      </Flex>
      <Typography.Paragraph type="secondary" id={helpId} style={{ marginTop: 8, marginBottom: 0 }}>
        {words.settingsHelp}
      </Typography.Paragraph>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 8 }} />}
    </>
  );
}
