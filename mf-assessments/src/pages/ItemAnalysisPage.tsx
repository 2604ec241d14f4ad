import { QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space, Spin, Statistic, Table, Tag, Tooltip, Typography, theme, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PATHS, QUESTION_TYPE_INFO, gradingPath, type QuestionType } from '@mizan/shared';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { AssessmentFromAddress } from '../components/AssessmentFromAddress';
import { DirectionFrame } from '../components/DirectionFrame';
import { PageHeading } from '../components/PageHeading';
import { MeasureBar } from '../components/item-analysis/MeasureBar';
import { DISCRIMINATION_HELP, FACILITY_HELP, discriminationVerdict, facilityVerdict, type Verdict } from '../state/item-measures';
import type { ItemStatistics } from '../state/types';
import { useItemAnalysisQuery } from '../state/grading-api';
import { loadFailure } from '../state/load-failure';
import { FRESH_ON_OPEN } from '../state/assessments-data';

function HelpTitle({ title, help }: { title: string; help: string }) {
  return (
    <Tooltip title={help}>
      <Space size={4}>
        {title}
        <QuestionCircleOutlined aria-label={`What ${title.toLowerCase()} means`} tabIndex={0} />
      </Space>
    </Tooltip>
  );
}

const typeLabel = (type: string) => QUESTION_TYPE_INFO[type as QuestionType]?.label ?? type;

/** How many of the handed-in submissions picked each option, the right ones marked. */
function OptionPicks({ item, submissions }: { item: ItemStatistics; submissions: number }) {
  const { token } = theme.useToken();
  if (!item.options) return null;
  return (
    <Flex vertical gap={6} data-testid={`option-picks-${item.index}`} style={{ paddingInlineStart: 48 }}>
      {item.options.map((option) => (
        <Flex key={option.id} align="center" gap={12}>
          <Typography.Text style={{ width: 220 }} ellipsis={{ tooltip: option.text }}>
            <bdi>{option.text || '(empty option)'}</bdi>
          </Typography.Text>
          <MeasureBar
            fraction={submissions > 0 ? option.picked / submissions : 0}
            color={option.isTrue ? token.colorSuccess : token.colorTextQuaternary}
            text={`${option.picked} picked`}
          />
          {option.isTrue && <Tag color="green">Correct</Tag>}
        </Flex>
      ))}
    </Flex>
  );
}

/** /dashboard/itemanalysis/{examId} (ours, issue 4): how each question of an assessment worked. */
function ItemAnalysis({ examId }: { examId: number }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const loaded = useItemAnalysisQuery(examId, FRESH_ON_OPEN);
  const failure = loadFailure(loaded);
  const reload = () => void loaded.refetch();
  const analysis = loaded.data;
  const colour: Record<Verdict, string> = { good: token.colorSuccess, fair: token.colorWarning, poor: token.colorError };

  const columns: TableColumnsType<ItemStatistics> = [
    { title: 'Q', dataIndex: 'index', render: (index: number) => <span style={{ whiteSpace: 'nowrap' }}>{`Q ${index}`}</span> },
    {
      title: 'Question',
      key: 'question',
      render: (_, item) => (
        <Flex vertical gap={2}>
          <Typography.Text ellipsis={{ tooltip: item.headertxt }} style={{ maxWidth: 240 }}>
            <bdi>{item.headertxt || '—'}</bdi>
          </Typography.Text>
          <span>
            <Tag>{typeLabel(item.type)}</Tag>
            {item.drawn && <Tag color="blue">Drawn from the bank</Tag>}
          </span>
        </Flex>
      ),
    },
    {
      title: 'Mean score',
      key: 'mean',
      render: (_, item) => <bdi dir="ltr">{item.meanScore === null ? '—' : `${item.meanScore} / ${item.totalMark}`}</bdi>,
    },
    {
      title: <HelpTitle title="Facility" help={FACILITY_HELP} />,
      key: 'facility',
      render: (_, item) =>
        item.facility === null ? (
          '—'
        ) : (
          <MeasureBar fraction={item.facility} color={colour[facilityVerdict(item.facility)]} text={item.facility.toFixed(2)} />
        ),
    },
    {
      title: <HelpTitle title="Discrimination" help={DISCRIMINATION_HELP} />,
      key: 'discrimination',
      render: (_, item) =>
        item.discrimination === null ? (
          <Tooltip title="Needs at least two marks that differ.">
            <span>—</span>
          </Tooltip>
        ) : (
          <MeasureBar
            fraction={Math.abs(item.discrimination)}
            color={colour[discriminationVerdict(item.discrimination)]}
            text={item.discrimination.toFixed(2)}
          />
        ),
    },
    {
      title: (
        <HelpTitle
          title="Got it"
          help="Submissions that had this question: every one for a fixed question, those that drew it for a question drawn from the bank."
        />
      ),
      dataIndex: 'attempts',
    },
    { title: 'Marked', dataIndex: 'scored' },
    {
      title: 'Awaiting grading',
      key: 'awaiting',
      render: (_, item) =>
        item.awaitingGrading === 0 ? (
          '0'
        ) : (
          <Button size="small" onClick={() => navigate(gradingPath(examId, { question: item.id }))}>
            {`${item.awaitingGrading} · Grade`}
          </Button>
        ),
    },
  ];

  if (loaded.isFetching && !analysis) {
    return (
      <Flex role="status" vertical align="center" gap={12} style={{ padding: 48 }}>
        <Spin size="large" />
        <Typography.Text type="secondary">Loading the item analysis…</Typography.Text>
      </Flex>
    );
  }
  if (!analysis) {
    return (
      <>
        <LoadFailureAlert title="The item analysis could not be loaded." failure={failure} onRetry={reload} />
        <Button onClick={() => navigate(PATHS.takenAssessments)}>Taken Assessments</Button>
      </>
    );
  }

  return (
    <section aria-labelledby="items-title">
      <PageHeading
        id="items-title"
        title={<bdi>{analysis.examname}</bdi>}
        description="Item analysis: how each question worked, over the handed-in submissions. Partial and hand-given marks count."
        actions={
          <>
            <Button onClick={() => navigate(gradingPath(examId))}>Grade by question</Button>
            <Button icon={<ReloadOutlined />} onClick={reload} disabled={loaded.isFetching}>
              Refresh
            </Button>
          </>
        }
      />
      <Flex gap={32} wrap style={{ marginBottom: 16 }} data-testid="item-summary">
        <Statistic title="Submissions" value={analysis.submissions} />
        <Statistic title="Awaiting grading" value={analysis.awaitingGrading} />
      </Flex>
      {analysis.awaitingGrading > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${analysis.awaitingGrading === 1 ? '1 submission still awaits' : `${analysis.awaitingGrading} submissions still await`} grading.`}
          description="Questions still without a mark are left out of these figures until they are graded."
        />
      )}
      <LoadFailureAlert title="The item analysis could not be refreshed." failure={failure} onRetry={reload} />
      <DirectionFrame lang={analysis.lang} wide>
        {/* Scrolls sideways itself rather than through the table's scroll.x, whose hidden measuring row holds focusable cells. */}
        <div role="region" aria-label="Item analysis" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<ItemStatistics>
            rowKey="id"
            columns={columns}
            dataSource={analysis.questions}
            loading={loaded.isFetching}
            pagination={false}
            style={{ textAlign: 'start', minWidth: 'max-content' }}
            expandable={{
              rowExpandable: (item) => item.options !== null,
              expandedRowRender: (item) => <OptionPicks item={item} submissions={analysis.submissions} />,
              defaultExpandAllRows: true,
            }}
            locale={{
              emptyText: analysis.submissions === 0 ? 'No submission has been handed in yet.' : 'This assessment has no questions.',
            }}
          />
        </div>
      </DirectionFrame>
    </section>
  );
}

/** /dashboard/itemanalysis/{examId}: item analysis of one assessment. */
export function ItemAnalysisPage() {
  return (
    <AssessmentFromAddress missingTitle="This address does not say which assessment to analyse">
      {(examId) => <ItemAnalysis key={examId} examId={examId} />}
    </AssessmentFromAddress>
  );
}
