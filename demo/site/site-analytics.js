// The reference site's analytics (docs/embedding.md "Analytics"): every event of the elements, and the
// page's Core Web Vitals, pushed to the tag manager's `window.dataLayer` as Google Tag Manager reads it
// (no tag manager is loaded here: the array is the example, and what the e2e tests read). A module after
// casino-site.js, so window.CasinoWidgets is there; a file, not an inline script: the page's CSP.
window.dataLayer = window.dataLayer || [];
window.CasinoWidgets?.configure({ onEvent: (event) => window.dataLayer.push(event), webVitals: true });
