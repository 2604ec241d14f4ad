import { Alert, App, Button, Drawer, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { AdmissionRound, DecisionPreview } from '@mizan/shared';
import { selectFlags, skipToken, toCallFailure } from '@mizan/shared/browser';
import { useCommitDecisionsMutation, usePreviewDecisionsMutation, type WhatIfRequest } from '../../state/admission-api';
import { useMeritSettingsQuery } from '../../state/merit-api';
import { WHAT_IF_TITLES, changedCount, whatIfRequest, type WhatIfKind, type WhatIfValues } from './admission-view-rules';
import { PreviewComparison } from './PreviewComparison';
import { WhatIfForm, whatIfStart } from './WhatIfForm';

/** Whether a refused commit asks for a new what-if: 409, the round changed since; 404, it was already applied. */
function asksForNewPreview(error: unknown): boolean {
  const { status } = toCallFailure(error);
  return status === 409 || status === 404;
}

/**
 * A batch of decisions, what-if first: the form of the kind (offers, seats,
 * weights, promotion), then the what-if beside today, then Commit, which
 * applies exactly that what-if. A commit refused because the round changed
 * since shows the server's sentence and offers a new what-if.
 */
export function WhatIfDrawer({
  kind,
  round,
  ticked,
  open,
  onClose,
  onCommitted,
}: {
  kind: WhatIfKind;
  round: AdmissionRound;
  ticked: number[];
  open: boolean;
  onClose: () => void;
  onCommitted: () => void;
}) {
  const { message } = App.useApp();
  const flags = useSelector(selectFlags);
  const settingsQuery = useMeritSettingsQuery(kind === 'weights' && flags.download ? undefined : skipToken);
  const settings = settingsQuery.data ?? null;
  const [form] = Form.useForm<WhatIfValues>();
  const [preview, setPreview] = useState<DecisionPreview | null>(null);
  const [request, setRequest] = useState<WhatIfRequest | null>(null);
  const [failure, setFailure] = useState<{ message: string; newPreview: boolean } | null>(null);
  const [makePreview, previewState] = usePreviewDecisionsMutation();
  const [commit, commitState] = useCommitDecisionsMutation();
  const schoolNames = new Map(round.seats.map((entry) => [entry.school_id, entry.name]));
  const title = WHAT_IF_TITLES[kind];

  const showPreview = async (next: WhatIfRequest) => {
    setFailure(null);
    setRequest(next);
    try {
      setPreview(await makePreview(next).unwrap());
    } catch (error) {
      setPreview(null);
      setFailure({ message: toCallFailure(error).message, newPreview: false });
    }
  };

  const apply = async () => {
    if (!preview) return;
    setFailure(null);
    try {
      const { applied } = await commit({ roundId: round.id, previewId: preview.previewId }).unwrap();
      message.success(`${applied === 1 ? '1 change was' : `${applied} changes were`} applied.`);
      onCommitted();
    } catch (error) {
      setFailure({ message: toCallFailure(error).message, newPreview: asksForNewPreview(error) });
    }
  };

  const waitingForSettings = kind === 'weights' && flags.download && settingsQuery.isLoading;

  return (
    <Drawer title={`${title}: ${round.name}`} open={open} onClose={onClose} size="100%" destroyOnHidden>
      <Flex vertical gap={16} style={{ maxWidth: 1280 }}>
        {!preview && !waitingForSettings && (
          <Form<WhatIfValues>
            form={form}
            layout="vertical"
            aria-label={title}
            initialValues={whatIfStart(kind, round, ticked.length, settings)}
            onFinish={(values) => void showPreview(whatIfRequest(round.id, kind, values, ticked))}
          >
            <WhatIfForm kind={kind} round={round} ticked={ticked.length} settings={settings} />
            <Button type="primary" htmlType="submit" loading={previewState.isLoading}>
              Show the what-if
            </Button>
          </Form>
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            title={failure.message}
            action={
              failure.newPreview && request ? (
                <Button onClick={() => void showPreview(request)} loading={previewState.isLoading}>
                  Make a new what-if
                </Button>
              ) : undefined
            }
          />
        )}
        {preview && (
          <>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
              What-if: today beside after (nothing has changed yet)
            </Typography.Title>
            <PreviewComparison preview={preview} schoolNames={schoolNames} />
            <Flex gap={8} wrap>
              <Button
                type="primary"
                onClick={() => void apply()}
                loading={commitState.isLoading}
                disabled={changedCount(preview.summary) === 0 || failure?.newPreview === true}
              >
                Commit {changedCount(preview.summary) === 1 ? '1 change' : `${changedCount(preview.summary)} changes`}
              </Button>
              <Button onClick={() => setPreview(null)}>Change the what-if</Button>
              <Button onClick={onClose}>Cancel</Button>
            </Flex>
          </>
        )}
      </Flex>
    </Drawer>
  );
}
