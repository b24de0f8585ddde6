import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * A `console.error` during a test fails that test (docs/testing.md): React's warnings, a failed
 * render on the server, an API answer that breaks its contract and unexpected errors all report
 * through it. A test that expects one spies on `console.error` itself (`vi.spyOn(console,
 * 'error').mockImplementation(() => {})`) and asserts the call; that spy replaces this one.
 */
let spy: MockInstance<typeof console.error>;
let original: typeof console.error;

beforeEach(() => {
  original = console.error;
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  // A test that mocked console.error itself (vi.spyOn hands back this same spy) or restored it
  // expects those calls and asserts them; it owns them.
  const guarded = (console.error as unknown) === spy && spy.getMockImplementation() === undefined;
  const calls = guarded ? spy.mock.calls.map((args) => args.map(describe).join(' ')) : [];
  spy.mockRestore();
  console.error = original;
  if (calls.length > 0) throw new Error(`console.error was called during the test:\n${calls.map((line) => `  - ${line}`).join('\n')}`);
});

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
