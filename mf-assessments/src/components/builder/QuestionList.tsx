import { ArrowDownOutlined, ArrowUpOutlined, DatabaseOutlined, DeleteOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Tag, Tooltip, Typography, theme } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { QUESTION_TYPE_INFO, isDrawSlot, type AssessmentItem, type Question } from '@mizan/shared';

/** The react-dnd type of the builder's question list: its rows drop only on its own rows. */
export const QUESTION_ROW = 'mf_assessments/question-row';

interface DragItem {
  id: string;
}

/** The text a question is listed by: its header's plain text (Fill the blank: its text with blanks); a draw by what it draws. */
export function questionTitle(question: AssessmentItem): string {
  if (isDrawSlot(question)) return question.headertxt;
  const header = question.headertxt.trim();
  if (header !== '') return header;
  if (question.type === 'FillTheBlank' && question.vHeader.trim() !== '') return question.vHeader.trim();
  return '(no header)';
}

function marksLabel(totalMark: string): string {
  const mark = totalMark.trim();
  if (mark === '') return 'no mark';
  return mark === '1' ? '1 mark' : `${mark} marks`;
}

interface RowProps {
  question: AssessmentItem;
  index: number;
  count: number;
  /** The first problem the save rules find with this question, if any. */
  problem: string | null;
  /** A draw's matching bank questions now, in words. */
  note: string | null;
  onEdit: (question: AssessmentItem) => void;
  onDelete: (id: string) => void;
  onMove: (id: string, to: number) => void;
  focusRef: (id: string, element: HTMLElement | null) => void;
  onSaveToBank?: (question: Question) => void;
}

function QuestionRow({ question, index, count, problem, note, onEdit, onDelete, onMove, focusRef, onSaveToBank }: RowProps) {
  const { token } = theme.useToken();
  const number = index + 1;
  const [{ isDragging }, drag] = useDrag(
    () => ({
      type: QUESTION_ROW,
      item: (): DragItem => ({ id: question.id }),
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [question.id],
  );
  const [{ isOver }, drop] = useDrop(
    () => ({
      accept: QUESTION_ROW,
      canDrop: (dragged: DragItem) => dragged.id !== question.id,
      drop: (dragged: DragItem) => onMove(dragged.id, index),
      collect: (monitor) => ({ isOver: monitor.isOver() && monitor.canDrop() }),
    }),
    [question.id, index, onMove],
  );
  const rowRef = useCallback(
    (element: HTMLLIElement | null) => {
      drag(drop(element));
    },
    [drag, drop],
  );

  return (
    <li
      ref={rowRef}
      data-testid={`question-row-${question.id}`}
      aria-label={`Question ${number}`}
      style={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '10px 12px',
        marginBottom: 8,
        border: `1px solid ${problem ? token.colorErrorBorder : isOver ? token.colorPrimary : token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: isOver ? token.colorPrimaryBg : token.colorBgContainer,
        opacity: isDragging ? 0.4 : 1,
        cursor: 'grab',
      }}
    >
      <HolderOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
      <Typography.Text strong style={{ minWidth: 36 }}>
        Q {number}
      </Typography.Text>
      <Flex vertical style={{ flex: 1, minWidth: 0 }} gap={2}>
        <Typography.Text ellipsis={{ tooltip: questionTitle(question) }} data-testid="question-header">
          {questionTitle(question)}
        </Typography.Text>
        {isDrawSlot(question) ? (
          <Flex gap={4} wrap>
            <Tag color="purple">Random draw</Tag>
            <Tag>{question.count === 1 ? '1 question per applicant' : `${question.count} questions per applicant`}</Tag>
            {note && <Tag data-testid="draw-note">{note}</Tag>}
          </Flex>
        ) : (
          <Flex gap={4} wrap>
            <Tag color="blue">{QUESTION_TYPE_INFO[question.type]?.label ?? question.type}</Tag>
            <Tag>{marksLabel(question.totalMark)}</Tag>
            {question.required && <Tag color="red">Required</Tag>}
          </Flex>
        )}
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={4} wrap justify="end">
        <Tooltip title="Move up">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`Move question ${number} up`}
            disabled={index === 0}
            ref={(element) => focusRef(`${question.id}:up`, element)}
            onClick={() => onMove(question.id, index - 1)}
          />
        </Tooltip>
        <Tooltip title="Move down">
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`Move question ${number} down`}
            disabled={index === count - 1}
            ref={(element) => focusRef(`${question.id}:down`, element)}
            onClick={() => onMove(question.id, index + 1)}
          />
        </Tooltip>
        <Button size="small" icon={<EditOutlined />} aria-label={`Edit question ${number}`} onClick={() => onEdit(question)}>
          Edit
        </Button>
        {onSaveToBank && !isDrawSlot(question) && (
          <Button
            size="small"
            icon={<DatabaseOutlined />}
            aria-label={`Save to bank: question ${number}`}
            onClick={() => onSaveToBank(question)}
          >
            Save to bank
          </Button>
        )}
        <Popconfirm
          title={`Delete question ${number}?`}
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() => onDelete(question.id)}
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete question ${number}`}>
            Delete
          </Button>
        </Popconfirm>
      </Flex>
    </li>
  );
}

interface ListProps {
  questions: AssessmentItem[];
  /** Problems by question index (0-based). */
  problems: ReadonlyMap<number, string>;
  /** Notes by draw slot id (how many bank questions match now). */
  notes?: ReadonlyMap<string, string>;
  onEdit: (question: AssessmentItem) => void;
  onDelete: (id: string) => void;
  onMove: (id: string, to: number) => void;
  /** ours: keep a copy of the question in the question bank. */
  onSaveToBank?: (question: Question) => void;
}

/**
 * The assessment's questions in order, each by its header with Edit and
 * Delete (SPEC §2). Reorder by dragging a row onto another (mouse) or with
 * its Move up / Move down buttons (keyboard, touch); the moved question's
 * button keeps the focus.
 */
export function QuestionList({ questions, problems, notes, onEdit, onDelete, onMove, onSaveToBank }: ListProps) {
  const buttons = useRef(new Map<string, HTMLElement>());
  const lastMove = useRef<string | null>(null);
  const focusRef = useCallback((key: string, element: HTMLElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  }, []);
  const move = useCallback(
    (id: string, to: number) => {
      const from = questions.findIndex((question) => question.id === id);
      lastMove.current = `${id}:${to < from ? 'up' : 'down'}`;
      onMove(id, to);
    },
    [questions, onMove],
  );

  useEffect(() => {
    if (!lastMove.current) return;
    const button = buttons.current.get(lastMove.current);
    const [id] = lastMove.current.split(':');
    lastMove.current = null;
    // At the top or bottom the pressed button is disabled: keep the focus on the other one.
    const target =
      button && !(button as HTMLButtonElement).disabled ? button : (buttons.current.get(`${id}:up`) ?? buttons.current.get(`${id}:down`));
    target?.focus();
  }, [questions]);

  if (questions.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No questions yet." />;
  }
  return (
    <ol aria-label="Questions" style={{ padding: 0, margin: 0 }}>
      {questions.map((question, index) => (
        <QuestionRow
          key={question.id}
          question={question}
          index={index}
          count={questions.length}
          problem={problems.get(index) ?? null}
          note={notes?.get(question.id) ?? null}
          onEdit={onEdit}
          onDelete={onDelete}
          onMove={move}
          focusRef={focusRef}
          onSaveToBank={onSaveToBank}
        />
      ))}
    </ol>
  );
}
