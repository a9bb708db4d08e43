// Uploads are read into memory (up to 10 MB each) and then decoded or checked: at most UPLOAD_SLOTS
// are held at once, and up to UPLOADS_WAITING wait their turn before a byte of their body is read (an
// unread body stays in its connection, which Node stops reading, and costs the server nothing). One
// more is told to come back (503 with Retry-After), so a flood of uploads holds no memory.
import { createWorkGate, ServerBusyError, type WorkGate } from './work-gate.ts';

export const UPLOAD_SLOTS = 4;
export const UPLOADS_WAITING = 8;
export const UPLOADS_BUSY = 'The server is busy with other uploads. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 5;

export type UploadSlots = WorkGate;

/** One per app: pictures and deal documents share it. */
export const createUploadSlots = (): UploadSlots =>
  createWorkGate({ capacity: UPLOAD_SLOTS, maxWaiting: UPLOADS_WAITING, busy: () => new ServerBusyError(UPLOADS_BUSY, RETRY_AFTER_SECONDS) });
