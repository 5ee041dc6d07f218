// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../src/i18n/i18n';
import { activateLocale } from '../../../src/i18n/load';
import { Button, ErrorScreen, Field, PasswordField, Spinner } from '../../../src/ui';
import { Toaster } from '../../../src/ui/toaster';
import { $toasts, clearToasts, showToast } from '../../../src/stores/toasts';
import { ApiError } from '../../../src/api/errors';
import { explainError } from '../../../src/errors/report';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;

beforeAll(async () => {
  await activateLocale('fr');
});
beforeEach(() => clearToasts());
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container?.remove();
  clearToasts();
});

async function render(ui: ReactNode): Promise<HTMLElement> {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>));
  return container;
}

const $ = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T & Element>(selector)!;

async function click(el: Element) {
  await act(async () => {
    el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    (el as HTMLElement).click();
  });
}

describe('Button', () => {
  it('is type="button" unless told otherwise, with its variant', async () => {
    await render(
      <>
        <Button>Go</Button>
        <Button type="submit" variant="secondary" part="submit">
          Send
        </Button>
      </>,
    );
    const [plain, submit] = container.querySelectorAll('button');
    expect(plain.type).toBe('button');
    expect(plain.className).toContain('casino-button--primary');
    expect(plain.getAttribute('part')).toBe('button');
    expect(submit.type).toBe('submit');
    expect(submit.className).toContain('casino-button--secondary');
    expect(submit.getAttribute('part')).toBe('button submit');
  });

  it('busy: aria-busy, disabled, a decorative spinner, no second click', async () => {
    const onClick = vi.fn();
    await render(
      <Button busy onClick={onClick}>
        Pay
      </Button>,
    );
    const button = $<HTMLButtonElement>('button');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    expect(button.querySelector('.casino-spinner')?.getAttribute('aria-hidden')).toBe('true');
    await click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.textContent).toBe('Pay');
  });

  it('not busy: no aria-busy, no spinner', async () => {
    await render(<Button>Pay</Button>);
    expect($('button').hasAttribute('aria-busy')).toBe(false);
    expect($('button .casino-spinner')).toBeNull();
  });
});

describe('Spinner', () => {
  it('is a status with a translated default label, small by default', async () => {
    await render(<Spinner />);
    const s = $('.casino-spinner');
    expect(s.getAttribute('role')).toBe('status');
    expect(s.className).toContain('casino-spinner--small');
    expect(s.textContent).toBe('Chargement…');
  });

  it('takes a label and a size', async () => {
    await render(<Spinner size="medium" label="Patience" />);
    expect($('.casino-spinner').className).toContain('casino-spinner--medium');
    expect($('.casino-spinner').textContent).toBe('Patience');
  });
});

describe('Field', () => {
  it('labels the input and wires the hint and the error to it', async () => {
    await render(<Field label="E-mail" name="email" hint="Nous ne le partageons pas" error="Adresse invalide" defaultValue="x" />);
    const input = $<HTMLInputElement>('input');
    const label = $<HTMLLabelElement>('label');
    expect(label.htmlFor).toBe(input.id);
    expect(input.labels?.[0]).toBe(label);
    expect(input.name).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids).toHaveLength(2);
    const [hint, error] = ids.map((id) => document.getElementById(id)!);
    expect(hint.textContent).toBe('Nous ne le partageons pas');
    expect(error.textContent).toBe('Adresse invalide');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.getAttribute('part')).toBe('error');
    expect($('.casino-field').getAttribute('part')).toBe('field');
    expect(input.getAttribute('part')).toBe('input');
    expect(label.getAttribute('part')).toBe('label');
  });

  it('without an error: no aria-invalid, no error element, describedby only the hint', async () => {
    await render(<Field label="Nom" name="username" hint="3 caractères minimum" />);
    const input = $<HTMLInputElement>('input');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect($('[role="alert"]')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('3 caractères minimum');
  });

  it('gives each field its own ids', async () => {
    await render(
      <>
        <Field label="A" name="a" error="x" />
        <Field label="B" name="b" error="y" />
      </>,
    );
    const [a, b] = container.querySelectorAll('input');
    expect(a.id).not.toBe(b.id);
    expect(a.getAttribute('aria-describedby')).not.toBe(b.getAttribute('aria-describedby'));
  });

  it('an error appearing later is attached to the input', async () => {
    function Form() {
      const [error, setError] = useState<string | undefined>();
      return (
        <>
          <Field label="Nom" name="username" error={error} />
          <button type="button" id="fail" onClick={() => setError('Ce champ est obligatoire')} />
        </>
      );
    }
    await render(<Form />);
    expect($('input').hasAttribute('aria-describedby')).toBe(false);
    await click($('#fail'));
    const input = $('input');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Ce champ est obligatoire');
  });
});

describe('PasswordField', () => {
  it('the toggle flips the type and aria-pressed, and keeps what was typed', async () => {
    await render(<PasswordField label="Mot de passe" name="password" defaultValue="s3cret!" />);
    const input = $<HTMLInputElement>('input');
    const toggle = $<HTMLButtonElement>('button');
    expect(input.type).toBe('password');
    expect(toggle.type).toBe('button');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    expect(toggle.getAttribute('aria-label')).toBe('Afficher le mot de passe');

    input.focus();
    input.setSelectionRange(2, 4);
    await click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect($('input')).toBe(input); // the same element: nothing typed is lost
    expect(input.value).toBe('s3cret!');
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 4]);
    expect(document.activeElement).toBe(input);

    await click(toggle);
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(input.value).toBe('s3cret!');
  });

  it('puts the caret back when the browser resets it on the type switch', async () => {
    await render(<PasswordField label="Mot de passe" name="password" defaultValue="abcdef" />);
    const input = $<HTMLInputElement>('input');
    // Some browsers move the caret to the start when an input changes type; jsdom does not, so emulate it.
    const type = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'type')!;
    const reset = (el: HTMLInputElement) => el.setSelectionRange(0, 0);
    Object.defineProperty(input, 'type', {
      configurable: true,
      get() {
        return type.get!.call(this);
      },
      set(value: string) {
        type.set!.call(this, value);
        reset(this);
      },
    });
    const setAttribute = input.setAttribute.bind(input);
    input.setAttribute = (name: string, value: string) => {
      setAttribute(name, value);
      if (name === 'type') reset(input);
    };
    input.focus();
    input.setSelectionRange(3, 3);
    await click($('button'));
    expect(input.type).toBe('text');
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
    expect(document.activeElement).toBe(input);
  });

  it('translates the toggle name', async () => {
    await render(<PasswordField label="Password" name="password" />);
    await act(async () => activateLocale('en'));
    expect($('button').getAttribute('aria-label')).toBe('Show password');
    await act(async () => activateLocale('ar'));
    expect($('button').getAttribute('aria-label')).toBe('إظهار كلمة المرور');
    await act(async () => activateLocale('fr'));
  });

  it('wires its error like Field', async () => {
    await render(<PasswordField label="Mot de passe" name="password" error="Trop court" autoComplete="new-password" />);
    const input = $<HTMLInputElement>('input');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.autocomplete).toBe('new-password');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Trop court');
  });
});

describe('Toaster', () => {
  it('puts errors and warnings in the assertive alert region, the rest in the polite status region', async () => {
    await render(<Toaster />);
    const alert = $('[role="alert"]');
    const status = $('[role="status"]');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect($('[part="toaster"]')).not.toBeNull();

    await act(async () => {
      showToast('Ce compte est bloqué', 'error');
      showToast('Identifiants incorrects', 'warn');
      showToast('Mot de passe modifié', 'success');
      showToast('Bienvenue');
    });
    expect([...alert.querySelectorAll('.casino-toast__message')].map((n) => n.textContent)).toEqual([
      'Ce compte est bloqué',
      'Identifiants incorrects',
    ]);
    expect([...status.querySelectorAll('.casino-toast__message')].map((n) => n.textContent)).toEqual([
      'Mot de passe modifié',
      'Bienvenue',
    ]);
  });

  it('each toast has a translated dismiss button that removes it', async () => {
    await render(<Toaster />);
    await act(async () => {
      showToast('Un', 'error');
      showToast('Deux', 'info');
    });
    const buttons = container.querySelectorAll<HTMLButtonElement>('.casino-toast__dismiss');
    expect(buttons).toHaveLength(2);
    expect(buttons[0].getAttribute('aria-label')).toBe('Fermer la notification');
    await click(buttons[0]);
    expect($toasts.get().map((t) => t.message)).toEqual(['Deux']);
    expect(container.querySelectorAll('.casino-toast')).toHaveLength(1);
  });

  it('holds auto-dismiss while hovered', async () => {
    vi.useFakeTimers();
    try {
      await render(<Toaster />);
      await act(async () => {
        showToast('Lisez-moi');
      });
      const region = $('[part="toaster"]');
      await act(async () => {
        region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
      });
      await act(async () => vi.advanceTimersByTime(30_000));
      expect($toasts.get()).toHaveLength(1);
      await act(async () => {
        region.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
      });
      await act(async () => vi.advanceTimersByTime(5_000));
      expect($toasts.get()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ErrorScreen', () => {
  it('shows the default error title, the error text and a retry button', async () => {
    const onRetry = vi.fn();
    await render(<ErrorScreen error={new Error('Widget exploded')} onRetry={onRetry} />);
    const screen = $('[part="error-screen"]');
    expect(screen.getAttribute('role')).toBe('alert');
    expect($('.casino-error-screen__title').textContent).toBe("Une erreur s'est produite");
    expect($('.casino-error-screen__text').textContent).toBe('Widget exploded');
    const retry = $<HTMLButtonElement>('button');
    expect(retry.textContent).toBe('Réessayer');
    await click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('explains an API error the way a toast would', async () => {
    const error = new ApiError({ status: 0, code: 'network_error', method: 'GET', path: '/api/settings/' });
    await render(<ErrorScreen error={error} />);
    // The explanation and its catalogue load on demand (src/errors/report.ts). Waiting for the same
    // explanation inside act() lets the screen's own answer (asked first, so settled first) update it
    // within act, as React wants in tests, instead of after the test looked.
    await act(() => explainError(error));
    expect($('.casino-error-screen__text')?.textContent).toBe(
      'Connexion impossible, vérifiez votre connexion Internet et réessayez',
    );
    expect($('button')).toBeNull();
  });
});
