import { Alert, Button, Flex, Radio, Space } from 'antd';
import { useId, useState } from 'react';
import { DECLINE_REASONS, type DeclineReason, type FamilyText } from '@mizan/shared';

/** Decline: a reason from the short list, the consequence said plainly, then Decline or Cancel. */
export function DeclineForm({
  words,
  busy,
  onDecline,
  onCancel,
}: {
  words: FamilyText;
  busy: boolean;
  onDecline: (reason: DeclineReason) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const legendId = useId();
  return (
    <div role="group" aria-labelledby={legendId} style={{ marginTop: 12 }}>
      <p id={legendId} style={{ fontWeight: 600, margin: '0 0 8px' }}>
        {words.declineReasonLegend}
      </p>
      <Radio.Group value={reason} onChange={(event) => setReason(event.target.value as DeclineReason)} aria-labelledby={legendId}>
        <Space orientation="vertical">
          {DECLINE_REASONS.map((key) => (
            <Radio key={key} value={key}>
              {words.reasons[key]}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Alert type="warning" showIcon title={words.declineConfirm} style={{ margin: '12px 0' }} />
      <Flex wrap gap={8}>
        <Button danger type="primary" disabled={reason === null} loading={busy} onClick={() => reason && onDecline(reason)}>
          {words.yesDecline}
        </Button>
        <Button onClick={onCancel}>{words.cancel}</Button>
      </Flex>
    </div>
  );
}
