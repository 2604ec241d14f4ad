import { Button, Result } from 'antd';
import { PATHS, PERMISSION_FLAG_LABELS, type PermissionFlag } from '@mizan/shared';
import { useNavigate } from 'react-router-dom';

export const NO_ACCESS_TITLE = 'You do not have access to this page';

export function noAccessDetail(flag: PermissionFlag): string {
  return `This page needs the "${PERMISSION_FLAG_LABELS[flag]}" permission, which your account does not have. An administrator can grant it in User Management.`;
}

/** A signed-in address whose page needs a permission this user lacks (routing/route-access.ts): no page, no actions. */
export function NoAccessPage({ flag }: { flag: PermissionFlag }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={NO_ACCESS_TITLE}
      subTitle={noAccessDetail(flag)}
      extra={<Button onClick={() => navigate(PATHS.defaultLanding)}>Go to Students</Button>}
    />
  );
}
