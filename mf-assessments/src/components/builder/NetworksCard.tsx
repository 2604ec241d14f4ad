import { App, Button, Card, Form, Input, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import type { AssessmentLang } from '@mizan/shared';
import { LoadFailureAlert, toCallFailure } from '@mizan/shared/browser';
import { directionOf } from '../DirectionFrame';
import { loadFailure } from '../../state/load-failure';
import { NETWORK_WORDS } from '../../state/network-words';
import { useAssessmentNetworksQuery, useSetAssessmentNetworksMutation } from '../../state/networks-api';

/**
 * The builder's address list: the networks (CIDR ranges, one per line) the
 * assessment's attempts may be taken from; empty allows any. Saved on its
 * own call, so only a saved assessment has one.
 */
export function NetworksCard({ id, lang }: { id: number | null; lang: AssessmentLang }) {
  const words = NETWORK_WORDS[lang];
  return (
    <Card size="small" title={words.title} dir={directionOf(lang)} data-testid="networks-card">
      {id === null ? <Typography.Text type="secondary">{words.saveFirst}</Typography.Text> : <NetworksForm key={id} id={id} lang={lang} />}
    </Card>
  );
}

function NetworksForm({ id, lang }: { id: number; lang: AssessmentLang }) {
  const words = NETWORK_WORDS[lang];
  const { message } = App.useApp();
  const loaded = useAssessmentNetworksQuery(id, { refetchOnMountOrArgChange: true });
  const failure = loadFailure(loaded);
  const [save, { isLoading: saving }] = useSetAssessmentNetworksMutation();
  const [written, setWritten] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const helpId = useId();

  if (failure) return <LoadFailureAlert title={words.loadFailed} failure={failure} onRetry={() => void loaded.refetch()} />;
  if (loaded.data === undefined) return <Spin />;
  const shown = written ?? loaded.data.join('\n');

  async function submit() {
    setProblem(null);
    try {
      const answer = await save({ id, networks: shown.split('\n') }).unwrap();
      setWritten(null);
      void message.success(answer.msg, 6);
    } catch (error) {
      setProblem(toCallFailure(error).message);
    }
  }

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item
        label={words.label}
        htmlFor={fieldId}
        extra={<span id={helpId}>{words.help}</span>}
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <Input.TextArea
          id={fieldId}
          aria-describedby={helpId}
          aria-invalid={problem ? true : undefined}
          dir="ltr"
          rows={3}
          spellCheck={false}
          placeholder="10.20.0.0/16"
          value={shown}
          onChange={(event) => setWritten(event.target.value)}
        />
      </Form.Item>
      <Button htmlType="submit" loading={saving}>
        {words.save}
      </Button>
    </Form>
  );
}
