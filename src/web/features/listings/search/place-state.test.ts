import { describe, expect, it } from 'vitest';
import { emptyPlaceState, placePayload, placeQuery, readPlaceState } from './place-state.ts';

const read = (query: string) => readPlaceState(new URLSearchParams(query));

describe('place state in the URL', () => {
  it('reads back what it writes: view, box, drawn area, metro, station and workplace', () => {
    const state = {
      view: 'map' as const,
      bounds: { south: 17.4, west: 78.3, north: 17.5, east: 78.4 },
      polygon: [
        { latitude: 17.44, longitude: 78.37 },
        { latitude: 17.45, longitude: 78.39 },
        { latitude: 17.43, longitude: 78.4 },
      ],
      nearMetro: 1000 as const,
      station: 'HTC',
      work: { hub: 'HITEC City' as const },
    };
    const query = placeQuery(state);
    expect(query).toBe('view=map&bounds=17.4,78.3,17.5,78.4&polygon=17.44,78.37;17.45,78.39;17.43,78.4&metro=1000&station=HTC&work=HITEC+City');
    expect(read(query)).toEqual(state);
  });

  it('writes nothing for the list with no place chosen', () => {
    expect(placeQuery(emptyPlaceState())).toBe('');
    expect(read('')).toEqual(emptyPlaceState());
  });

  it('drops nonsense from a hand-edited URL instead of failing', () => {
    const state = read('view=globe&bounds=1,2,3&polygon=17,78;x,y;17.1,78.1&metro=750&station=<b>&work=Mars');
    expect(state).toEqual(emptyPlaceState());
    expect(read('bounds=17.5,78.3,17.4,78.4').bounds).toBeNull();
  });

  it('reads a workplace given as a point and sends it as the API’s workplace', () => {
    const state = read('work=17.44901,78.38314&station=AME&metro=500');
    expect(placePayload(state)).toEqual({ nearMetro: 500, nearStation: 'AME', workplace: { latitude: 17.44901, longitude: 78.38314 } });
  });
});
