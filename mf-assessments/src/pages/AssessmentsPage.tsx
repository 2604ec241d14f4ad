import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Popconfirm, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  PATHS,
  assessmentViewPath,
  examRoomPath,
  gradingPath,
  itemAnalysisPath,
  regradePath,
  type AssessmentListItem,
} from '@mizan/shared';
import { LoadFailureAlert, toCallFailure, type AppDispatch } from '@mizan/shared/browser';
import { applyLink, openPendingTab } from '../components/apply-link';
import { CopyApplyLinkButton } from '../components/CopyApplyLinkButton';
import { ReleaseResultsButton } from '../components/ReleaseResultsButton';
import { AppealWindowButton } from '../components/appeals/AppealWindowButton';
import { PageHeading } from '../components/PageHeading';
import { draftLoaded, draftReset, selectDraftState } from '../state/draft-slice';
import {
  useDeleteAssessmentMutation,
  useLazyGetAssessmentQuery,
  useListAssessmentsQuery,
  usePublishAssessmentMutation,
  usePullAssessmentMutation,
} from '../state/assessments-api';
import { loadFailure } from '../state/load-failure';
import { FRESH_ON_OPEN } from '../state/assessments-data';
import { formatDateTime } from '../state/format';

const PAGE_SIZE = 20;

interface Notice {
  type: 'success' | 'error' | 'warning';
  title: string;
  description?: ReactNode;
}

type RowAction = 'edit' | 'publish' | 'pull' | 'delete';

/**
 * /dashboard/assessments (SPEC §2 "Assessments list"): title, Start date,
 * End date and Published (Yes or No); 'Add Assessment' resets the draft and
 * opens the builder; per row Edit, 'Previwe assessment', 'Publish
 * assessment' or 'Pull assessment', and (ours) Delete, refused once
 * applicants have started the assessment, and, once they have, Grade (the
 * grading cockpit), Item analysis and Correct a key.
 */
export function AssessmentsPage() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { draft, dirty } = useSelector(selectDraftState);
  const list = useListAssessmentsQuery(undefined, FRESH_ON_OPEN);
  const listFailure = loadFailure(list);
  const [readAssessment] = useLazyGetAssessmentQuery();
  const [publishAssessment] = usePublishAssessmentMutation();
  const [pullAssessment] = usePullAssessmentMutation();
  const [deleteAssessment] = useDeleteAssessmentMutation();
  const [busy, setBusy] = useState<{ id: number; action: RowAction } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Runs `proceed` at once, or after the author agrees to drop the unsaved draft. */
  const leavingDraft = (proceed: () => void) => {
    if (!dirty) {
      proceed();
      return;
    }
    modal.confirm({
      title: 'Discard the unsaved draft?',
      content: `“${draft.name.trim() || 'Untitled assessment'}” has changes that were not saved.`,
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep the draft',
      onOk: proceed,
    });
  };

  const addAssessment = () =>
    leavingDraft(() => {
      dispatch(draftReset());
      navigate(PATHS.builder);
    });

  const edit = (row: AssessmentListItem) =>
    leavingDraft(async () => {
      setBusy({ id: row.id, action: 'edit' });
      try {
        const assessment = await readAssessment(row.id).unwrap();
        dispatch(draftLoaded(assessment));
        navigate(PATHS.builder);
      } catch (error) {
        setNotice({ type: 'error', title: `“${row.title}” could not be opened.`, description: toCallFailure(error).message });
        setBusy(null);
      }
    });

  const publish = async (row: AssessmentListItem) => {
    const tab = openPendingTab();
    setBusy({ id: row.id, action: 'publish' });
    setNotice(null);
    try {
      const answer = await publishAssessment(row.id).unwrap();
      const link = applyLink(row.id);
      if (tab) tab.location.href = link;
      setNotice({
        type: 'success',
        title: answer.msg,
        description: (
          <>
            Apply link:{' '}
            <Typography.Link href={link} target="_blank" rel="noopener noreferrer" copyable={{ text: link }}>
              {link}
            </Typography.Link>
          </>
        ),
      });
    } catch (error) {
      tab?.close();
      setNotice({ type: 'error', title: `“${row.title}” was not published.`, description: toCallFailure(error).message });
    } finally {
      setBusy(null);
    }
  };

  const pull = async (row: AssessmentListItem) => {
    setBusy({ id: row.id, action: 'pull' });
    setNotice(null);
    try {
      const answer = await pullAssessment(row.id).unwrap();
      setNotice({ type: 'success', title: answer.msg });
    } catch (error) {
      setNotice({ type: 'error', title: `“${row.title}” was not pulled.`, description: toCallFailure(error).message });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (row: AssessmentListItem) => {
    setBusy({ id: row.id, action: 'delete' });
    setNotice(null);
    try {
      const answer = await deleteAssessment(row.id).unwrap();
      setNotice({ type: 'success', title: answer.msg });
    } catch (error) {
      const failure = toCallFailure(error);
      setNotice({
        type: failure.status === 409 ? 'warning' : 'error',
        title: `“${row.title}” was not deleted.`,
        description: failure.message,
      });
    } finally {
      setBusy(null);
    }
  };

  const isBusy = (row: AssessmentListItem, action: RowAction) => busy?.id === row.id && busy.action === action;

  const columns: TableColumnsType<AssessmentListItem> = [
    {
      title: 'title',
      dataIndex: 'title',
      render: (title: string) => (
        <Typography.Text strong>
          <bdi>{title}</bdi>
        </Typography.Text>
      ),
    },
    { title: 'Start date', dataIndex: 'startdate', width: 150, render: (value: string | null) => formatDateTime(value) },
    { title: 'End date', dataIndex: 'enddate', width: 150, render: (value: string | null) => formatDateTime(value) },
    {
      title: 'Published',
      dataIndex: 'publishedText',
      width: 110,
      render: (text: 'Yes' | 'No') => <Tag color={text === 'Yes' ? 'green' : undefined}>{text}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 340,
      render: (_, row) => {
        const started = row.attemptCount > 0;
        return (
          <Flex gap={4} wrap>
            <Button size="small" onClick={() => edit(row)} loading={isBusy(row, 'edit')} disabled={busy !== null && !isBusy(row, 'edit')}>
              Edit
            </Button>
            <Button size="small" onClick={() => navigate(assessmentViewPath(row.id, 'examMode'))}>
              Previwe assessment
            </Button>
            {(started || row.published === '1') && (
              <Button size="small" onClick={() => navigate(examRoomPath(row.id))} aria-label={`Control room of ${row.title}`}>
                Control room
              </Button>
            )}
            {started && (
              <>
                <Button size="small" onClick={() => navigate(gradingPath(row.id))}>
                  Grade
                </Button>
                <Button size="small" onClick={() => navigate(itemAnalysisPath(row.id))}>
                  Item analysis
                </Button>
                <Button size="small" onClick={() => navigate(regradePath(row.id))} aria-label={`Correct a key of ${row.title}`}>
                  Correct a key
                </Button>
                <ReleaseResultsButton id={row.id} title={row.title} />
                <AppealWindowButton id={row.id} title={row.title} />
              </>
            )}
            {row.published === '1' ? (
              <>
                <CopyApplyLinkButton id={row.id} title={row.title} />
                <Button
                  size="small"
                  onClick={() => pull(row)}
                  loading={isBusy(row, 'pull')}
                  disabled={busy !== null && !isBusy(row, 'pull')}
                >
                  Pull assessment
                </Button>
              </>
            ) : (
              <Button
                size="small"
                type="primary"
                onClick={() => publish(row)}
                loading={isBusy(row, 'publish')}
                disabled={busy !== null && !isBusy(row, 'publish')}
              >
                Publish assessment
              </Button>
            )}
            {started ? (
              <Tooltip
                title={`${row.attemptCount} applicant${row.attemptCount === 1 ? ' has' : 's have'} started it, so it can only be pulled.`}
              >
                <Button size="small" danger disabled>
                  Delete
                </Button>
              </Tooltip>
            ) : (
              <Popconfirm
                title="Delete this assessment?"
                description={`“${row.title}” and its questions are removed for good.`}
                okText="Delete"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                onConfirm={() => remove(row)}
              >
                <Button size="small" danger loading={isBusy(row, 'delete')} disabled={busy !== null && !isBusy(row, 'delete')}>
                  Delete
                </Button>
              </Popconfirm>
            )}
          </Flex>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="assessments-title">
      <PageHeading
        id="assessments-title"
        title="Assessments"
        description="Build assessments, preview them, and publish them through their apply link."
        actions={
          <>
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} disabled={list.isFetching}>
              Refresh
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={addAssessment}>
              Add Assessment
            </Button>
          </>
        }
      />

      {dirty && (
        <Alert
          type="info"
          showIcon
          title={`You have an unsaved draft: “${draft.name.trim() || 'Untitled assessment'}”.`}
          action={
            <Button size="small" onClick={() => navigate(PATHS.builder)}>
              Continue editing
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {notice && (
        <Alert
          type={notice.type}
          showIcon
          closable={{ onClose: () => setNotice(null) }}
          title={notice.title}
          description={notice.description}
          style={{ marginBottom: 16 }}
          role={notice.type === 'success' ? 'status' : 'alert'}
        />
      )}
      <LoadFailureAlert title="The assessments could not be loaded." failure={listFailure} onRetry={() => void list.refetch()} />

      <Table<AssessmentListItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 900 }}
        locale={{ emptyText: listFailure ? 'No assessments to show.' : 'No assessments yet. Use Add Assessment to build the first one.' }}
      />
    </section>
  );
}
