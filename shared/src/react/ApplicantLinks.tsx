import { Alert, Button, Card, Descriptions, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { toCallFailure } from '../api/call-failure';
import { applicantLinksApi } from '../state/applicant-links-api';
import { selectFlags } from '../state/session-slice';
import { LoadFailureAlert } from './LoadFailureAlert';

const absolute = (path: string) => `${window.location.origin}${path}`;

const attemptState = (attempt: { status: string; released: boolean }) =>
  attempt.status === 'inprogress' ? 'exam link, not submitted yet' : attempt.released ? 'result released' : 'result not released yet';

/**
 * What staff hand a family who lost its links: the status page link and
 * each attempt's exam / result link, each with Copy, and Send the links
 * again (e-mail and SMS through the outbox). Staff with updateinfo only:
 * the links open the family's page and exam.
 */
function ApplicantLinks({ applicantId }: { applicantId: number }) {
  const links = applicantLinksApi.useApplicantLinksQuery(applicantId, { refetchOnMountOrArgChange: true });
  const [resend, resending] = applicantLinksApi.useResendLinksMutation();
  const [note, setNote] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  async function sendAgain() {
    setNote(null);
    try {
      const answer = await resend(applicantId).unwrap();
      setNote({ type: 'success', text: answer.msg ?? '' });
    } catch (error) {
      setNote({ type: 'error', text: toCallFailure(error).message });
    }
  }

  if (links.error)
    return <LoadFailureAlert title="The links could not be loaded." failure={links.error} onRetry={() => void links.refetch()} />;
  if (!links.data) return <Spin description="Loading the links…" />;
  const items = [
    { key: 'status', label: 'Status page', link: links.data.statusLink },
    ...links.data.attempts.map((attempt) => ({
      key: String(attempt.attemptId),
      label: `${attempt.assessment} (${attemptState(attempt)})`,
      link: attempt.link,
    })),
  ];
  return (
    <>
      <Descriptions
        column={1}
        layout="vertical"
        size="small"
        items={items.map((item) => ({
          key: item.key,
          label: <bdi>{item.label}</bdi>,
          children: (
            <Typography.Text copyable={{ text: absolute(item.link), tooltips: ['Copy', 'Copied'] }} style={{ wordBreak: 'break-all' }}>
              <bdi dir="ltr">{absolute(item.link)}</bdi>
            </Typography.Text>
          ),
        }))}
      />
      {note && <Alert type={note.type} showIcon title={note.text} style={{ margin: '8px 0' }} />}
      <Button onClick={() => void sendAgain()} loading={resending.isLoading}>
        Send the links again
      </Button>
    </>
  );
}

/** The links as a card of the applicant's page (nothing for staff without updateinfo). */
export function ApplicantLinksCard({ applicantId }: { applicantId: number }) {
  const flags = useSelector(selectFlags);
  if (!flags.updateinfo) return null;
  return (
    <Card title="Links for the family" style={{ marginTop: 16 }}>
      <ApplicantLinks applicantId={applicantId} />
    </Card>
  );
}

/** The links behind a small button (a row of Taken Assessments; nothing without updateinfo); its name starts with its visible text. */
export function ApplicantLinksButton({ applicantId, name }: { applicantId: number; name: string }) {
  const flags = useSelector(selectFlags);
  const [open, setOpen] = useState(false);
  if (!flags.updateinfo) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Links of ${name}`}>
        Links
      </Button>
      <Modal open={open} title={`Links for the family of ${name}`} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        {open && <ApplicantLinks applicantId={applicantId} />}
      </Modal>
    </>
  );
}
