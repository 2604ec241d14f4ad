import { App, Button, Empty, Flex, List, Modal, Radio, Tag, Typography } from 'antd';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import { copyRubric, rubricMaxPoints, type AssessmentLang, type Rubric, type RubricBankEntry } from '@mizan/shared';
import { deleteBankRubric, findBankRubrics } from './rubric-bank-calls';

export interface RubricBankPickerProps {
  open: boolean;
  /** The assessment's language: its rubrics are listed first-hand (the filter starts there). */
  lang: AssessmentLang;
  onClose: () => void;
  /** A copy with ids of its own (bankId undefined), or the bank's rubric linked (bankId its entry). */
  onUse: (rubric: Rubric, bankId: number | undefined) => void;
}

/**
 * The rubric bank as a dialog of the question editor (ours: the smallest bank
 * screen that works, where rubrics are used): find rubrics by title and
 * language, see their criteria, copy or link one into the question, and
 * delete one's own. An Arabic rubric reads right to left.
 */
export function RubricBankPicker({ open, lang, onClose, onUse }: RubricBankPickerProps) {
  const { modal } = App.useApp();
  const [search, setSearch] = useState('');
  const [language, setLanguage] = useState<AssessmentLang | 'all'>(lang);
  const [entries, setEntries] = useState<RubricBankEntry[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setProblem(null);
    findBankRubrics(search, language === 'all' ? undefined : language)
      .then((found) => current && setEntries(found.rubrics))
      .catch((error: unknown) => current && setProblem(error instanceof Error ? error.message : String(error)));
    return () => {
      current = false;
    };
  }, [open, search, language, reload]);

  const remove = (entry: RubricBankEntry) =>
    modal.confirm({
      title: `Delete the rubric “${entry.title}” from the bank?`,
      content: 'Questions that use it keep their own copy.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteBankRubric(entry.id);
        setReload((count) => count + 1);
      },
    });

  return (
    <Modal open={open} title="Rubric bank" onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} width={760} destroyOnHidden>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Search rubrics by title"
          placeholder="Search by title"
          allowClear
          onSearch={(value) => setSearch(value.trim())}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Radio.Group
          aria-label="Language"
          value={language}
          onChange={(event) => setLanguage(event.target.value as AssessmentLang | 'all')}
          optionType="button"
          options={[
            { value: 'En', label: 'English' },
            { value: 'Ar', label: 'Arabic' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Flex>
      {problem !== null ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : (
        <List
          loading={entries === null}
          dataSource={entries ?? []}
          locale={{ emptyText: <Empty description="No rubric in the bank matches. Save one from a question’s rubric." /> }}
          renderItem={(entry) => (
            <List.Item
              key={entry.id}
              actions={[
                <Button
                  key="copy"
                  type="primary"
                  onClick={() => onUse(copyRubric(entry.rubric), undefined)}
                  aria-label={`Copy ${entry.title}`}
                >
                  Copy
                </Button>,
                <Button key="link" onClick={() => onUse(entry.rubric, entry.id)} aria-label={`Link ${entry.title}`}>
                  Link
                </Button>,
                ...(entry.rights.delete
                  ? [
                      <Button key="delete" danger onClick={() => remove(entry)} aria-label={`Delete ${entry.title}`}>
                        Delete
                      </Button>,
                    ]
                  : []),
              ]}
            >
              <div dir={entry.lang === 'Ar' ? 'rtl' : 'ltr'} lang={entry.lang === 'Ar' ? 'ar' : 'en'} style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  <bdi>{entry.title}</bdi>
                </Typography.Text>{' '}
                <Tag>{entry.lang === 'Ar' ? 'العربية' : 'English'}</Tag>
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {entry.rubric.criteria.map((criterion) => criterion.title).join(' · ')} —{' '}
                  <bdi dir="ltr">{rubricMaxPoints(entry.rubric)}</bdi> pts
                  {entry.author ? <> · {entry.author.displayname}</> : null}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
