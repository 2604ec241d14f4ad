import { Flex, Typography, theme } from 'antd';
import type { LabelAnswer } from '@mizan/shared';
import { answerFromQuestion, scoreLabel } from '@mizan/shared';
import type { CSSProperties } from 'react';
import { VerdictMark } from '../../components/verdict/VerdictMark';
import type { ReviewProps } from '../question-type-ui';
import { LabelPicture } from './LabelPicture';
import { SpotBubble } from './SpotBubble';
import { keySlots, placementSlots, spotNumbers } from './label-edits';
import { pictureSpotStyle } from './picture-spot-style';

/**
 * Label, grading modes: the picture with the labels where the applicant put
 * them (green when right, red when wrong), and per label the spot it was
 * placed on, ✓ or ✗, beside its correct spot; then the automatic score.
 * Reads the seed's placedOptions when no answer comes apart.
 */
export function LabelReview({ question, answer, direction }: ReviewProps<'LabelQComponent'>) {
  const { token } = theme.useToken();
  const seed = answerFromQuestion(question);
  const given: LabelAnswer | null = answer ?? (seed?.type === 'LabelQComponent' ? seed : null);
  const placed = placementSlots(question, given);
  const key = keySlots(question);
  const numbers = spotNumbers(question.options, direction);
  const result = scoreLabel(question, given);
  const spotName = (spotId: string) => {
    const spot = question.options.find((candidate) => candidate.id === spotId);
    if (!spot) return null;
    return spot.value.trim() === '' ? `Spot ${numbers.get(spot.id)}` : `Spot ${numbers.get(spot.id)} (${spot.value})`;
  };
  const rightAt = (index: number) => placed[index] !== '' && placed[index] === key[index];
  const labelOnSpot = new Map<string, number>();
  placed.forEach((spotId, index) => {
    if (spotId !== '') labelOnSpot.set(spotId, index);
  });
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start',
    verticalAlign: 'middle',
  };

  return (
    <Flex vertical gap="small" dir={direction}>
      {!given && <Typography.Text type="secondary">No answer</Typography.Text>}
      <div>
        <LabelPicture image={question.image} alt="The labelled picture">
          {question.options.map((spot) => {
            const index = labelOnSpot.get(spot.id);
            const right = index !== undefined && rightAt(index);
            return (
              <div key={spot.id} style={pictureSpotStyle(spot.top, spot.left)}>
                <SpotBubble number={numbers.get(spot.id) ?? 0} tone={index === undefined ? 'default' : right ? 'success' : 'error'} />
                {index !== undefined && (
                  <span
                    dir={direction}
                    style={{
                      padding: '0 6px',
                      whiteSpace: 'nowrap',
                      borderRadius: token.borderRadiusSM,
                      border: `1px solid ${right ? token.colorSuccess : token.colorError}`,
                      background: right ? token.colorSuccessBg : token.colorErrorBg,
                      boxShadow: token.boxShadowTertiary,
                    }}
                  >
                    {question.labels[index].value}
                  </span>
                )}
              </div>
            );
          })}
        </LabelPicture>
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ background: token.colorFillQuaternary }}>
            <th style={cell}>Label</th>
            <th style={cell}>Placed on</th>
            <th style={cell}>Correct spot</th>
          </tr>
        </thead>
        <tbody>
          {question.labels.map((label, index) => {
            const right = rightAt(index);
            return (
              <tr
                key={label.id}
                data-testid={`label-review-${index + 1}`}
                style={{ background: right ? token.colorSuccessBg : token.colorErrorBg }}
              >
                <td style={cell}>{label.value}</td>
                <td style={cell}>
                  <Flex gap={token.marginXS} align="center">
                    <VerdictMark right={right} what={right ? 'on its correct spot' : 'not on its correct spot'} />
                    {spotName(placed[index]) ?? <Typography.Text type="secondary">Not placed</Typography.Text>}
                  </Flex>
                </td>
                <td style={cell}>{spotName(key[index]) ?? <Typography.Text type="secondary">Not set</Typography.Text>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Typography.Text strong>
        Automatic score: {result.score} / {result.max}
        {question.scoreMode === 'exactMatch' ? ' (exact match)' : ' (partial match)'}
      </Typography.Text>
    </Flex>
  );
}
