import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { BANK_TAGS_MAX, BANK_TAG_MAX_LENGTH } from '@mizan/shared';
import { useListGradesQuery, useListSubjectsQuery } from '../../state/lookups-api';

export interface BankDetails {
  subject: string;
  grade: string;
  tags: string[];
}

interface Props {
  open: boolean;
  title: string;
  okText: string;
  initial: BankDetails;
  saving: boolean;
  onSubmit: (details: BankDetails) => void;
  onCancel: () => void;
}

const options = (values: string[]) => values.map((value) => ({ value, label: value }));

/** What the bank keeps about a question besides the question: its subject and grade (from their lists) and free tags. */
export function BankDetailsModal({ open, title, okText, initial, saving, onSubmit, onCancel }: Props) {
  const subjects = (useListSubjectsQuery().data ?? []).map((subject) => subject.subject);
  const grades = (useListGradesQuery().data ?? []).map((grade) => grade.name);
  // Mounted for one save at a time (the caller renders it only then), so `initial` is read once.
  const [details, setDetails] = useState<BankDetails>(initial);
  const tooLong = details.tags.find((tag) => tag.length > BANK_TAG_MAX_LENGTH);
  const problem = tooLong
    ? `Each tag is a word or phrase of ${BANK_TAG_MAX_LENGTH} characters or less`
    : details.tags.length > BANK_TAGS_MAX
      ? `A question has at most ${BANK_TAGS_MAX} tags`
      : null;

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Cancel"
      onOk={() => onSubmit(details)}
      onCancel={onCancel}
      okButtonProps={{ loading: saving, disabled: problem !== null }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Subject" htmlFor="bank-subject">
          <Select
            id="bank-subject"
            allowClear
            showSearch
            value={details.subject || undefined}
            options={options(subjects)}
            placeholder="No subject"
            onChange={(subject?: string) => setDetails({ ...details, subject: subject ?? '' })}
          />
        </Form.Item>
        <Form.Item label="Grade" htmlFor="bank-grade">
          <Select
            id="bank-grade"
            allowClear
            value={details.grade || undefined}
            options={options(grades)}
            placeholder="No grade"
            onChange={(grade?: string) => setDetails({ ...details, grade: grade ?? '' })}
          />
        </Form.Item>
        <Form.Item
          label="Tags"
          htmlFor="bank-tags"
          help={problem ?? 'Free words: type one and press Enter.'}
          validateStatus={problem ? 'error' : undefined}
        >
          <Select
            id="bank-tags"
            mode="tags"
            value={details.tags}
            tokenSeparators={[',']}
            open={false}
            placeholder="e.g. algebra, الكسور"
            onChange={(tags: string[]) => setDetails({ ...details, tags: tags.map((tag) => tag.trim()).filter((tag) => tag !== '') })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
