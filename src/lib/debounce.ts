/**
 * The one way the app waits for a pause (typing, a blur followed at once by a change): `job` runs once `ms` pass,
 * unless the returned cancel comes first. The cancel also aborts the signal the job got, so work the job started
 * (a request, an answer to show) is dropped when newer input arrives. An effect returns it as its cleanup, so each
 * change of what it depends on cancels the wait before and starts a new one: a debounce.
 */
export function afterPause(ms: number, job: (signal: AbortSignal) => void): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => job(controller.signal), ms);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
