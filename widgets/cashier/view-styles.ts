// The styles the cashier's own pages (balance, deposit, withdrawal) bring with their chunks: the form
// fields' and the pages' (./views.css). The shell (casino-cashier.js) carries only ./cashier.css and
// ./status.css; each page's module re-exports this as `styles`, which the lazy loader adopts once.
import fieldsCss from '../../src/ui/fields.css';
import viewsCss from './views.css';
import rgBannerCss from '../../src/ui/rg/rg-banner.css';

export const styles = fieldsCss + '\n' + viewsCss + '\n' + rgBannerCss;
