/**
 * The layout's notice queue (spec §4 "Task queue"): alerts, the announcement and the store
 * selection take turns, one on screen at a time. The next task starts 1.5 s after the current one
 * completes; waiting tasks go by priority (HIGH, then MEDIUM, then LOW), and in the order they were
 * queued within a priority. A task queued while nothing is showing and no gap is running starts at
 * once. Plain TypeScript with injectable timers, so the schedule is tested without a browser.
 */

export const NOTICE_TYPES = ['ALERT', 'STORE_SELECTION', 'ANNOUNCEMENT'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_PRIORITIES = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type NoticePriority = (typeof NOTICE_PRIORITIES)[number];

/** Spec §9: the gap between one task completing and the next starting. */
export const QUEUE_GAP_MS = 1500;

/** What a feature asks for. `msg` is the alert's text (already in the visitor's language). */
export interface NoticeRequest {
  type: NoticeType;
  priority: NoticePriority;
  msg?: string;
  /** Alerts only: where closing it leads (spec §4 "Alert modal close"). */
  redirectTo?: string;
  /** Alerts only: closing it goes to the home page. */
  goHome?: boolean;
}

/** A queued task (spec §3 "Task queue item": type, priority, msg, created_date). */
export interface NoticeTask extends NoticeRequest {
  id: number;
  /** When it was queued, in milliseconds since the epoch. */
  created_date: number;
}

export interface QueueClock {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

const realClock: QueueClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

const RANK: Record<NoticePriority, number> = { HIGH: 0, MEDIUM: 1, LOW: 2 };

export class NoticeQueue {
  private waiting: NoticeTask[] = [];
  private active: NoticeTask | null = null;
  private gap: unknown = null;
  private held = false;
  private nextId = 1;

  /** `onChange` hears the task now on screen (null while none is). */
  constructor(
    private readonly onChange: (current: NoticeTask | null) => void,
    private readonly clock: QueueClock = realClock,
  ) {}

  get current(): NoticeTask | null {
    return this.active;
  }

  /** The tasks still waiting, in the order they will start. */
  get pending(): readonly NoticeTask[] {
    return this.waiting;
  }

  /** Whether a task of `type` is on screen or waiting. */
  has(type: NoticeType): boolean {
    return this.active?.type === type || this.waiting.some((task) => task.type === type);
  }

  enqueue(request: NoticeRequest): NoticeTask {
    const task: NoticeTask = { ...request, id: this.nextId++, created_date: this.clock.now() };
    // Stable insertion: after every task of the same or a higher priority.
    const at = this.waiting.findIndex((other) => RANK[other.priority] > RANK[task.priority]);
    if (at === -1) this.waiting.push(task);
    else this.waiting.splice(at, 0, task);
    this.startNext();
    return task;
  }

  /** The task on screen is done (or a waiting one is withdrawn); the next starts after the gap. */
  complete(id: number): void {
    if (this.active?.id !== id) {
      this.waiting = this.waiting.filter((task) => task.id !== id);
      return;
    }
    this.active = null;
    this.onChange(null);
    this.waitThenStart();
  }

  private waitThenStart(): void {
    if (this.gap !== null) this.clock.clearTimeout(this.gap);
    this.gap = this.clock.setTimeout(() => {
      this.gap = null;
      this.startNext();
    }, QUEUE_GAP_MS);
  }

  /**
   * While a dialog the buyer asked for is open (login, a form's modal …), nothing starts: a notice
   * must never cover what the buyer is doing. A notice already on screen goes back to the head of
   * the line (a queued alert stays: it already is a dialog in its own right, and no other one can
   * open behind it). Released, the next task starts after the usual gap.
   */
  hold(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    if (held) {
      if (this.gap !== null) this.clock.clearTimeout(this.gap);
      this.gap = null;
      if (this.active && this.active.type !== 'ALERT') {
        this.waiting.unshift(this.active);
        this.active = null;
        this.onChange(null);
      }
      return;
    }
    if (!this.active) this.waitThenStart();
  }

  /** Withdraws every task of `type`, on screen or waiting (the reason for it has gone). */
  withdraw(type: NoticeType): void {
    this.waiting = this.waiting.filter((task) => task.type !== type);
    if (this.active?.type === type) this.complete(this.active.id);
  }

  /** Stops the gap timer (the layout unmounts). */
  dispose(): void {
    if (this.gap !== null) this.clock.clearTimeout(this.gap);
    this.gap = null;
  }

  private startNext(): void {
    if (this.active || this.gap !== null || this.held) return;
    const next = this.waiting.shift();
    if (!next) return;
    this.active = next;
    this.onChange(next);
  }
}
