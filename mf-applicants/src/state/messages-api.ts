import type { AnswerOf, RequestOf } from '@mizan/shared';
import { serverData } from '@mizan/shared/browser';

export type MessageList = AnswerOf<'getMessages'>['data'];
export type SentMessage = MessageList['messages'][number];
export type TemplateList = AnswerOf<'getTemplates'>['data'];
export type TemplateEntry = TemplateList['templates'][number];
export type TemplateChange = RequestOf<'saveTemplate'>;
export type TemplatePreviewRequest = RequestOf<'previewTemplate'>;
export type RenderedMessage = AnswerOf<'previewTemplate'>['data'];
export type MessageSendRequest = RequestOf<'sendMessage'>;
export type MessageSettings = AnswerOf<'getMessageSettings'>['data'];

/**
 * The messages calls the staff screens make (contract-messages.ts) as
 * serverData endpoints: an applicant's messages and Retry, staff's own
 * message, the templates with a preview, and a round's events on or off.
 */
export const messagesApi = serverData.enhanceEndpoints({ addTagTypes: ['Messages', 'Templates', 'MessageSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `admin/getmessages.php`: newest first, with each delivery state. */
    messages: build.query<MessageList, RequestOf<'getMessages'>>({
      query: (filter) => ({ call: 'getMessages', data: filter }),
      transformResponse: (answer: AnswerOf<'getMessages'>) => answer.data,
      providesTags: ['Messages'],
    }),
    /** `admin/retrymessage.php {id}`: send a failed message again now. */
    retryMessage: build.mutation<SentMessage, number>({
      query: (id) => ({ call: 'retryMessage', data: { id } }),
      transformResponse: (answer: AnswerOf<'retryMessage'>) => answer.data,
      invalidatesTags: (retried) => (retried ? ['Messages'] : []),
    }),
    /** `admin/sendmessage.php`: staff's message to the chosen applicants. */
    sendMessage: build.mutation<AnswerOf<'sendMessage'>, MessageSendRequest>({
      query: (request) => ({ call: 'sendMessage', data: request }),
      invalidatesTags: (sent) => (sent ? ['Messages'] : []),
    }),
    /** `admin/gettemplates.php`: every template with the shipped text beside it. */
    templates: build.query<TemplateList, void>({
      query: () => ({ call: 'getTemplates', data: {} }),
      transformResponse: (answer: AnswerOf<'getTemplates'>) => answer.data,
      providesTags: ['Templates'],
    }),
    /** `admin/savetemplate.php`: replace one template, or go back to the shipped text. */
    saveTemplate: build.mutation<TemplateEntry, TemplateChange>({
      query: (change) => ({ call: 'saveTemplate', data: change }),
      transformResponse: (answer: AnswerOf<'saveTemplate'>) => answer.data,
      invalidatesTags: (saved) => (saved ? ['Templates'] : []),
    }),
    /** `admin/previewtemplate.php`: the template as being edited, rendered for a real applicant. */
    previewTemplate: build.mutation<RenderedMessage, TemplatePreviewRequest>({
      query: (request) => ({ call: 'previewTemplate', data: request }),
      transformResponse: (answer: AnswerOf<'previewTemplate'>) => answer.data,
    }),
    /** `admin/getmessagesettings.php {roundId}`: the round's events turned off. */
    roundMessageSettings: build.query<MessageSettings, number>({
      query: (roundId) => ({ call: 'getMessageSettings', data: { roundId } }),
      transformResponse: (answer: AnswerOf<'getMessageSettings'>) => answer.data,
      providesTags: (_, __, roundId) => [{ type: 'MessageSettings', id: roundId }],
    }),
    /** `admin/savemessagesettings.php {roundId, off}`. */
    saveRoundMessageSettings: build.mutation<MessageSettings, { roundId: number; off: MessageSettings['off'] }>({
      query: (settings) => ({ call: 'saveMessageSettings', data: settings }),
      transformResponse: (answer: AnswerOf<'saveMessageSettings'>) => answer.data,
      invalidatesTags: (saved, _, { roundId }) => (saved ? [{ type: 'MessageSettings', id: roundId }] : []),
    }),
  }),
});

export const {
  useMessagesQuery,
  useRetryMessageMutation,
  useSendMessageMutation,
  useTemplatesQuery,
  useSaveTemplateMutation,
  usePreviewTemplateMutation,
  useRoundMessageSettingsQuery,
  useSaveRoundMessageSettingsMutation,
} = messagesApi;
