/** Screen rectangles (pixels, origin top-left) for the map's label and marker layout. Pure. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Whether two boxes overlap, or come closer than `gap`. */
export function overlaps(a: Box, b: Box, gap = 0): boolean {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}

/** Whether `box` lies wholly inside `outer` shrunk by `inset`. */
export function inside(box: Box, outer: Box, inset = 0): boolean {
  return (
    box.x >= outer.x + inset &&
    box.y >= outer.y + inset &&
    box.x + box.w <= outer.x + outer.w - inset &&
    box.y + box.h <= outer.y + outer.h - inset
  );
}

/** A box of this size centred on a point. */
export const centred = (x: number, y: number, w: number, h: number): Box => ({ x: x - w / 2, y: y - h / 2, w, h });
