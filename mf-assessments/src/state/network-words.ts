import type { AssessmentLang } from '@mizan/shared';

/** The address list's words, in the assessment's language (its applicants' lab staff read them too). */
export const NETWORK_WORDS: Record<
  AssessmentLang,
  {
    title: string;
    label: string;
    help: string;
    save: string;
    saveFirst: string;
    loadFailed: string;
    anywhere: string;
    onlyFrom: string;
  }
> = {
  En: {
    title: 'Where attempts may be taken from',
    label: 'Networks allowed (one per line)',
    help: 'An IPv4 or IPv6 range such as 10.20.0.0/16 or 2001:db8::/32, or a single address. Leave it empty to allow any network. Every applicant call from another address is refused.',
    save: 'Save networks',
    saveFirst: 'Save the assessment first; then its networks can be set here.',
    loadFailed: 'The networks could not be loaded.',
    anywhere: 'Attempts may be taken from any network.',
    onlyFrom: 'Attempts only from:',
  },
  Ar: {
    title: 'من أين يمكن أداء الاختبار',
    label: 'الشبكات المسموح بها (شبكة في كل سطر)',
    // The ranges are isolated left to right (U+2066 … U+2069): the bidi rules otherwise turn 2001:db8::/32 into db8::/32:2001.
    help: 'نطاق IPv4 أو IPv6 مثل \u206610.20.0.0/16\u2069 أو \u20662001:db8::/32\u2069، أو عنوان واحد. اتركه فارغاً للسماح بأي شبكة. يُرفض كل طلب من المتقدم يأتي من عنوان آخر.',
    save: 'حفظ الشبكات',
    saveFirst: 'احفظ الاختبار أولاً، ثم حدّد شبكاته هنا.',
    loadFailed: 'تعذّر تحميل الشبكات.',
    anywhere: 'يمكن أداء الاختبار من أي شبكة.',
    onlyFrom: 'الأداء مسموح فقط من:',
  },
};
