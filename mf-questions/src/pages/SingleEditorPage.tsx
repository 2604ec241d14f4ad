import { DeleteOutlined, EditOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Empty, Flex, List, Row, Space, Tabs, Tag, Typography } from 'antd';
import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  QUESTION_TYPE_INFO,
  newQuestion,
  normalizeQuestion,
  scoreAnswer,
  toExamView,
  type Direction,
  type Grade,
  type Question,
  type QuestionAnswer,
  type QuestionType,
} from '@mizan/shared';
import { checkForSave } from '../components/editor/save-question';
import { QuestionFrame } from '../components/frame/QuestionFrame';
import { questionSaved, questionRemoved, selectSandbox } from '../state/sandbox-slice';
import { questionTypeUI } from '../types/registry';

/** The seed of the exam preview's shuffle; a new one reshuffles, as a new attempt would. */
const PREVIEW_ATTEMPT = 'preview-attempt';

export const SANDBOX_NOTICE =
  'Practice editor: a question saved here is kept in this browser until you sign out. It is not sent to the server and is not added to any assessment; use the assessment builder for that.';
export const SAVED_MESSAGE = 'Question saved in this browser (practice list).';

function ManualOrAutoScore({ question, answer }: { question: Question; answer: QuestionAnswer | null }) {
  const result = scoreAnswer(question, answer);
  return (
    <Typography.Text type="secondary">
      {result.kind === 'scored' ? `Automatic score of this answer: ${result.score} / ${result.max}` : 'This type is graded by hand.'}
    </Typography.Text>
  );
}

/**
 * A single question-type editor route (SPEC §2: /mcq, /truefalse, …) for
 * signed-in staff: the editor of a new question of `type`, the other modes
 * previewed live beside it with a sample answer the author plays in the exam
 * preview, an English/Arabic direction switch, and Save, which validates
 * (SPEC §5 dialog) and keeps the question in the practice list (see
 * SANDBOX_NOTICE and state/sandbox-slice.ts).
 */
export function SingleEditorPage({ type }: { type: QuestionType }) {
  const info = QUESTION_TYPE_INFO[type];
  const { modal, message } = App.useApp();
  const dispatch = useDispatch();
  const saved = useSelector(selectSandbox).saved.filter((question) => question.type === type);
  const [question, setQuestion] = useState<Question>(() => newQuestion(type));
  const [direction, setDirection] = useState<Direction>('ltr');
  const [sample, setSample] = useState<QuestionAnswer | null>(null);
  const [grade, setGrade] = useState<Grade>({ score: '', feedback: '' });
  const examView = useMemo(() => toExamView(question, PREVIEW_ATTEMPT), [question]);

  if (!questionTypeUI(type)) {
    return (
      <Result
        status="info"
        title={`The ${info.label} editor is not available yet`}
        subTitle="This question type is still being built. The other question editors work."
      />
    );
  }

  function load(next: Question) {
    setQuestion(next);
    setSample(null);
    setGrade({ score: '', feedback: '' });
  }

  function save() {
    const finished = checkForSave(question, modal);
    if (!finished) return;
    dispatch(questionSaved(finished));
    setQuestion({ ...finished, mode: question.mode });
    void message.success(SAVED_MESSAGE);
  }

  const authoringMode = question.mode === 'answeringMode' ? 'answeringMode' : 'editingMode';

  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 1440, margin: '0 auto' }} className="mizan-single-editor">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {info.label} question
        </Typography.Title>
        <Space wrap>
          <Segmented<Direction>
            aria-label="Question language"
            value={direction}
            onChange={setDirection}
            options={[
              { label: 'English', value: 'ltr' },
              { label: 'العربية', value: 'rtl' },
            ]}
          />
          <Button icon={<PlusOutlined />} onClick={() => load(newQuestion(type))}>
            New question
          </Button>
          <Button type="primary" icon={<SaveOutlined />} onClick={save}>
            Save
          </Button>
        </Space>
      </Flex>
      <Alert type="info" showIcon title={SANDBOX_NOTICE} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={12}>
          <QuestionFrame question={question} mode={authoringMode} onChange={setQuestion} direction={direction} />
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="Preview">
            <Tabs
              items={[
                {
                  key: 'exam',
                  label: 'Exam',
                  children: (
                    <Flex vertical gap={8}>
                      <Typography.Text type="secondary">What an applicant sees. Answer it to try the grading views.</Typography.Text>
                      <QuestionFrame
                        question={examView}
                        mode="examMode"
                        answer={sample}
                        onAnswer={setSample}
                        direction={direction}
                        index={1}
                      />
                      <div>
                        <Button size="small" onClick={() => setSample(null)} disabled={sample === null}>
                          Clear sample answer
                        </Button>
                      </div>
                    </Flex>
                  ),
                },
                {
                  key: 'teacher',
                  label: 'Teacher grading',
                  children: (
                    <Flex vertical gap={8}>
                      <ManualOrAutoScore question={question} answer={sample} />
                      <QuestionFrame
                        question={question}
                        mode="gradingModeTeacher"
                        answer={sample}
                        grade={grade}
                        onGrade={setGrade}
                        direction={direction}
                        index={1}
                      />
                    </Flex>
                  ),
                },
                {
                  key: 'student',
                  label: 'Student result',
                  children: (
                    <QuestionFrame
                      question={question}
                      mode="gradingModeStudent"
                      answer={sample}
                      grade={grade}
                      direction={direction}
                      index={1}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={`Saved ${info.label} questions (this browser)`}>
        {saved.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing saved yet" />
        ) : (
          <List
            dataSource={saved}
            rowKey="id"
            renderItem={(item) => (
              <List.Item
                actions={[
                  <Button key="open" size="small" icon={<EditOutlined />} onClick={() => load(normalizeQuestion(item))}>
                    Open
                  </Button>,
                  <Button
                    key="remove"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => dispatch(questionRemoved(item.id))}
                    aria-label={`Remove ${item.headertxt}`}
                  >
                    Remove
                  </Button>,
                ]}
              >
                <Space>
                  <Typography.Text ellipsis style={{ maxWidth: 520 }} dir="auto">
                    {item.headertxt || '(no header)'}
                  </Typography.Text>
                  <Tag>
                    <bdi dir="ltr">{item.totalMark} marks</bdi>
                  </Tag>
                </Space>
              </List.Item>
            )}
          />
        )}
      </Card>
    </Flex>
  );
}
