import { App, Button, Flex, Form, InputNumber, Modal, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { APPEAL_WINDOW_MAX_DAYS, appealsPath } from '@mizan/shared';
import { LoadFailureAlert, toCallFailure } from '@mizan/shared/browser';
import { useAppealWindowQuery, useSetAppealWindowMutation } from '../../state/appeals-api';
import { loadFailure } from '../../state/load-failure';

/**
 * 'Re-marks' of one assessment: for how many days after release its
 * applicants may request a re-mark (0, the default, offers none), and the
 * way to its re-mark requests.
 */
export function AppealWindowButton({ id, title }: { id: number; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Re-marks of ${title}`}>
        Re-marks
      </Button>
      {open && <AppealWindowDialog id={id} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

function AppealWindowDialog({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const loaded = useAppealWindowQuery(id, { refetchOnMountOrArgChange: true });
  const failure = loadFailure(loaded);
  const [setWindow, { isLoading: saving }] = useSetAppealWindowMutation();
  const [days, setDays] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const daysId = useId();
  const shown = days ?? loaded.data ?? 0;

  async function save() {
    setProblem(null);
    try {
      const answer = await setWindow({ id, days: shown }).unwrap();
      void message.success(answer.msg, 6);
      onClose();
    } catch (error) {
      setProblem(toCallFailure(error).message);
    }
  }

  return (
    <Modal
      open
      title={`Re-marks of ${title}`}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <Button onClick={() => navigate(appealsPath(id))}>Open the re-mark requests</Button>
          <Flex gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" loading={saving} disabled={loaded.data === undefined} onClick={() => void save()}>
              Save
            </Button>
          </Flex>
        </Flex>
      }
    >
      {failure ? (
        <LoadFailureAlert title="The re-mark window could not be loaded." failure={failure} onRetry={() => void loaded.refetch()} />
      ) : loaded.data === undefined ? (
        <Spin />
      ) : (
        <Form layout="vertical" onFinish={() => void save()}>
          <Form.Item
            label="Days after release during which applicants may request a re-mark"
            htmlFor={daysId}
            extra="0 turns re-mark requests off. A re-mark is done by a grader who did not mark the answer first."
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? undefined}
          >
            <InputNumber
              id={daysId}
              min={0}
              max={APPEAL_WINDOW_MAX_DAYS}
              precision={0}
              value={shown}
              onChange={(value) => setDays(value)}
            />
          </Form.Item>
          <Typography.Text type="secondary">
            Only questions a teacher marks (essays, recordings, uploads, drawings) can be re-marked.
          </Typography.Text>
        </Form>
      )}
    </Modal>
  );
}
