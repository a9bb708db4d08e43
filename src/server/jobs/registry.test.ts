import { describe, expect, it } from 'vitest';
import { jobKinds } from './kinds.ts';
import { jobsFor, type JobDeps, type JobKind } from './registry.ts';

// The handlers are only made here, not run: nothing in the deps is touched.
const deps = {} as JobDeps;
const noop = () => async () => {};

describe('the job registry', () => {
  it('gives the worker a handler for each kind and the schedules of kinds that have one', () => {
    const kinds: JobKind[] = [
      { kind: 'a', handler: noop },
      { kind: 'b', handler: noop, schedule: noop },
    ];
    const { handlers, schedules } = jobsFor(kinds, deps);
    expect(Object.keys(handlers)).toEqual(['a', 'b']);
    expect(schedules).toHaveLength(1);
  });

  it('refuses two modules claiming one kind', () => {
    expect(() =>
      jobsFor(
        [
          { kind: 'a', handler: noop },
          { kind: 'a', handler: noop },
        ],
        deps,
      ),
    ).toThrow('Two job kinds are named a');
  });

  it('lists every kind the server runs once', () => {
    const names = jobKinds.map((kind) => kind.kind);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'email',
        'digest-run',
        'match-listing',
        'listing-age-check',
        'listing-taken',
        'listing-flag-checks',
        'message-email',
        'visit-expire',
        'visit-reminder',
      ]),
    );
  });
});
