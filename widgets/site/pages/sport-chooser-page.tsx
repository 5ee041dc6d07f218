// /sport/: the sport area's entry. It opens the sport chooser modal (spec §2 "Modals"); the page behind
// it offers the same choices, so nothing is lost when the modal is closed in another tab.
import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { closeModal, openModal } from '@src/stores/modals';
import { SportChoiceList } from '../chrome/sport-choice-list';
import { useDocumentTitle } from './document-title';
import css from './shell-pages.css';

export const styles = css;

export default function SportChooserPage() {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'site.page.sport', message: 'Paris sportifs' });
  useDocumentTitle(title);
  // The chooser belongs to this page: leaving it (Back, a menu link) closes it, or it would stay over the
  // next page with no way to close it but choosing a sport.
  useEffect(() => {
    openModal('sport-chooser');
    return () => closeModal('sport-chooser');
  }, []);
  return (
    <section className="shell-page" aria-labelledby="sport-title">
      <h1 id="sport-title">{title}</h1>
      <SportChoiceList />
    </section>
  );
}
