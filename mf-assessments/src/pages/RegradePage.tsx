import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, regradePath, type RegradeChange, type RegradePreview } from '@mizan/shared';
import { LoadFailureAlert, toCallFailure } from '@mizan/shared/browser';
import { AssessmentFromAddress } from '../components/AssessmentFromAddress';
import { DirectionFrame, directionOf } from '../components/DirectionFrame';
import { PageHeading } from '../components/PageHeading';
import { ViewLoading } from '../components/assessment-view/ViewLoading';
import { CorrectionForm } from '../components/regrade/CorrectionForm';
import { DryRunReport } from '../components/regrade/DryRunReport';
import { QuestionPicker } from '../components/regrade/QuestionPicker';
import { QuestionVersions } from '../components/regrade/QuestionVersions';
import { useGetAssessmentQuery } from '../state/assessments-api';
import { FRESH_ON_OPEN } from '../state/assessments-data';
import { loadFailure } from '../state/load-failure';
import { useRegradeMutation, useRegradePreviewMutation } from '../state/regrade-api';
import { regradableQuestions, regradedSentence } from '../state/regrade-rules';

interface DryRun {
  change: RegradeChange;
  reason: string;
}

/** A refused dry run or regrade: the server's sentence; `stale` when the assessment changed since the dry run. */
interface Refusal {
  message: string;
  stale: boolean;
}

function Regrade({ examId }: { examId: number }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const questionId = search.get('question');
  const loaded = useGetAssessmentQuery(examId, FRESH_ON_OPEN);
  const [requestPreview, previewing] = useRegradePreviewMutation();
  const [applyRegrade, applying] = useRegradeMutation();
  const [asked, setAsked] = useState<DryRun | null>(null);
  const [preview, setPreview] = useState<RegradePreview | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const assessment = loaded.data;

  const forget = () => {
    setPreview(null);
    setRefusal(null);
  };
  const open = (id: string | null) => {
    forget();
    setApplied(null);
    navigate(id === null ? regradePath(examId) : regradePath(examId, id));
  };

  const dryRun = async (run: DryRun) => {
    if (questionId === null) return;
    forget();
    setApplied(null);
    setAsked(run);
    try {
      setPreview(await requestPreview({ id: examId, questionId, change: run.change, reason: run.reason }).unwrap());
    } catch (error) {
      setRefusal({ message: toCallFailure(error).message, stale: false });
    }
  };

  const apply = async () => {
    if (!preview) return;
    try {
      const answer = await applyRegrade({ examId, previewId: preview.previewId }).unwrap();
      setPreview(null);
      setApplied(answer.msg || regradedSentence(answer.data));
    } catch (error) {
      const failure = toCallFailure(error);
      setPreview(null);
      setRefusal({ message: failure.message, stale: failure.status === 409 });
    }
  };

  if (loaded.isFetching && !assessment) return <ViewLoading label="Loading the assessment…" />;
  if (!assessment) {
    return (
      <>
        <LoadFailureAlert title="The assessment could not be loaded." failure={loadFailure(loaded)} onRetry={() => void loaded.refetch()} />
        <Button onClick={() => navigate(PATHS.assessments)}>Assessments</Button>
      </>
    );
  }

  const questions = regradableQuestions(assessment);
  const chosen = questions.find((entry) => entry.question.id === questionId) ?? null;
  const direction = directionOf(assessment.lang);

  return (
    <section aria-labelledby="regrade-title">
      <PageHeading
        id="regrade-title"
        title={<bdi>{assessment.name}</bdi>}
        description="Correct a key: fix an auto-scored question after submissions, see what changes in a dry run, then regrade."
        actions={
          chosen ? (
            <Button icon={<ArrowLeftOutlined />} onClick={() => open(null)}>
              All questions
            </Button>
          ) : (
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(PATHS.assessments)}>
              Assessments
            </Button>
          )
        }
      />
      <DirectionFrame lang={assessment.lang} wide>
        {questionId !== null && !chosen ? (
          <Result
            status="warning"
            title="This assessment has no auto-scored question with that id"
            subTitle="Choose the question from the list."
            extra={<Button onClick={() => open(null)}>All questions</Button>}
          />
        ) : chosen ? (
          <Flex vertical gap={24}>
            <CorrectionForm
              key={`${chosen.question.id}:${loaded.fulfilledTimeStamp ?? 0}`}
              question={chosen.question}
              number={chosen.number}
              direction={direction}
              busy={previewing.isLoading}
              onEdit={forget}
              onDryRun={(change, reason) => void dryRun({ change, reason })}
            />
            {refusal && (
              <Alert
                type={refusal.stale ? 'warning' : 'error'}
                showIcon
                role="alert"
                style={{ textAlign: 'start' }}
                title={<bdi>{refusal.stale ? 'Nothing was regraded: the dry run is out of date' : 'This correction cannot be made'}</bdi>}
                description={<bdi>{refusal.message}</bdi>}
                action={
                  refusal.stale && asked ? (
                    <Button size="small" onClick={() => void dryRun(asked)}>
                      Dry run again
                    </Button>
                  ) : undefined
                }
              />
            )}
            {applied && <Alert type="success" showIcon title={<bdi>{applied}</bdi>} role="status" style={{ textAlign: 'start' }} />}
            {preview && <DryRunReport preview={preview} applying={applying.isLoading} onApply={() => void apply()} />}
            <QuestionVersions examId={examId} questionId={chosen.question.id} />
          </Flex>
        ) : (
          <>
            <Typography.Paragraph style={{ textAlign: 'start' }}>
              <bdi>Choose the question whose key was wrong. Nothing changes until you press Regrade after its dry run.</bdi>
            </Typography.Paragraph>
            <QuestionPicker questions={questions} onPick={open} />
          </>
        )}
      </DirectionFrame>
    </section>
  );
}

/** /dashboard/regrade/{examId}?question={id} (ours): correct an auto-scored question's key and regrade the submissions. */
export function RegradePage() {
  return (
    <AssessmentFromAddress missingTitle="This address does not say which assessment to correct">
      {(examId) => <Regrade key={examId} examId={examId} />}
    </AssessmentFromAddress>
  );
}
