// A multi-step form's step in the address (?step=N): browser Back goes to the previous step and a
// refresh stays on the step one was at. Each step forward adds a history entry; the form's own Back
// button goes back through them, so the browser's Back and the form's agree.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

const STEP_PARAM = 'step';

type StepEntryState = { stepFrom?: number };

/** `first` when the address names no step (or one outside 1..`last`). */
export function useStepAddress(last: number, first = 1) {
  const location = useLocation();
  const navigate = useNavigate();
  const named = Number(new URLSearchParams(location.search).get(STEP_PARAM));
  const step = Number.isInteger(named) && named >= 1 && named <= last ? named : first;
  const cameFrom = (location.state as StepEntryState | null)?.stepFrom;

  const goTo = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) => {
      const params = new URLSearchParams(location.search);
      if (next === first) params.delete(STEP_PARAM);
      else params.set(STEP_PARAM, String(next));
      const query = params.toString();
      void navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace, state: { stepFrom: step } satisfies StepEntryState });
    },
    [location.pathname, location.search, navigate, first, step],
  );

  const back = useCallback(() => {
    if (step <= 1) return;
    // The entry before is the previous step's: going back to it keeps history as the browser's Back would.
    if (cameFrom === step - 1 && location.key !== 'default') void navigate(-1);
    else goTo(step - 1, { replace: true });
  }, [step, cameFrom, location.key, navigate, goTo]);

  return { step, goTo, back };
}

export type StepAddress = ReturnType<typeof useStepAddress>;
