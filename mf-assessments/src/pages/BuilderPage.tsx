import { AppstoreAddOutlined, ArrowLeftOutlined, DatabaseOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Flex, Row, Spin, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  PATHS,
  QUESTION_TYPE_INFO,
  VALIDATION_DIALOG_TITLE,
  isDrawSlot,
  markValue,
  newDrawSlot,
  newQuestion,
  questionsPerAttempt,
  roundMark,
  type AssessmentItem,
  type DrawSlot,
  type Question,
  type QuestionType,
} from '@mizan/shared';
import { skipToken, toCallFailure, type AppDispatch } from '@mizan/shared/browser';
import { PageHeading } from '../components/PageHeading';
import { BankDetailsModal, type BankDetails } from '../components/bank/BankDetailsModal';
import { BankPickerModal } from '../components/bank/BankPickerModal';
import { DrawSlotEditor } from '../components/builder/DrawSlotEditor';
import { ImportQuestionsModal } from '../components/bank/ImportQuestionsModal';
import { QuestionList } from '../components/builder/QuestionList';
import { useDrawMatches } from '../state/draw-matches';
import { QuestionTypeMenu } from '../components/builder/QuestionTypeMenu';
import { SetupForm, lookupOf } from '../components/builder/SetupForm';
import { NetworksCard } from '../components/builder/NetworksCard';
import { SignalsSettings } from '../components/builder/SignalsSettings';
import { SafeExamBrowserSettings } from '../components/builder/SafeExamBrowserSettings';
import { ProctoringSettings } from '../components/builder/ProctoringSettings';
import { QuestionEditor, QuestionsArea, useQuestionRegistry } from '../federation/questions-remote';
import { draftIssues } from '../state/draft-issues';
import {
  draftReset,
  fieldsChanged,
  payloadOf,
  questionAdded,
  questionMoved,
  questionRemoved,
  questionReplaced,
  selectDraftState,
  type DraftFields,
} from '../state/draft-slice';
import { useAddAssessmentMutation, useListAssessmentsQuery, useUpdateAssessmentMutation } from '../state/assessments-api';
import { useSaveBankQuestionMutation } from '../state/bank-api';
import {
  useGradeGroupsQuery,
  useListGradesQuery,
  useListGroupsQuery,
  useListSubjectsQuery,
  useListTeachersQuery,
} from '../state/lookups-api';

export const NO_TYPE_SELECTED = 'Select Question Type From The Left Menu To Add It To The Assessment';
export const SUBMIT_CONFIRM_TITLE = 'Are you sure publishing this exam?';
export const SUBMIT_LABEL = 'Submit exam';

interface Editing {
  question: Question;
  /** A new question from the menu (added on save) rather than one of the list (replaced on save). */
  isNew: boolean;
}

/**
 * /assessmentcomponent (SPEC §2 "Assessment builder"): the question types on
 * the left, each opening mf_questions' QuestionEditor in a modal; the setup
 * fields; the questions (Edit, Delete, reorder); 'Submit exam', disabled
 * while the title is empty, asks 'Are you sure publishing this exam?',
 * shows a spinner while saving, then the server's message in a success
 * dialog, resets the draft and returns to /dashboard/assessments. The draft
 * is the persisted assessmentDraft slice, so a reload keeps it.
 */
export function BuilderPage() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { draft, dirty } = useSelector(selectDraftState);
  const registry = useQuestionRegistry();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [titleTouched, setTitleTouched] = useState(false);
  const [picking, setPicking] = useState(false);
  const [importingFile, setImportingFile] = useState(false);
  const [toBank, setToBank] = useState<Question | null>(null);
  const [drawing, setDrawing] = useState<{ slot: DrawSlot; isNew: boolean } | null>(null);
  const subjects = useListSubjectsQuery();
  const teachers = useListTeachersQuery();
  const grades = useListGradesQuery();
  const allGroups = useListGroupsQuery(draft.grade ? skipToken : undefined);
  const gradeGroups = useGradeGroupsQuery(draft.grade || skipToken);
  const groups = draft.grade ? gradeGroups : allGroups;
  const assessments = useListAssessmentsQuery();
  const [addAssessment, { isLoading: adding }] = useAddAssessmentMutation();
  const [updateAssessment, { isLoading: updating }] = useUpdateAssessmentMutation();
  const saving = adding || updating;
  const [saveBankQuestion, { isLoading: savingToBank }] = useSaveBankQuestionMutation();

  const issues = useMemo(() => draftIssues(draft), [draft]);
  const direction = draft.lang === 'Ar' ? 'rtl' : 'ltr';
  const titleMissing = draft.name.trim() === '';
  const fixed = draft.questions.filter((item): item is Question => !isDrawSlot(item));
  const slots = draft.questions.filter(isDrawSlot);
  const totalMarks = roundMark(fixed.reduce((sum, question) => sum + markValue(question.totalMark), 0));
  const draws = useDrawMatches(draft.questions);

  const change = useCallback((changes: Partial<Omit<DraftFields, 'id' | 'questions'>>) => dispatch(fieldsChanged(changes)), [dispatch]);
  const move = useCallback((id: string, to: number) => dispatch(questionMoved({ id, to })), [dispatch]);
  const remove = useCallback((id: string) => dispatch(questionRemoved(id)), [dispatch]);

  const openEditor = (next: Editing) => {
    setEditing(next);
    setEditorKey((key) => key + 1);
  };
  const addQuestion = (type: QuestionType) => openEditor({ question: newQuestion(type), isNew: true });
  const editQuestion = useCallback(
    (item: AssessmentItem) => (isDrawSlot(item) ? setDrawing({ slot: item, isNew: false }) : openEditor({ question: item, isNew: false })),
    [],
  );
  const saveDraw = (slot: DrawSlot) => {
    dispatch(drawing?.isNew ? questionAdded(slot) : questionReplaced(slot));
    setDrawing(null);
  };
  const closeEditor = () => setEditing(null);
  const saveQuestion = (question: Question) => {
    dispatch(editing?.isNew ? questionAdded(question) : questionReplaced(question));
    setEditing(null);
  };

  /** Copies of bank questions; each keeps its id, so one already in the assessment is not added twice. */
  const addFromBank = (questions: Question[]) => {
    const present = new Set(draft.questions.map((item) => item.id));
    const fresh = questions.filter((question) => !present.has(question.id));
    for (const question of fresh) dispatch(questionAdded({ ...question, mode: 'editingMode' }));
    setPicking(false);
    const skipped = questions.length - fresh.length;
    const added = fresh.length === 1 ? '1 question added from the bank.' : `${fresh.length} questions added from the bank.`;
    message.success(skipped === 0 ? added : `${added} ${skipped === 1 ? '1 was' : `${skipped} were`} already in the assessment.`);
  };

  /** A file's questions (read on the server, nothing saved) join the draft; the assessment's Submit saves them. */
  const addFromFile = (questions: Question[]) => {
    for (const question of questions) dispatch(questionAdded({ ...question, mode: 'editingMode' }));
    setImportingFile(false);
    message.success(questions.length === 1 ? '1 question added from the file.' : `${questions.length} questions added from the file.`);
  };

  const saveToBank = async (question: Question, details: BankDetails) => {
    try {
      const answer = await saveBankQuestion({ question, ...details }).unwrap();
      setToBank(null);
      message.success(answer.msg);
    } catch (error) {
      modal.error({ title: 'The question could not be saved to the bank', content: toCallFailure(error).message });
    }
  };

  const save = async () => {
    try {
      const payload = payloadOf(draft);
      const answer =
        draft.id === null ? await addAssessment(payload).unwrap() : await updateAssessment({ ...payload, id: draft.id }).unwrap();
      dispatch(draftReset());
      navigate(PATHS.assessments);
      modal.success({ title: 'Success', content: answer.msg });
    } catch (error) {
      modal.error({ title: VALIDATION_DIALOG_TITLE, content: toCallFailure(error).message });
    }
  };

  const submit = () => {
    setTitleTouched(true);
    if (issues.first) {
      modal.error({ title: VALIDATION_DIALOG_TITLE, content: issues.first });
      return;
    }
    modal.confirm({
      title: SUBMIT_CONFIRM_TITLE,
      content:
        draft.id === null
          ? 'The assessment is saved unpublished. Applicants can register once you publish it from the assessments list.'
          : 'Your changes are saved. Applicants who have already started keep the questions they started with.',
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => {
        void save();
      },
    });
  };

  const discard = () =>
    modal.confirm({
      title: 'Discard this draft?',
      content: 'Everything typed since it was opened is lost.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: () => {
        dispatch(draftReset());
        setTitleTouched(false);
        navigate(PATHS.assessments);
      },
    });

  const editingIndex = editing && !editing.isNew ? draft.questions.findIndex((question) => question.id === editing.question.id) : -1;

  return (
    <section aria-labelledby="builder-title">
      {saving && <Spin fullscreen spinning description="Saving the assessment…" />}
      <PageHeading
        id="builder-title"
        title={draft.id === null ? 'New assessment' : `Edit assessment: ${draft.name || `#${draft.id}`}`}
        description={
          dirty ? 'Draft: kept in this browser until you submit or discard it.' : 'Set the assessment up, then add its questions.'
        }
        actions={
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(PATHS.assessments)}>
              Assessments
            </Button>
            <Button onClick={discard} disabled={!dirty && draft.id === null}>
              Discard draft
            </Button>
          </>
        }
      />
      <Row gutter={[16, 16]} align="top">
        <Col xs={24} md={7} lg={5}>
          <QuestionTypeMenu selected={editing?.isNew ? editing.question.type : null} onSelect={addQuestion} registry={registry} />
        </Col>
        <Col xs={24} md={17} lg={19}>
          <Flex vertical gap={16}>
            <Card size="small" title="Setup">
              <SetupForm
                draft={draft}
                onChange={change}
                issues={issues}
                showTitleIssue={titleTouched}
                onTitleTouched={() => setTitleTouched(true)}
                teachers={lookupOf(teachers)}
                grades={lookupOf(grades)}
                groups={lookupOf(groups)}
                assessments={lookupOf(assessments)}
              />
            </Card>
            <NetworksCard id={draft.id} lang={draft.lang} />
            <SignalsSettings id={draft.id} lang={draft.lang} />
            <SafeExamBrowserSettings id={draft.id} lang={draft.lang} />
            <ProctoringSettings id={draft.id} lang={draft.lang} />

            <Card size="small" title="Question editor" data-testid="editor-area">
              <QuestionsArea title="The question editor could not be loaded" loadingLabel="Loading the question editor…">
                {editing ? (
                  <>
                    <Typography.Text>
                      {editing.isNew
                        ? `Adding a ${QUESTION_TYPE_INFO[editing.question.type].label} question…`
                        : `Editing question ${editingIndex + 1} (${QUESTION_TYPE_INFO[editing.question.type].label})…`}
                    </Typography.Text>
                    <QuestionEditor
                      key={editorKey}
                      open
                      question={editing.question}
                      onSave={saveQuestion}
                      onCancel={closeEditor}
                      direction={direction}
                    />
                  </>
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_TYPE_SELECTED} />
                )}
              </QuestionsArea>
            </Card>

            <Card
              size="small"
              extra={
                <Flex gap={8} wrap>
                  <Button size="small" icon={<DatabaseOutlined />} onClick={() => setPicking(true)}>
                    Add from the bank
                  </Button>
                  <Button size="small" icon={<AppstoreAddOutlined />} onClick={() => setDrawing({ slot: newDrawSlot(), isNew: true })}>
                    Add a random draw
                  </Button>
                  <Button size="small" icon={<UploadOutlined />} onClick={() => setImportingFile(true)}>
                    Import questions
                  </Button>
                </Flex>
              }
              title={
                <Flex gap={8} align="center">
                  Questions
                  <Tag>{questionsPerAttempt(draft.questions)}</Tag>
                  <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                    {slots.length > 0
                      ? `${totalMarks === 1 ? '1 mark' : `${totalMarks} marks`} + the drawn questions' own`
                      : totalMarks === 1
                        ? '1 mark in all'
                        : `${totalMarks} marks in all`}
                  </Typography.Text>
                </Flex>
              }
            >
              <QuestionList
                questions={draft.questions}
                problems={draws.problems.size > 0 ? new Map([...draws.problems, ...issues.questions]) : issues.questions}
                notes={draws.notes}
                onEdit={editQuestion}
                onDelete={remove}
                onMove={move}
                onSaveToBank={setToBank}
              />
            </Card>

            <Flex justify="end" gap={8} align="center">
              {issues.first && !titleMissing && (
                <Typography.Text type="danger" data-testid="first-problem">
                  {issues.first}
                </Typography.Text>
              )}
              <Tooltip title={titleMissing ? 'Write a title first.' : undefined}>
                <Button type="primary" size="large" icon={<SendOutlined />} disabled={titleMissing || saving} onClick={submit}>
                  {SUBMIT_LABEL}
                </Button>
              </Tooltip>
            </Flex>
          </Flex>
        </Col>
      </Row>
      {drawing && (
        <DrawSlotEditor
          slot={drawing.slot}
          isNew={drawing.isNew}
          fixedIds={fixed.map((question) => question.id)}
          otherSlots={slots.filter((slot) => slot.id !== drawing.slot.id)}
          subjects={(subjects.data ?? []).map((subject) => subject.subject)}
          grades={(grades.data ?? []).map((grade) => grade.name)}
          onSave={saveDraw}
          onCancel={() => setDrawing(null)}
        />
      )}
      {picking && <BankPickerModal onAdd={addFromBank} onCancel={() => setPicking(false)} />}
      {importingFile && <ImportQuestionsModal into="draft" onAdd={addFromFile} onCancel={() => setImportingFile(false)} />}
      {toBank && (
        <BankDetailsModal
          open
          title="Save the question to the bank"
          okText="Save to bank"
          initial={{ subject: '', grade: draft.grade, tags: [] }}
          saving={savingToBank}
          onSubmit={(details) => void saveToBank(toBank, details)}
          onCancel={() => setToBank(null)}
        />
      )}
    </section>
  );
}
