/** A point on a drawing, in millimetres from its top left corner. */
export interface Point {
  x: number;
  y: number;
}

/** A rectangle on a drawing, in millimetres: its top left corner and its size. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
