import { Alert, Button, Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { MessageChannel, MessageEvent, MessageLanguage } from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { useListApplicantsQuery } from '../../state/applicants-api';
import { usePreviewTemplateMutation, type RenderedMessage } from '../../state/messages-api';
import { languageTag, textDirection } from './message-view-rules';

/**
 * The template as being edited, rendered for a real applicant the staff
 * member picks: the subject and text in the message's direction (the
 * e-mail's HTML part says the same words; the site's Content-Security-Policy
 * frames nothing, so it is not drawn here).
 */
export function TemplatePreview({
  event,
  language,
  channel,
  subject,
  body,
}: {
  event: MessageEvent;
  language: MessageLanguage;
  channel: MessageChannel;
  subject: string;
  body: string;
}) {
  const applicants = useListApplicantsQuery().data?.applicants;
  const options = useMemo(
    () => (applicants ?? []).map((applicant) => ({ value: applicant.id, label: `${applicant.name} (#${applicant.id})` })),
    [applicants],
  );
  const [applicantId, setApplicantId] = useState<number | null>(null);
  const [preview, { isLoading }] = usePreviewTemplateMutation();
  const [rendered, setRendered] = useState<RenderedMessage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const show = async () => {
    if (applicantId === null) return;
    setFailure(null);
    try {
      setRendered(await preview({ event, language, channel, subject, body, applicantId }).unwrap());
    } catch (error) {
      setRendered(null);
      setFailure(toCallFailure(error).message);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Select
          aria-label="Preview for applicant"
          placeholder="Choose an applicant"
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 320 }}
          options={options}
          value={applicantId ?? undefined}
          onChange={(value: number) => setApplicantId(value)}
          loading={applicants === undefined}
        />
        <Button onClick={() => void show()} disabled={applicantId === null} loading={isLoading}>
          Preview
        </Button>
      </Flex>
      {failure && <Alert type="error" showIcon title={failure} />}
      {rendered && (
        <section
          aria-label="Preview"
          dir={textDirection(language)}
          lang={languageTag(language)}
          style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 12 }}
        >
          {channel === 'email' && (
            <Typography.Paragraph strong data-testid="preview-subject">
              {rendered.subject}
            </Typography.Paragraph>
          )}
          <div data-testid="preview-text" style={{ whiteSpace: 'pre-wrap' }}>
            {rendered.text}
          </div>
        </section>
      )}
    </Flex>
  );
}
