// The rooms a condition report starts with, from the home's BHK, each with the fittings people check.
const LIVING = ['Walls and paint', 'Floor', 'Main door and lock', 'Windows', 'Fans', 'Lights and switches'];
const KITCHEN = ['Sink and tap', 'Platform', 'Cabinets', 'Exhaust or chimney', 'Lights and switches'];
const BEDROOM = ['Walls and paint', 'Floor', 'Door and lock', 'Windows', 'Wardrobe', 'Fan', 'Lights and switches'];
const BATHROOM = ['Taps and shower', 'Geyser', 'Toilet', 'Wash basin', 'Tiles', 'Door'];
const BALCONY = ['Floor', 'Railing', 'Lights'];

export type RoomTemplate = { name: string; items: string[] };

/** 0 BHK is a studio: one room with a kitchen and a bathroom. */
export function roomsFor(bhk: number): RoomTemplate[] {
  const bedrooms = Math.max(0, Math.min(10, Math.floor(bhk)));
  return [
    { name: bedrooms === 0 ? 'Studio room' : 'Living room', items: LIVING },
    { name: 'Kitchen', items: KITCHEN },
    ...Array.from({ length: bedrooms }, (_, i) => ({ name: `Bedroom ${i + 1}`, items: BEDROOM })),
    ...Array.from({ length: Math.max(1, bedrooms) }, (_, i) => ({ name: bedrooms > 1 ? `Bathroom ${i + 1}` : 'Bathroom', items: BATHROOM })),
    { name: 'Balcony', items: BALCONY },
  ];
}
