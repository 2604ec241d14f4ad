import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Radio, Typography } from 'antd';
import Input from 'antd/es/input';
import type { NumericalQuestion, NumericalUnitHandling } from '@mizan/shared';
import { LabelledField } from './LabelledField';
import { addUnit, canAddRow, removeUnit, setUnitField, setUnitHandling } from './numerical-edits';

const HANDLING_LABELS: Readonly<Record<Exclude<NumericalUnitHandling, 'none'>, string>> = {
  optional: 'Optional: a chosen unit converts the number',
  required: 'Required: an answer without a unit scores 0',
};

/**
 * The units an applicant may answer in. The first is the unit the accepted
 * answers are written in (multiplier 1); another unit's multiplier says how
 * many of it make one base unit (m then cm × 100: 150 cm counts as 1.5 m).
 * Every multiplier stays editable, the first's too: after the first unit is
 * removed the next one shows its own multiplier, and the save check asks for 1.
 */
export function UnitsEditor({
  question,
  onChange,
  direction,
}: {
  question: NumericalQuestion;
  onChange: (question: NumericalQuestion) => void;
  direction: 'ltr' | 'rtl';
}) {
  const id = (unitId: string, field: string) => `numerical-unit-${field}-${question.id}-${unitId}`;
  return (
    <Flex vertical gap="small" dir={direction}>
      <Typography.Text strong>Units</Typography.Text>
      <Typography.Text type="secondary">
        <bdi>
          {question.units.length === 0
            ? 'No units: the applicant types a number only.'
            : 'The first unit is the one the accepted answers are in (multiplier 1); a multiplier says how many of a unit make one of the first.'}
        </bdi>
      </Typography.Text>
      {question.units.map((unit, index) => (
        <Flex key={unit.id} gap="small" align="end" data-testid={`numerical-unit-${index + 1}`}>
          <LabelledField id={id(unit.id, 'name')} label={`Unit ${index + 1}`} grow={2}>
            <Input
              id={id(unit.id, 'name')}
              value={unit.unit}
              maxLength={50}
              placeholder={index === 0 ? 'm' : 'cm'}
              onChange={(event) => onChange(setUnitField(question, unit.id, 'unit', event.target.value))}
            />
          </LabelledField>
          <LabelledField id={id(unit.id, 'multiplier')} label={`Unit ${index + 1}: multiplier`}>
            <InputNumber<number>
              id={id(unit.id, 'multiplier')}
              value={unit.multiplier}
              min={0}
              onChange={(multiplier) => {
                if (typeof multiplier === 'number' && Number.isFinite(multiplier))
                  onChange(setUnitField(question, unit.id, 'multiplier', multiplier));
              }}
              style={{ width: '100%' }}
            />
          </LabelledField>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove unit ${index + 1}`}
            onClick={() => onChange(removeUnit(question, unit.id))}
          />
        </Flex>
      ))}
      <div>
        <Button icon={<PlusOutlined />} onClick={() => onChange(addUnit(question))} disabled={!canAddRow(question.units)}>
          Add unit
        </Button>
      </div>
      {question.units.length > 0 && (
        <Radio.Group
          aria-label="The unit is"
          value={question.unitHandling}
          onChange={(event) => onChange(setUnitHandling(question, event.target.value as Exclude<NumericalUnitHandling, 'none'>))}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        >
          {(Object.keys(HANDLING_LABELS) as Exclude<NumericalUnitHandling, 'none'>[]).map((handling) => (
            <Radio key={handling} value={handling}>
              <bdi>{HANDLING_LABELS[handling]}</bdi>
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Flex>
  );
}
