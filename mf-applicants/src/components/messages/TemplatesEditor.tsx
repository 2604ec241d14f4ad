import { Alert, App, Button, Flex, Form, Input, Popconfirm, Radio, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_LANGUAGES,
  type MessageChannel,
  type MessageEvent,
  type MessageLanguage,
} from '@mizan/shared';
import { LoadFailureAlert, toCallFailure } from '@mizan/shared/browser';
import { useSaveTemplateMutation, useTemplatesQuery, type TemplateEntry } from '../../state/messages-api';
import { channelLabel, eventLabel, languageTag, textDirection } from './message-view-rules';
import { TemplatePreview } from './TemplatePreview';

const LANGUAGE_NAMES: Record<MessageLanguage, string> = { En: 'English', Ar: 'Arabic' };

/**
 * The message templates (decide): one per event × language × channel,
 * shipped in English and Arabic and editable, with the placeholders they may
 * hold and a preview for a real applicant. Arabic text is edited and shown
 * right to left.
 */
export function TemplatesEditor() {
  const query = useTemplatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [event, setEvent] = useState<MessageEvent>('offer_made');
  const [language, setLanguage] = useState<MessageLanguage>('En');
  const [channel, setChannel] = useState<MessageChannel>('email');
  const templates = query.data?.templates ?? [];
  const template = templates.find((entry) => entry.event === event && entry.language === language && entry.channel === channel) ?? null;
  const events = MESSAGE_EVENTS.filter((candidate) => templates.some((entry) => entry.event === candidate));

  return (
    <Flex vertical gap={12} style={{ maxWidth: 1000 }}>
      <LoadFailureAlert
        title="The templates could not be loaded."
        failure={query.isFetching ? undefined : query.error}
        onRetry={() => void query.refetch()}
      />
      <Flex gap={16} wrap align="end">
        <div>
          <Typography.Text style={{ display: 'block' }}>Event</Typography.Text>
          <Select<MessageEvent>
            aria-label="Event"
            style={{ width: 260 }}
            value={event}
            onChange={setEvent}
            options={events.map((candidate) => ({ value: candidate, label: eventLabel(candidate) }))}
          />
        </div>
        <Radio.Group
          aria-label="Language"
          optionType="button"
          value={language}
          onChange={(change) => setLanguage(change.target.value as MessageLanguage)}
          options={MESSAGE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        />
        <Radio.Group
          aria-label="Channel"
          optionType="button"
          value={channel}
          onChange={(change) => setChannel(change.target.value as MessageChannel)}
          options={MESSAGE_CHANNELS.map((value) => ({ value, label: channelLabel(value) }))}
        />
      </Flex>
      <Spin spinning={query.isFetching && !query.data}>
        {template ? (
          <TemplateForm
            key={`${event}-${language}-${channel}-${template.edited}-${template.body}`}
            template={template}
            placeholders={query.data?.placeholders ?? []}
          />
        ) : (
          query.data && <Typography.Text type="secondary">There is no template for this event, language and channel.</Typography.Text>
        )}
      </Spin>
    </Flex>
  );
}

function TemplateForm({ template, placeholders }: { template: TemplateEntry; placeholders: readonly string[] }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ subject: string; body: string }>();
  const subject = Form.useWatch('subject', form) ?? template.subject;
  const body = Form.useWatch('body', form) ?? template.body;
  const [save, { isLoading }] = useSaveTemplateMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const key = { event: template.event, language: template.language, channel: template.channel };
  const dir = textDirection(template.language);
  const email = template.channel === 'email';
  const name = `${eventLabel(template.event)}, ${LANGUAGE_NAMES[template.language]}, ${channelLabel(template.channel)}`;

  const submit = async (change: { subject?: string; body: string; reset?: boolean }) => {
    setFailure(null);
    try {
      await save({ ...key, subject: change.subject ?? '', body: change.body, ...(change.reset ? { reset: true } : {}) }).unwrap();
      message.success(change.reset ? `${name}: back to the shipped text.` : `${name}: saved.`);
    } catch (error) {
      setFailure(toCallFailure(error).message);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        <Typography.Text strong>{name}</Typography.Text> {template.edited ? <Tag color="blue">Edited by staff</Tag> : <Tag>As shipped</Tag>}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        aria-label="Template"
        initialValues={{ subject: template.subject, body: template.body }}
        onFinish={(values) => void submit(values)}
      >
        {email && (
          <Form.Item
            name="subject"
            label="Subject"
            rules={[{ required: true, whitespace: true, max: 300, message: 'Write the subject of the e-mail.' }]}
          >
            <Input dir={dir} lang={languageTag(template.language)} />
          </Form.Item>
        )}
        <Form.Item
          name="body"
          label="Text"
          extra={`Placeholders: ${placeholders.map((word) => `{${word}}`).join(' ')}`}
          rules={[{ required: true, whitespace: true, max: 5000, message: 'Write the text of the message.' }]}
        >
          <Input.TextArea dir={dir} lang={languageTag(template.language)} rows={email ? 9 : 4} />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Save template
          </Button>
          {template.edited && (
            <Popconfirm
              title="Go back to the shipped text?"
              description="The staff's text of this template is replaced by Mizan's."
              okText="Go back"
              onConfirm={() => void submit({ subject: '', body: '', reset: true })}
            >
              <Button>Back to the shipped text</Button>
            </Popconfirm>
          )}
        </Flex>
      </Form>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        Preview
      </Typography.Title>
      <TemplatePreview
        event={template.event}
        language={template.language}
        channel={template.channel}
        subject={email ? subject : ''}
        body={body}
      />
    </Flex>
  );
}
