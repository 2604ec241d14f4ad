import { Flex, Tag, Typography } from 'antd';
import { PERMISSION_FLAGS, PERMISSION_FLAG_LABELS, type PermissionFlag } from '@mizan/shared';

/** The permissions a user holds, as tags in the sidebar's order; all eight collapse into one tag. */
export function PermissionTags({ flags }: { flags: readonly PermissionFlag[] }) {
  const held = PERMISSION_FLAGS.filter((flag) => flags.includes(flag));
  if (held.length === 0) return <Typography.Text type="secondary">No permissions</Typography.Text>;
  if (held.length === PERMISSION_FLAGS.length) return <Tag color="green">All permissions</Tag>;
  return (
    <Flex wrap gap={4}>
      {held.map((flag) => (
        <Tag key={flag} style={{ marginInlineEnd: 0 }}>
          {PERMISSION_FLAG_LABELS[flag]}
        </Tag>
      ))}
    </Flex>
  );
}
