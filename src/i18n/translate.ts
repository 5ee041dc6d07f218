// A message descriptor kept in data (a status's label) translated with values. Not written as
// `i18n._({ ...descriptor, values })`: lingui's extractor (`npm run i18n:extract`) throws on a spread
// inside i18n._() and skips the whole file; an id given as a variable is simply not extracted here
// (the descriptor is extracted where it is written, with its /*i18n*/ marker).
import type { I18n, MessageDescriptor } from '@lingui/core';

export function translate(i18n: I18n, descriptor: MessageDescriptor, values: Record<string, unknown>): string {
  return i18n._(descriptor.id, values, { message: descriptor.message });
}
