import type { SignalKind } from '../../../shared/src/domain/signals';
import { observeSignals, type SignalPage } from './signal-observer';

type Listener = (event: Event) => void;

/** A window and document whose events the test fires by hand. */
function fakePage() {
  const listeners = new Map<string, Set<Listener>>();
  const target = (prefix: string) => ({
    addEventListener: (type: string, listener: Listener) => {
      const key = `${prefix}:${type}`;
      if (!listeners.has(key)) listeners.set(key, new Set());
      listeners.get(key)!.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) => listeners.get(`${prefix}:${type}`)?.delete(listener),
  });
  const state = {
    visibilityState: 'visible' as DocumentVisibilityState,
    fullscreenElement: null as Element | null,
    activeElement: null as Element | null,
    focused: true,
  };
  const doc = {
    ...target('document'),
    get visibilityState() {
      return state.visibilityState;
    },
    get fullscreenElement() {
      return state.fullscreenElement;
    },
    get activeElement() {
      return state.activeElement;
    },
    hasFocus: () => state.focused,
  };
  const fire = (key: string, event: Partial<Event> = {}) => {
    for (const listener of listeners.get(key) ?? []) listener(event as Event);
  };
  const page = { window: target('window'), document: doc } as unknown as SignalPage;
  return { page, state, fire, listeners };
}

function watch(isEssay: (target: EventTarget | null) => boolean = () => false) {
  const fake = fakePage();
  const kept: SignalKind[] = [];
  const unwatch = observeSignals(fake.page, { isEssay, record: (kind) => kept.push(kind), now: () => new Date('2031-03-01T08:00:00Z') });
  return { ...fake, kept, unwatch };
}

describe('the signal observer', () => {
  test('a tab switch (blur, then hidden) is one signal; coming back and leaving again is another', () => {
    const page = watch();
    page.state.focused = false;
    page.fire('window:blur');
    page.state.visibilityState = 'hidden';
    page.fire('document:visibilitychange');
    expect(page.kept).toEqual(['focus-lost']);
    page.state.visibilityState = 'visible';
    page.state.focused = true;
    page.fire('document:visibilitychange');
    page.fire('window:focus');
    page.state.visibilityState = 'hidden';
    page.fire('document:visibilitychange');
    expect(page.kept).toEqual(['focus-lost', 'page-hidden']);
  });

  test('focus moving into a frame of the page is not leaving it', () => {
    const page = watch();
    page.state.activeElement = { tagName: 'IFRAME' } as Element;
    page.fire('window:blur');
    expect(page.kept).toEqual([]);
  });

  test('leaving full screen counts only after the page was in full screen', () => {
    const page = watch();
    page.fire('document:fullscreenchange');
    expect(page.kept).toEqual([]);
    page.state.fullscreenElement = {} as Element;
    page.fire('document:fullscreenchange');
    page.state.fullscreenElement = null;
    page.fire('document:fullscreenchange');
    expect(page.kept).toEqual(['fullscreen-left']);
  });

  test('a paste counts only in an essay answer', () => {
    const essay = {} as EventTarget;
    const page = watch((target) => target === essay);
    page.fire('document:paste', { target: {} as EventTarget });
    page.fire('document:paste', { target: essay });
    expect(page.kept).toEqual(['essay-paste']);
  });

  test('the unwatch removes every listener', () => {
    const page = watch();
    page.unwatch();
    expect([...page.listeners.values()].every((set) => set.size === 0)).toBe(true);
    page.fire('window:blur');
    expect(page.kept).toEqual([]);
  });
});
