import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeQueue, QUEUE_GAP_MS, type NoticeTask } from './notice-queue';

describe('NoticeQueue', () => {
  let shown: (NoticeTask | null)[];
  let queue: NoticeQueue;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    shown = [];
    queue = new NoticeQueue((task) => shown.push(task));
  });
  afterEach(() => {
    queue.dispose();
    vi.useRealTimers();
  });

  it('starts a task at once when nothing is showing, stamping when it was queued', () => {
    const task = queue.enqueue({ type: 'ALERT', priority: 'LOW', msg: 'Hello' });
    expect(queue.current).toEqual({ type: 'ALERT', priority: 'LOW', msg: 'Hello', id: task.id, created_date: Date.parse('2026-03-01T08:00:00Z') });
    expect(shown).toEqual([task]);
  });

  it('shows one task at a time and starts the next 1.5 s after the current completes', () => {
    const first = queue.enqueue({ type: 'ANNOUNCEMENT', priority: 'LOW' });
    const second = queue.enqueue({ type: 'ALERT', priority: 'LOW', msg: 'Second' });
    expect(queue.current?.id).toBe(first.id);
    vi.advanceTimersByTime(60_000);
    expect(queue.current?.id).toBe(first.id);

    queue.complete(first.id);
    expect(queue.current).toBeNull();
    vi.advanceTimersByTime(QUEUE_GAP_MS - 1);
    expect(queue.current).toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.current?.id).toBe(second.id);
    expect(shown.map((t) => t?.id ?? null)).toEqual([first.id, null, second.id]);
  });

  it('makes a task queued during the gap wait for the end of the gap', () => {
    const first = queue.enqueue({ type: 'ALERT', priority: 'HIGH' });
    queue.complete(first.id);
    vi.advanceTimersByTime(1000);
    queue.enqueue({ type: 'STORE_SELECTION', priority: 'HIGH' });
    expect(queue.current).toBeNull();
    vi.advanceTimersByTime(500);
    expect(queue.current?.type).toBe('STORE_SELECTION');
  });

  it('takes waiting tasks by priority, HIGH before MEDIUM before LOW, first come first served within one', () => {
    const blocker = queue.enqueue({ type: 'ALERT', priority: 'LOW', msg: 'on screen' });
    queue.enqueue({ type: 'ANNOUNCEMENT', priority: 'LOW', msg: 'low' });
    queue.enqueue({ type: 'ALERT', priority: 'MEDIUM', msg: 'medium 1' });
    queue.enqueue({ type: 'STORE_SELECTION', priority: 'HIGH', msg: 'high' });
    queue.enqueue({ type: 'ALERT', priority: 'MEDIUM', msg: 'medium 2' });
    expect(queue.pending.map((t) => t.msg)).toEqual(['high', 'medium 1', 'medium 2', 'low']);

    const order: (string | undefined)[] = [];
    let current = queue.current;
    queue.complete(blocker.id);
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(QUEUE_GAP_MS);
      current = queue.current;
      order.push(current?.msg);
      if (current) queue.complete(current.id);
    }
    expect(order).toEqual(['high', 'medium 1', 'medium 2', 'low']);
  });

  it('ignores completing a task twice, and withdraws a waiting task without a gap', () => {
    const first = queue.enqueue({ type: 'ALERT', priority: 'LOW' });
    const waiting = queue.enqueue({ type: 'ANNOUNCEMENT', priority: 'LOW' });
    queue.complete(waiting.id);
    expect(queue.has('ANNOUNCEMENT')).toBe(false);
    expect(queue.current?.id).toBe(first.id);
    queue.complete(first.id);
    queue.complete(first.id);
    vi.advanceTimersByTime(QUEUE_GAP_MS * 3);
    expect(queue.current).toBeNull();
    expect(shown).toEqual([first, null]);
  });

  it('tells whether a kind of task is showing or waiting', () => {
    expect(queue.has('ANNOUNCEMENT')).toBe(false);
    queue.enqueue({ type: 'ALERT', priority: 'LOW' });
    queue.enqueue({ type: 'ANNOUNCEMENT', priority: 'LOW' });
    expect(queue.has('ALERT')).toBe(true);
    expect(queue.has('ANNOUNCEMENT')).toBe(true);
    expect(queue.has('STORE_SELECTION')).toBe(false);
  });

  it('stops its gap timer when disposed', () => {
    const first = queue.enqueue({ type: 'ALERT', priority: 'LOW' });
    queue.enqueue({ type: 'ALERT', priority: 'LOW' });
    queue.complete(first.id);
    queue.dispose();
    vi.advanceTimersByTime(QUEUE_GAP_MS * 2);
    expect(queue.current).toBeNull();
  });

  it('starts nothing while a dialog the buyer asked for is open, and the next task after the gap once it closes', () => {
    queue.hold(true);
    const announcement = queue.enqueue({ type: 'ANNOUNCEMENT', priority: 'LOW' });
    vi.advanceTimersByTime(QUEUE_GAP_MS * 10);
    expect(queue.current).toBeNull();
    queue.hold(false);
    expect(queue.current).toBeNull();
    vi.advanceTimersByTime(QUEUE_GAP_MS);
    expect(queue.current?.id).toBe(announcement.id);
  });

  it('takes a notice off the screen when the buyer opens a dialog over it, and shows it again after', () => {
    const selection = queue.enqueue({ type: 'STORE_SELECTION', priority: 'HIGH' });
    queue.enqueue({ type: 'ANNOUNCEMENT', priority: 'LOW' });
    queue.hold(true);
    expect(queue.current).toBeNull();
    expect(queue.pending.map((t) => t.type)).toEqual(['STORE_SELECTION', 'ANNOUNCEMENT']);
    queue.hold(false);
    vi.advanceTimersByTime(QUEUE_GAP_MS);
    expect(queue.current?.id).toBe(selection.id);
  });

  it('leaves a queued alert on screen when held: it is already a dialog of its own', () => {
    const alert = queue.enqueue({ type: 'ALERT', priority: 'HIGH', msg: 'Card expired' });
    queue.hold(true);
    expect(queue.current?.id).toBe(alert.id);
    queue.complete(alert.id);
    queue.enqueue({ type: 'ANNOUNCEMENT', priority: 'LOW' });
    vi.advanceTimersByTime(QUEUE_GAP_MS * 2);
    expect(queue.current).toBeNull();
  });

  it('withdraws every task of a kind, on screen or waiting', () => {
    const shownFirst = queue.enqueue({ type: 'ANNOUNCEMENT', priority: 'LOW' });
    queue.enqueue({ type: 'ANNOUNCEMENT', priority: 'LOW' });
    const alert = queue.enqueue({ type: 'ALERT', priority: 'LOW' });
    expect(queue.current?.id).toBe(shownFirst.id);
    queue.withdraw('ANNOUNCEMENT');
    expect(queue.has('ANNOUNCEMENT')).toBe(false);
    vi.advanceTimersByTime(QUEUE_GAP_MS);
    expect(queue.current?.id).toBe(alert.id);
  });
});
