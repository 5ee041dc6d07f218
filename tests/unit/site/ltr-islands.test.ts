// In Arabic "18+" must not render "+18". The content pages isolate left-to-right runs (Text in
// content/view.tsx); an age limit is one of them, beside amounts, e-mails and reference codes.
import { describe, expect, it } from 'vitest';
import { isValidElement, type ReactElement } from 'react';
import { Text } from '../../../widgets/site/content/view';

/** The runs Text isolated (the <bdi dir="ltr"> pieces), in order. */
function islands(text: string): string[] {
  const out = Text({ children: text });
  if (!Array.isArray(out)) return [];
  return (out as ReactElement<{ dir?: string; children: string }>[])
    .filter((piece) => isValidElement(piece) && piece.type === 'bdi' && piece.props.dir === 'ltr')
    .map((piece) => piece.props.children);
}

describe('left-to-right islands of the content pages', () => {
  it('isolates an age limit in Arabic text', () => {
    expect(islands('18+ · اللعب ممنوع على القاصرين.')).toEqual(['18+']);
    expect(islands('الموقع مخصص لمن هم 18+ فقط')).toEqual(['18+']);
  });

  it('keeps the existing islands (amounts, e-mails, phone numbers) and plain numbers as they were', () => {
    expect(islands('الحد الأدنى 5 EUR أو support@casino.example')).toEqual(['5 EUR', 'support@casino.example']);
    expect(islands('اتصل على +216 71 000 000')).toEqual(['+216 71 000 000']);
    expect(islands('ممنوع على من هم دون 18 عامًا')).toEqual([]);
  });
});
