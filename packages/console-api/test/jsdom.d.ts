// jsdom ships no types and @types/jsdom is not installed; the upload test needs only this much.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
