import { DownOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Switch, Typography, Flex } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import {
  BUILDER_MENU_TYPES,
  QUESTION_TYPE_INFO,
  newQuestion,
  newQuestionId,
  type BankQuestion,
  type BankSharing,
  type Question,
} from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { PageHeading } from '../components/PageHeading';
import { BankDetailsModal, type BankDetails } from '../components/bank/BankDetailsModal';
import { BankBrowser } from '../components/bank/BankBrowser';
import { BankSharingModal } from '../components/bank/BankSharingModal';
import { ExportQuestionsButton } from '../components/bank/ExportQuestionsButton';
import { ImportQuestionsModal } from '../components/bank/ImportQuestionsModal';
import { questionDirection } from '../components/bank/question-direction';
import { QuestionEditor, QuestionsArea } from '../federation/questions-remote';
import {
  bankApi,
  useDeleteBankQuestionMutation,
  useLazyBankQuestionsQuery,
  useSaveBankQuestionMutation,
  useShareBankQuestionMutation,
} from '../state/bank-api';
import { bankQueryParams, bankRequest, readBankQuery, type BankQuery } from '../state/bank-query';
import { LIST } from '../state/assessments-data';

interface Editing {
  /** The entry being edited; null for a new question. */
  entry: BankQuestion | null;
  question: Question;
  direction: 'ltr' | 'rtl';
}

const NO_DETAILS: BankDetails = { subject: '', grade: '', tags: [] };

/**
 * /dashboard/bank (ours): the question bank. Staff with the `exam` flag
 * filter it by text (English or Arabic), type, subject, grade, tags,
 * difficulty, cognitive level, objective and author, a server page of 15 at
 * a time; open a question in mf_questions' editor (right to left when it is
 * Arabic), then say its subject, grade and tags; duplicate; and, where
 * the server says they may, edit, share and delete (docs/security.md "The
 * question bank": questions one may only read come without their key).
 */
export function BankPage() {
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const query = readBankQuery(params);
  const dispatch = useDispatch();
  /** Read the bank again (Refresh, and after an import, which goes around the cache). */
  const reload = () => dispatch(bankApi.util.invalidateTags([{ type: 'BankQuestion', id: LIST }]));
  const [saveBankQuestion, { isLoading: saving }] = useSaveBankQuestionMutation();
  const [deleteBankQuestion] = useDeleteBankQuestionMutation();
  const [shareBankQuestion, { isLoading: sharingSaving }] = useShareBankQuestionMutation();
  const [sharingOf, setSharingOf] = useState<BankQuestion | null>(null);
  const [readBankPage] = useLazyBankQuestionsQuery();
  const [arabic, setArabic] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [pending, setPending] = useState<{ entry: BankQuestion | null; question: Question } | null>(null);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);

  const change = (next: BankQuery) => setParams(bankQueryParams(next));
  const openEditor = (next: Editing) => {
    setEditing(next);
    setEditorKey((value) => value + 1);
  };

  const failed = (title: string, error: unknown) => modal.error({ title, content: toCallFailure(error).message });

  const save = async (details: BankDetails) => {
    if (!pending) return;
    try {
      const { entry, question } = pending;
      const answer = await saveBankQuestion({ id: entry?.id, version: entry?.version, question, ...details }).unwrap();
      setPending(null);
      message.success(answer.msg);
    } catch (error) {
      failed('The question could not be saved', error);
    }
  };

  const duplicate = async (entry: BankQuestion) => {
    try {
      await saveBankQuestion({
        question: { ...entry.question, id: newQuestionId() },
        subject: entry.subject,
        grade: entry.grade,
        tags: entry.tags,
      }).unwrap();
      message.success('Question duplicated. The copy is at the top of the bank.');
      change({ ...query, page: 1 });
    } catch (error) {
      failed('The question could not be duplicated', error);
    }
  };

  const share = async (entry: BankQuestion, sharing: BankSharing) => {
    try {
      const answer = await shareBankQuestion({ id: entry.id, ...sharing }).unwrap();
      setSharingOf(null);
      message.success(answer.msg);
    } catch (error) {
      failed('The sharing could not be saved', error);
    }
  };

  const remove = async (entry: BankQuestion) => {
    try {
      const answer = await deleteBankQuestion(entry.id).unwrap();
      message.success(answer.msg);
    } catch (error) {
      failed('The question could not be deleted', error);
    }
  };

  /** The ticked questions, or else every question the filter finds (a page of 100 at a time). */
  const toExport = async () => {
    if (selected.length > 0) return { ids: selected };
    const ids: number[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const found = await readBankPage(bankRequest({ ...query, page }, 100)).unwrap();
      ids.push(...found.questions.map((entry) => entry.id));
      if (ids.length >= found.count || found.questions.length === 0) break;
    }
    return { ids };
  };

  const newMenu = BUILDER_MENU_TYPES.map((type) => ({ key: type, label: QUESTION_TYPE_INFO[type].label }));

  return (
    <section aria-labelledby="bank-title">
      <PageHeading
        id="bank-title"
        title="Question bank"
        description="Questions kept apart from any assessment; add them to an assessment from its builder."
        actions={
          <>
            <Flex align="center" gap={6}>
              <Switch size="small" checked={arabic} onChange={setArabic} id="bank-arabic" />
              <label htmlFor="bank-arabic">New questions in Arabic (right to left)</label>
            </Flex>
            <Dropdown
              trigger={['click']}
              menu={{
                items: newMenu,
                onClick: ({ key: type }) =>
                  openEditor({ entry: null, question: newQuestion(type as Question['type']), direction: arabic ? 'rtl' : 'ltr' }),
              }}
            >
              <Button type="primary" icon={<PlusOutlined />}>
                New question <DownOutlined />
              </Button>
            </Dropdown>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              Import questions
            </Button>
            <ExportQuestionsButton label={selected.length > 0 ? `Export ${selected.length} chosen` : 'Export'} selection={toExport} />
            <Button icon={<ReloadOutlined />} onClick={reload}>
              Refresh
            </Button>
          </>
        }
      />
      <BankBrowser
        query={query}
        onQueryChange={change}
        emptyBank="The bank is empty. Add a question, or save one from an assessment."
        actions={{
          onEdit: (entry) => openEditor({ entry, question: entry.question, direction: questionDirection(entry.question) }),
          onDuplicate: (entry) => void duplicate(entry),
          onShare: (entry) => setSharingOf(entry),
          onDelete: (entry) => void remove(entry),
        }}
        selection={{ keys: selected, onChange: (keys) => setSelected(keys) }}
      />
      {sharingOf && (
        <BankSharingModal
          entry={sharingOf}
          saving={sharingSaving}
          onSubmit={(sharing) => void share(sharingOf, sharing)}
          onCancel={() => setSharingOf(null)}
        />
      )}
      {importing && (
        <ImportQuestionsModal
          into="bank"
          onCancel={() => setImporting(false)}
          onImported={({ message: imported }) => {
            setImporting(false);
            message.success(imported);
            change({ ...query, page: 1 });
            reload();
          }}
        />
      )}
      {editing && (
        <QuestionsArea title="The question editor could not be loaded" loadingLabel="Loading the question editor…">
          <Typography.Text className="sr-only">
            {editing.entry ? `Editing version ${editing.entry.version}` : 'New question'}
          </Typography.Text>
          <QuestionEditor
            key={editorKey}
            open
            question={editing.question}
            direction={editing.direction}
            onCancel={() => setEditing(null)}
            onSave={(question) => {
              setPending({ entry: editing.entry, question });
              setEditing(null);
            }}
          />
        </QuestionsArea>
      )}
      {pending && (
        <BankDetailsModal
          open
          title={pending.entry ? `Save version ${pending.entry.version + 1} to the bank` : 'Save to the bank'}
          okText="Save"
          initial={pending.entry ? { subject: pending.entry.subject, grade: pending.entry.grade, tags: pending.entry.tags } : NO_DETAILS}
          saving={saving}
          onSubmit={(details) => void save(details)}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
