import { Alert, Col, Form, InputNumber, Modal, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  COGNITIVE_LEVELS,
  DIFFICULTIES,
  DRAW_COUNT_MAX,
  QUESTION_TYPES,
  QUESTION_TYPE_INFO,
  describeDrawSlot,
  type DrawFilters,
  type DrawSlot,
} from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { useDrawMatchesQuery } from '../../state/bank-api';
import { drawMatchSentence } from '../../state/draw-match-words';

export interface DrawSlotEditorProps {
  slot: DrawSlot;
  /** A slot not yet in the list (added on save) rather than one of the list. */
  isNew: boolean;
  /** The assessment's fixed questions' ids (never drawn) and its other slots (drawn distinct from this one). */
  fixedIds: string[];
  otherSlots: DrawSlot[];
  subjects: string[];
  grades: string[];
  onSave: (slot: DrawSlot) => void;
  onCancel: () => void;
}

const any = { value: '', label: 'Any' };

/** "12 bank questions match these filters now. Each applicant gets 3 drawn from 12." and, when the draw is no draw or falls short, why. */
function MatchCount({ slot, fixedIds, otherSlots }: Pick<DrawSlotEditorProps, 'slot' | 'fixedIds' | 'otherSlots'>) {
  const slots = [...otherSlots, slot];
  const loaded = useDrawMatchesQuery({ slots, fixedIds });
  const match = loaded.data?.find((candidate) => candidate.id === slot.id);
  if (loaded.isError) return <Alert type="error" showIcon title={toCallFailure(loaded.error).message} />;
  if (!match) return <Typography.Text type="secondary">Counting the matching bank questions…</Typography.Text>;
  const sentence = drawMatchSentence(match, slot);
  return <Alert type={sentence.tone} showIcon role="status" title={sentence.text} data-testid="draw-match-count" />;
}

/**
 * The builder's editor of a draw slot (Moodle's "random question"): how many
 * questions each applicant gets from the bank, and the filters a question
 * must match (tags, subject, grade, type, difficulty, cognitive level). It
 * counts the bank's matching questions as the filters change.
 */
export function DrawSlotEditor({ slot, isNew, fixedIds, otherSlots, subjects, grades, onSave, onCancel }: DrawSlotEditorProps) {
  const [count, setCount] = useState<number | null>(slot.count);
  const [filters, setFilters] = useState<DrawFilters>(slot.filters);
  const set = (changes: Partial<DrawFilters>) => setFilters((current) => ({ ...current, ...changes }));
  const whole = count !== null && Number.isInteger(count) && count >= 1 && count <= DRAW_COUNT_MAX;
  const current: DrawSlot = {
    ...slot,
    count: whole ? count : slot.count,
    filters,
    headertxt: describeDrawSlot({ count: whole ? count : slot.count, filters }),
  };

  return (
    <Modal
      open
      title={isNew ? 'Add a random draw from the bank' : 'Edit the random draw'}
      okText={isNew ? 'Add draw' : 'Save draw'}
      cancelText="Cancel"
      okButtonProps={{ disabled: !whole }}
      onOk={() => whole && onSave(current)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Each applicant gets different questions from the bank that match the filters, drawn when they start. A question already in this
        assessment is never drawn again.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label="Questions to draw"
          htmlFor="draw-count"
          validateStatus={whole ? undefined : 'error'}
          help={whole ? undefined : `A whole number from 1 to ${DRAW_COUNT_MAX}`}
        >
          <InputNumber id="draw-count" min={1} max={DRAW_COUNT_MAX} precision={0} value={count} onChange={(value) => setCount(value)} />
        </Form.Item>
        <Form.Item label="Tags (every one)" htmlFor="draw-tags">
          <Select
            id="draw-tags"
            mode="tags"
            value={filters.tags}
            onChange={(tags: string[]) => set({ tags: tags.map((tag) => tag.trim()).filter((tag) => tag !== '') })}
            placeholder="Type a tag and press Enter"
            open={false}
            suffixIcon={null}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Subject" htmlFor="draw-subject">
              <Select
                id="draw-subject"
                value={filters.subject}
                onChange={(subject: string) => set({ subject })}
                options={[any, ...subjects.map((value) => ({ value, label: value }))]}
                showSearch
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Grade" htmlFor="draw-grade">
              <Select
                id="draw-grade"
                value={filters.grade}
                onChange={(grade: string) => set({ grade })}
                options={[any, ...grades.map((value) => ({ value, label: value }))]}
                showSearch
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Question type" htmlFor="draw-type">
              <Select
                id="draw-type"
                value={filters.type}
                onChange={(type: DrawFilters['type']) => set({ type })}
                options={[any, ...QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_INFO[value].label }))]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Difficulty" htmlFor="draw-difficult">
              <Select
                id="draw-difficult"
                value={filters.difficult}
                onChange={(difficult: DrawFilters['difficult']) => set({ difficult })}
                options={[any, ...DIFFICULTIES.map((value) => ({ value, label: value }))]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Cognitive level" htmlFor="draw-cognitive">
              <Select
                id="draw-cognitive"
                value={filters.cognitive}
                onChange={(cognitive: DrawFilters['cognitive']) => set({ cognitive })}
                options={[any, ...COGNITIVE_LEVELS.map((value) => ({ value, label: value }))]}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <MatchCount slot={current} fixedIds={fixedIds} otherSlots={otherSlots} />
    </Modal>
  );
}
