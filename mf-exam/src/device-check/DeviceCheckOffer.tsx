import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { deviceCheckOfferWords } from '../../../shared/src/domain/device-check-offer-words';
import type { DeviceRehearsalProps } from './DeviceRehearsal';

// Its own chunk: the page's first screen carries only this button.
const DeviceRehearsal = lazy(() => import(/* webpackChunkName: "device-rehearsal" */ './DeviceRehearsal'));

/** "Check this device": the button, and once pressed the rehearsal, loaded then. */
export function DeviceCheckOffer(props: DeviceRehearsalProps) {
  const [open, setOpen] = useState(false);
  const words = deviceCheckOfferWords(props.lang);
  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} block style={{ marginTop: 8 }}>
        {words.start}
      </Button>
    );
  }
  return (
    <Suspense fallback={<p role="status">{words.running}</p>}>
      <DeviceRehearsal {...props} />
    </Suspense>
  );
}
