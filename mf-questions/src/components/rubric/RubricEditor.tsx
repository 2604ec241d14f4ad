import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, InputNumber, Tag, Typography } from 'antd';
import Input from 'antd/es/input';
import { useState } from 'react';
import {
  RUBRIC_LIMITS,
  addCriterion,
  addLevel,
  changeCriterion,
  changeLevel,
  newRubric,
  parseMark,
  removeCriterion,
  removeLevel,
  rubricMaxPoints,
  type Rubric,
  type RubricFields,
} from '@mizan/shared';
import { RubricBankPicker } from './RubricBankPicker';
import { bankRubric, saveRubricToBank } from './rubric-bank-calls';

export interface RubricEditorProps {
  /** The question's rubric fields and total mark. */
  question: RubricFields & { id: string; totalMark: string };
  onChange: (fields: RubricFields) => void;
  direction: 'ltr' | 'rtl';
}

/**
 * A manual question's marking rubric in editingMode: criteria × levels, each
 * level with points and a descriptor; add and remove criteria and levels;
 * take one from the rubric bank (a copy of its own, or linked: it then
 * follows the bank's entry and is changed there) and save this one to the
 * bank. The best levels together may not give more than the total mark
 * (validateQuestion refuses it at save; the line under the grid says so now).
 */
export function RubricEditor({ question, onChange, direction }: RubricEditorProps) {
  const { message, modal } = App.useApp();
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const rubric = question.rubric;
  const lang = direction === 'rtl' ? 'Ar' : 'En';
  const id = (part: string) => `${question.id}-rubric-${part}`;
  const set = (next: Rubric) => onChange({ rubric: next, rubricBankId: undefined });
  const linked = question.rubricBankId !== undefined;

  const heading = (
    <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }} id={id('heading')}>
      Marking rubric
    </Typography.Title>
  );
  const picker = (
    <RubricBankPicker
      open={picking}
      lang={lang}
      onClose={() => setPicking(false)}
      onUse={(taken, bankId) => {
        setPicking(false);
        onChange({ rubric: taken, rubricBankId: bankId });
      }}
    />
  );

  if (!rubric) {
    return (
      <section className="mizan-rubric-editor" aria-labelledby={id('heading')} dir={direction}>
        {heading}
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
          Optional: graders then mark this question with one click per criterion.
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} onClick={() => set(newRubric())}>
            Add a rubric
          </Button>
          <Button onClick={() => setPicking(true)}>Use from rubric bank</Button>
        </Flex>
        {picker}
      </section>
    );
  }

  const total = parseMark(question.totalMark);
  const best = rubricMaxPoints(rubric);
  const updateFromBank = async () => {
    if (question.rubricBankId === undefined) return;
    try {
      const entry = await bankRubric(question.rubricBankId);
      if (entry) onChange({ rubric: entry.rubric, rubricBankId: entry.id });
      else modal.info({ title: 'Rubric bank', content: 'The bank no longer has this rubric. The question keeps its copy.' });
    } catch (error) {
      modal.error({ title: 'error', content: error instanceof Error ? error.message : String(error) });
    }
  };
  const saveToBank = async () => {
    setSaving(true);
    try {
      const saved = await saveRubricToBank(rubric, lang);
      void message.success(saved.msg);
    } catch (error) {
      modal.error({ title: 'error', content: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="mizan-rubric-editor" aria-labelledby={id('heading')} dir={direction}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        {heading}
        <Flex gap={8} wrap>
          <Button onClick={() => setPicking(true)}>Use from rubric bank</Button>
          <Button onClick={() => void saveToBank()} loading={saving}>
            Save to rubric bank
          </Button>
          <Button danger onClick={() => onChange({ rubric: undefined, rubricBankId: undefined })}>
            Remove rubric
          </Button>
        </Flex>
      </Flex>
      {linked && (
        <Flex align="center" gap={8} wrap style={{ marginTop: 8 }}>
          <Tag color="blue">Linked to the rubric bank</Tag>
          <Typography.Text type="secondary">Change it in the bank, or make it this question’s own to change it here.</Typography.Text>
          <Button size="small" onClick={() => void updateFromBank()}>
            Update from the bank
          </Button>
          <Button size="small" onClick={() => set(rubric)}>
            Make it this question’s own
          </Button>
        </Flex>
      )}
      <fieldset disabled={linked} style={{ border: 0, padding: 0, margin: '8px 0 0', minWidth: 0 }}>
        <Flex vertical gap={4} style={{ marginBottom: 8 }}>
          <label htmlFor={id('title')}>Rubric title</label>
          <Input
            id={id('title')}
            value={rubric.title}
            maxLength={RUBRIC_LIMITS.title}
            onChange={(event) => set({ ...rubric, title: event.target.value })}
          />
        </Flex>
        <Flex vertical gap={12}>
          {rubric.criteria.map((criterion, criterionIndex) => {
            const name = criterion.title.trim() || `Criterion ${criterionIndex + 1}`;
            return (
              <div key={criterion.id} role="group" aria-label={name} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 12 }}>
                <Flex gap={8} align="end">
                  <Flex vertical gap={4} style={{ flex: 1 }}>
                    <label htmlFor={id(`${criterion.id}-title`)}>Criterion {criterionIndex + 1}</label>
                    <Input
                      id={id(`${criterion.id}-title`)}
                      value={criterion.title}
                      maxLength={RUBRIC_LIMITS.title}
                      placeholder="What is judged, e.g. Ideas"
                      onChange={(event) => set(changeCriterion(rubric, criterion.id, { title: event.target.value }))}
                    />
                  </Flex>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`Remove criterion ${name}`}
                    disabled={rubric.criteria.length === 1}
                    onClick={() => set(removeCriterion(rubric, criterion.id))}
                  >
                    Remove criterion
                  </Button>
                </Flex>
                <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8 }}>
                  <caption
                    className="mizan-visually-hidden"
                    style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                  >
                    Levels of {name}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" style={{ textAlign: 'start', width: 110, fontWeight: 500 }}>
                        Points
                      </th>
                      <th scope="col" style={{ textAlign: 'start', fontWeight: 500 }}>
                        Descriptor
                      </th>
                      <th scope="col" style={{ width: 1 }}>
                        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Remove</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {criterion.levels.map((level, levelIndex) => (
                      <tr key={level.id}>
                        <td style={{ verticalAlign: 'top', paddingBlock: 4 }}>
                          <InputNumber<number>
                            aria-label={`Points, level ${levelIndex + 1} of ${name}`}
                            min={0}
                            max={RUBRIC_LIMITS.points}
                            step={0.5}
                            precision={2}
                            value={level.points}
                            onChange={(points) => {
                              if (typeof points === 'number' && Number.isFinite(points))
                                set(changeLevel(rubric, criterion.id, level.id, { points }));
                            }}
                            style={{ width: 100 }}
                          />
                        </td>
                        <td style={{ paddingBlock: 4, paddingInline: 8 }}>
                          <Input.TextArea
                            aria-label={`Descriptor, level ${levelIndex + 1} of ${name}`}
                            autoSize={{ minRows: 1, maxRows: 4 }}
                            maxLength={RUBRIC_LIMITS.descriptor}
                            placeholder="What work at this level looks like"
                            value={level.descriptor}
                            onChange={(event) => set(changeLevel(rubric, criterion.id, level.id, { descriptor: event.target.value }))}
                          />
                        </td>
                        <td style={{ verticalAlign: 'top', paddingBlock: 4 }}>
                          <Button
                            icon={<DeleteOutlined />}
                            aria-label={`Remove level ${levelIndex + 1} of ${name}`}
                            disabled={criterion.levels.length <= 2}
                            onClick={() => set(removeLevel(rubric, criterion.id, level.id))}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Button
                  type="dashed"
                  size="small"
                  icon={<PlusOutlined />}
                  disabled={criterion.levels.length >= RUBRIC_LIMITS.levels}
                  onClick={() => set(addLevel(rubric, criterion.id))}
                  aria-label={`Add level to ${name}`}
                  style={{ marginTop: 4 }}
                >
                  Add level
                </Button>
              </div>
            );
          })}
        </Flex>
        <Button
          icon={<PlusOutlined />}
          style={{ marginTop: 8 }}
          disabled={rubric.criteria.length >= RUBRIC_LIMITS.criteria}
          onClick={() => set(addCriterion(rubric))}
        >
          Add criterion
        </Button>
      </fieldset>
      <Typography.Paragraph type={total !== null && best > total ? 'danger' : 'secondary'} role="status" style={{ margin: '8px 0 0' }}>
        The best levels add up to <bdi dir="ltr">{best}</bdi>
        {total !== null ? (
          <>
            {' '}
            of the question’s <bdi dir="ltr">{total}</bdi> marks{best > total ? ': lower some points or raise the total mark.' : '.'}
          </>
        ) : (
          '.'
        )}
      </Typography.Paragraph>
      {picker}
    </section>
  );
}
