import { Button, ConfigProvider, Modal, Spin, Typography } from 'antd';
import { useContext, useState } from 'react';
import { SIGNAL_STAFF_WORDS, type AssessmentLang, type RoomAttempt } from '@mizan/shared';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { loadFailure } from '../../state/load-failure';
import { useAttemptSignalsQuery } from '../../state/signals-api';

/** A time of day as the room's language writes it, seconds included (signals come seconds apart). */
function timeOfDay(iso: string, lang: AssessmentLang): string {
  return new Date(iso).toLocaleTimeString(lang === 'Ar' ? 'ar-EG' : 'en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/**
 * The control room's signals cell: the attempt's count, and (a button, by
 * click or keyboard) the list with times, in the room's language (its
 * direction tells which). Worded as signals, never as verdicts.
 */
export function RoomSignals({ attempt }: { attempt: RoomAttempt }) {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const lang: AssessmentLang = direction === 'rtl' ? 'Ar' : 'En';
  const [open, setOpen] = useState(false);
  if (attempt.signals === 0) return <span data-testid="room-signals">0</span>;
  return (
    <>
      <Button
        size="small"
        type="link"
        data-testid="room-signals"
        aria-label={SIGNAL_STAFF_WORDS[lang].showFor(attempt.signals, attempt.name)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {attempt.signals}
      </Button>
      {open && <SignalList attempt={attempt} lang={lang} onClose={() => setOpen(false)} />}
    </>
  );
}

function SignalList({ attempt, lang, onClose }: { attempt: RoomAttempt; lang: AssessmentLang; onClose: () => void }) {
  const words = SIGNAL_STAFF_WORDS[lang];
  const loaded = useAttemptSignalsQuery(attempt.id, { refetchOnMountOrArgChange: true });
  const failure = loadFailure(loaded);
  return (
    <Modal
      open
      title={<bdi>{words.listTitle(attempt.name)}</bdi>}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{words.close}</Button>}
      closable={{ 'aria-label': words.close }}
    >
      <div dir={lang === 'Ar' ? 'rtl' : 'ltr'} lang={lang === 'Ar' ? 'ar' : 'en'} data-testid="signal-list">
        <Typography.Paragraph type="secondary">{words.notVerdicts}</Typography.Paragraph>
        {failure ? (
          <LoadFailureAlert title={words.loadFailed} failure={failure} onRetry={() => void loaded.refetch()} />
        ) : loaded.data === undefined ? (
          <Spin />
        ) : loaded.data.length === 0 ? (
          <Typography.Paragraph>{words.none}</Typography.Paragraph>
        ) : (
          <ol style={{ paddingInlineStart: 20, textAlign: 'start' }}>
            {loaded.data.map((signal, index) => (
              <li key={`${signal.receivedAt}-${index}`}>
                <strong>{words.kinds[signal.kind]}</strong>
                {' · '}
                {words.serverTime} <bdi dir="ltr">{timeOfDay(signal.receivedAt, lang)}</bdi>
                {' · '}
                {words.deviceTime} <bdi dir="ltr">{timeOfDay(signal.at, lang)}</bdi>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Modal>
  );
}
