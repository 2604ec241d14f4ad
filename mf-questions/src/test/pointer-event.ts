/**
 * jsdom has no PointerEvent, so fireEvent.pointerDown would send a bare Event
 * without clientX, button or pointerId. This stand-in is a MouseEvent with
 * the pointer fields, enough for components that read them.
 */
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class JsdomPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    readonly pressure: number;
    readonly width: number;
    readonly height: number;

    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
      this.pressure = init.pressure ?? 0.5;
      this.width = init.width ?? 1;
      this.height = init.height ?? 1;
    }

    getCoalescedEvents(): PointerEvent[] {
      return [];
    }
  }
  window.PointerEvent = JsdomPointerEvent as unknown as typeof PointerEvent;
}

export {};
