import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { PATHS, type User } from '@mizan/shared';
import { LoadFailureAlert, SESSION_MISSING_MESSAGE, selectClaims, selectUnsignedToken, toCallFailure } from '@mizan/shared/browser';
import { AddUserModal } from '../components/AddUserModal';
import { EditUserModal } from '../components/EditUserModal';
import { LiftSignInLockButton } from '../components/LiftSignInLockButton';
import { PermissionTags } from '../components/PermissionTags';
import { roleName } from '../components/role-options';
import { useListUsersQuery } from '../state/users-api';

const PAGE_SIZE = 20;

/**
 * /dashboard/user (SPEC §2): the staff accounts with their display name,
 * username, role and permissions, an Add User button and an Edit action per
 * row. Loads through `admin/getusers.php` with the filter '1'.
 */
export function UsersPage() {
  const navigate = useNavigate();
  /** No session: the seed's -2 (SPEC §8), or adding or editing answered 403 and the client ended it (SPEC §6). */
  const sessionGone = useSelector(selectUnsignedToken) === null;
  const { data: list = [], error, isFetching, refetch } = useListUsersQuery(undefined, { skip: sessionGone });
  const failure = error && toCallFailure(error);
  const signedInUserId = useSelector(selectClaims)?.data?.UserId ?? null;
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState({ open: false, key: 0 });
  const [editing, setEditing] = useState<{ user: User; open: boolean; key: number } | null>(null);
  const reload = () => void refetch();

  if (sessionGone) {
    return (
      <Result
        status="warning"
        title="Your session has ended"
        subTitle={SESSION_MISSING_MESSAGE}
        extra={
          <Button type="primary" onClick={() => navigate(PATHS.login)}>
            Sign in
          </Button>
        }
      />
    );
  }

  if (failure?.status === 403) {
    // Listing answered 403: this account lacks User Management. SPEC §6 ends the session only
    // for a 403 on adding or editing, so the rest of the dashboard stays usable.
    return (
      <Result
        status="403"
        title="No access to User Management"
        subTitle={`${failure.message} Ask an administrator for the User Management permission.`}
      />
    );
  }

  const openAdd = () => setAdding((previous) => ({ open: true, key: previous.key + 1 }));
  const closeAdd = () => setAdding((previous) => ({ ...previous, open: false }));
  const closeEdit = () => setEditing((previous) => previous && { ...previous, open: false });

  const onAdded = (user: User) => {
    closeAdd();
    // Show the page the new account landed on (the list keeps the server's order, newest last).
    const position = list.findIndex((existing) => existing.id === user.id);
    const index = position === -1 ? list.length : position;
    setPage(Math.floor(index / PAGE_SIZE) + 1);
  };

  const columns: TableColumnsType<User> = [
    {
      title: 'Display name',
      dataIndex: 'displayname',
      render: (name: string, user) => (
        <>
          {name}
          {user.id === signedInUserId && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              You
            </Tag>
          )}
        </>
      ),
    },
    { title: 'Username', dataIndex: 'userName' },
    { title: 'Role', dataIndex: 'role_id', render: (roleId: number) => roleName(roleId) },
    { title: 'Permissions', dataIndex: 'flags', render: (_, user) => <PermissionTags flags={user.flags} /> },
    {
      title: 'Actions',
      key: 'actions',
      width: 220,
      render: (_, user) => (
        <Flex gap={16} wrap>
          <Button
            type="link"
            style={{ paddingInline: 0 }}
            aria-label={`Edit ${user.displayname}`}
            onClick={() => setEditing((previous) => ({ user, open: true, key: (previous?.key ?? 0) + 1 }))}
          >
            Edit
          </Button>
          <LiftSignInLockButton user={user} />
        </Flex>
      ),
    },
  ];

  const loadFailed = failure !== undefined && !isFetching;

  return (
    <section aria-labelledby="users-title">
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title id="users-title" level={1} style={{ margin: 0 }}>
            Users
          </Typography.Title>
          <Typography.Text type="secondary">Staff accounts, their roles and what each may do.</Typography.Text>
        </div>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={reload} disabled={isFetching}>
            Refresh
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
            Add User
          </Button>
        </Flex>
      </Flex>

      {loadFailed && <LoadFailureAlert title="The users could not be loaded." failure={failure} onRetry={reload} />}

      <Table<User>
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={isFetching}
        pagination={{ current: page, pageSize: PAGE_SIZE, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: loadFailed ? 'No users to show.' : 'No users yet. Use Add User to create the first account.' }}
      />

      <AddUserModal key={`add-${adding.key}`} open={adding.open} onClose={closeAdd} onAdded={onAdded} />
      {editing && (
        <EditUserModal key={`edit-${editing.key}`} user={editing.user} open={editing.open} onClose={closeEdit} onSaved={closeEdit} />
      )}
    </section>
  );
}
