import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { LOGIN_PASSWORD_RULE, LOGIN_USERNAME_RULE, LOOKS_GOOD, formRules } from '@mizan/shared';
import { BrandMark, signIn, useDocumentTitle } from '@mizan/shared/browser';
import { Alert, Button, Checkbox, Flex, Typography, theme, type FormItemProps } from 'antd';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { ChoosePasswordForm, type GivenCredentials } from '../components/ChoosePasswordForm';
import { useDialogs } from '../components/dialogs';
import { applicantPage } from '../state/page-address';

interface LoginValues {
  user: string;
  pass: string;
  remember: boolean;
}

type FieldName = 'user' | 'pass';

interface FieldMeta {
  touched: boolean;
  validated: boolean;
  validating: boolean;
  errors: string[];
}

/**
 * Sign in (SPEC §2, §5, §8). Messages are the SPEC's: 'Required', the length
 * messages, 'Looks good!' under a valid field once touched, 'Wrong Username
 * Or Password' on the form, a dialog for anything else. Success reloads the
 * page, which then sends the signed-in visitor on to the default landing
 * route (page-start.ts here, the shell's route guard inside the shell).
 * It is a page of mf_exam's, the host of the pages open without signing in,
 * so a staff member's browser loads the applicant's small part of antd
 * before signing in and the staff screens only after. An account whose
 * password an administrator set is asked for its own first
 * (ChoosePasswordForm), in the same card.
 */
export function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const dialogs = useDialogs();
  const { token } = theme.useToken();
  const [choosing, setChoosing] = useState<{ given: GivenCredentials; reason: string } | null>(null);
  useDocumentTitle(choosing ? 'Choose your password' : 'Please sign in');
  const [submitting, setSubmitting] = useState(false);
  const [wrongCredentials, setWrongCredentials] = useState<string | null>(null);
  const [meta, setMeta] = useState<Partial<Record<FieldName, FieldMeta>>>({});

  /** Green 'Looks good!' under a field that was typed in and passes its rule. */
  const feedback = (name: FieldName): Pick<FormItemProps, 'help' | 'validateStatus'> => {
    const field = meta[name];
    if (!field || !field.touched || !field.validated || field.validating || field.errors.length > 0) return {};
    return { help: <span style={{ color: token.colorSuccessText }}>{LOOKS_GOOD}</span>, validateStatus: 'success' };
  };

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    setWrongCredentials(null);
    const given = { user: values.user, pass: values.pass, remember: values.remember === true };
    const outcome = await signIn(given);
    if (outcome.ok) {
      applicantPage.reload();
      return;
    }
    setSubmitting(false);
    if (outcome.kind === 'passwordChangeRequired') {
      setChoosing({ given, reason: outcome.message });
      return;
    }
    if (outcome.kind === 'wrongCredentials') {
      setWrongCredentials(outcome.message);
      return;
    }
    dialogs.error({ title: 'Could not sign in', content: outcome.message });
  };

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: '48px 16px',
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, #f4f7f7 60%, #ffffff 100%)`,
      }}
    >
      <main style={{ width: '100%', maxWidth: 400 }}>
        <Flex justify="center" style={{ marginBottom: 24 }}>
          <BrandMark size={40} />
        </Flex>
        <div
          style={{
            background: token.colorBgContainer,
            boxShadow: token.boxShadowTertiary,
            borderRadius: token.borderRadiusLG * 2,
            padding: 32,
          }}
        >
          {choosing && (
            <ChoosePasswordForm
              given={choosing.given}
              reason={choosing.reason}
              onSignedIn={() => applicantPage.reload()}
              onBack={() => {
                form.setFieldValue('pass', '');
                setChoosing(null);
              }}
            />
          )}
          {/* Hidden, not unmounted, while choosing: back from there, the form still holds the username. */}
          <div hidden={choosing !== null}>
            <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 4 }}>
              Please sign in
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
              Staff of your school group sign in here.
            </Typography.Paragraph>
            <Form<LoginValues>
              form={form}
              layout="vertical"
              requiredMark={false}
              validateTrigger={['onChange', 'onBlur']}
              initialValues={{ user: '', pass: '', remember: false }}
              onFinish={onFinish}
              onValuesChange={() => setWrongCredentials(null)}
              onFieldsChange={(_changed, all) => {
                const next: Partial<Record<FieldName, FieldMeta>> = {};
                for (const field of all) {
                  const name: unknown = Array.isArray(field.name) ? field.name[0] : field.name;
                  if (name !== 'user' && name !== 'pass') continue;
                  next[name] = {
                    touched: field.touched === true,
                    validated: field.validated === true,
                    validating: field.validating === true,
                    errors: (field.errors ?? []).map(String),
                  };
                }
                setMeta(next);
              }}
            >
              <Form.Item label="Username or e-mail" name="user" rules={formRules(LOGIN_USERNAME_RULE)} hasFeedback {...feedback('user')}>
                <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
              </Form.Item>
              <Form.Item label="Password" name="pass" rules={formRules(LOGIN_PASSWORD_RULE)} hasFeedback {...feedback('pass')}>
                <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
              </Form.Item>
              <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 16 }}>
                <Checkbox>Remember Me ?</Checkbox>
              </Form.Item>
              {wrongCredentials && <Alert type="error" showIcon title={wrongCredentials} style={{ marginBottom: 16 }} />}
              <Form.Item style={{ marginBottom: 0 }}>
                <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                  Sign in
                </Button>
              </Form.Item>
            </Form>
          </div>
        </div>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 24, fontSize: 13 }}>
          Applying to a school? Open the link your school sent you; no account is needed.
        </Typography.Paragraph>
      </main>
    </Flex>
  );
}
