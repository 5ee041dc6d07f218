// Layout pieces shared by the account pages (styles: ../account.css).
import { useEffect, useRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react';
import { Field, FieldFrame, describedBy, useFieldIds } from '@src/ui/field';
import { PasswordField } from '@src/ui/password-field';
import { cx, parts } from '@src/ui/part';
import { ButtonLink } from '../../../../src/ui/link';
import type { FieldBinding } from '../../../../src/ui/form/use-form';

/** The centred card every account page lives in; its heading is the page's h1. */
export function AccountCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="account-page" {...parts('account-page')}>
      <div className={cx('account-card', wide && 'account-card--wide')} {...parts('account-card')}>
        <h1 className="account-title">{title}</h1>
        {lead ? <p className="account-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

export type OutcomeTone = 'success' | 'error' | 'info';

/**
 * The result of a flow (e-mail sent, link confirmed, link dead…). It replaces the form, so its heading
 * takes the focus when it appears: keyboard and screen-reader users are told without hunting for it.
 */
export function Outcome({ tone, title, children }: { tone: OutcomeTone; title: ReactNode; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`account-outcome account-outcome--${tone}`} {...parts('outcome')} role={tone === 'error' ? 'alert' : 'status'}>
      <h2 className="account-outcome__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  options: { value: string; label: string }[];
}

/** A labelled <select> with the same hint and error wiring as src/ui's Field. */
export function SelectField({ label, name, error, hint, options, id, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <select
        {...select}
        {...parts('input')}
        id={ids.input}
        name={name}
        className="casino-field__input account-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, select['aria-describedby'])}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A whole page that is one outcome: the card, the outcome with its text, then the way on (links, forms). */
export function OutcomeCard({
  title,
  tone,
  heading,
  text,
  children,
}: {
  title: ReactNode;
  tone: OutcomeTone;
  heading: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <AccountCard title={title}>
      <Outcome tone={tone} title={heading}>
        {text ? <p className="account-text">{text}</p> : null}
      </Outcome>
      {children}
    </AccountCard>
  );
}

/** A link styled as a full-width button: the next step after an outcome (sign in, ask for a new e-mail). */
export function ActionLink({ href, primary = false, children }: { href: string; primary?: boolean; children: ReactNode }) {
  return (
    <ButtonLink href={href} variant={primary ? 'primary' : 'secondary'} className="account-action">
      {children}
    </ButtonLink>
  );
}

/** The e-mail input every account form uses (the same label, keyboard and autofill hints). */
export function EmailField({ hint, ...binding }: FieldBinding & { hint?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Field
      {...binding}
      hint={hint}
      label={i18n._({ id: 'account.field.email', message: 'Adresse e-mail' })}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
    />
  );
}

/** A new password and its confirmation (show/hide on each; the first one says the minimum length). */
export function NewPasswordFields({ first, second, firstLabel }: { first: FieldBinding; second: FieldBinding; firstLabel: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <PasswordField
        {...first}
        label={firstLabel}
        hint={i18n._({ id: 'account.field.password_hint', message: '8 caractères minimum' })}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...second}
        label={i18n._({ id: 'account.field.password2', message: 'Confirmez le mot de passe' })}
        autoComplete="new-password"
        required
      />
    </>
  );
}
