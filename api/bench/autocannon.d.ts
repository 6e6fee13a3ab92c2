/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      /** Each request may rewrite itself (the queue bench pages by a different cursor each time). */
      requests?: Array<{ setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }>;
      method?: string;
      connections?: number;
      /** Requests per second over all connections (a paced load, e.g. one person paging). */
      overallRate?: number;
      duration?: number;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
