// Lets `CasinoWidgets.configure()` take `onEvent` and `webVitals` (docs/embedding.md "Analytics"): the
// page-wide API's configure is wrapped once (whatever the number of builds on the page), and the adapter's
// chunk (./adapter.ts) is fetched only by a call that sets them. Installed by the site's entry: the shared
// runtime every element loads has no room for even this loader under the wheel's budget (DESIGN.md §4,
// docs/operators.md "Events").
import { sharedSlot } from '../../platform/shared-slot';
import { CasinoWidgets } from '../public-api';

export function installAnalyticsLoader(): void {
  sharedSlot('analyticsLoader', () => {
    const configure = CasinoWidgets.configure;
    CasinoWidgets.configure = (config) => {
      if ('onEvent' in config || config.webVitals) void import('./adapter').then((m) => m.startAnalytics(config));
      return configure(config);
    };
    return true;
  });
}
