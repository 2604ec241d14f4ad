import { ReloadOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { gradingPath } from '@mizan/shared';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { AssessmentFromAddress } from '../components/AssessmentFromAddress';
import { DirectionFrame } from '../components/DirectionFrame';
import { PageHeading } from '../components/PageHeading';
import { AgreementReport } from '../components/marking/AgreementReport';
import { MarkingSettingsCard } from '../components/marking/MarkingSettingsCard';
import { ModerationQueue } from '../components/marking/ModerationQueue';
import { FRESH_ON_OPEN } from '../state/assessments-data';
import { loadFailure } from '../state/load-failure';
import { useMarkingAgreementQuery, useModerationQueueQuery } from '../state/marking-api';

/** /dashboard/marking/{examId} (ours): how an assessment is marked, what waits for a moderator, and how far its markers agree. */
function Marking({ examId }: { examId: number }) {
  const navigate = useNavigate();
  const report = useMarkingAgreementQuery(examId, FRESH_ON_OPEN);
  const queue = useModerationQueueQuery(examId, FRESH_ON_OPEN);
  const reload = () => {
    void report.refetch();
    void queue.refetch();
  };
  return (
    <section aria-labelledby="marking-title">
      <PageHeading
        id="marking-title"
        title={<bdi>{report.data?.examname ?? 'Marking and agreement'}</bdi>}
        description="Marking and agreement: double and anonymous marking, answers waiting for a moderator, and how far the two markers agree."
        actions={
          <>
            <Button onClick={() => navigate(gradingPath(examId))}>Grade by question</Button>
            <Button icon={<ReloadOutlined />} onClick={reload} disabled={report.isFetching}>
              Refresh
            </Button>
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <MarkingSettingsCard examId={examId} />
        </Col>
        <Col xs={24} xl={16}>
          <LoadFailureAlert
            title="The moderation queue could not be loaded."
            failure={loadFailure(queue)}
            onRetry={() => void queue.refetch()}
          />
          {queue.data && <ModerationQueue examId={examId} items={queue.data} />}
        </Col>
        {/* The report's tables take the page's whole width. */}
        <Col xs={24}>
          {report.isFetching && !report.data && (
            <Flex role="status" vertical align="center" gap={12} style={{ padding: 48 }}>
              <Spin size="large" />
              <Typography.Text type="secondary">Loading the agreement report…</Typography.Text>
            </Flex>
          )}
          <LoadFailureAlert
            title="The agreement report could not be loaded."
            failure={loadFailure(report)}
            onRetry={() => void report.refetch()}
          />
          {report.data && (
            <DirectionFrame lang={report.data.lang} wide>
              <AgreementReport report={report.data} />
            </DirectionFrame>
          )}
        </Col>
      </Row>
    </section>
  );
}

/** /dashboard/marking/{examId}: the marking of one assessment. */
export function MarkingPage() {
  return (
    <AssessmentFromAddress missingTitle="This address does not say which assessment's marking to show">
      {(examId) => <Marking key={examId} examId={examId} />}
    </AssessmentFromAddress>
  );
}
