import { Radio } from 'antd';
import type { FamilyLanguage } from '@mizan/shared';

/** English / العربية: each option named in its own language, so either reader finds theirs. */
export function LanguageSwitch({
  lang,
  label,
  onChange,
}: {
  lang: FamilyLanguage;
  label: string;
  onChange: (lang: FamilyLanguage) => void;
}) {
  return (
    <Radio.Group
      aria-label={label}
      optionType="button"
      size="small"
      value={lang}
      onChange={(event) => onChange(event.target.value as FamilyLanguage)}
      options={[
        { label: <span lang="en">English</span>, value: 'En' },
        { label: <span lang="ar">العربية</span>, value: 'Ar' },
      ]}
    />
  );
}
