import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { SEND_APPLICANTS_MAX, type Applicant } from '@mizan/shared';
import { recipientsInWords } from './message-view-rules';
import { SendMessageModal } from './SendMessageModal';

/**
 * The applicants table's "Send message" (updateinfo): staff's own message to
 * the applicants the search and filters show, by their ids, so who gets it
 * is exactly who is on screen.
 */
export function SendToShownButton({ applicants, disabled }: { applicants: readonly Applicant[]; disabled: boolean }) {
  const [opened, setOpened] = useState<{ key: number; open: boolean; ids: number[] } | null>(null);
  const recipients = recipientsInWords(applicants.length, SEND_APPLICANTS_MAX);
  const button = (
    <Button
      icon={<MailOutlined aria-hidden />}
      disabled={disabled || recipients.tooMany}
      onClick={() => setOpened((previous) => ({ key: (previous?.key ?? 0) + 1, open: true, ids: applicants.map((entry) => entry.id) }))}
    >
      Send message
    </Button>
  );
  return (
    <>
      {recipients.tooMany && !disabled ? <Tooltip title={recipients.text}>{button}</Tooltip> : button}
      {opened && (
        <SendMessageModal
          key={opened.key}
          open={opened.open}
          applicantIds={opened.ids}
          recipients={recipientsInWords(opened.ids.length, SEND_APPLICANTS_MAX).text}
          onClose={() => setOpened((previous) => previous && { ...previous, open: false })}
        />
      )}
    </>
  );
}
