import { Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { typeLabel, type RegradableQuestion } from '../../state/regrade-rules';

/** The assessment's auto-scored questions, each with Correct the key. */
export function QuestionPicker({ questions, onPick }: { questions: RegradableQuestion[]; onPick: (questionId: string) => void }) {
  const columns: TableColumnsType<RegradableQuestion> = [
    {
      title: 'Q',
      dataIndex: 'number',
      width: 64,
      render: (number: number) => <span style={{ whiteSpace: 'nowrap' }}>{`Q ${number}`}</span>,
    },
    {
      title: 'Question',
      key: 'question',
      render: (_, { question }) => (
        <Typography.Text>
          <bdi>{question.headertxt || '—'}</bdi>
        </Typography.Text>
      ),
    },
    { title: 'Type', key: 'type', render: (_, { question }) => <Tag>{typeLabel(question)}</Tag> },
    { title: 'Mark', key: 'mark', render: (_, { question }) => <bdi dir="ltr">{question.totalMark}</bdi> },
    {
      title: 'Action',
      key: 'action',
      render: (_, { question, number }) => (
        <Button size="small" onClick={() => onPick(question.id)} aria-label={`Correct the key of question ${number}`}>
          Correct the key
        </Button>
      ),
    },
  ];
  return (
    <Table<RegradableQuestion>
      rowKey={(row) => row.question.id}
      columns={columns}
      dataSource={questions}
      pagination={false}
      style={{ textAlign: 'start' }}
      locale={{ emptyText: <bdi>This assessment has no auto-scored question of its own to correct.</bdi> }}
    />
  );
}
