import { MESSAGE_EVENT_LABELS, MESSAGE_PLACEHOLDERS, NO_SUCH_MESSAGE } from '@mizan/shared';
import { notFound } from '../errors';
import { findMessage, listMessages } from '../services/messages/message-list';
import { readMessageSettings, saveMessageSettings } from '../services/messages/message-mutes';
import { listTemplates, saveTemplate } from '../services/messages/message-templates';
import { retryMessage } from '../services/messages/retry-message';
import { sendStaffMessage } from '../services/messages/staff-send';
import { previewTemplate } from '../services/messages/template-preview';
import { signedIn, type Handlers } from './handler';

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/** Messages to families (shared/src/api/contract-messages.ts). */
export const messageHandlers = {
  getMessages: async ({ data, services }) => ({ data: await listMessages(services.db, services.config, data) }),

  sendMessage: async ({ data, caller, services }) => {
    const summary = await sendStaffMessage(services.db, signedIn(caller), data);
    const unreachable = summary.unreachable > 0 ? ` ${plural(summary.unreachable, 'applicant')} had no address to send to.` : '';
    return {
      data: summary,
      msg: `${plural(summary.queued, 'message')} queued to ${plural(summary.applicants, 'applicant')}.${unreachable}`,
    };
  },

  retryMessage: async ({ data, caller, services }) => {
    await retryMessage(services.db, services.clock, signedIn(caller).user.id, data.id);
    const message = await findMessage(services.db, services.config, data.id);
    if (!message) throw notFound(NO_SUCH_MESSAGE);
    return { data: message, msg: message.note || 'The message will be sent again in a moment.' };
  },

  getTemplates: async ({ services }) => ({
    data: { templates: await listTemplates(services.db), placeholders: [...MESSAGE_PLACEHOLDERS] },
  }),

  saveTemplate: async ({ data, caller, services }) => {
    const template = await saveTemplate(services.db, signedIn(caller).user.id, data);
    const which = `${MESSAGE_EVENT_LABELS[data.event]} (${data.language === 'Ar' ? 'Arabic' : 'English'}, ${data.channel === 'email' ? 'e-mail' : 'SMS'})`;
    return { data: template, msg: data.reset ? `${which} is back to the shipped text.` : `${which} saved.` };
  },

  previewTemplate: async ({ data, services }) => ({ data: await previewTemplate(services.db, services.config, services.clock, data) }),

  getMessageSettings: async ({ data, services }) => ({ data: await readMessageSettings(services.db, data) }),

  saveMessageSettings: async ({ data, caller, services }) => ({
    data: await saveMessageSettings(services.db, signedIn(caller).user.id, data, data.off),
    msg: 'The message settings were saved.',
  }),
} satisfies Pick<
  Handlers,
  | 'getMessages'
  | 'sendMessage'
  | 'retryMessage'
  | 'getTemplates'
  | 'saveTemplate'
  | 'previewTemplate'
  | 'getMessageSettings'
  | 'saveMessageSettings'
>;
