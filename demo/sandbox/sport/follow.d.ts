// Types of follow.js (plain JavaScript: the sportsbook pages load it as it is).
interface Band {
  top: number;
  height: number;
}
interface Span {
  top: number;
  bottom: number;
}
export function slipShift(view: Band | null, slip: Span, column: Span, sheet: boolean): number;
export function followView(slip: HTMLElement, column: HTMLElement): { view(band: Band): void };
