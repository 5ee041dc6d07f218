// A class attribute from the names that apply: `cx('casino-button', busy && 'casino-button--busy')`
// (false, null and undefined are left out).
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
