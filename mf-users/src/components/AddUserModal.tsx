import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { DEFAULT_ROLE_ID, DISPLAY_NAME_RULE, NEW_PASSWORD_RULE, USERNAME_RULE, formRules, type User } from '@mizan/shared';
import { toCallFailure, type CallFailure } from '@mizan/shared/browser';
import { generatePassword } from '../password';
import { useAddUserMutation } from '../state/users-api';
import { FailureAlert } from './FailureAlert';
import { PasswordField } from './PasswordField';
import { ROLE_OPTIONS, roleDefaultsSentence } from './role-options';

interface AddUserForm {
  displayName: string;
  username: string;
  roleId: number;
  password: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded: (user: User) => void;
}

const filled = (value: string | undefined) => (value ?? '').trim().length > 0;

/**
 * Add User (SPEC §5, §6): display name, username, role (default 1) and a
 * prefilled random password; the button stays disabled until all four are
 * filled. The parent gives it a new key on each opening, so each opening
 * starts with a fresh form and a fresh password.
 */
export function AddUserModal({ open, onClose, onAdded }: Props) {
  const [addUser] = useAddUserMutation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AddUserForm>();
  const [initialPassword] = useState(generatePassword);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);

  const displayName = Form.useWatch('displayName', form);
  const username = Form.useWatch('username', form);
  const roleId = Form.useWatch('roleId', form);
  const password = Form.useWatch('password', form);
  const complete = filled(displayName) && filled(username) && roleId !== undefined && roleId !== null && (password ?? '').length > 0;

  const submit = async () => {
    let values: AddUserForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows each field's message inline
    }
    setSaving(true);
    setFailure(null);
    try {
      const saved = await addUser({
        displayname: values.displayName.trim(),
        userName: values.username.trim(),
        role_id: values.roleId,
        password: values.password,
      }).unwrap();
      message.success(saved.message ?? `The user "${saved.user.userName}" was added.`);
      onAdded(saved.user);
    } catch (error) {
      const problem = toCallFailure(error);
      // A taken username belongs under the username field (409 from the server).
      if (problem.status === 409) form.setFields([{ name: 'username', errors: [problem.message] }]);
      else setFailure(problem);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Add User"
      okText="Add User"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !complete }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <FailureAlert failure={failure} />
      <Form<AddUserForm>
        form={form}
        name="add-user"
        layout="vertical"
        requiredMark={false}
        initialValues={{ roleId: DEFAULT_ROLE_ID, password: initialPassword }}
      >
        <Form.Item label="Display name" name="displayName" rules={formRules(DISPLAY_NAME_RULE)}>
          <Input autoComplete="off" placeholder="As colleagues know them, e.g. Sara Ahmed" />
        </Form.Item>
        <Form.Item label="Username" name="username" rules={formRules(USERNAME_RULE)}>
          <Input autoComplete="off" spellCheck={false} placeholder="Used to sign in" />
        </Form.Item>
        <Form.Item label="Role" name="roleId" extra={roleId !== undefined ? `Starts with: ${roleDefaultsSentence(roleId)}.` : undefined}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={formRules(NEW_PASSWORD_RULE)}
          extra="Give this password to the new user. It works once: at their first sign-in they choose their own, which you will not know."
        >
          <PasswordField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
