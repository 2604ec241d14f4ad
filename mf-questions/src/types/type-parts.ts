import type { ComponentType } from 'react';
import type { QuestionType } from '@mizan/shared';
import { cachedLazy, preloadLazy } from '../components/lazy/cached-lazy';
import { preloadFramePanels } from '../components/frame/frame-panels';
import { preloadRichTextEditor } from '../components/rich-text/LazyRichTextEditor';
import type { AuthoringProps, ExamProps, QuestionTypeUI, ReviewProps } from './question-type-ui';

type AnyUI = QuestionTypeUI<QuestionType>;
type ExamView = ComponentType<ExamProps<QuestionType>>;

/**
 * What QuestionView shows of each type, each in its own chunk, loaded when a
 * question of that type first shows: an applicant's page loads the exam views
 * of the types its questions use and nothing of the authoring UIs (their
 * Slate editors, the drag-and-drop builders); staff modes load a type's whole
 * UI (src/types/<type>/index.ts). The eager list of every UI stays in
 * registry.ts for the registry expose and the single-editor routes.
 *
 * The registry pairs each type with its own parts, so widening a part to the
 * union of types is sound; TypeScript cannot follow that through the union.
 */
const examView =
  <Type extends QuestionType>(load: () => Promise<ComponentType<ExamProps<Type>>>) =>
  () =>
    load() as unknown as Promise<ExamView>;
/** An exam view that drags and drops, with its own drag-and-drop context loaded beside it (DragAndDropArea). */
const draggingExamView =
  <Type extends QuestionType>(load: () => Promise<ComponentType<ExamProps<Type>>>) =>
  () =>
    Promise.all([load(), import('../components/dnd/DragAndDropArea')]).then(([view, dnd]) =>
      dnd.withDragAndDrop(view),
    ) as unknown as Promise<ExamView>;
const wholeUI =
  <Type extends QuestionType>(load: () => Promise<QuestionTypeUI<Type>>) =>
  () =>
    load() as unknown as Promise<AnyUI>;

export const EXAM_VIEW_LOADERS: { [Type in QuestionType]?: () => Promise<ExamView> } = {
  TrueOrFalse: examView(() => import('./true-false/TrueOrFalseExam').then((module) => module.TrueOrFalseExam)),
  MCQ: examView(() => import('./mcq/McqExam').then((module) => module.McqExam)),
  RIASEC: examView(() => import('./riasec/RiasecExam').then((module) => module.RiasecExam)),
  EssayComponent: examView(() => import('./essay/EssayExam').then((module) => module.EssayExam)),
  FillTheBlank: examView(() => import('./fill-the-blank/FillTheBlankExam').then((module) => module.FillTheBlankExam)),
  OrderComponent: draggingExamView(() => import('./order/OrderExam').then((module) => module.OrderExam)),
  MatchQComponent: draggingExamView(() => import('./match/MatchExam').then((module) => module.MatchExam)),
  LabelQComponent: draggingExamView(() => import('./label/LabelExam').then((module) => module.LabelExam)),
  ImageHighlight: examView(() => import('./image-highlight/ImageHighlightExam').then((module) => module.ImageHighlightExam)),
  AudioComponent: examView(() => import('./audio/AudioExam').then((module) => module.AudioExam)),
  VideoComponent: examView(() => import('./video/VideoExam').then((module) => module.VideoExam)),
  FileUploadEnhanced: examView(() => import('./file-upload/FileUploadExam').then((module) => module.FileUploadExam)),
  Numerical: examView(() => import('./numerical/NumericalExam').then((module) => module.NumericalExam)),
};

export const WHOLE_UI_LOADERS: { [Type in QuestionType]?: () => Promise<AnyUI> } = {
  TrueOrFalse: wholeUI(() => import('./true-false').then((module) => module.trueOrFalseUI)),
  MCQ: wholeUI(() => import('./mcq').then((module) => module.mcqUI)),
  RIASEC: wholeUI(() => import('./riasec').then((module) => module.riasecUI)),
  EssayComponent: wholeUI(() => import('./essay').then((module) => module.essayUI)),
  FillTheBlank: wholeUI(() => import('./fill-the-blank').then((module) => module.fillTheBlankUI)),
  OrderComponent: wholeUI(() => import('./order').then((module) => module.orderUI)),
  MatchQComponent: wholeUI(() => import('./match').then((module) => module.matchUI)),
  LabelQComponent: wholeUI(() => import('./label').then((module) => module.labelUI)),
  ImageHighlight: wholeUI(() => import('./image-highlight').then((module) => module.imageHighlightUI)),
  AudioComponent: wholeUI(() => import('./audio').then((module) => module.audioUI)),
  VideoComponent: wholeUI(() => import('./video').then((module) => module.videoUI)),
  FileUploadEnhanced: wholeUI(() => import('./file-upload').then((module) => module.fileUploadUI)),
  Numerical: wholeUI(() => import('./numerical').then((module) => module.numericalUI)),
};

type StaffPart = 'Setup' | 'AnswerKey' | 'Review';
type StaffPartProps = { Setup: AuthoringProps<QuestionType>; AnswerKey: AuthoringProps<QuestionType>; Review: ReviewProps<QuestionType> };

/** The exam view of `type` (suspends until its chunk is in), or undefined for a type this build does not have. */
export function lazyExamView(type: QuestionType) {
  const load = EXAM_VIEW_LOADERS[type];
  return load ? cachedLazy(`${type}.Exam`, load) : undefined;
}

/** One staff part of `type`'s UI (suspends until the type's chunk is in), or undefined for a type this build does not have. */
export function lazyStaffPart<Part extends StaffPart>(type: QuestionType, part: Part) {
  const load = WHOLE_UI_LOADERS[type];
  return load
    ? cachedLazy<StaffPartProps[Part]>(`${type}.${part}`, () => load().then((ui) => ui[part] as ComponentType<StaffPartProps[Part]>))
    : undefined;
}

/** Every type's parts, the frame's staff panels and the rich-text editor loaded ahead, so they render without suspending (component tests). */
export async function preloadEveryTypePart(): Promise<void> {
  await preloadRichTextEditor();
  await preloadFramePanels();
  await Promise.all(Object.entries(EXAM_VIEW_LOADERS).map(([type, load]) => preloadLazy(`${type}.Exam`, load)));
  await Promise.all(
    Object.entries(WHOLE_UI_LOADERS).flatMap(([type, load]) =>
      (['Setup', 'AnswerKey', 'Review'] as const).map((part) =>
        preloadLazy(`${type}.${part}`, () => load().then((ui) => ui[part] as ComponentType<unknown>)),
      ),
    ),
  );
}
