// Where the searcher works, when they said: cards then show an estimated commute. Provided by the
// search page; null elsewhere.
import { createContext, useContext } from 'react';
import type { LatLng } from '#shared/geo/geometry.ts';

export const CommuteContext = createContext<LatLng | null>(null);

export const useWorkplace = () => useContext(CommuteContext);
