import type { ComponentType } from 'react';
import type { Question } from '@mizan/shared';
import { cachedLazy, preloadLazy } from '../lazy/cached-lazy';
import type { CommonFieldsPanelProps } from './CommonFieldsPanel';
import type { GradingPanelProps } from './GradingPanel';
import type { RubricEditorProps } from '../rubric/RubricEditor';

/**
 * The frame's staff panels, each in its own chunk: the common fields
 * (editingMode) and the grading panel (the grading modes) bring antd's Form,
 * InputNumber and grid, which the applicant's exam never shows; the exam
 * page then loads neither them nor those components.
 */
const loadCommonFields = () =>
  import('./CommonFieldsPanel').then((module) => module.CommonFieldsPanel as ComponentType<CommonFieldsPanelProps<Question>>);
const loadGrading = () => import('./GradingPanel').then((module) => module.GradingPanel);

export const LazyCommonFieldsPanel = cachedLazy('frame.CommonFieldsPanel', loadCommonFields);
export const LazyGradingPanel = cachedLazy<GradingPanelProps>('frame.GradingPanel', loadGrading);
/** A manual question's rubric editor (editingMode), with the rubric bank dialog. */
export const LazyRubricEditor = cachedLazy<RubricEditorProps>('frame.RubricEditor', () =>
  import('../rubric/RubricEditor').then((module) => module.RubricEditor),
);

/** Both panels loaded ahead, so they render without suspending (component tests). */
export async function preloadFramePanels(): Promise<void> {
  await Promise.all([preloadLazy('frame.CommonFieldsPanel', loadCommonFields), preloadLazy('frame.GradingPanel', loadGrading)]);
}
