import { App, Button, Card, Checkbox, Flex, Form, Input, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import type { AssessmentLang, SebSettings } from '@mizan/shared';
import { LoadFailureAlert, toCallFailure } from '@mizan/shared/browser';
import { directionOf } from '../DirectionFrame';
import { loadFailure } from '../../state/load-failure';
import { downloadSebConfig, useSebSettingsQuery, useSetSebSettingsMutation } from '../../state/safe-exam-browser-api';
import { SEB_WORDS } from '../../state/safe-exam-browser-words';

/**
 * The builder's Safe Exam Browser setting: require it (applicants then
 * open the exam with the assessment's .seb file, downloaded here), and
 * optionally the Browser Exam Keys of the SEB versions accepted. Saved on
 * its own call, so only a saved assessment has one.
 */
export function SafeExamBrowserSettings({ id, lang }: { id: number | null; lang: AssessmentLang }) {
  const words = SEB_WORDS[lang];
  return (
    <Card size="small" title={words.title} dir={directionOf(lang)} data-testid="seb-card">
      {id === null ? <Typography.Text type="secondary">{words.saveFirst}</Typography.Text> : <SebForm key={id} id={id} lang={lang} />}
    </Card>
  );
}

function SebForm({ id, lang }: { id: number; lang: AssessmentLang }) {
  const words = SEB_WORDS[lang];
  const loaded = useSebSettingsQuery(id, { refetchOnMountOrArgChange: true });
  const failure = loadFailure(loaded);
  if (failure) return <LoadFailureAlert title={words.loadFailed} failure={failure} onRetry={() => void loaded.refetch()} />;
  if (loaded.data === undefined) return <Spin />;
  return <SebFields saved={loaded.data} lang={lang} />;
}

function SebFields({ saved, lang }: { saved: SebSettings; lang: AssessmentLang }) {
  const words = SEB_WORDS[lang];
  const { message } = App.useApp();
  const [save, { isLoading: saving }] = useSetSebSettingsMutation();
  const [required, setRequired] = useState(saved.required);
  const [keys, setKeys] = useState(saved.browserExamKeys.join('\n'));
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const fieldId = useId();
  const requireHelpId = useId();
  const keysHelpId = useId();

  async function submit() {
    setProblem(null);
    try {
      const answer = await save({ id: saved.id, required, browserExamKeys: keys.split('\n') }).unwrap();
      setKeys(answer.data.browserExamKeys.join('\n'));
      void message.success(answer.msg, 6);
    } catch (error) {
      setProblem(toCallFailure(error).message);
    }
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadSebConfig(saved.id);
    } catch (error) {
      void message.error(toCallFailure(error).message, 8);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item extra={<span id={requireHelpId}>{words.requireHelp}</span>} style={{ marginBottom: 12 }}>
        <Checkbox checked={required} aria-describedby={requireHelpId} onChange={(event) => setRequired(event.target.checked)}>
          {words.require}
        </Checkbox>
      </Form.Item>
      {required && (
        <Form.Item
          label={words.keysLabel}
          htmlFor={fieldId}
          extra={<span id={keysHelpId}>{words.keysHelp}</span>}
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? undefined}
        >
          <Input.TextArea
            id={fieldId}
            aria-describedby={keysHelpId}
            aria-invalid={problem ? true : undefined}
            dir="ltr"
            rows={2}
            spellCheck={false}
            value={keys}
            onChange={(event) => setKeys(event.target.value)}
          />
        </Form.Item>
      )}
      {!required && problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      <Flex gap={8} wrap>
        <Button htmlType="submit" loading={saving}>
          {words.save}
        </Button>
        {saved.required && (
          <Button onClick={() => void download()} loading={downloading}>
            {words.download}
          </Button>
        )}
      </Flex>
      {saved.required && saved.configKey && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">{words.configKey}</Typography.Text>
          <div dir="ltr">
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
              {saved.configKey}
            </Typography.Text>
          </div>
        </div>
      )}
    </Form>
  );
}
