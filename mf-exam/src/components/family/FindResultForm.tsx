import { Alert, Button, Flex, Typography } from 'antd';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import {
  ACCESS_CODE_LENGTH,
  ONE_TIME_CODE_NOT_NEEDED_CODE,
  SSN_LENGTH,
  familyMessage,
  familyText,
  formRules,
  localizeMessage,
  type FamilyLanguage,
} from '@mizan/shared';
import { ApiError, applicantApi } from '@mizan/shared/browser';
import { familySession } from '../../state/family-session';
import { applicantPage } from '../../state/page-address';

interface FindFields {
  ssn: string;
  code: string;
}

/** Eastern Arabic digits typed on an Arabic keyboard count as 0-9 (the server reads them so too). */
const latinDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/**
 * "Find my result": the national ID with the access code (where codes are in
 * use) or a one-time code sent by e-mail / SMS (where they are not) opens the
 * family's status page again. `accessCodes` null: not known on this page, so
 * the field takes either and Send me a code says when it is not needed.
 */
export function FindResultForm({ lang, accessCodes }: { lang: FamilyLanguage; accessCodes: boolean | null }) {
  const words = familyText(lang);
  const direction = lang === 'Ar' ? 'rtl' : 'ltr';
  const [form] = Form.useForm<FindFields>();
  const [busy, setBusy] = useState<'find' | 'send' | null>(null);
  const [note, setNote] = useState<{ type: 'success' | 'error' | 'info'; text: string } | null>(null);
  const say = (message: string) => familyMessage(localizeMessage(message, direction), lang);
  const codeLabel = accessCodes === true ? words.accessCode : accessCodes === false ? words.sentCode : words.codeOrSentCode;

  async function find({ ssn, code }: FindFields) {
    setBusy('find');
    setNote(null);
    try {
      const given = code.trim();
      const answer = await applicantApi.call('findResult', { ssn: latinDigits(ssn.trim()), code: given });
      const token = answer.data.split('/').pop() ?? '';
      familySession.keepCode(token, given);
      applicantPage.load(answer.data);
    } catch (error) {
      setNote({ type: 'error', text: say(error instanceof ApiError ? error.message : String(error)) });
    } finally {
      setBusy(null);
    }
  }

  async function sendCode() {
    try {
      await form.validateFields(['ssn']);
    } catch {
      return;
    }
    setBusy('send');
    setNote(null);
    try {
      const answer = await applicantApi.call('sendFindCode', { ssn: latinDigits(form.getFieldValue('ssn').trim()) });
      setNote({ type: 'success', text: say(answer.msg) });
    } catch (error) {
      const known = error instanceof ApiError && error.code === ONE_TIME_CODE_NOT_NEEDED_CODE;
      setNote({ type: known ? 'info' : 'error', text: say(error instanceof ApiError ? error.message : String(error)) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="find-my-result" dir={direction} style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="find-my-result" style={{ fontSize: 19 }}>
        {words.findTitle}
      </Typography.Title>
      <Typography.Paragraph>{words.findIntro}</Typography.Paragraph>
      <Form form={form} name="find" layout="vertical" onFinish={find} requiredMark={false}>
        <Form.Item name="ssn" label={words.nationalId} rules={formRules({ required: true, length: SSN_LENGTH }, say)} validateFirst>
          <Input inputMode="numeric" autoComplete="off" maxLength={SSN_LENGTH + 6} />
        </Form.Item>
        <Form.Item name="code" label={codeLabel} rules={formRules({ required: true }, say)}>
          <Input autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} maxLength={ACCESS_CODE_LENGTH * 2} dir="ltr" />
        </Form.Item>
        {note && (
          <Alert
            type={note.type}
            showIcon
            title={note.text}
            role={note.type === 'error' ? 'alert' : 'status'}
            style={{ marginBottom: 12 }}
          />
        )}
        <Flex wrap gap={8}>
          <Button type="primary" htmlType="submit" loading={busy === 'find'}>
            {words.find}
          </Button>
          {accessCodes !== true && (
            <Button onClick={() => void sendCode()} loading={busy === 'send'}>
              {words.sendCode}
            </Button>
          )}
        </Flex>
      </Form>
    </section>
  );
}
