import { Flex, Typography, theme } from 'antd';
import type { ListOption, MatchAnswer } from '@mizan/shared';
import { answerFromQuestion, scoreMatch } from '@mizan/shared';
import type { CSSProperties } from 'react';
import { RichTextView } from '../../components/rich-text/RichTextView';
import { VerdictMark } from '../../components/verdict/VerdictMark';
import type { ReviewProps } from '../question-type-ui';
import { answerLetter, answerSlots, keySlots } from './match-edits';

/**
 * Match, grading modes: per option, the possible answer the applicant put
 * next to it, marked ✓ or ✗, and the correct one; then the automatic score
 * of shared scoring. Reads the seed's matchedPossibleAnswers when no answer
 * is given apart.
 */
export function MatchReview({ question, answer, direction }: ReviewProps<'MatchQComponent'>) {
  const { token } = theme.useToken();
  const seed = answerFromQuestion(question);
  const given: MatchAnswer | null = answer ?? (seed?.type === 'MatchQComponent' ? seed : null);
  const slots = answerSlots(question, given);
  const key = keySlots(question);
  const result = scoreMatch(question, given);
  const letterOf = new Map(question.PossibleAnswers.map((possible, index) => [possible.id, answerLetter(index)]));
  const byId = new Map(question.PossibleAnswers.map((possible) => [possible.id, possible]));
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    verticalAlign: 'middle',
    textAlign: 'start',
  };
  const shown = (possible: ListOption | undefined) =>
    possible ? (
      <Flex gap={token.marginXS} align="center">
        <Typography.Text strong>{letterOf.get(possible.id)}.</Typography.Text>
        <RichTextView value={possible.option} direction={direction} />
      </Flex>
    ) : (
      <Typography.Text type="secondary">No match</Typography.Text>
    );

  return (
    <Flex vertical gap="small" dir={direction}>
      {!given && <Typography.Text type="secondary">No answer</Typography.Text>}
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ background: token.colorFillQuaternary }}>
            <th style={cell}>Option</th>
            <th style={cell}>Answer</th>
            <th style={cell}>Correct answer</th>
          </tr>
        </thead>
        <tbody>
          {question.options.map((option, index) => {
            const right = slots[index] !== '' && slots[index] === key[index];
            return (
              <tr
                key={option.id}
                data-testid={`match-review-${index + 1}`}
                style={{ background: right ? token.colorSuccessBg : token.colorErrorBg }}
              >
                <td style={cell}>
                  <Flex gap={token.marginXS} align="center">
                    <Typography.Text strong>{index + 1}.</Typography.Text>
                    <RichTextView value={option.option} direction={direction} />
                  </Flex>
                </td>
                <td style={cell}>
                  <Flex gap={token.marginXS} align="center">
                    <VerdictMark right={right} what={right ? 'matched correctly' : 'not matched correctly'} />
                    {shown(byId.get(slots[index]))}
                  </Flex>
                </td>
                <td style={cell}>{shown(byId.get(key[index]))}</td>
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
