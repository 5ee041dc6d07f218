// The player's documents are read a page at a time (docs/api.md "Identity documents"): how many are shown
// of how many, and a button for the next page. A failed read says so; the button then tries again, and
// the documents already shown stay.
import { useLingui } from '@lingui/react';
import { Button } from '../../../src/ui';
import { parts } from '../../../src/ui/part';

interface KycMoreProps {
  shown: number;
  count: number;
  more: 'idle' | 'loading' | 'error';
  onMore(): void;
}

export function KycMore({ shown, count, more, onMore }: KycMoreProps) {
  const { i18n } = useLingui();
  return (
    <div className="kyc-more" {...parts('kyc-more')}>
      <p className="kyc-more__count" role="status">
        {i18n._({ id: 'profile.kyc.list.shown', message: 'Documents affichés : {shown} sur {count}', values: { shown, count } })}
      </p>
      {more === 'error' ? (
        <p className="kyc-more__error" role="alert">
          {i18n._({ id: 'profile.kyc.list.more_failed', message: 'Les documents suivants n’ont pas pu être chargés. Réessayez.' })}
        </p>
      ) : null}
      <Button variant="secondary" part="kyc-more-button" busy={more === 'loading'} onClick={onMore}>
        {i18n._({ id: 'profile.kyc.list.more', message: 'Afficher plus de documents' })}
      </Button>
    </div>
  );
}
