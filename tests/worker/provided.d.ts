// What the worker tests' global setup (tests/support/mail-stand-in-setup.ts) provides through inject().
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    mailStandIn: { base: string; secret: string };
  }
}
