import { Typography } from 'antd';
import type { ApplicantText } from '@mizan/shared';

/**
 * Told at submission: the result appears at this same address once released,
 * with the address itself so it can be kept (the page may close itself).
 */
export function WhatHappensNext({ words }: { words: ApplicantText }) {
  const address = window.location.href;
  return (
    <div data-testid="what-happens-next">
      <p>{words.whatHappensNext}</p>
      <p>
        {words.resultAddress}:{' '}
        <Typography.Text copyable={{ text: address }}>
          <bdi dir="ltr">{address}</bdi>
        </Typography.Text>
      </p>
    </div>
  );
}
