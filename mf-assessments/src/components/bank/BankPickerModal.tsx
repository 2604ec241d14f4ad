import { Alert, Modal } from 'antd';
import { useState } from 'react';
import type { BankQuestion, Question } from '@mizan/shared';
import { EMPTY_BANK_QUERY, type BankQuery } from '../../state/bank-query';
import { BankBrowser } from './BankBrowser';

/**
 * The builder's 'Add from the bank': the bank with its filters, questions
 * ticked across pages, and 'Add' gives the chosen ones (in the order ticked)
 * for the assessment to copy. A question the caller may only read comes
 * without its answer key (the server sends it so), to be set in the builder.
 */
export function BankPickerModal({ onAdd, onCancel }: { onAdd: (questions: Question[]) => void; onCancel: () => void }) {
  const [query, setQuery] = useState<BankQuery>(EMPTY_BANK_QUERY);
  const [chosen, setChosen] = useState<BankQuestion[]>([]);

  const choose = (keys: number[], rows: BankQuestion[]) => {
    const known = new Map([...chosen, ...rows].filter(Boolean).map((entry) => [entry.id, entry]));
    setChosen(keys.map((key) => known.get(key)).filter((entry): entry is BankQuestion => entry !== undefined));
  };

  return (
    <Modal
      open
      title="Add questions from the bank"
      width={1200}
      okText={chosen.length === 1 ? 'Add 1 question' : `Add ${chosen.length} questions`}
      okButtonProps={{ disabled: chosen.length === 0 }}
      cancelText="Cancel"
      onOk={() => onAdd(chosen.map((entry) => entry.question))}
      onCancel={onCancel}
      destroyOnHidden
    >
      {chosen.some((entry) => !entry.rights.edit) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBlockEnd: 12 }}
          title="Questions you may only read come without their answer key: set the answer in the builder before saving."
        />
      )}
      <BankBrowser
        query={query}
        onQueryChange={setQuery}
        emptyBank="The bank is empty."
        selection={{ keys: chosen.map((entry) => entry.id), onChange: choose }}
      />
    </Modal>
  );
}
