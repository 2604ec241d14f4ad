import { App, Button, Typography } from 'antd';
import { useId } from 'react';
import type { AssessmentLang } from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { PROCTOR_STAFF_WORDS } from '../../state/proctor-words';
import { useProctorPinQuery, useRotateProctorPinMutation } from '../../state/proctoring-api';

/** The PIN of the day in the control room, with New PIN (asked first: the old one stops working at once). */
export function RoomWaitingPin({ examId, lang }: { examId: number; lang: AssessmentLang }) {
  const words = PROCTOR_STAFF_WORDS[lang];
  const { data: pin } = useProctorPinQuery(examId);
  const [rotate, { isLoading }] = useRotateProctorPinMutation();
  const { modal, message } = App.useApp();
  const headingId = useId();

  const askRotate = () =>
    modal.confirm({
      title: words.rotateConfirm,
      okText: words.rotate,
      cancelText: words.cancel,
      onOk: async () => {
        try {
          void message.success((await rotate(examId).unwrap()).msg, 6);
        } catch (error) {
          void message.error(toCallFailure(error).message, 6);
        }
      },
    });

  return (
    <section aria-labelledby={headingId} style={{ flex: '0 1 260px' }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16 }}>
        {words.pinTitle}
      </Typography.Title>
      <Typography.Text code dir="ltr" style={{ fontSize: 24, letterSpacing: 4 }} data-testid="proctor-pin">
        {pin?.pin ?? '······'}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {words.pinHelp}
      </Typography.Paragraph>
      <Button size="small" loading={isLoading} onClick={askRotate}>
        {words.rotate}
      </Button>
    </section>
  );
}
