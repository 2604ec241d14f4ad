import { Typography } from 'antd';
import type { AuthoringProps } from '../question-type-ui';

/** TrueOrFalse, editingMode: nothing beyond the header and the common fields the frame draws. */
export function TrueOrFalseSetup(_props: AuthoringProps<'TrueOrFalse'>) {
  return (
    <Typography.Text type="secondary">
      The applicant answers True or False. Write the statement in the header above, then choose the correct answer in answer mode.
    </Typography.Text>
  );
}
