// The id of a stored record in a path or query: a positive whole number that fits the column.
import { z } from 'zod';
import { MAX_ID } from '#shared/contracts/property.ts';

export const ZRecordId = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be positive')
  .max(MAX_ID, 'Not found');
