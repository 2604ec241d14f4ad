import LockOutlined from '@ant-design/icons/LockOutlined';
import { NEW_PASSWORD_RULE, checkChosenPassword, checkRepeatedPassword, formRules } from '@mizan/shared';
import { choosePassword } from '@mizan/shared/browser';
import { Alert, Button, Typography } from 'antd';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';

/** What the sign-in form proved: the account and the password an administrator gave it. */
export interface GivenCredentials {
  user: string;
  pass: string;
  remember: boolean;
}

interface ChosenValues {
  newPassword: string;
  repeated: string;
}

const rejectWith = (message: string | null) => (message ? Promise.reject(new Error(message)) : Promise.resolve());

/**
 * 'Choose your password': the sign-in answered that this account's password
 * was set by an administrator. The new password twice (NEW_PASSWORD_RULE, not
 * the given one); the server checks the given one again, stores the new one
 * and signs in, and then the page reloads as after a sign-in.
 */
export function ChoosePasswordForm({
  given,
  reason,
  onSignedIn,
  onBack,
}: {
  given: GivenCredentials;
  /** The server's sentence saying why. */
  reason: string;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const [form] = Form.useForm<ChosenValues>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFinish = async (values: ChosenValues) => {
    setSubmitting(true);
    setRefusal(null);
    const outcome = await choosePassword({ ...given, newPassword: values.newPassword });
    if (outcome.ok) {
      onSignedIn();
      return;
    }
    setSubmitting(false);
    setRefusal(outcome.message);
  };

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 4 }}>
        Choose your password
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {reason} Only you will know it.
      </Typography.Paragraph>
      <Form<ChosenValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        validateTrigger={['onChange', 'onBlur']}
        initialValues={{ newPassword: '', repeated: '' }}
        onFinish={onFinish}
        onValuesChange={() => setRefusal(null)}
      >
        {/* The signed-in username, for password managers filing the new password under it. */}
        <input type="text" name="username" autoComplete="username" value={given.user} readOnly hidden />
        <Form.Item
          label="New password"
          name="newPassword"
          extra={`${NEW_PASSWORD_RULE.min} to ${NEW_PASSWORD_RULE.max} characters, not the one you were given.`}
          rules={[
            ...formRules(NEW_PASSWORD_RULE),
            { validator: (_rule, value: string | undefined) => rejectWith(checkChosenPassword(given.pass, value ?? '')) },
          ]}
          hasFeedback
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus size="large" />
        </Form.Item>
        <Form.Item
          label="New password again"
          name="repeated"
          dependencies={['newPassword']}
          rules={[
            ...formRules(NEW_PASSWORD_RULE),
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                rejectWith(checkRepeatedPassword(String(getFieldValue('newPassword') ?? ''), value ?? '')),
            }),
          ]}
          hasFeedback
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            Save password and sign in
          </Button>
        </Form.Item>
        <Button type="link" block onClick={onBack} disabled={submitting}>
          Back to sign in
        </Button>
      </Form>
    </>
  );
}
