import { Alert, Button, ConfigProvider, Flex, Spin, Typography } from 'antd';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import type { TextDirection } from '@mizan/shared';
import type { HoldingScreenProps } from '../components/exam-page-slots';
import { enterPin, proctorScreen, waitingDirection, type SendPin } from './proctor-waiting';
import { proctorWords } from './proctor-words';
import { DRAWN_DIRECTION } from '../state/drawn-direction';

/**
 * Shown instead of the questions while a proctor has to let this browser in
 * (or refused it): the session asks the exam call again every few seconds
 * and moves on by itself; the proctor may instead type the PIN of the day
 * here, hidden as it is typed.
 */
export function ProctorWaitingScreen({
  refusal,
  session,
  sendPin,
  drawnDirection = DRAWN_DIRECTION,
}: HoldingScreenProps & { sendPin?: SendPin; drawnDirection?: TextDirection }) {
  const direction = waitingDirection(session.getSnapshot(), drawnDirection);
  const screen = proctorScreen(refusal, direction);
  const lang = direction === 'rtl' ? 'ar' : 'en';
  return (
    <ConfigProvider direction={direction}>
      <main dir={direction} lang={lang} style={{ maxWidth: 560, margin: '0 auto', padding: '48px 16px' }} data-testid="proctor-gate">
        {screen.kind === 'refused' ? (
          <Flex vertical gap={12}>
            <Typography.Title level={1}>{screen.title}</Typography.Title>
            <Typography.Paragraph>
              <Typography.Text strong>{screen.reasonLabel}</Typography.Text> <bdi data-testid="proctor-reason">{screen.reason}</bdi>
            </Typography.Paragraph>
            <Typography.Paragraph>{screen.next}</Typography.Paragraph>
          </Flex>
        ) : (
          <Flex vertical gap={12}>
            <Typography.Title level={1}>{screen.title}</Typography.Title>
            <Typography.Paragraph>{screen.body}</Typography.Paragraph>
            <Flex gap={12} align="center" role="status">
              <Spin size="small" />
              <Typography.Text type="secondary">{screen.checking}</Typography.Text>
            </Flex>
            <PinForm hash={session.hash} direction={direction} onLetIn={() => session.retryOpen()} sendPin={sendPin} />
          </Flex>
        )}
      </main>
    </ConfigProvider>
  );
}

interface PinFormProps {
  hash: string;
  direction: 'ltr' | 'rtl';
  onLetIn: () => void;
  sendPin?: SendPin;
}

function PinForm({ hash, direction, onLetIn, sendPin }: PinFormProps) {
  const words = proctorWords(direction);
  const fieldId = useId();
  const [pin, setPin] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setProblem(null);
    const outcome = await enterPin(hash, pin, direction, sendPin);
    setSending(false);
    if (outcome.kind === 'let-in') {
      setPin('');
      onLetIn();
    } else setProblem(outcome.message);
  }

  return (
    <form
      aria-labelledby={`${fieldId}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      style={{ marginTop: 24 }}
    >
      <Typography.Title level={2} id={`${fieldId}-heading`} style={{ fontSize: 18 }}>
        {words.pinHeading}
      </Typography.Title>
      <label htmlFor={fieldId} style={{ display: 'block', marginBottom: 8 }}>
        {words.pinLabel}
      </label>
      <Flex gap={8} wrap>
        <Input.Password
          id={fieldId}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          visibilityToggle={false}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          style={{ maxWidth: 200 }}
        />
        <Button type="primary" htmlType="submit" loading={sending}>
          {words.pinButton}
        </Button>
      </Flex>
      {problem && <Alert id={`${fieldId}-problem`} type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} />}
    </form>
  );
}
