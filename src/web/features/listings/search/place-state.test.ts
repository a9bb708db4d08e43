import { describe, expect, it } from 'vitest';
import { emptyPlaceState, placePayload, placeQuery, readPlaceState } from './place-state.ts';

const read = (query: string) => readPlaceState(new URLSearchParams(query));

describe('the page’s place choices in the URL', () => {
  it('reads back what it writes: the view and a workplace', () => {
    const state = { view: 'map' as const, work: { hub: 'HITEC City' as const } };
    const query = placeQuery(state);
    expect(query).toBe('view=map&work=HITEC+City');
    expect(read(query)).toEqual(state);
  });

  it('writes nothing for the list with no workplace', () => {
    expect(placeQuery(emptyPlaceState())).toBe('');
    expect(read('')).toEqual(emptyPlaceState());
  });

  it('drops nonsense from a hand-edited URL instead of failing', () => {
    expect(read('view=globe&work=Mars')).toEqual(emptyPlaceState());
    expect(read('work=17.4,')).toEqual(emptyPlaceState());
  });

  it('reads a workplace given as a point and sends it as the API’s workplace', () => {
    expect(placePayload(read('work=17.44901,78.38314'))).toEqual({ workplace: { latitude: 17.44901, longitude: 78.38314 } });
  });
});
