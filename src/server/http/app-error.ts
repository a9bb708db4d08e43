// One error type for every refusal the API makes; the error handler turns it into the envelope.
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

const statusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(errors ? 'VALIDATION' : 'BAD_REQUEST', message, errors);
export const unauthorized = (message = 'Please log in') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, errors?: Record<string, string>) => new AppError('CONFLICT', message, errors);
export const gone = (message: string) => new AppError('GONE', message);
export const preconditionFailed = (message: string) => new AppError('PRECONDITION_FAILED', message);
export const unprocessable = (message: string, errors?: Record<string, string>) => new AppError('UNPROCESSABLE', message, errors);
