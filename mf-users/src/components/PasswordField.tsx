import { CopyOutlined, SyncOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Tooltip, type InputProps } from 'antd';
import { generatePassword } from '../password';

type Props = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * A password the admin can see, regenerate and copy, so it can be handed
 * to the new user. Used as a Form.Item control (antd passes value/onChange).
 */
export function PasswordField({ value = '', onChange, ...inputProps }: Props) {
  const { message } = App.useApp();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      message.success('Password copied.');
    } catch {
      // No clipboard (an http page on another machine, or a refusal): the password stays on screen.
      message.error('The password could not be copied. Select it and copy it by hand.');
    }
  };

  return (
    <Space.Compact block>
      <Input
        {...inputProps}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoComplete="new-password"
        spellCheck={false}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
      />
      <Button icon={<SyncOutlined />} onClick={() => onChange?.(generatePassword())}>
        Generate
      </Button>
      <Tooltip title="Copy password">
        <Button icon={<CopyOutlined />} aria-label="Copy password" disabled={value.length === 0} onClick={copy} />
      </Tooltip>
    </Space.Compact>
  );
}
