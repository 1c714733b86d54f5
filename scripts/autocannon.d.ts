/** The part of autocannon's programmatic API that the benches use (the package ships no types). */
declare module 'autocannon' {
  export interface Request {
    method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  export interface Result {
    requests: { average: number; total: number };
    /** Seconds the run took. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** A run in progress: it reports each answer (its latency in ms) and settles with the run's result. */
  export interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, latency: number) => void): Instance;
    /** Ends the run before its duration; it then settles as a finished one would. */
    stop(): void;
  }
  export default function autocannon(options: Options): Instance;
}
