// /profile/bookmakers-settings (docs/contracts/profile.md §Account): the player's sportsbook preferences, kept
// on the server (GET/PUT /api/users/bookmaker-settings/) and read by the sportsbook from the same store
// (src/stores/bookmaker-settings.ts): the odds format, the view each sport provider opens with
// (money-and-games §2 "Sport": sft sport or live; dgt's view codes, or automatic by screen width), and which
// odds changes a bet placement takes (docs/contracts/profile.md §Account `accept_odds`).
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { ACCEPT_ODDS, DGT_VIEWS, ODDS_FORMATS, SFT_VIEWS, type AcceptOdds, type BookmakerSettings, type DgtView, type OddsFormat, type SftView } from '../../../src/api/bookmaker-settings';
import { $bookmakerSettings, reloadBookmakerSettings, saveBookmakerSettings } from '../../../src/stores/bookmaker-settings';
import { Button, ErrorScreen, Spinner } from '../../../src/ui';
import { SelectField, useRequest } from '../../../src/ui/form';
import { parts } from '../../../src/ui/part';
import fieldsCss from '../../../src/ui/fields.css';
import formCss from '../../../src/ui/form/form.css';
import accountCss from './account.css';
import type { ProfileSectionProps } from '../section-props';
import '@src/errors/profile-errors';
import { AccountNotices, errorOf, type SaveError } from './account-notice';

export const styles = `${fieldsCss}\n${formCss}\n${accountCss}`;

type Choice = Omit<BookmakerSettings, 'updatedAt'>;

const ODDS: Record<OddsFormat, { label: MessageDescriptor; example: string }> = {
  decimal: { label: /*i18n*/ { id: 'profile.bookmaker.odds.decimal', message: 'Décimale' }, example: '2.50' },
  fractional: { label: /*i18n*/ { id: 'profile.bookmaker.odds.fractional', message: 'Fractionnaire' }, example: '3/2' },
  american: { label: /*i18n*/ { id: 'profile.bookmaker.odds.american', message: 'Américaine' }, example: '+150' },
};

const ACCEPT: Record<AcceptOdds, MessageDescriptor> = {
  never: /*i18n*/ { id: 'profile.bookmaker.accept.never', message: 'Aucun : je confirme chaque changement' },
  higher: /*i18n*/ { id: 'profile.bookmaker.accept.higher', message: 'Les cotes en hausse' },
  any: /*i18n*/ { id: 'profile.bookmaker.accept.any', message: 'Tous les changements' },
};

const SFT: Record<SftView, MessageDescriptor> = {
  sport: /*i18n*/ { id: 'profile.bookmaker.sft.sport', message: 'Paris sportifs' },
  live: /*i18n*/ { id: 'profile.bookmaker.sft.live', message: 'En direct' },
};

// The spec's names of the views (§2): europeanView, africanView, AsianView, Mobile, ESport, LatinoView.
const DGT: Record<DgtView, MessageDescriptor> = {
  auto: /*i18n*/ { id: 'profile.bookmaker.dgt.auto', message: "Automatique (selon la taille de l'écran)" },
  eu: /*i18n*/ { id: 'profile.bookmaker.dgt.eu', message: 'Vue européenne' },
  af: /*i18n*/ { id: 'profile.bookmaker.dgt.af', message: 'Vue africaine' },
  as: /*i18n*/ { id: 'profile.bookmaker.dgt.as', message: 'Vue asiatique' },
  m: /*i18n*/ { id: 'profile.bookmaker.dgt.m', message: 'Vue mobile' },
  es: /*i18n*/ { id: 'profile.bookmaker.dgt.es', message: 'E-sport' },
  la: /*i18n*/ { id: 'profile.bookmaker.dgt.la', message: 'Vue latino' },
};

const choiceOf = (s: BookmakerSettings): Choice => ({ oddsFormat: s.oddsFormat, sftView: s.sftView, dgtView: s.dgtView, acceptOdds: s.acceptOdds });

export default function BookmakersSettingsSection(_props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const state = useStore($bookmakerSettings);
  // The choices are drawn from this visit's own reading (see user-info.tsx).
  const [fresh, setFresh] = useState(false);
  const load = () => void reloadBookmakerSettings().then(() => setFresh(true)); // a failure is drawn from the store
  useEffect(load, []);
  // The session changed under the page (the store forgot the previous player's data): read again.
  useEffect(() => {
    if (fresh && state.status === 'idle') load();
  }, [fresh, state.status]);
  const loaded = fresh && state.status === 'ready';

  return (
    <section className="account-section" aria-labelledby="profile-bookmaker-title" {...parts('bookmakers-settings')}>
      <h2 id="profile-bookmaker-title">{i18n._({ id: 'profile.bookmaker.title', message: 'Préférences des paris sportifs' })}</h2>
      {state.status === 'error' ? (
        <ErrorScreen error={state.error} onRetry={load} />
      ) : !loaded ? (
        <div className="account-loading">
          <Spinner size="medium" label={i18n._({ id: 'profile.bookmaker.loading', message: 'Chargement de vos préférences…' })} />
        </div>
      ) : (
        <SettingsForm saved={choiceOf(state.settings)} />
      )}
    </section>
  );
}

function SettingsForm({ saved }: { saved: Choice }) {
  const { i18n } = useLingui();
  const [choice, setChoice] = useState<Choice>(saved);
  const { busy, run } = useRequest();
  const [notice, setNotice] = useState<{ kind: 'saved' } | SaveError | null>(null);
  const dirty = (Object.keys(saved) as (keyof Choice)[]).some((key) => choice[key] !== saved[key]);
  const set = (patch: Partial<Choice>) => {
    setChoice((c) => ({ ...c, ...patch }));
    setNotice(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    setNotice(null);
    const result = await run(() => saveBookmakerSettings(choice), { quiet: true });
    if (result.ok) {
      setChoice(choiceOf(result.value));
      setNotice({ kind: 'saved' });
    } else if (!result.skipped) {
      setNotice({
        kind: 'error',
        message: i18n._({
          id: 'profile.bookmaker.save_failed',
          message: "Vos préférences n'ont pas été enregistrées : {reason}",
          values: { reason: result.message ?? '' },
        }),
      });
    }
  }

  return (
    <form className="account-form account-narrow" onSubmit={submit} noValidate aria-busy={busy || undefined} {...parts('bookmaker-form')}>
      <fieldset className="account-choices">
        <legend className="account-legend">{i18n._({ id: 'profile.bookmaker.odds', message: 'Format des cotes' })}</legend>
        {ODDS_FORMATS.map((format) => (
          <label key={format} className="account-choice">
            <input type="radio" name="odds_format" value={format} checked={choice.oddsFormat === format} onChange={() => set({ oddsFormat: format })} />
            <span>{i18n._(ODDS[format].label)}</span>
            <span className="account-choice__example" aria-hidden="true">
              {ODDS[format].example}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="account-choices">
        <legend className="account-legend">{i18n._({ id: 'profile.bookmaker.accept', message: 'Changements de cotes acceptés au moment du pari' })}</legend>
        {ACCEPT_ODDS.map((accept) => (
          <label key={accept} className="account-choice">
            <input type="radio" name="accept_odds" value={accept} checked={choice.acceptOdds === accept} onChange={() => set({ acceptOdds: accept })} />
            <span>{i18n._(ACCEPT[accept])}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="account-choices">
        <legend className="account-legend">{i18n._({ id: 'profile.bookmaker.sft', message: 'Fournisseur 1 : page d’ouverture' })}</legend>
        {SFT_VIEWS.map((view) => (
          <label key={view} className="account-choice">
            <input type="radio" name="sft_view" value={view} checked={choice.sftView === view} onChange={() => set({ sftView: view })} />
            <span>{i18n._(SFT[view])}</span>
          </label>
        ))}
      </fieldset>
      <SelectField
        name="dgt_view"
        label={i18n._({ id: 'profile.bookmaker.dgt', message: 'Fournisseur 2 : vue par défaut' })}
        value={choice.dgtView}
        onChange={(e) => set({ dgtView: e.currentTarget.value as DgtView })}
        options={DGT_VIEWS.map((view) => ({ value: view, label: i18n._(DGT[view]) }))}
      />
      <div className="account-actions">
        <Button type="submit" variant="primary" busy={busy} disabled={!dirty} part="save">
          {i18n._({ id: 'profile.bookmaker.save', message: 'Enregistrer' })}
        </Button>
      </div>
      <AccountNotices
        success={notice?.kind === 'saved' ? <p>{i18n._({ id: 'profile.bookmaker.saved', message: 'Préférences enregistrées.' })}</p> : null}
        error={errorOf(notice)}
      />
    </form>
  );
}
