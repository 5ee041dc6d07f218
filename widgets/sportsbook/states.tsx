// The sportsbook's states around its frame (loading is ./skeleton.tsx): offline (src/ui/use-online.ts) and provider-down (no `ready`
// within 15 s, or the frame's own `error provider_down`), the last two with Retry, which reloads the frame.
import { useLingui } from '@lingui/react';
import { Button } from '../../src/ui';
import { parts } from '../../src/ui/part';

interface ProblemProps {
  kind: 'offline' | 'down';
  onRetry(): void;
}

export function SportProblem({ kind, onRetry }: ProblemProps) {
  const { i18n } = useLingui();
  const title =
    kind === 'offline'
      ? i18n._({ id: 'sport.offline.title', message: 'Vous êtes hors ligne' })
      : i18n._({ id: 'sport.down.title', message: 'Les paris sportifs sont momentanément indisponibles' });
  const text =
    kind === 'offline'
      ? i18n._({ id: 'sport.offline.text', message: 'Vérifiez votre connexion : les paris sportifs reviendront avec elle.' })
      : i18n._({ id: 'sport.down.text', message: 'Le fournisseur ne répond pas. Vos paris déjà placés ne sont pas perdus.' });
  return (
    <div className="sport-problem" role="alert" {...parts(kind === 'offline' ? 'offline' : 'provider-down')}>
      <p className="sport-problem__title">{title}</p>
      <p className="sport-problem__text">{text}</p>
      <Button variant="primary" part="retry" onClick={onRetry}>
        {i18n._({ id: 'sport.retry', message: 'Réessayer' })}
      </Button>
    </div>
  );
}
