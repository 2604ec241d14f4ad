import { Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import {
  BANK_SHARING_LEVELS,
  BANK_SHARING_LEVEL_LABELS,
  BANK_SHARING_SCOPES,
  BANK_SHARING_SCOPE_LABELS,
  type BankQuestion,
  type BankSharing,
} from '@mizan/shared';

interface Props {
  entry: BankQuestion;
  saving: boolean;
  onSubmit: (sharing: BankSharing) => void;
  onCancel: () => void;
}

/**
 * 'Sharing' (the owner's and administrators'): who else may use the
 * question, and whether they may only read it (without its answer key) or
 * also edit it. Mounted for one question at a time, so its sharing is read once.
 */
export function BankSharingModal({ entry, saving, onSubmit, onCancel }: Props) {
  const [sharing, setSharing] = useState<BankSharing>(entry.sharing);
  const subject = entry.subject || 'its subject';
  return (
    <Modal
      open
      title="Share this question"
      okText="Save sharing"
      cancelText="Cancel"
      onOk={() => onSubmit(sharing)}
      onCancel={onCancel}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={<span id="bank-sharing-scope">Shared with</span>}>
          <Radio.Group
            name="bank-sharing-scope"
            aria-labelledby="bank-sharing-scope"
            value={sharing.scope}
            onChange={(event) => setSharing({ ...sharing, scope: event.target.value })}
          >
            {BANK_SHARING_SCOPES.map((scope) => (
              <Radio key={scope} value={scope} style={{ display: 'flex' }}>
                {BANK_SHARING_SCOPE_LABELS[scope]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {sharing.scope === 'subject' && (
          <Typography.Paragraph type="secondary">
            Teachers of <bdi>{subject}</bdi> are the staff who keep a question of that subject in the bank.
          </Typography.Paragraph>
        )}
        <Form.Item label={<span id="bank-sharing-level">They may</span>}>
          <Radio.Group
            name="bank-sharing-level"
            aria-labelledby="bank-sharing-level"
            value={sharing.level}
            disabled={sharing.scope === 'owner'}
            onChange={(event) => setSharing({ ...sharing, level: event.target.value })}
          >
            {BANK_SHARING_LEVELS.map((level) => (
              <Radio key={level} value={level} style={{ display: 'flex' }}>
                {BANK_SHARING_LEVEL_LABELS[level]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Typography.Paragraph type="secondary">
          Only you and administrators may delete it or change its sharing. Administrators see every question.
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
