// A copy button for a value written beside it (a crypto address, the amount to send). The outcome is
// said in a polite live region ("Adresse copiée"); if the browser refused both ways of copying, the
// value's text is selected so the player copies it by hand, and the region says so.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react';
import { Button } from '../../../src/ui';
import { copyText, selectText } from './copy-text';

interface CopyButtonProps {
  value: string;
  /** The button's words ("Copier l'adresse"). */
  label: string;
  /** Said once copied ("Adresse copiée"). */
  done: string;
  /** The element showing the value, selected when copying failed. */
  target: RefObject<HTMLElement | null>;
  part: string;
}

export function CopyButton({ value, label, done, target, part }: CopyButtonProps) {
  const { i18n } = useLingui();
  const button = useRef<HTMLSpanElement>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), 4000);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = async () => {
    const ok = await copyText(value, button.current ?? document.body);
    if (ok) {
      setSaid(done);
    } else {
      if (target.current) selectText(target.current);
      setSaid(i18n._({ id: 'cashier.crypto.copy_failed', message: 'Copie impossible : le texte est sélectionné, copiez-le vous-même.' }));
    }
  };
  return (
    <span className="copy" ref={button}>
      <Button variant="secondary" part={part} onClick={() => void copy()}>
        {label}
      </Button>
      <span className="copy__said" role="status">
        {said}
      </span>
    </span>
  );
}
