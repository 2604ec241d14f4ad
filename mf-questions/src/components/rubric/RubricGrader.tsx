import { Button, Flex, Radio, Typography } from 'antd';
import { chooseLevel, rubricFeedback, rubricMark, type Grade, type Rubric } from '@mizan/shared';

export interface RubricGraderProps {
  rubric: Rubric;
  grade: Grade;
  /** The question's total mark: the sum is capped at it. */
  max: number;
  onGrade?: (grade: Grade) => void;
  direction: 'ltr' | 'rtl';
  idPrefix: string;
}

const pointsText = (points: number) => (points === 1 ? '1 point' : `${points} points`);

/**
 * Marking by rubric: one radio group per criterion (arrow keys move within a
 * criterion, Tab to the next), each level read as its descriptor and
 * points. Once every criterion has a level the score becomes their sum and
 * the feedback starts with the chosen descriptors (rubricMark, as the server
 * computes it); the grader's own words after them are kept. "Type the score
 * instead" clears the choices, and the score box is the grader's again.
 */
export function RubricGrader({ rubric, grade, max, onGrade, direction, idPrefix }: RubricGraderProps) {
  const choices = grade.rubric ?? [];
  const editable = onGrade !== undefined;
  const choose = (criterionId: string, levelId: string) => {
    if (!onGrade) return;
    const next = chooseLevel(rubric, choices, criterionId, levelId);
    const mark = rubricMark(rubric, next, max);
    onGrade(
      'problem' in mark
        ? { ...grade, rubric: next }
        : { score: String(mark.score), feedback: rubricFeedback(rubric, mark.descriptors, grade.feedback), rubric: next },
    );
  };
  const chosenCount = choices.length;
  return (
    <div className="mizan-rubric-grader" dir={direction} role="group" aria-labelledby={`${idPrefix}-rubric-title`}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong id={`${idPrefix}-rubric-title`}>
          <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
            Rubric:
          </span>{' '}
          <bdi>{rubric.title}</bdi>
        </Typography.Text>
        <Typography.Text type="secondary" role="status" dir="ltr">
          {chosenCount === rubric.criteria.length
            ? 'Every criterion has a level: the score is their sum.'
            : `${chosenCount} of ${rubric.criteria.length} criteria marked`}
        </Typography.Text>
      </Flex>
      <Flex vertical gap={12}>
        {rubric.criteria.map((criterion) => {
          const chosen = choices.find((choice) => choice.criterionId === criterion.id)?.levelId;
          const legendId = `${idPrefix}-rubric-${criterion.id}`;
          return (
            <fieldset key={criterion.id} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px', margin: 0 }}>
              <legend id={legendId} style={{ fontWeight: 600, padding: '0 4px', width: 'auto', fontSize: 14, marginBottom: 0, border: 0 }}>
                <bdi>{criterion.title}</bdi>
              </legend>
              <Radio.Group
                aria-labelledby={legendId}
                value={chosen}
                disabled={!editable}
                onChange={(event) => choose(criterion.id, event.target.value as string)}
                style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
              >
                {criterion.levels.map((level) => (
                  <Radio key={level.id} value={level.id}>
                    <bdi>{level.descriptor}</bdi>{' '}
                    <Typography.Text type="secondary">
                      {/* Staff words are English: kept left to right inside an Arabic rubric. */}
                      <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>{`(${pointsText(level.points)})`}</span>
                    </Typography.Text>
                  </Radio>
                ))}
              </Radio.Group>
            </fieldset>
          );
        })}
      </Flex>
      {editable && chosenCount > 0 && (
        <Button type="link" style={{ paddingInline: 0 }} onClick={() => onGrade?.({ ...grade, rubric: [] })}>
          Type the score instead
        </Button>
      )}
    </div>
  );
}
