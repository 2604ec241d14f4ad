import { Button, ConfigProvider } from 'antd';
import { useContext } from 'react';
import type { AssessmentLang } from '@mizan/shared';

/** Where one attempt's evidence pack prints (server/src/print/evidence-route.ts). */
export const evidencePath = (attemptId: number) => `/print/evidence?attempt=${attemptId}`;

const WORDS: Record<AssessmentLang, { label: string; named: (name: string) => string }> = {
  En: { label: 'Evidence', named: (name) => `Evidence pack of ${name} (opens in a new tab)` },
  Ar: { label: 'أدلة', named: (name) => `ملف أدلة ${name} (يُفتح في علامة تبويب جديدة)` },
};

/**
 * A link to one attempt's evidence pack, opened in a new tab to print; in
 * the language of the screen around it (the room's direction tells which).
 */
export function EvidenceLink({ attemptId, name }: { attemptId: number; name: string }) {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const words = WORDS[direction === 'rtl' ? 'Ar' : 'En'];
  return (
    <Button
      size="small"
      href={evidencePath(attemptId)}
      target="_blank"
      rel="noopener"
      aria-label={words.named(name)}
      data-testid="evidence-link"
    >
      {words.label}
    </Button>
  );
}
