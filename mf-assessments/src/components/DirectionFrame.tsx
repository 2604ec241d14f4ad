import { ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import type { ReactNode } from 'react';
import type { AssessmentLang } from '@mizan/shared';

/**
 * An assessment's page in its language's direction (SPEC §2, ARCHITECTURE
 * §10): an Arabic one (lang 'Ar') right to left and centered, with antd's
 * rtl direction and Arabic locale; an English one as the rest of the dashboard.
 * `wide` lets a table (item analysis) use the page's whole width.
 */
export function DirectionFrame({ lang, wide = false, children }: { lang: AssessmentLang | null; wide?: boolean; children: ReactNode }) {
  if (lang !== 'Ar')
    return (
      <div data-testid="assessment-page" dir="ltr">
        {children}
      </div>
    );
  return (
    <ConfigProvider direction="rtl" locale={arEG}>
      <div data-testid="assessment-page" dir="rtl" style={{ maxWidth: wide ? undefined : 960, marginInline: 'auto', textAlign: 'center' }}>
        {children}
      </div>
    </ConfigProvider>
  );
}

export function directionOf(lang: AssessmentLang | null | undefined): 'ltr' | 'rtl' {
  return lang === 'Ar' ? 'rtl' : 'ltr';
}
