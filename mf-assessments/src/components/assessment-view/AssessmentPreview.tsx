import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Result, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, isDrawSlot, toExamView, type Assessment, type QuestionAnswer } from '@mizan/shared';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { QuestionView, QuestionsArea } from '../../federation/questions-remote';
import { minutesInWords } from '../../state/format';
import { useGetAssessmentQuery } from '../../state/assessments-api';
import { FRESH_ON_OPEN } from '../../state/assessments-data';
import { loadFailure } from '../../state/load-failure';
import { DirectionFrame, directionOf } from '../DirectionFrame';
import { ViewHeading } from './ViewHeading';
import { ViewLoading } from './ViewLoading';

/** The seed's preview seed: a full question shown in examMode outside an attempt is shuffled with it. */
export const PREVIEW_SEED = 'preview';

/**
 * The preview (examMode) and the plain view (any other mode) of an
 * assessment: its questions as applicants see them, through QuestionView in
 * examMode on toExamView projections (no answer key reaches the page). The
 * preview can be answered to try it; nothing is saved. The plain view is
 * read-only and leads back to /dashboard/assessments.
 */
export function AssessmentPreview({ id, kind }: { id: number; kind: 'preview' | 'plain' }) {
  const navigate = useNavigate();
  const loaded = useGetAssessmentQuery(id, FRESH_ON_OPEN);
  const [answers, setAnswers] = useState<Record<string, QuestionAnswer>>({});
  const assessment: Assessment | null = loaded.data ?? null;
  // A draw slot stands in the list where its questions go; it is shown as what it draws, numbered as the questions it stands for.
  const views = useMemo(() => {
    let number = 1;
    return (assessment?.questions ?? []).map((item) => {
      const first = number;
      number += isDrawSlot(item) ? item.count : 1;
      return isDrawSlot(item) ? { slot: item, number: first } : { view: toExamView(item, PREVIEW_SEED), number: first };
    });
  }, [assessment]);
  const direction = directionOf(assessment?.lang);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(PATHS.assessments)} type={kind === 'plain' ? 'primary' : 'default'}>
      {kind === 'plain' ? 'Done' : 'Back to assessments'}
    </Button>
  );

  if (loaded.isFetching && !assessment) return <ViewLoading label="Loading the assessment…" />;
  if (!assessment) {
    return (
      <>
        <LoadFailureAlert title="The assessment could not be loaded." failure={loadFailure(loaded)} onRetry={() => void loaded.refetch()} />
        {back}
      </>
    );
  }
  return (
    <DirectionFrame lang={assessment.lang}>
      <section aria-labelledby="view-title">
        <ViewHeading
          title={assessment.name}
          subtitle={
            kind === 'preview' ? 'Preview: what applicants see. Answers given here are not saved.' : 'The assessment as applicants see it.'
          }
          centered={direction === 'rtl'}
        />
        <Flex gap={8} wrap justify={direction === 'rtl' ? 'center' : 'start'} style={{ marginBottom: 16 }}>
          {/* English labels inside an Arabic page: each isolated, so '1 trial' does not read 'trial 1'. */}
          <Tag>
            <bdi>{assessment.lang === 'Ar' ? 'Arabic' : 'English'}</bdi>
          </Tag>
          <Tag>
            <bdi>{assessment.istimed === 1 && assessment.duration ? `Timed: ${minutesInWords(assessment.duration)}` : 'Not timed'}</bdi>
          </Tag>
          <Tag>
            <bdi>{assessment.nooftrials === 1 ? '1 trial' : `${assessment.nooftrials} trials`}</bdi>
          </Tag>
          <Tag color={assessment.published === '1' ? 'green' : undefined}>
            <bdi>{assessment.published === '1' ? 'Published' : 'Not published'}</bdi>
          </Tag>
        </Flex>
        <div style={{ textAlign: 'start' }}>
          {views.length === 0 ? (
            <Result status="info" title="This assessment has no questions yet." />
          ) : (
            <QuestionsArea>
              <Flex vertical gap={16}>
                {views.map(({ view, slot, number }) =>
                  slot ? (
                    <Alert
                      key={slot.id}
                      type="info"
                      showIcon
                      data-testid={`draw-slot-${slot.id}`}
                      message={
                        <bdi>
                          {slot.count === 1
                            ? `Question ${number}: drawn for each applicant`
                            : `Questions ${number} to ${number + slot.count - 1}: drawn for each applicant`}
                        </bdi>
                      }
                      description={<bdi>{slot.headertxt}</bdi>}
                    />
                  ) : (
                    <QuestionView
                      key={view.id}
                      question={view}
                      mode="examMode"
                      index={number}
                      direction={direction}
                      answer={answers[view.id] ?? null}
                      onAnswer={kind === 'preview' ? (answer) => setAnswers((previous) => ({ ...previous, [view.id]: answer })) : undefined}
                    />
                  ),
                )}
              </Flex>
            </QuestionsArea>
          )}
        </div>
        <Flex justify="center" style={{ marginTop: 24 }}>
          {back}
        </Flex>
      </section>
    </DirectionFrame>
  );
}
