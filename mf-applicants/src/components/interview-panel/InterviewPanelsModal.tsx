import { Alert, App, Button, Divider, Flex, InputNumber, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { INTERVIEW_PANEL_SIZE_MAX, INTERVIEW_PANEL_SIZE_MIN } from '@mizan/shared';
import { LoadFailureAlert, toCallFailure } from '@mizan/shared/browser';
import { useInterviewAgreementQuery, useInterviewPanelSizeQuery, useSetInterviewPanelSizeMutation } from '../../state/interview-panels-api';
import { AgreementTable } from './AgreementTable';

export const panelSizeText = (size: number) =>
  size === 1
    ? 'Each applicant is interviewed by one interviewer (a new interview replaces the earlier one).'
    : `Each applicant is rated by a panel of ${size} interviewers; their interview score is the panel's mean.`;

/**
 * The group's interview panel size (administrators change it) and, for administrators, the
 * agreement between interviewers.
 */
export function InterviewPanelsModal({ open, onClose, isAdmin }: { open: boolean; onClose: () => void; isAdmin: boolean }) {
  const { message } = App.useApp();
  const size = useInterviewPanelSizeQuery(undefined, { refetchOnMountOrArgChange: true });
  const agreement = useInterviewAgreementQuery(undefined, { skip: !isAdmin, refetchOnMountOrArgChange: true });
  const [saveSize, { isLoading: saving }] = useSetInterviewPanelSizeMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (size.data !== undefined) setChosen(size.data);
  }, [size.data]);

  const save = async () => {
    if (chosen === null) return;
    setFailure(null);
    try {
      await saveSize(chosen).unwrap();
      message.success(panelSizeText(chosen));
    } catch (error) {
      setFailure(toCallFailure(error).message);
    }
  };

  return (
    <Modal
      title="Interview panels"
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={900}
      destroyOnHidden
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Panel size
      </Typography.Title>
      {size.error ? (
        <LoadFailureAlert
          title="The panel size could not be loaded."
          failure={toCallFailure(size.error)}
          onRetry={() => void size.refetch()}
        />
      ) : (
        <Spin spinning={size.isFetching && size.data === undefined}>
          <Typography.Paragraph>{size.data === undefined ? '…' : panelSizeText(size.data)}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            Under a panel each interviewer fills the form as their own scorecard and sees the others' only after submitting theirs.
          </Typography.Paragraph>
          {isAdmin ? (
            <Flex gap={8} align="center" wrap>
              <label htmlFor="interview-panel-size">Interviewers per applicant</label>
              <InputNumber
                id="interview-panel-size"
                min={INTERVIEW_PANEL_SIZE_MIN}
                max={INTERVIEW_PANEL_SIZE_MAX}
                precision={0}
                value={chosen}
                onChange={(value) => setChosen(value)}
              />
              <Button type="primary" onClick={() => void save()} loading={saving} disabled={chosen === null || chosen === size.data}>
                Save panel size
              </Button>
            </Flex>
          ) : (
            <Typography.Text type="secondary">Only an administrator can change the panel size.</Typography.Text>
          )}
          {failure && <Alert type="error" showIcon style={{ marginTop: 8 }} title={failure} />}
        </Spin>
      )}
      {isAdmin && (
        <>
          <Divider />
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Agreement between interviewers
          </Typography.Title>
          {agreement.error ? (
            <LoadFailureAlert
              title="The agreement report could not be loaded."
              failure={toCallFailure(agreement.error)}
              onRetry={() => void agreement.refetch()}
            />
          ) : (
            <Spin spinning={agreement.isFetching}>{agreement.data && <AgreementTable report={agreement.data} />}</Spin>
          )}
        </>
      )}
    </Modal>
  );
}
