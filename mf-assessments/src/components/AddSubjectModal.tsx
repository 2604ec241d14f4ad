import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Subject } from '../state/types';
import { toCallFailure, type CallFailure } from '@mizan/shared/browser';
import { useAddSubjectMutation } from '../state/lookups-api';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The subject was added; `message` is the server's sentence. */
  onAdded: (subject: Subject, message: string) => void;
}

/**
 * The 'Add subject' modal (SPEC §2, §5): a name input and a button that
 * stays disabled while the name is empty. admin/addsubject.php; a refusal
 * (the same name twice, say) is shown inside the modal and the name stays.
 */
export function AddSubjectModal({ open, onClose, onAdded }: Props) {
  const [name, setName] = useState('');
  const [addSubject, { isLoading: saving }] = useAddSubjectMutation();
  const [failure, setFailure] = useState<CallFailure | null>(null);

  const add = async () => {
    setFailure(null);
    try {
      const answer = await addSubject(name.trim()).unwrap();
      onAdded(answer.data, answer.msg);
    } catch (error) {
      setFailure(toCallFailure(error));
    }
  };

  return (
    <Modal
      open={open}
      title="Add subject"
      okText="Add"
      onOk={add}
      onCancel={onClose}
      okButtonProps={{ disabled: name.trim() === '' }}
      confirmLoading={saving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {failure && <Alert type="error" showIcon title={failure.message} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" component="div">
        <Form.Item label="Subject name" htmlFor="subject-name" style={{ marginBottom: 0 }}>
          <Input
            id="subject-name"
            value={name}
            maxLength={100}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onPressEnter={() => {
              if (name.trim() !== '' && !saving) void add();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
