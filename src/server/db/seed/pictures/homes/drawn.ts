/** A drawn building: its markup, the span it covers (for placing trees) and where its door is. */
export type Drawn = { svg: string; left: number; right: number; door: number };
