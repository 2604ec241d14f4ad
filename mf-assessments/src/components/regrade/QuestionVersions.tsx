import { Table, Typography, type TableColumnsType } from 'antd';
import type { QuestionVersion } from '@mizan/shared';
import { FRESH_ON_OPEN } from '../../state/assessments-data';
import { formatDateTime } from '../../state/format';
import { useQuestionVersionsQuery } from '../../state/regrade-api';
import { VERSION_KINDS } from '../../state/regrade-rules';

const columns: TableColumnsType<QuestionVersion> = [
  { title: 'Version', dataIndex: 'version', width: 80 },
  { title: 'Change', dataIndex: 'kind', render: (kind: QuestionVersion['kind']) => <bdi>{VERSION_KINDS[kind]}</bdi> },
  { title: 'Reason', dataIndex: 'reason', render: (reason: string) => <bdi>{reason || '—'}</bdi> },
  { title: 'By', dataIndex: 'by', render: (by: string | null) => <bdi>{by ?? '—'}</bdi> },
  { title: 'When', dataIndex: 'at', render: (at: string | null) => formatDateTime(at) },
  {
    title: 'Marks changed',
    key: 'changed',
    render: (_, version) => (version.kind === 'original' ? '—' : <bdi>{`${version.changed} of ${version.attempts} attempts`}</bdi>),
  },
];

/** The question's versions: each regrade with who made it, when, why and how many marks it changed. Nothing until the first regrade. */
export function QuestionVersions({ examId, questionId }: { examId: number; questionId: string }) {
  const versions = useQuestionVersionsQuery({ id: examId, questionId }, FRESH_ON_OPEN).data ?? [];
  if (versions.length < 2) return null;
  return (
    <Table<QuestionVersion>
      rowKey="version"
      size="small"
      columns={columns}
      dataSource={versions}
      pagination={false}
      data-testid="question-versions"
      style={{ textAlign: 'start' }}
      title={() => (
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          <bdi>Versions of this question</bdi>
        </Typography.Title>
      )}
    />
  );
}
