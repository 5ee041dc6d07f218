// A password input with a show/hide toggle (spec shell-session-wheel.md §2 "Sign-in page",
// money-and-games.md §5). The toggle switches the same <input> between type password and text, so what
// was typed stays; the caret and selection are put back after the switch (browsers may reset them).
// The toggle is a toggle button: its name stays "Afficher le mot de passe" and aria-pressed says whether
// the password is shown (a name that flips together with aria-pressed would be read as a contradiction).
import { useCallback, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useLingui } from '@lingui/react';
import { FieldFrame, describedBy, useFieldIds, type FieldProps } from './field';
import { parts } from './part';

export type PasswordFieldProps = Omit<FieldProps, 'type'>;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref && typeof ref === 'object') (ref as { current: T | null }).current = value;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="casino-password__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.2a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6z"
        fill="currentColor"
      />
      {crossed ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" /> : null}
    </svg>
  );
}

export function PasswordField({ label, name, error, hint, part, className, id, inputRef, ...input }: PasswordFieldProps) {
  const { i18n } = useLingui();
  const ids = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  const element = useRef<HTMLInputElement | null>(null);
  const selection = useRef<{ start: number | null; end: number | null; focused: boolean } | null>(null);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      assignRef(inputRef, node);
    },
    [inputRef],
  );

  useLayoutEffect(() => {
    const el = element.current;
    const saved = selection.current;
    selection.current = null;
    if (!el || !saved || saved.start === null) return;
    try {
      el.setSelectionRange(saved.start, saved.end ?? saved.start);
    } catch {
      // Some input types refuse selection APIs; the text itself is never lost.
    }
    if (saved.focused) el.focus();
  }, [visible]);

  const toggle = () => {
    const el = element.current;
    if (el) {
      const root = el.getRootNode() as Document | ShadowRoot;
      selection.current = { start: el.selectionStart, end: el.selectionEnd, focused: root.activeElement === el };
    }
    setVisible((v) => !v);
  };

  return (
    <FieldFrame label={label} error={error} hint={hint} part={part} className={className} ids={ids}>
      <div className="casino-password" {...parts('control')}>
        <input
          {...input}
          {...parts('input')}
          ref={setRefs}
          id={ids.input}
          name={name}
          type={visible ? 'text' : 'password'}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className="casino-field__input casino-password__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, input['aria-describedby'])}
        />
        <button
          type="button"
          className="casino-password__toggle"
          {...parts('toggle')}
          aria-controls={ids.input}
          aria-pressed={visible}
          aria-label={i18n._({ id: 'ui.password.show', message: 'Afficher le mot de passe' })}
          // A mouse click must not take focus (and the caret) away from the input.
          onMouseDown={(e) => e.preventDefault()}
          onClick={toggle}
          disabled={input.disabled}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </FieldFrame>
  );
}
