type Listener = (event: ProgressEvent) => void;

class FakeEventTarget {
  private listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((item) => item !== listener),
    );
  }
  dispatch(type: string, init: { loaded?: number; total?: number } = {}) {
    const event = {
      type,
      loaded: init.loaded ?? 0,
      total: init.total ?? 0,
      lengthComputable: init.total !== undefined,
    } as ProgressEvent;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** A scriptable XMLHttpRequest: the test drives progress, the answer and failures. */
export class FakeXhr extends FakeEventTarget {
  static instances: FakeXhr[] = [];
  readonly upload = new FakeEventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatch('abort');
  }
  progress(loaded: number, total: number) {
    this.upload.dispatch('progress', { loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatch('load');
  }
  fail() {
    this.dispatch('error');
  }
}

export function fakeXhrFactory(): () => XMLHttpRequest {
  FakeXhr.instances = [];
  return () => new FakeXhr() as unknown as XMLHttpRequest;
}
