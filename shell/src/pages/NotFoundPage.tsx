import { Button, Result } from 'antd';
import { PATHS } from '@mizan/shared';
import { useNavigate } from 'react-router-dom';

/** A signed-in address that no part of Mizan serves. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no page at this address. It may have moved, or the link may be mistyped."
      extra={
        <Button type="primary" onClick={() => navigate(PATHS.defaultLanding)}>
          Go to Students
        </Button>
      }
    />
  );
}
