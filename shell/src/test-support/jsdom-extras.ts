/**
 * Browser APIs jsdom lacks that antd uses: Form posts to a MessageChannel to
 * run work in a macro task. A timer does the same in tests. Import this
 * first in a test file that renders antd forms.
 */
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    partner: TimerMessagePort | null = null;
    postMessage(data: unknown) {
      const target = this.partner;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.partner = this.port2;
      this.port2.partner = this.port1;
    }
  }
  globalThis.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;
}

export {};
