// Per-request logging that costs nothing at a level that prints none of it (docs/performance.md).
// Fastify gives every request a child logger carrying its request id
// and logs each request coming in and going out at `info`. At LOG_LEVEL warn, as in production
// and the benchmark, none of that is printed, yet making the child and timing the request cost
// about a twentieth of the trivial route. Here the child is made only when the request logs
// something the level lets through, and the two per-request lines are skipped unless `info`
// prints; a request that fails while its answer is sent is still logged as an error.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;

/** pino's numbers: a logger prints a line when its level's number is at most the line's. */
const LEVELS: Record<Level | 'silent', number> & Record<string, number | undefined> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

const prints = (logger: FastifyBaseLogger, level: Level) => LEVELS[level] >= (LEVELS[logger.level] ?? 0);

/** A request's logger that becomes `parent.child(bindings)` the first time a line would be printed. */
class RequestLogger {
  private made?: FastifyBaseLogger;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  private log(level: Level, args: unknown[]) {
    if (this.made || prints(this.parent, level)) (this.real()[level] as (...line: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a route's own level or serialisers get a real child at once. */
export const requestLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) =>
  Object.keys(options).length > 0 ? logger.child(bindings, options) : (new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger);

/** Fastify's `logController`: the 'incoming request' and 'request completed' lines only when `info` prints. */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (prints(request.log, 'info')) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || prints(reply.log, 'info')) super.requestCompleted(error, request, reply);
  }
}
