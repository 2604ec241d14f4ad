import { Flex, Tag, Typography } from 'antd';
import { rubricRows, rubricText, type Rubric, type RubricChoice, type TextDirection } from '@mizan/shared';

/**
 * Under a released mark: the question's rubric with the level the grader
 * chose for each criterion, in the assessment's language. One block per
 * criterion (a phone has no room for a criteria × levels grid); the chosen
 * level is highlighted and named, not told by colour alone. Nothing when the
 * question has no rubric or its mark was typed.
 */
export function ResultRubric({
  rubric,
  choices,
  direction,
}: {
  rubric: Rubric | undefined;
  choices: readonly RubricChoice[] | undefined;
  direction: TextDirection;
}) {
  if (!rubric || !choices || choices.length === 0) return null;
  const words = rubricText(direction === 'rtl' ? 'Ar' : 'En');
  const headingId = `rubric-${rubric.id}`;
  return (
    <section data-testid="result-rubric" aria-labelledby={headingId} style={{ marginTop: 8 }}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 15, margin: '0 0 6px' }}>
        {words.rubric}: <bdi>{rubric.title}</bdi>
      </Typography.Title>
      <Flex vertical gap={8}>
        {rubricRows(rubric, choices).map((row) => (
          <div key={row.criterionId} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '8px 12px' }}>
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong>
                <bdi>{row.title}</bdi>
              </Typography.Text>
              {row.points !== null && (
                <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                  {`${row.points} / ${row.max}`}
                </span>
              )}
            </Flex>
            <ul style={{ listStyle: 'none', padding: 0, margin: '6px 0 0' }}>
              {row.levels.map((level) => (
                <li
                  key={level.id}
                  aria-current={level.chosen ? 'true' : undefined}
                  style={{
                    padding: '4px 8px',
                    borderRadius: 6,
                    background: level.chosen ? '#e6f4ff' : undefined,
                    color: level.chosen ? undefined : 'rgba(0, 0, 0, 0.65)',
                  }}
                >
                  {level.chosen && <Tag color="blue">{words.chosen}</Tag>}
                  <bdi>{level.descriptor}</bdi> <span style={{ whiteSpace: 'nowrap' }}>({words.pointsOf(level.points)})</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Flex>
    </section>
  );
}
