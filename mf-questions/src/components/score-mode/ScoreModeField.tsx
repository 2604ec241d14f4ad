import { Flex, Radio, Typography } from 'antd';
import type { ScoreMode } from '@mizan/shared';
import { useId } from 'react';

export interface ScoreModeFieldProps {
  value: ScoreMode;
  onChange: (scoreMode: ScoreMode) => void;
  /** What earns a share under partialMatch ('item in its correct place', 'option matched correctly', …). */
  unit: string;
}

/** Order, Match and Label: partialMatch (a share per right item) or exactMatch (all or nothing), SPEC §4. */
export function ScoreModeField({ value, onChange, unit }: ScoreModeFieldProps) {
  const labelId = useId();
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong id={labelId}>
        Scoring
      </Typography.Text>
      <Radio.Group
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as ScoreMode)}
        options={[
          { value: 'partialMatch', label: 'Partial match' },
          { value: 'exactMatch', label: 'Exact match' },
        ]}
      />
      <Typography.Text type="secondary">
        {value === 'partialMatch'
          ? `The mark is split equally; each ${unit} earns its share.`
          : 'The full mark only when everything is right, else 0.'}
      </Typography.Text>
    </Flex>
  );
}
