// The data export's outbox job: making one person's zip.
import type { JobKind } from '#server/jobs/registry.ts';
import { DATA_EXPORT_JOB, dataExportHandler } from './make-export.ts';

export const dataExportJobs: JobKind[] = [{ kind: DATA_EXPORT_JOB, handler: (deps) => dataExportHandler(deps) }];
