// autocannon ships no types and @types/autocannon is not installed: the subset bench/ uses.
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
  }
  interface Histo { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p97_5: number; p99: number; p99_9?: number }
  interface AutocannonResult {
    requests: Histo & { total: number; sent: number };
    latency: Histo & { totalCount: number };
    throughput: Histo;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
    start: Date;
    finish: Date;
  }
  function autocannon(opts: AutocannonOptions): Promise<AutocannonResult> & { stop(): void };
  export default autocannon;
}
