import { array, number, object, record, string, unknown } from 'superstruct';
import { readWebStorage, writeWebStorage, type StoredShape } from '../storage';

/** One analytics event as it was made: its name, its parameters and when it happened (ms since the epoch). */
interface AnalyticsEvent {
  name: string;
  params: Record<string, unknown>;
  time: number;
}

/** Where events go: Google's tag in production with a measurement id, the recorder everywhere else. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

declare global {
  interface Window {
    /** development and tests: every event the app sent, for the journeys to read */
    __analyticsRecorder?: AnalyticsEvent[];
  }
}

/** The default sink: nothing leaves the browser; tests read what the shop would have reported. */
export const recorderSink: AnalyticsSink = (event) => {
  (window.__analyticsRecorder ??= []).push(event);
};

/** Events made offline wait here, in order, with their own time; the oldest go first when there are too many. */
const OUTBOX_KEY = 'analytics_outbox';
const OUTBOX_KEPT = 200;
const outboxShape: StoredShape<AnalyticsEvent[]> = {
  version: 1,
  data: array(object({ name: string(), params: record(string(), unknown()), time: number() })),
};

let sink: AnalyticsSink | null = null;
/** made before the app chose its sink (the first screen's events come before the page is interactive) */
const beforeStart: AnalyticsEvent[] = [];

function keepForLater(event: AnalyticsEvent): void {
  const kept = readWebStorage(localStorage, OUTBOX_KEY, outboxShape) ?? [];
  writeWebStorage(localStorage, OUTBOX_KEY, outboxShape, [...kept, event].slice(-OUTBOX_KEPT));
}

/** Sends what waited (made before the start, or offline), oldest first, once there is a sink and a connection. */
function sendWaiting(): void {
  if (!sink || !navigator.onLine) return;
  const kept = readWebStorage(localStorage, OUTBOX_KEY, outboxShape) ?? [];
  if (kept.length > 0) localStorage.removeItem(OUTBOX_KEY);
  const waiting = [...kept, ...beforeStart.splice(0)].sort((a, b) => a.time - b.time);
  waiting.forEach(sink);
}

/** Chooses where events go from now on and sends what waited; again when the connection returns. */
export function startSending(next: AnalyticsSink): void {
  // The recorder is there from the start, empty: a test can tell "nothing sent" from "not started yet".
  if (next === recorderSink) window.__analyticsRecorder ??= [];
  sink = next;
  sendWaiting();
  window.addEventListener('online', sendWaiting);
}

/** Reports an event now, or keeps it with its time until it can be sent. Nothing on the server. */
export function sendEvent(name: string, params: Record<string, unknown>, time = Date.now()): void {
  if (typeof window === 'undefined') return;
  const event = { name, params, time };
  if (!navigator.onLine) keepForLater(event);
  else if (!sink) beforeStart.push(event);
  else sink(event);
}
