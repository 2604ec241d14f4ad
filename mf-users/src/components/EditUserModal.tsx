import { App, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  DEFAULT_FLAGS_BY_ROLE,
  DISPLAY_NAME_RULE,
  NEW_PASSWORD_RULE,
  PERMISSION_FLAGS,
  PERMISSION_FLAG_LABELS,
  formRules,
  isRoleId,
  type User,
} from '@mizan/shared';
import { toCallFailure, type CallFailure } from '@mizan/shared/browser';
import { hasChanges, userChanges, type EditUserValues } from '../state/user-changes';
import { useUpdateUserMutation } from '../state/users-api';
import { FailureAlert } from './FailureAlert';
import { PasswordField } from './PasswordField';
import { ROLE_OPTIONS, roleName } from './role-options';

interface Props {
  user: User;
  open: boolean;
  onClose: () => void;
  onSaved: (user: User) => void;
}

const FLAG_OPTIONS = PERMISSION_FLAGS.map((flag) => ({ value: flag, label: PERMISSION_FLAG_LABELS[flag] }));

/** The reset is optional: an empty field keeps the password, a filled one follows the new-password rule. */
const RESET_PASSWORD_RULES = formRules({ ...NEW_PASSWORD_RULE, required: false });

/**
 * Edit a user: display name, role, the eight permission flags and an
 * optional password reset. Changing the role resets the flags to that
 * role's defaults, which the admin can then adjust. Saving sends UserId and
 * the changed fields only.
 */
export function EditUserModal({ user, open, onClose, onSaved }: Props) {
  const [updateUser] = useUpdateUserMutation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditUserValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [flagsReset, setFlagsReset] = useState(false);

  const initialValues: EditUserValues = useMemo(
    () => ({ displayName: user.displayname, roleId: user.role_id, flags: [...user.flags], newPassword: '' }),
    [user],
  );
  const watched: Partial<EditUserValues> | undefined = Form.useWatch((values) => values, form);
  const changes = userChanges(user, { ...initialValues, ...watched });
  const changed = hasChanges(changes);
  const roleId = watched?.roleId ?? user.role_id;

  const onValuesChange = (changedValues: Partial<EditUserValues>) => {
    if (changedValues.roleId !== undefined && isRoleId(changedValues.roleId)) {
      form.setFieldValue('flags', [...DEFAULT_FLAGS_BY_ROLE[changedValues.roleId]]);
      setFlagsReset(true);
    }
  };

  const submit = async () => {
    let values: EditUserValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = userChanges(user, { ...values, newPassword: values.newPassword ?? '' });
    if (!hasChanges(body)) return onClose();
    setSaving(true);
    setFailure(null);
    try {
      const saved = await updateUser(body).unwrap();
      message.success(saved.message ?? `The user "${saved.user.userName}" was updated.`);
      onSaved(saved.user);
    } catch (error) {
      setFailure(toCallFailure(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`Edit ${user.displayname}`}
      okText="Save"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !changed }}
      mask={{ closable: false }}
      destroyOnHidden
      width={560}
    >
      <FailureAlert failure={failure} />
      <Form<EditUserValues>
        form={form}
        name="edit-user"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
      >
        <Form.Item label="Username">
          <Typography.Text code>{user.userName}</Typography.Text>
        </Form.Item>
        <Form.Item label="Display name" name="displayName" rules={formRules(DISPLAY_NAME_RULE)}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="roleId">
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item
          label="Permissions"
          name="flags"
          extra={flagsReset ? `Reset to the defaults of ${roleName(roleId)}; adjust them if needed.` : undefined}
        >
          <Checkbox.Group options={FLAG_OPTIONS} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', rowGap: 8 }} />
        </Form.Item>
        <Form.Item
          label="Reset password"
          name="newPassword"
          rules={RESET_PASSWORD_RULES}
          extra="Leave empty to keep the current password. A new password signs the user out everywhere and works once: at their next sign-in they choose their own (unless it is your own account)."
        >
          <PasswordField placeholder="Unchanged" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
