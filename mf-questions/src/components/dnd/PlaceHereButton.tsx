import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * Shown in each place of a board while a chip is held by keyboard or tap:
 * Enter, Space or a click puts the held chip here. A sibling of the place's
 * chip, never its parent, so no control sits inside another.
 */
export function PlaceHereButton({ label, onPlace, children }: { label: string; onPlace: () => void; children: ReactNode }) {
  return (
    <Button size="small" type="dashed" aria-label={label} onClick={onPlace}>
      {children}
    </Button>
  );
}
