import { Alert, App, Button, Card, Flex, InputNumber, Popconfirm, Switch, Typography } from 'antd';
import { useState } from 'react';
import { DEFAULT_MODERATION_THRESHOLD_PERCENT } from '@mizan/shared';
import { LoadFailureAlert, toCallFailure } from '@mizan/shared/browser';
import { loadFailure } from '../../state/load-failure';
import { FRESH_ON_OPEN } from '../../state/assessments-data';
import { formatDateTime } from '../../state/format';
import { useMarkingSettingsQuery, useRevealMarkingMutation, useSaveMarkingSettingsMutation } from '../../state/marking-api';

interface Draft {
  doubleMarking: boolean;
  thresholdPercent: number | null;
  anonymousMarking: boolean;
}

/**
 * An assessment's marking: blind double marking with its moderation
 * threshold, anonymous marking and the administrator's reveal. Saved by its
 * own call; staff who may only see the assessment read it.
 */
export function MarkingSettingsCard({ examId }: { examId: number }) {
  const { message } = App.useApp();
  const loaded = useMarkingSettingsQuery(examId, FRESH_ON_OPEN);
  const [saveSettings, saving] = useSaveMarkingSettingsMutation();
  const [reveal, revealing] = useRevealMarkingMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const settings = loaded.data;
  const failure = loadFailure(loaded);

  if (!settings) {
    return (
      <Card size="small" title="Marking" loading={loaded.isFetching}>
        <LoadFailureAlert title="The marking settings could not be loaded." failure={failure} onRetry={() => void loaded.refetch()} />
      </Card>
    );
  }
  const shown: Draft = draft ?? settings;
  const changed =
    draft !== null &&
    (draft.doubleMarking !== settings.doubleMarking ||
      draft.thresholdPercent !== settings.thresholdPercent ||
      draft.anonymousMarking !== settings.anonymousMarking);
  const disabled = !settings.canEdit || saving.isLoading;

  const save = async () => {
    setRefusal(null);
    try {
      const answer = await saveSettings({
        id: examId,
        doubleMarking: shown.doubleMarking,
        thresholdPercent: shown.thresholdPercent ?? DEFAULT_MODERATION_THRESHOLD_PERCENT,
        anonymousMarking: shown.anonymousMarking,
      }).unwrap();
      setDraft(null);
      void message.success(answer.msg);
    } catch (error) {
      setRefusal(toCallFailure(error).message);
    }
  };
  const revealNames = async () => {
    setRefusal(null);
    try {
      void message.success((await reveal(examId).unwrap()).msg);
    } catch (error) {
      setRefusal(toCallFailure(error).message);
    }
  };

  return (
    <Card size="small" title={<span id="marking-settings-title">Marking</span>} aria-labelledby="marking-settings-title">
      <Flex vertical gap={12}>
        {refusal && <Alert type="error" showIcon title={refusal} />}
        <Flex align="center" gap={8}>
          <Switch
            id="marking-double"
            checked={shown.doubleMarking}
            disabled={disabled}
            onChange={(doubleMarking) => setDraft({ ...shown, doubleMarking })}
          />
          <label htmlFor="marking-double">Double marking</label>
        </Flex>
        <Typography.Text type="secondary" style={{ marginTop: -8 }}>
          Two graders mark each hand-marked answer without seeing each other&apos;s mark; the mean stands, or a third grader&apos;s mark
          when they differ by more than the threshold.
        </Typography.Text>
        <Flex align="center" gap={8} wrap>
          <label htmlFor="marking-threshold">Moderation threshold (% of the question&apos;s mark)</label>
          <InputNumber
            id="marking-threshold"
            min={1}
            max={100}
            precision={0}
            value={shown.thresholdPercent}
            disabled={disabled || !shown.doubleMarking}
            onChange={(thresholdPercent) => setDraft({ ...shown, thresholdPercent })}
            style={{ width: 96 }}
          />
        </Flex>
        <Flex align="center" gap={8}>
          <Switch
            id="marking-anonymous"
            checked={shown.anonymousMarking}
            disabled={disabled}
            onChange={(anonymousMarking) => setDraft({ ...shown, anonymousMarking })}
          />
          <label htmlFor="marking-anonymous">Anonymous marking</label>
        </Flex>
        <Typography.Text type="secondary" style={{ marginTop: -8 }}>
          Graders see &quot;Applicant A-0042&quot; instead of the name, ID and school until an administrator reveals them.
        </Typography.Text>
        {settings.anonymousMarking && settings.revealedAt && (
          <Typography.Text data-testid="marking-revealed">
            Names revealed by <bdi>{settings.revealedBy ?? 'an administrator'}</bdi> on{' '}
            <bdi dir="ltr">{formatDateTime(settings.revealedAt)}</bdi>.
          </Typography.Text>
        )}
        <Flex gap={8} wrap>
          {settings.canEdit && (
            <Button type="primary" onClick={() => void save()} disabled={!changed} loading={saving.isLoading}>
              Save marking settings
            </Button>
          )}
          {settings.canReveal && (
            <Popconfirm
              title="Reveal the applicants' names?"
              description="Every grader of this assessment will see names, IDs and schools from now on."
              okText="Reveal"
              onConfirm={() => void revealNames()}
            >
              <Button danger loading={revealing.isLoading}>
                Reveal names to graders
              </Button>
            </Popconfirm>
          )}
        </Flex>
        {!settings.canEdit && (
          <Typography.Text type="secondary">Only the assessment&apos;s editors may change its marking.</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
