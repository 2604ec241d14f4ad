import { Checkbox, Col, Flex, Radio, Row } from 'antd';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { COGNITIVE_LEVELS, DIFFICULTIES, TOTAL_MARK_INVALID, parseMark, type Question } from '@mizan/shared';
import { COMMON_FIELD_LABELS as LABELS } from './labels';

export interface CommonFieldsPanelProps<Q extends Question> {
  question: Q;
  onChange: (question: Q) => void;
}

/**
 * The fields every question has (SPEC §3): total mark (a number ≥ 0 kept as
 * a string, so '2.5' and an Arabic '٢' are kept as typed), learning objective
 * and whether applicants see it, shuffle, required, difficulty, cognitive
 * level and options on one line.
 */
export function CommonFieldsPanel<Q extends Question>({ question, onChange }: CommonFieldsPanelProps<Q>) {
  const set = <K extends keyof Q>(key: K, value: Q[K]) => onChange({ ...question, [key]: value });
  const markInvalid = question.totalMark.trim() !== '' && parseMark(question.totalMark) === null;
  const flag = (key: 'showObjectives' | 'shuffleOptions' | 'required' | 'oneLineOptions') => (
    <Checkbox checked={question[key]} onChange={(event) => set(key, event.target.checked as Q[typeof key])}>
      {LABELS[key]}
    </Checkbox>
  );
  return (
    <Form layout="vertical" component="div" className="mizan-common-fields" aria-label="Question settings" role="group">
      <Flex wrap gap="0 24px">
        <div style={{ width: 120 }}>
          <Form.Item
            label={LABELS.totalMark}
            htmlFor={`${question.id}-totalMark`}
            required
            validateStatus={markInvalid ? 'error' : undefined}
            help={markInvalid ? TOTAL_MARK_INVALID : undefined}
          >
            <Input
              id={`${question.id}-totalMark`}
              inputMode="decimal"
              value={question.totalMark}
              onChange={(event) => set('totalMark', event.target.value as Q['totalMark'])}
              placeholder="e.g. 1"
            />
          </Form.Item>
        </div>
        <div>
          <Form.Item label={<span id={`${question.id}-difficult`}>{LABELS.difficult}</span>}>
            <Radio.Group
              aria-labelledby={`${question.id}-difficult`}
              optionType="button"
              style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}
              value={question.difficult}
              onChange={(event) => set('difficult', event.target.value as Q['difficult'])}
              options={DIFFICULTIES.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
        </div>
        <div>
          <Form.Item label={<span id={`${question.id}-cognitive`}>{LABELS.cognitive}</span>}>
            <Radio.Group
              aria-labelledby={`${question.id}-cognitive`}
              optionType="button"
              style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}
              value={question.cognitive}
              onChange={(event) => set('cognitive', event.target.value as Q['cognitive'])}
              options={COGNITIVE_LEVELS.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
        </div>
      </Flex>
      <Form.Item label={LABELS.objectives} htmlFor={`${question.id}-objectives`} style={{ marginBottom: 8 }}>
        <Input.TextArea
          id={`${question.id}-objectives`}
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={question.objectives}
          onChange={(event) => set('objectives', event.target.value as Q['objectives'])}
        />
      </Form.Item>
      <Row gutter={[16, 4]}>
        <Col>{flag('showObjectives')}</Col>
        <Col>{flag('shuffleOptions')}</Col>
        <Col>{flag('required')}</Col>
        <Col>{flag('oneLineOptions')}</Col>
      </Row>
    </Form>
  );
}
