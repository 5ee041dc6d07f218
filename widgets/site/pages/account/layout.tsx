// Layout pieces shared by the account pages (styles: ../account.css): the card, a flow's outcome, the
// next step's link. The form itself (state, fields, errors, submit) is the form kit's: src/ui/form.
import { useEffect, useRef, type ReactNode } from 'react';
import { parts } from '@src/ui/part';
import { cx } from '@src/ui/class-names';
import { ButtonLink } from '@src/ui/link';

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

type OutcomeTone = 'success' | 'error' | 'info';

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
