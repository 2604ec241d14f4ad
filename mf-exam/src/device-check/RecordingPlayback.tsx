import { useEffect, useState } from 'react';

interface Props {
  label: string;
  recordings: { microphone?: Blob; camera?: Blob };
}

/** The rehearsal's two-second recordings, played back so the applicant hears and sees what the exam would record. */
export function RecordingPlayback({ label, recordings }: Props) {
  const [urls, setUrls] = useState<{ microphone?: string; camera?: string }>({});
  useEffect(() => {
    const made = {
      microphone: recordings.microphone ? URL.createObjectURL(recordings.microphone) : undefined,
      camera: recordings.camera ? URL.createObjectURL(recordings.camera) : undefined,
    };
    setUrls(made);
    return () => {
      for (const url of Object.values(made)) if (url) URL.revokeObjectURL(url);
    };
  }, [recordings.microphone, recordings.camera]);
  if (!urls.microphone && !urls.camera) return null;
  return (
    <div style={{ marginTop: 8 }}>
      {urls.microphone && <audio controls autoPlay src={urls.microphone} aria-label={label} style={{ width: '100%' }} />}
      {urls.camera && (
        <video controls autoPlay muted playsInline src={urls.camera} aria-label={label} style={{ width: '100%', maxHeight: 200 }} />
      )}
    </div>
  );
}
