import { Flex } from 'antd';
import type { ReactNode } from 'react';

/**
 * A visible label above its control (the control carries `id`), so a screen
 * reader and a sighted author read the same name; isolated, so an English
 * label ending in '(%)' keeps its brackets in place on a right-to-left page.
 */
export function LabelledField({ id, label, children, grow = 1 }: { id: string; label: string; children: ReactNode; grow?: number }) {
  return (
    <Flex vertical gap={2} style={{ flex: `${grow} 1 120px`, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontSize: 12 }}>
        <bdi>{label}</bdi>
      </label>
      {children}
    </Flex>
  );
}
