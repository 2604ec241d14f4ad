import { mediaQuotaSentence, readMediaQuotaMessage, type MediaQuotaScope } from '../api/media-quota';
import { mediaTooLargeMessage, type MediaKind } from '../api/media-types';
import { fileLimitMessage, SAVE_AND_SUBMIT, START_RECORDING, STOP_RECORDING } from '../questions/messages';
import { APPLICANT_TEXT_AR } from './ar';

export type TextDirection = 'ltr' | 'rtl';

/**
 * Every word an applicant reads around the questions: the apply page, the
 * exam's chrome and dialogs, the result page and the question frame. An
 * English assessment gets SPEC's wording (typos included); an Arabic one
 * (lang 'Ar', right to left) gets the Arabic of shared/src/i18n/ar.ts, so the
 * applicant never meets English chrome. Author-written text is never
 * translated.
 */
export interface ApplicantText {
  applyTitle: string;
  nationalIdLabel: string;
  /** The apply page's access code field, when the assessment requires codes. */
  accessCodeLabel: string;
  accessCodeHint: string;
  register: string;
  confirmTitle: (name: string) => string;
  yes: string;
  no: string;
  error: string;
  loadingExam: string;
  submitting: string;
  submitExam: string;
  submitConfirm: string;
  cancel: string;
  ok: string;
  success: string;
  closeWindow: string;
  closeBrowser: string;
  nextAssessment: string;
  /** At submission, when the next assessment needs the access code: OK leads to its apply page. */
  nextNeedsAccessCode: string;
  /** At submission: where and when the result appears (beside SPEC's 'Please, Close this window!'). */
  whatHappensNext: string;
  /** Names the exam link shown under whatHappensNext. */
  resultAddress: string;
  submittedBeforeDialog: string;
  leaveWarning: string;
  /** Beside Submit exam: the browser's own leave prompt cannot say that leaving submits. */
  leaveNote: string;
  notSubmitted: string;
  notSubmittedDetail: (reason: string) => string;
  openElsewhere: string;
  offlineAlert: string;
  timeLeft: string;
  saveStatus: { saved: string; saving: string; offline: string; error: string };
  questionLabel: (index: number) => string;
  marks: (mark: string) => string;
  required: string;
  objective: string;
  loadingResult: string;
  total: string;
  percent: string;
  career: string;
  score: string;
  feedback: string;
  noFeedback: string;
  notGraded: string;
  /** A question whose view's code could not be loaded (offline). */
  questionNotLoaded: string;
  tryAgain: string;
  /** The words of the drag-and-drop and drawing bodies (Order, Match, Label, Highlight). */
  boards: {
    orderInstruction: string;
    matchInstruction: string;
    labelInstruction: string;
    highlightInstruction: string;
    answers: string;
    dragNextToOption: string;
    dropAnswerHere: string;
    noMatch: string;
    orPickAMatch: string;
    labels: string;
    dragOntoSpot: string;
    pickASpot: string;
    spot: (number: number) => string;
    allPlaced: string;
    putHere: string;
    putBack: string;
  };
  /** What a screen reader names the answer parts of the questions by. */
  names: {
    yourAnswer: string;
    options: string;
    option: (number: number) => string;
    yourChoice: string;
    yourOrder: string;
    moveUp: string;
    moveDown: string;
    optionsToMatch: string;
    matchFor: (option: number) => string;
    pickMatchFor: (option: number) => string;
    labelsToPlace: string;
    labelsAndSpots: string;
    spotFor: (label: string) => string;
    spotForLabel: (label: number) => string;
    spotHolds: (spot: number, label: string) => string;
    spotEmpty: (spot: number) => string;
    /** Begin with boards.putHere / boards.putBack, the words the button shows, so speech input can say them. */
    putHereOnSpot: (label: string, spot: number) => string;
    putBackWithLabels: (label: string) => string;
    blank: (number: number) => string;
  };
  /** The drawing question's toolbar, canvas and save line (ImageHighlight). */
  drawing: {
    penColour: string;
    colours: { red: string; blue: string; green: string; yellow: string; black: string };
    penWidth: string;
    widths: { thin: string; medium: string; thick: string };
    undo: string;
    clear: string;
    picture: string;
    yourDrawing: string;
    drawingArea: string;
    notSavedYet: string;
    saving: string;
    saved: string;
    couldNotSave: string;
    retry: string;
  };
  /** Where an answer's recording or file was, once it was deleted under the school's retention rule (MEDIA_RETENTION_DAYS). */
  mediaDeleted: string;
  /** The recorder of the audio and video questions. */
  recorder: {
    start: string;
    stop: string;
    saveAndSubmit: string;
    saved: string;
    nothingSaved: string;
    listenBeforeSaving: string;
    savedRecording: string;
    unsavedRecording: string;
    saving: string;
    time: string;
    cameraPreview: string;
  };
  /** The file upload question (FileUploadEnhanced). */
  upload: {
    uploadFiles: string;
    uploadFile: string;
    filesUploaded: (count: number, max: number) => string;
    noFiles: string;
    yourFiles: string;
    remove: string;
    removeFile: (name: string) => string;
    uploading: (name: string) => string;
    notUploaded: (name: string, reason: string) => string;
    /** The reason when the upload gave none. */
    failed: string;
    limit: (max: number) => string;
    typeRefused: (name: string) => string;
    tooBig: (name: string, kind: MediaKind) => string;
    /** The server's refusal of an upload past a media quota ('500 MB' as the server wrote it). */
    quotaReached: (scope: MediaQuotaScope, size: string) => string;
  };
  /** Sentences the server or the form's rules send, in this language; unknown ones stay as sent. */
  messages: Readonly<Record<string, string>>;
}

export const APPLICANT_TEXT_EN: ApplicantText = {
  applyTitle: 'Apply for the assessment',
  nationalIdLabel: 'ID (SSN)',
  accessCodeLabel: 'Access code',
  accessCodeHint: 'The code printed on your admission card.',
  register: 'Register',
  confirmTitle: (name) => `Are you "${name}" ? and ready to start the Assessment?`,
  yes: 'Yes',
  no: 'NO',
  error: 'Error!',
  loadingExam: 'Loading the exam…',
  submitting: 'Submitting…',
  submitExam: 'Submit exam',
  submitConfirm: 'Submit your answers now? You cannot change them afterwards.',
  cancel: 'Cancel',
  ok: 'OK',
  success: 'Success',
  closeWindow: 'Please, Close this window!',
  closeBrowser: 'Your answers have been submitted. You can close the browser now.',
  nextAssessment: 'Your answers have been submitted. Press OK to start your next assessment.',
  nextNeedsAccessCode:
    'Your answers have been submitted. Your next assessment needs your access code as well as your ID: press OK to register for it.',
  whatHappensNext: 'Your answers are saved. Your result will appear at this same address when it is released.',
  resultAddress: 'Your result address',
  submittedBeforeDialog: 'You have submitted this test before! Please close the browser.',
  leaveWarning: 'If you leave this page now your exam will be submitted and your result may be 0. Stay on the page to continue.',
  leaveNote:
    'Leaving or reloading this page submits your exam with the answers saved so far. Stay on this page until you have answered, then press Submit exam.',
  notSubmitted: 'The exam could not be submitted',
  notSubmittedDetail: (reason) => `${reason} Your answers are kept on this device. Press Submit exam again.`,
  openElsewhere: 'Open in another browser',
  offlineAlert: 'You are offline. Your answers are kept on this device and will be sent when the connection returns.',
  timeLeft: 'Time left',
  saveStatus: {
    saved: 'Saved',
    saving: 'Saving…',
    offline: 'Offline: kept on this device, sent when the connection returns',
    error: 'Not saved: the server refused this answer',
  },
  questionLabel: (index) => `Q ${index}`,
  marks: (mark) => (mark === '1' ? '1 mark' : `${mark} marks`),
  required: 'Required',
  objective: 'Objective:',
  loadingResult: 'Loading your result…',
  total: 'Total',
  percent: 'Percent',
  career: 'Career (Holland code)',
  score: 'Score',
  feedback: 'Feedback',
  noFeedback: 'No feedback',
  notGraded: 'Not graded yet',
  questionNotLoaded: 'This question could not be loaded. It loads by itself when the connection returns.',
  tryAgain: 'Try again',
  boards: {
    orderInstruction: 'Put the items in the correct order (first at the top): drag them, or use the arrow buttons.',
    matchInstruction: 'Match each option with an answer: drag the answer next to it, or pick it from the list.',
    labelInstruction: 'Put each label on its spot on the picture: drag it there, or pick the spot from its list.',
    highlightInstruction: 'Draw on the picture with your mouse, finger or pen. Your drawing is saved when you stop.',
    answers: 'Answers',
    dragNextToOption: ' (drag one next to an option)',
    dropAnswerHere: 'Drop an answer here',
    noMatch: 'No match',
    orPickAMatch: 'or pick a match',
    labels: 'Labels',
    dragOntoSpot: ' (drag each onto its spot on the picture)',
    pickASpot: 'Pick a spot',
    spot: (number) => `Spot ${number}`,
    allPlaced: 'All placed.',
    putHere: 'Put here',
    putBack: 'Put back',
  },
  names: {
    yourAnswer: 'Your answer',
    options: 'Options',
    option: (number) => `Option ${number}`,
    yourChoice: 'Your choice',
    yourOrder: 'Your order',
    moveUp: 'Move up',
    moveDown: 'Move down',
    optionsToMatch: 'Options to match',
    matchFor: (option) => `Match for option ${option}`,
    pickMatchFor: (option) => `Pick the match for option ${option}`,
    labelsToPlace: 'Labels to place',
    labelsAndSpots: 'Labels and their spots',
    spotFor: (label) => `Spot for ${label}`,
    spotForLabel: (label) => `Spot for label ${label}`,
    spotHolds: (spot, label) => `Spot ${spot}: ${label}`,
    spotEmpty: (spot) => `Spot ${spot}: empty`,
    putHereOnSpot: (label, spot) => `Put here: ${label} on spot ${spot}`,
    putBackWithLabels: (label) => `Put back: ${label} with the labels`,
    blank: (number) => `Blank ${number}`,
  },
  drawing: {
    penColour: 'Pen colour',
    colours: { red: 'Red', blue: 'Blue', green: 'Green', yellow: 'Yellow', black: 'Black' },
    penWidth: 'Pen width',
    widths: { thin: 'Thin', medium: 'Medium', thick: 'Thick' },
    undo: 'Undo',
    clear: 'Clear',
    picture: 'The picture to draw on',
    yourDrawing: 'Your drawing',
    drawingArea: 'Drawing area',
    notSavedYet: 'Changes not saved yet…',
    saving: 'Saving your drawing…',
    saved: 'Drawing saved',
    couldNotSave: 'Your drawing could not be saved.',
    retry: 'Retry',
  },
  mediaDeleted:
    "This file was deleted under the school's retention rule: applicants' files are kept for a set time after results are released.",
  recorder: {
    start: START_RECORDING,
    stop: STOP_RECORDING,
    saveAndSubmit: SAVE_AND_SUBMIT,
    saved: 'Your recording is saved.',
    nothingSaved: 'No recording was saved.',
    listenBeforeSaving: `Play your recording to check it, then press ${SAVE_AND_SUBMIT}. Once saved it cannot be recorded again; ${START_RECORDING} before that replaces it.`,
    savedRecording: 'Your saved recording',
    unsavedRecording: 'Your recording (not saved yet)',
    saving: 'Saving your recording',
    time: 'Recording time',
    cameraPreview: 'Camera preview',
  },
  upload: {
    uploadFiles: 'Upload files',
    uploadFile: 'Upload a file',
    filesUploaded: (count, max) => `${count} of ${max} ${max === 1 ? 'file' : 'files'} uploaded`,
    noFiles: 'No files were uploaded.',
    yourFiles: 'Your files',
    remove: 'Remove',
    removeFile: (name) => `Remove ${name}`,
    uploading: (name) => `Uploading ${name}`,
    notUploaded: (name, reason) => `"${name}" was not uploaded: ${reason}`,
    failed: 'the upload failed.',
    limit: fileLimitMessage,
    // ours: SPEC lists what is accepted but gives no words for a refused file.
    typeRefused: (name) =>
      `"${name}" cannot be uploaded: only pictures (PNG, JPEG, GIF, WebP, BMP), PDF, Word (doc, docx) and Excel (xls, xlsx) files are accepted.`,
    tooBig: (name, kind) => `"${name}": ${mediaTooLargeMessage(kind)}`,
    quotaReached: mediaQuotaSentence,
  },
  messages: {},
};

/** The applicant's words for a page of this direction: Arabic right to left, SPEC's English otherwise. */
export function applicantText(direction: TextDirection): ApplicantText {
  return direction === 'rtl' ? APPLICANT_TEXT_AR : APPLICANT_TEXT_EN;
}

/** A sentence from the server or a form rule in the page's language, when the dictionary knows it. */
export function localizeMessage(message: string, direction: TextDirection): string {
  const text = applicantText(direction);
  const quota = readMediaQuotaMessage(message);
  if (quota) return text.upload.quotaReached(quota.scope, quota.size);
  return text.messages[message] ?? message;
}
