import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Subject } from '../state/types';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { AddSubjectModal } from '../components/AddSubjectModal';
import { PageHeading } from '../components/PageHeading';
import { loadFailure } from '../state/load-failure';
import { useListSubjectsQuery } from '../state/lookups-api';
import { FRESH_ON_OPEN } from '../state/assessments-data';

const PAGE_SIZE = 20;

/**
 * /dashboard/Subjects (SPEC §2 "Subjects list"): the subject names and an
 * 'Add subject' modal. After a subject is added an alert shows the server's
 * message and the list is loaded again.
 */
export function SubjectsPage() {
  const { modal } = App.useApp();
  const subjects = useListSubjectsQuery(undefined, FRESH_ON_OPEN);
  const failure = loadFailure(subjects);
  const [adding, setAdding] = useState({ open: false, key: 0 });

  const onAdded = (_subject: Subject, message: string) => {
    setAdding((previous) => ({ ...previous, open: false }));
    modal.success({ title: 'Success', content: message });
  };

  const columns: TableColumnsType<Subject> = [{ title: 'Subject', dataIndex: 'subject' }];

  return (
    <section aria-labelledby="subjects-title">
      <PageHeading
        id="subjects-title"
        title="Subjects"
        description="The subjects assessments are written for."
        actions={
          <>
            <Button icon={<ReloadOutlined />} onClick={() => void subjects.refetch()} disabled={subjects.isFetching}>
              Refresh
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding((previous) => ({ open: true, key: previous.key + 1 }))}>
              Add subject
            </Button>
          </>
        }
      />
      <LoadFailureAlert title="The subjects could not be loaded." failure={failure} onRetry={() => void subjects.refetch()} />
      <Table<Subject>
        rowKey="id"
        columns={columns}
        dataSource={subjects.data ?? []}
        loading={subjects.isFetching}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: failure ? 'No subjects to show.' : 'No subjects yet. Use Add subject to add the first one.' }}
        style={{ maxWidth: 720 }}
      />
      <AddSubjectModal
        key={adding.key}
        open={adding.open}
        onClose={() => setAdding((previous) => ({ ...previous, open: false }))}
        onAdded={onAdded}
      />
    </section>
  );
}
