// Minimal types for the parts of autocannon the benchmark uses (the package ships none).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    requests?: Array<{ setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }>;
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total?: number;
  };

  export type Result = {
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  };

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    on(event: 'done', listener: (result: Result) => void): this;
    stop(): void;
  }

  function autocannon(options: Options, callback?: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
