import { commonFields, type MoodleReader } from './moodle-common';
import { plainOf, valueOf } from './moodle-text';

/** essay: text (EssayComponent) or, with no text asked, files (FileUploadEnhanced). */
export const essay: MoodleReader = (question, notes) => {
  const format = valueOf(question.responseformat) || 'editor';
  const attachments = Number(valueOf(question.attachments) || 0);
  if (format === 'noinline') {
    if (attachments === 0) return 'It asks for no text and no file.';
    const max = attachments < 0 ? 12 : Math.min(12, attachments);
    if (attachments < 0 || attachments > 12) notes.push('At most 12 files here.');
    return { ...commonFields(question, notes), max, maxCount: max };
  }
  if (attachments !== 0) notes.push('Attachments were dropped: an essay here is text only.');
  if (Number(valueOf(question.minwordlimit) || 0) > 0) notes.push('The least number of words was dropped: an essay here has a most only.');
  const template = plainOf(question.responsetemplate);
  if (template.length > 200) notes.push('The response template was cut to 200 characters (it is the answer box placeholder here).');
  const limit = Number(valueOf(question.maxwordlimit) || 0);
  return {
    ...commonFields(question, notes),
    ...(limit > 0 ? { wordlimit: limit, showWordLimit: true } : {}),
    answerPlaceHolder: template.slice(0, 200),
  };
};
