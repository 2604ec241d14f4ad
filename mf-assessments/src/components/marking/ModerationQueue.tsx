import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { gradingPath, type AnswerOf } from '@mizan/shared';

type Item = AnswerOf<'moderationQueue'>['data'][number];

/** The answers waiting for a moderator that the caller may moderate (they gave neither mark). */
export function ModerationQueue({ examId, items }: { examId: number; items: Item[] }) {
  const navigate = useNavigate();
  const columns: TableColumnsType<Item> = [
    { title: 'Applicant', dataIndex: 'applicant', render: (applicant: string) => <bdi>{applicant}</bdi> },
    { title: 'Question', dataIndex: 'index', render: (index: number) => `Q ${index}` },
    { title: 'Marks', key: 'marks', render: (_, item) => <bdi dir="ltr">{`${item.marks.join(' and ')} of ${item.totalMark}`}</bdi> },
    {
      title: 'Action',
      key: 'action',
      render: (_, item) => (
        <Button size="small" onClick={() => navigate(gradingPath(examId, { attempt: item.attemptId, question: item.questionId }))}>
          Moderate <span className="sr-only">{` ${item.applicant}, question ${item.index}`}</span>
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="moderation-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="moderation-title" style={{ fontSize: 18 }}>
        Moderation needed
      </Typography.Title>
      <Table
        rowKey={(item) => `${item.attemptId}:${item.questionId}`}
        columns={columns}
        dataSource={items}
        pagination={false}
        size="small"
        locale={{ emptyText: 'No answer is waiting for you to moderate.' }}
      />
    </section>
  );
}
