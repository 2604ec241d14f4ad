import { Flex, Tag, Typography } from 'antd';
import { rubricRows, rubricText, type Rubric, type RubricChoice, type RubricLang } from '@mizan/shared';

export interface RubricViewProps {
  rubric: Rubric;
  choices?: readonly RubricChoice[];
  lang: RubricLang;
}

/**
 * A rubric read-only with the chosen level of each criterion marked, one
 * block per criterion so it reads on a phone: the criterion, its points,
 * and every level with the chosen one highlighted and named as chosen (not
 * by colour alone).
 */
export function RubricView({ rubric, choices = [], lang }: RubricViewProps) {
  const words = rubricText(lang);
  return (
    <section className="mizan-rubric-view" aria-label={`${words.rubric}: ${rubric.title}`}>
      <Typography.Text strong>
        {words.rubric}: <bdi>{rubric.title}</bdi>
      </Typography.Text>
      <Flex vertical gap={8} style={{ marginTop: 8 }}>
        {rubricRows(rubric, choices).map((row) => (
          <div key={row.criterionId} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '8px 12px' }}>
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong>
                <bdi>{row.title}</bdi>
              </Typography.Text>
              {row.points !== null && <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>{`${row.points} / ${row.max}`}</span>}
            </Flex>
            <ul style={{ listStyle: 'none', padding: 0, margin: '6px 0 0' }}>
              {row.levels.map((level) => (
                <li
                  key={level.id}
                  data-chosen={level.chosen || undefined}
                  style={{
                    padding: '4px 8px',
                    borderRadius: 6,
                    background: level.chosen ? '#e6f4ff' : undefined,
                    color: level.chosen ? undefined : 'rgba(0,0,0,0.65)',
                  }}
                >
                  {level.chosen && <Tag color="blue">{words.chosen}</Tag>}
                  <bdi>{level.descriptor}</bdi>{' '}
                  <span dir={lang === 'Ar' ? 'rtl' : 'ltr'} style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
                    ({words.pointsOf(level.points)})
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Flex>
    </section>
  );
}
