import { Alert, App, Card, Checkbox, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { SIGNAL_STAFF_WORDS, type AssessmentLang } from '@mizan/shared';
import { LoadFailureAlert, toCallFailure } from '@mizan/shared/browser';
import { directionOf } from '../DirectionFrame';
import { loadFailure } from '../../state/load-failure';
import { useSetSignalSettingMutation, useSignalSettingQuery } from '../../state/signals-api';

/**
 * The builder's "Record signals" (off by default, the SPEC's behaviour):
 * saved on its own call as soon as it is ticked or cleared, so only a saved
 * assessment has it.
 */
export function SignalsSettings({ id, lang }: { id: number | null; lang: AssessmentLang }) {
  const words = SIGNAL_STAFF_WORDS[lang];
  return (
    <Card size="small" title={words.settingTitle} dir={directionOf(lang)} data-testid="signals-card">
      {id === null ? <Typography.Text type="secondary">{words.saveFirst}</Typography.Text> : <SignalsForm key={id} id={id} lang={lang} />}
    </Card>
  );
}

function SignalsForm({ id, lang }: { id: number; lang: AssessmentLang }) {
  const words = SIGNAL_STAFF_WORDS[lang];
  const { message } = App.useApp();
  const loaded = useSignalSettingQuery(id, { refetchOnMountOrArgChange: true });
  const failure = loadFailure(loaded);
  const [save, { isLoading: saving }] = useSetSignalSettingMutation();
  const [problem, setProblem] = useState<string | null>(null);
  /** The box as last ticked here and saved, or being saved (null: as read from the server). */
  const [ticked, setTicked] = useState<boolean | null>(null);
  const helpId = useId();

  if (failure) return <LoadFailureAlert title={words.loadFailed} failure={failure} onRetry={() => void loaded.refetch()} />;
  if (loaded.data === undefined) return <Spin />;

  async function change(recordSignals: boolean) {
    setProblem(null);
    setTicked(recordSignals);
    try {
      const answer = await save({ id, recordSignals }).unwrap();
      void message.success(answer.msg, 6);
    } catch (error) {
      setProblem(toCallFailure(error).message);
      // Refused: the box shows what is saved again.
      setTicked(null);
    }
  }

  return (
    <>
      <Checkbox
        checked={ticked ?? loaded.data}
        disabled={saving}
        aria-describedby={helpId}
        onChange={(event) => void change(event.target.checked)}
      >
        {words.settingLabel}
      </Checkbox>
      <Typography.Paragraph type="secondary" id={helpId} style={{ marginTop: 8, marginBottom: 0 }}>
        {words.settingHelp}
      </Typography.Paragraph>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 8 }} />}
    </>
  );
}
