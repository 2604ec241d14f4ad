import { CopyOutlined, DeleteOutlined, EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { QUESTION_TYPE_INFO, bankSharingSummary, type BankQuestion } from '@mizan/shared';
import { useKeyboardScrollArea } from '@mizan/shared/browser';
import { formatDateTime } from '../../state/format';
import { questionTitle } from '../builder/QuestionList';
import { questionDirection } from './question-direction';

export interface BankTableProps {
  entries: BankQuestion[];
  count: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  emptyText: string;
  /** The bank screen's row actions; left out when picking questions for an assessment. */
  actions?: {
    onEdit: (entry: BankQuestion) => void;
    onDuplicate: (entry: BankQuestion) => void;
    onShare: (entry: BankQuestion) => void;
    onDelete: (entry: BankQuestion) => void;
  };
  /** Picking: the chosen entries' ids and their change. */
  selection?: { keys: number[]; onChange: (keys: number[], entries: BankQuestion[]) => void };
}

/**
 * The question bank as a table, a server page at a time: the question (in
 * its own direction), what it is about, who wrote and who owns it, its
 * sharing, its version. Edit, Sharing and Delete show only where the
 * server's `rights` allow them (the server refuses the rest anyway).
 */
export function BankTable({ entries, count, loading, page, pageSize, onPage, emptyText, actions, selection }: BankTableProps) {
  const columns: TableColumnsType<BankQuestion> = [
    {
      title: 'Question',
      key: 'question',
      render: (_, entry) => (
        <Typography.Text
          dir={questionDirection(entry.question)}
          style={{ display: 'block', maxWidth: 420 }}
          ellipsis={{ tooltip: questionTitle(entry.question) }}
        >
          {questionTitle(entry.question)}
        </Typography.Text>
      ),
    },
    {
      title: 'Type',
      key: 'type',
      render: (_, entry) => <Tag color="blue">{QUESTION_TYPE_INFO[entry.question.type]?.label ?? entry.question.type}</Tag>,
    },
    // Who owns it and how it is shared come before the details, so a reader sees at once why Edit is missing.
    { title: 'Owner', key: 'owner', render: (_, entry) => <bdi>{entry.owner?.displayname ?? 'Administrators'}</bdi> },
    {
      title: 'Sharing',
      key: 'sharing',
      render: (_, entry) => (
        <Flex gap={4} wrap>
          <span>{bankSharingSummary(entry.sharing)}</span>
          {!entry.rights.edit && (
            <Tooltip title="You may use this question, but its answer key stays with its owner: set the key in your own copy.">
              <Tag color="gold">Read only</Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    { title: 'Subject', dataIndex: 'subject', render: (value: string) => (value ? <bdi>{value}</bdi> : '—') },
    { title: 'Grade', dataIndex: 'grade', render: (value: string) => (value ? <bdi>{value}</bdi> : '—') },
    {
      title: 'Tags',
      dataIndex: 'tags',
      render: (tags: string[]) => (
        <Flex gap={4} wrap>
          {tags.map((tag) => (
            <Tag key={tag}>
              <bdi>{tag}</bdi>
            </Tag>
          ))}
        </Flex>
      ),
    },
    { title: 'Difficulty', key: 'difficult', render: (_, entry) => entry.question.difficult },
    { title: 'Cognitive level', key: 'cognitive', render: (_, entry) => entry.question.cognitive },
    { title: 'Author', key: 'author', render: (_, entry) => <bdi>{entry.author?.displayname ?? '—'}</bdi> },
    { title: 'Written', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
    {
      title: 'Version',
      key: 'version',
      render: (_, entry) => (
        <Tooltip title={entry.editor ? `Last edited by ${entry.editor.displayname}, ${formatDateTime(entry.updatedAt)}` : undefined}>
          <span>v{entry.version}</span>
        </Tooltip>
      ),
    },
  ];
  if (actions) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, entry) => (
        <Flex gap={4}>
          {entry.rights.edit && (
            <Button size="small" icon={<EditOutlined />} onClick={() => actions.onEdit(entry)}>
              Edit
            </Button>
          )}
          <Button size="small" icon={<CopyOutlined />} onClick={() => actions.onDuplicate(entry)}>
            Duplicate
          </Button>
          {entry.rights.share && (
            <Button size="small" icon={<ShareAltOutlined />} onClick={() => actions.onShare(entry)}>
              Sharing
            </Button>
          )}
          {!entry.rights.delete ? null : entry.inPublishedAssessment ? (
            <Tooltip title="A published assessment uses this question, so it cannot be deleted.">
              <Button size="small" danger icon={<DeleteOutlined />} disabled>
                Delete
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title="Delete this question from the bank?"
              description="Assessments that hold a copy keep it."
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              onConfirm={() => actions.onDelete(entry)}
            >
              <Button size="small" danger icon={<DeleteOutlined />}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    });
  }

  const scrollArea = useKeyboardScrollArea<HTMLDivElement>('Bank questions');
  return (
    <div ref={scrollArea}>
      <Table<BankQuestion>
        rowKey="id"
        columns={columns}
        dataSource={entries}
        loading={loading}
        rowSelection={
          selection && {
            selectedRowKeys: selection.keys,
            preserveSelectedRowKeys: true,
            onChange: (keys, rows) => selection.onChange(keys as number[], rows),
          }
        }
        pagination={{
          current: page,
          pageSize,
          total: count,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => <Typography.Text type="secondary">{total === 1 ? '1 question' : `${total} questions`}</Typography.Text>,
          onChange: onPage,
        }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
      />
    </div>
  );
}
