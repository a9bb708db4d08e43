// Pins close together on screen become one cluster: a grid of cells `cellSize` pixels wide, each cell's
// pins one cluster at their mean position. Recomputed at every zoom, so clusters split as the map zooms in.

export type ScreenPin<T> = { item: T; x: number; y: number };
export type Cluster<T> = { items: T[]; x: number; y: number };

export const CLUSTER_CELL_PX = 56;

export function clusterPins<T>(pins: ScreenPin<T>[], cellSize = CLUSTER_CELL_PX): Cluster<T>[] {
  const cells = new Map<string, ScreenPin<T>[]>();
  for (const pin of pins) {
    const key = `${Math.floor(pin.x / cellSize)}:${Math.floor(pin.y / cellSize)}`;
    const cell = cells.get(key);
    if (cell) cell.push(pin);
    else cells.set(key, [pin]);
  }
  return [...cells.values()].map((members) => ({
    items: members.map((member) => member.item),
    x: members.reduce((sum, member) => sum + member.x, 0) / members.length,
    y: members.reduce((sum, member) => sum + member.y, 0) / members.length,
  }));
}
