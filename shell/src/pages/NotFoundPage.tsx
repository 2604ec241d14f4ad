import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_LANDING_PATH } from '../routing/paths';

/** A signed-in address that no part of Mizan serves. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no page at this address. It may have moved, or the link may be mistyped."
      extra={
        <Button type="primary" onClick={() => navigate(DEFAULT_LANDING_PATH)}>
          Go to Students
        </Button>
      }
    />
  );
}
