import { Flex, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { HoldingScreenProps } from '../components/exam-page-slots';
import { DRAWN_DIRECTION } from '../state/drawn-direction';

const ProctorWaitingScreen = lazy(() => import('./ProctorWaitingScreen').then((module) => ({ default: module.ProctorWaitingScreen })));

/**
 * The proctor's waiting screen, its code (the PIN field's antd Input among
 * it) loaded when an exam is held at the gate: the server has just answered,
 * so the chunk arrives, and an exam without a gate never downloads it. The
 * page's drawn direction is read with the exam page's code, not the screen's,
 * which loads after React has set the document's.
 */
export function LazyProctorWaitingScreen(props: HoldingScreenProps) {
  return (
    <Suspense
      fallback={
        <Flex justify="center" style={{ padding: 64 }}>
          <Spin size="large" />
        </Flex>
      }
    >
      <ProctorWaitingScreen {...props} drawnDirection={DRAWN_DIRECTION} />
    </Suspense>
  );
}
